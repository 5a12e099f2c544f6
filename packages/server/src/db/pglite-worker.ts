/**
 * Worker-thread entry: holds the embedded database (PGlite) and runs the statements the server's
 * thread sends it (pglite-thread.ts), so that PostgreSQL's work in WebAssembly never holds the
 * server's event loop. See docs/decisions/0015-embedded-engine.md.
 */
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import { serializeError, type PgliteReply, type PgliteRequest, type PgliteSource } from './pglite-protocol.js';

const keepText = (value: string) => value;
/**
 * Dates, times and intervals stay PostgreSQL's text, as Drizzle's PGlite driver asks on every
 * query (its parsers are functions, which cannot cross to this thread, so they are set here once).
 */
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    keepText,
  ]),
);

/**
 * PostgreSQL's shared buffers, 128 MB in PGlite, are touched as it starts: at 128 MB the process
 * idles at ~320 MB with PGlite alone, at 32 MB at ~210 MB. Reads past them come from the
 * operating system's file cache; see docs/decisions/0015-embedded-engine.md.
 */
const SHARED_BUFFERS = '32MB';
// PGlite's own start parameters (single-user mode, no parallel workers…) are kept; its type omits them.
const { defaultStartParams } = PGlite as unknown as { defaultStartParams: string[] };
const startParams = [...defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];

const source = workerData as PgliteSource;
const port = parentPort!;

const pg = await PGlite.create({
  parsers,
  startParams,
  ...(source.dataDir ? { dataDir: source.dataDir } : {}),
  ...(source.dump ? { loadDataDir: new Blob([source.dump]) } : {}),
});

/** Open transactions: the handle to run their statements with, and how to end them. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
let nextTx = 1;
const ROLLBACK = Symbol('rollback');

const reply = (message: PgliteReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

function transactionOf(tx: number | undefined): Transaction | PGlite {
  if (tx === undefined) return pg;
  const entry = open.get(tx);
  if (!entry) throw new Error(`transaction ${tx} is not open`);
  return entry.tx;
}

/**
 * PGlite's own transaction() holds the database for the whole transaction: statements sent
 * outside it (by other requests) wait until it commits or rolls back, and two transactions never
 * interleave. Its callback stays pending until the server's thread says commit or rollback.
 */
function begin(id: number): void {
  const number = nextTx++;
  let ended: Promise<unknown> | undefined;
  pg.transaction(async (tx) => {
    ended = new Promise((resolve, reject) =>
      open.set(number, { tx, end: (commit) => (commit ? resolve(undefined) : reject(ROLLBACK)) }),
    );
    reply({ id, value: number });
    await ended;
  }).then(
    () => finish(number, null),
    (error: unknown) => finish(number, error === ROLLBACK ? null : error),
  );
}

/** The commit or rollback request waiting on a transaction's end, answered once PGlite has ended it. */
const ending = new Map<number, number>();
function finish(tx: number, error: unknown): void {
  open.delete(tx);
  const id = ending.get(tx);
  ending.delete(tx);
  if (id === undefined) return;
  reply(error === null ? { id, value: null } : { id, error: serializeError(error) });
}

async function handle(request: PgliteRequest): Promise<void> {
  switch (request.op) {
    case 'query': {
      const result = await transactionOf(request.tx).query(request.sql, request.params, { rowMode: request.rowMode });
      return reply({
        id: request.id,
        value: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
      });
    }
    case 'exec': {
      const results = await transactionOf(request.tx).exec(request.sql);
      return reply({
        id: request.id,
        value: results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows })),
      });
    }
    case 'begin':
      return begin(request.id);
    case 'commit':
    case 'rollback': {
      const entry = open.get(request.tx);
      if (!entry) throw new Error(`transaction ${request.tx} is not open`);
      ending.set(request.tx, request.id);
      return entry.end(request.op === 'commit');
    }
    case 'dump': {
      const dump = await (await pg.dumpDataDir('gzip')).arrayBuffer();
      return reply({ id: request.id, value: dump }, [dump]);
    }
    case 'close':
      await pg.close();
      reply({ id: request.id, value: null });
      return port.close();
  }
}

port.on('message', (request: PgliteRequest) => {
  handle(request).catch((error: unknown) => reply({ id: request.id, error: serializeError(error) }));
});
// Opened: the server's thread may send statements.
port.postMessage({ ready: true });
