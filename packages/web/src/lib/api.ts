import { TRANSPORT_MSG, type ErrorCode, type MessageParams, type Problem } from '@obra/domain';

export const TOKEN_KEY = 'token';
export const ACCOUNT_KEY = 'account';

/**
 * A failed call: `status` null when the server never answered. `problem` is what the web app
 * translates (null for a code this build does not know); `message` is the Spanish to show otherwise.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    readonly problem: Problem | null,
    message: string,
  ) {
    super(message);
  }
}

/** The problems the web app names itself, with their Spanish (the domain's MSG words them the same). */
const OWN_PROBLEMS = {
  NO_RESPONSE: TRANSPORT_MSG.noOperation,
  FORBIDDEN: TRANSPORT_MSG.forbidden,
  SERVER_ERROR: TRANSPORT_MSG.serverError,
} as const;

/** The failure of a problem the web app names itself (no answer, no envelope, a 403). */
export const apiError = (status: number | null, code: keyof typeof OWN_PROBLEMS) =>
  new ApiError(status, { code }, OWN_PROBLEMS[code]);

export type Envelope<T> = {
  querySuccess: boolean;
  queryData: T;
  /** On a list call: the cursor of the next page, null on the last (absent on other calls). */
  nextCursor?: string | null;
  queryError: string | null;
  errorCode?: string;
  errorParams?: MessageParams;
};

let onUnauthorized: () => void = () => undefined;
/** The session registers what a 401 does: forget the session and go to /login. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function storedToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export interface CallOptions {
  /** A 401 here is an answer (a failed login), not an expired session. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Headers of this call's own, such as the outbox's Idempotency-Key. */
  headers?: Record<string, string>;
}

/** The headers every call carries: the session's bearer token, unless the call is anonymous. */
export function authHeaders(options: CallOptions = {}): Record<string, string> {
  const token = storedToken();
  return token && !options.anonymous ? { authorization: `Bearer ${token}` } : {};
}

/** The envelope in a response's text; null when the answer is not one (a proxy's error page, nothing). */
export function parseEnvelope<T>(text: string): Envelope<T> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && 'querySuccess' in parsed ? (parsed as Envelope<T>) : null;
  } catch {
    return null;
  }
}

/**
 * What an answer means, however it came (fetch or XMLHttpRequest): its data, or the ApiError to
 * show. A 401 on a signed-in call ends the session first.
 */
export function settle<T>(status: number, envelope: Envelope<T> | null, options: CallOptions = {}): T {
  if (status >= 200 && status < 300 && envelope?.querySuccess) return envelope.queryData;
  if (status === 401 && !options.anonymous) onUnauthorized();
  // SPEC §8: a 403 always says "not authorized", whatever the answer's own message.
  if (status === 403) throw apiError(403, 'FORBIDDEN');
  if (!envelope?.queryError) throw apiError(status, 'SERVER_ERROR');
  throw new ApiError(status, problemIn(envelope), envelope.queryError);
}

/**
 * The code and parts an error envelope carries. The code is taken as the server gave it, without
 * checking it against the codes this build knows (their table would weigh on every first page): a
 * code the catalogue has no words for shows the server's Spanish (problem-text.ts).
 */
function problemIn(envelope: Envelope<unknown>): Problem | null {
  const { errorCode, errorParams } = envelope;
  if (typeof errorCode !== 'string' || errorCode === '') return null;
  const code = errorCode as ErrorCode;
  return errorParams && typeof errorParams === 'object' ? { code, params: errorParams } : { code };
}

/** Sends a call and reads its answer's envelope, not yet settled. */
async function send<T>(method: string, path: string, body: unknown, options: CallOptions) {
  const headers = { ...options.headers, ...authHeaders(options) };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body: payload, signal: options.signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw apiError(null, 'NO_RESPONSE');
  }

  let text = '';
  try {
    text = await response.text();
  } catch {
    // A body cut off mid-way reads as no envelope.
  }
  return { status: response.status, envelope: parseEnvelope<T>(text) };
}

export async function call<T>(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  const { status, envelope } = await send<T>(method, path, body, options);
  return settle(status, envelope, options);
}

/** One page of a list: its rows, and the cursor of the page after it (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** GETs one page of a list call (SPEC §7 envelope with `nextCursor` beside `queryData`). */
export async function getPage<T>(path: string, options: CallOptions = {}): Promise<Page<T>> {
  const { status, envelope } = await send<T[]>('GET', path, undefined, options);
  const items = settle(status, envelope, options);
  return { items, nextCursor: envelope?.nextCursor ?? null };
}

export const get = <T>(path: string, options?: CallOptions) => call<T>('GET', path, undefined, options);
export const post = <T>(path: string, body?: unknown, options?: CallOptions) => call<T>('POST', path, body, options);
export const put = <T>(path: string, body?: unknown, options?: CallOptions) => call<T>('PUT', path, body, options);

/** Builds a query string from the values given; an undefined, null or empty one is left out. */
export function qs(params: Record<string, string | number | null | undefined>): string {
  const given = Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return `?${new URLSearchParams(given.map(([k, v]) => [k, String(v)])).toString()}`;
}
