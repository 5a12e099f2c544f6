/**
 * The messages between the server's thread and the embedded database's worker (pglite-worker.ts).
 * Every request carries an id; the worker answers it once, with a value or an error.
 */
import type { RowMode } from '@electric-sql/pglite';

/**
 * Where the worker's database lives and what it starts from: a directory on disk (absent: in
 * memory, the tests), and a dump (dumpDataDir's tarball) to load into it when it is new.
 */
export interface PgliteSource {
  dataDir?: string;
  dump?: ArrayBuffer;
}

export type PgliteRequest =
  /** `tx` set: a statement of that open transaction; absent: one on its own, after any transaction. */
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  /** Answers with the new transaction's number once it holds the database. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type PgliteReply = { id: number; value: unknown } | { id: number; error: SerializedError };

/**
 * An error's message and its own fields: PostgreSQL's `code`, `constraint`, `detail`… which the
 * error handler reads (http/error-handler.ts), and which a structured clone of an Error would drop.
 */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // Whatever cannot cross the thread boundary (a function, a class instance) is left behind.
    if (value === undefined || typeof value === 'function') continue;
    try {
      fields[key] = structuredClone(value);
    } catch {
      // not cloneable: not one PostgreSQL's errors carry
    }
  }
  return { name: error.name, message: error.message, fields };
}

export function deserializeError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.fields);
  error.name = serialized.name;
  return error;
}
