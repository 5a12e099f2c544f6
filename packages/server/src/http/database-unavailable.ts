/** Network failures on the way to PostgreSQL, and its own "cannot serve you now" answers. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /connection.*closed/i];

/**
 * Whether an error means the database is out of reach rather than that the request was wrong or
 * the code is: SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down, crashed,
 * starting), or the driver losing the connection. The caller answers 503 and tries again later;
 * the pool reconnects by itself once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || /^08/.test(code) || /^57P0[123]$/.test(code))) {
      return true;
    }
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}
