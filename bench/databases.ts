/**
 * Fresh databases for a benchmark, on either backend: created and migrated by the built server
 * itself (so the tables are exactly the ones this source makes), then, with the server stopped,
 * filled by the generator straight through the database's own client.
 */
import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { generate, SIZE, type Exec, type Size } from './generate.js';
import { startServer } from './process.js';
import { ROOT } from './server.js';

export type Backend = 'embedded' | 'postgres';
export const BACKENDS: Backend[] = ['embedded', 'postgres'];

/** The PostgreSQL server the tests use; each benchmark makes and drops its own database there. */
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export interface BenchDatabase {
  backend: Backend;
  /** What the server's environment needs to open this database. */
  env: Record<string, string>;
  /** Seconds the generator took. */
  generateSeconds: number;
  drop(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new empty database (PostgreSQL) or data directory (embedded), and how to remove it. */
export async function emptyDatabase(backend: Backend): Promise<Omit<BenchDatabase, 'generateSeconds'>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'obra-bench-'));
  if (backend === 'embedded') {
    return { backend, env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `obra_bench_${process.pid}_${Date.now()}`;
  await adminQuery(`create database ${name}`);
  return {
    backend,
    env: { DATA_DIR: dataDir, DATABASE_URL: `${POSTGRES}/${name}` },
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Where in the data directory the server keeps the embedded database (today its pgdata/). */
function embeddedDirectory(dataDir: string): string {
  const found = [dataDir, ...readdirSync(dataDir).map((name) => path.join(dataDir, name))].find((dir) =>
    existsSync(path.join(dir, 'PG_VERSION')),
  );
  if (!found) throw new Error(`no embedded database in ${dataDir}`);
  return found;
}

/** Opens the database directly (the server stopped) for the generator. */
async function openForWriting(database: Omit<BenchDatabase, 'generateSeconds'>) {
  if (database.backend === 'embedded') {
    const client = await PGlite.create(embeddedDirectory(database.env.DATA_DIR!));
    return { exec: ((sql) => client.exec(sql)) as Exec, close: () => client.close() };
  }
  const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  return { exec: ((sql) => client.query(sql)) as Exec, close: () => client.end() };
}

/**
 * A database holding `companies` generated companies of this size. PostgreSQL's statistics are taken at once
 * (its autovacuum would take them within the minute, maybe in the middle of a measurement); the
 * embedded database is left as the generator wrote it: planning statistics there are the
 * server's own business (issue 12: ANALYZE at start and after bulk changes).
 */
export async function filledDatabase(backend: Backend, companies: number, size: Size = SIZE): Promise<BenchDatabase> {
  const database = await emptyDatabase(backend);
  try {
    const server = await startServer(database.env);
    await server.stop();
    const started = performance.now();
    const writer = await openForWriting(database);
    try {
      const progress = (done: number) => {
        if (done % 10 === 0 || done === companies)
          process.stdout.write(`\r  ${backend}: ${done}/${companies} companies`);
      };
      await generate(writer.exec, companies, { size, progress });
      if (backend === 'postgres') await writer.exec('analyze');
    } finally {
      await writer.close();
    }
    const generateSeconds = (performance.now() - started) / 1000;
    process.stdout.write(` in ${generateSeconds.toFixed(0)} s\n`);
    return { ...database, generateSeconds };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** The database servers' versions, for the line above each table. */
export async function databaseVersions(): Promise<string> {
  const client = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  await client.end();
  const pglite = (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  return `PostgreSQL ${rows[0]?.server_version.split(' ')[0] ?? '?'}, PGlite ${pglite}`;
}
