import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths.js';
import { startPgliteThread, type PgliteClient } from './pglite-thread.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one typed database both backends answer to: same schema, same queries. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction offers the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's whole directory as a gzipped tarball (backups); absent for PostgreSQL. */
  dumpDataDir?(): Promise<Buffer>;
}

export interface DatabaseOptions {
  /** Called with every statement sent; tests count queries with it. */
  onQuery?: (query: string) => void;
}

const loggerFor = (options: DatabaseOptions) =>
  options.onQuery ? { logger: { logQuery: (query: string) => options.onQuery?.(query) } } : {};

export function fromPglite(client: PgliteClient, options: DatabaseOptions = {}): Database {
  // Drizzle's PGlite driver calls only query() and transaction(), which PgliteClient offers.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, ...loggerFor(options) });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    // PGlite runs one statement at a time, so the copy is of one moment between two of them.
    dumpDataDir: () => client.dumpDataDir(),
  };
}

/** A PGlite opened in this very thread (one-off commands, the database's creation) as a PgliteClient. */
export function inThisThread(pg: PGlite): PgliteClient {
  return {
    query: (sql, params, options) => pg.query(sql, params, options),
    exec: (sql) => pg.exec(sql),
    transaction: (fn) => pg.transaction(fn),
    dumpDataDir: async () => Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer()),
    close: () => pg.close(),
  };
}

export function fromPostgres(url: string, maxConnections = 10, options: DatabaseOptions = {}): Database {
  // A database that does not answer fails a request in 5 s (a 503) instead of holding it.
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, connectionTimeoutMillis: 5000 });
  // A dropped connection must not take the process down; the next query gets a fresh one.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, ...loggerFor(options) });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

/**
 * Opens an embedded database already created in `dataDir` (see embedded.ts for the creation), in a
 * worker thread: its queries run beside the server's event loop, not on it.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  return fromPglite(await startPgliteThread({ dataDir }));
}
