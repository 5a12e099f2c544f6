import type { QueryOptions, Results, RowMode } from '@electric-sql/pglite';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  deserializeError,
  type PgliteReply,
  type PgliteRequest,
  type PgliteSource,
  type SerializedError,
} from './pglite-protocol.js';

/** What Drizzle's PGlite driver calls on its client, and what a transaction's handle offers. */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteClient extends PgliteQueries {
  transaction<T>(
    fn: (tx: PgliteQueries & { rollback(): Promise<void>; readonly closed: boolean }) => Promise<T>,
  ): Promise<T>;
  /** The whole database directory as a gzipped tarball (backups). */
  dumpDataDir(): Promise<Buffer>;
  close(): Promise<void>;
}

// From the sources (tsx, tests) the worker is pglite-worker.ts, loaded through tsx's loader; built,
// it is dist/pglite-worker.js beside the code starting it (scripts/build.mjs).
const fromSources = import.meta.url.endsWith('.ts');

function spawnWorker(source: PgliteSource): Worker {
  const transfer = source.dump ? [source.dump] : [];
  if (!fromSources) {
    return new Worker(fileURLToPath(new URL('./pglite-worker.js', import.meta.url)), {
      workerData: source,
      transferList: transfer,
    });
  }
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(code, { eval: true, workerData: source, transferList: transfer });
}

/**
 * The embedded database, run in a worker thread, behind the part of PGlite's interface the code
 * uses. Statements are queued to the worker in the order they are sent; the worker runs a
 * transaction's statements alone (pglite-worker.ts), so a transaction here is as on PGlite itself.
 */
export async function startPgliteThread(source: PgliteSource): Promise<PgliteClient> {
  const worker = spawnWorker(source);
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let gone: Error | null = null;

  const fail = (error: Error) => {
    gone = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const early = (error: Error) => reject(error);
    worker.once('error', early);
    worker.once('message', () => {
      worker.off('error', early);
      resolve();
    });
  });
  worker.on('message', (message: PgliteReply) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if ('error' in message) waiting.reject(deserializeError(message.error as SerializedError));
    else waiting.resolve(message.value);
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', () => fail(gone ?? new Error('the embedded database has closed')));

  type Body = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;
  const call = <T>(body: Body): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...body, id });
    });
  };

  const queriesIn = (tx?: number): PgliteQueries => ({
    query: <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
      call<Results<T>>({ op: 'query', sql, params, rowMode: options?.rowMode ?? ('object' as RowMode), tx }),
    exec: (sql: string) => call<Results[]>({ op: 'exec', sql, tx }),
  });

  return {
    ...queriesIn(),
    async transaction(fn) {
      const tx = await call<number>({ op: 'begin' });
      let closed = false;
      const rollback = async () => {
        closed = true;
        await call({ op: 'rollback', tx });
      };
      try {
        const result = await fn({
          ...queriesIn(tx),
          rollback,
          get closed() {
            return closed;
          },
        });
        if (!closed) {
          closed = true;
          await call({ op: 'commit', tx });
        }
        return result;
      } catch (error) {
        if (!closed) await rollback();
        throw error;
      }
    },
    dumpDataDir: async () => Buffer.from(await call<ArrayBuffer>({ op: 'dump' })),
    async close() {
      if (gone) return;
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
