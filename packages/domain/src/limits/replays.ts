// A change sent again (a phone's outbox after the signal came back) is applied once: the client names
// each change with an Idempotency-Key, and the server keeps the key with its first answer.

/** The request header that names a change. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The answer header saying the answer is the one given to the first sending of that change. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long the server keeps a key with its answer: a phone offline for a week still sends once. */
export const IDEMPOTENCY_KEEP_DAYS = 7;
/** Visible ASCII (a UUID fits), at most 200 characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export const REPLAY_MSG = {
  keyInvalid: 'La clave Idempotency-Key no es válida: use de 1 a 200 caracteres visibles',
  keyReused: 'Esta clave Idempotency-Key ya se usó para otra operación',
  inProgress: 'Esta operación ya se está procesando. Inténtelo otra vez en unos segundos.',
} as const;
