import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config.js';
import { inThisThread } from '../db/client.js';
import { DataDirLockedError, acquireDataDirLock } from '../db/lock.js';
import { MIGRATIONS_FOLDER } from '../paths.js';
import { requestDump } from './control-socket.js';

const run = promisify(execFile);

/** What an archive holds besides the database and the files: enough to check a restore against. */
export interface Manifest {
  product: 'obra';
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** How many migrations the database had; a restore needs a product at least this new. */
  migrations: number;
  files: { name: string; bytes: number; sha256: string }[];
}

export class BackupError extends Error {}

const DUMP = { pglite: 'database.tar.gz', postgres: 'database.pgdump' } as const;

function migrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function listFiles(filesDir: string): Manifest['files'] {
  if (!existsSync(filesDir)) return [];
  return readdirSync(filesDir)
    .filter((name) => statSync(path.join(filesDir, name)).isFile())
    .sort()
    .map((name) => {
      const content = readFileSync(path.join(filesDir, name));
      return { name, bytes: content.length, sha256: createHash('sha256').update(content).digest('hex') };
    });
}

/** The embedded database as a tarball: from the running server if one holds it, else opened here. */
async function embeddedDump(config: Config): Promise<Buffer> {
  let lock: { release(): void };
  try {
    lock = acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return requestDump(config.dataDir);
    throw error;
  }
  try {
    const dir = path.join(config.dataDir, 'pgdata');
    if (!existsSync(path.join(dir, 'PG_VERSION')))
      throw new BackupError(`No hay una base de datos integrada en ${dir}`);
    const client = await PGlite.create(dir);
    try {
      return await inThisThread(client).dumpDataDir();
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * One archive (tar.gz) of the database and the stored files, made while the server runs:
 * `manifest.json`, the database (PGlite's directory, or pg_dump's custom format) and `files/`.
 * The token-signing secret is never in it: a copy of a backup must not let anyone forge sessions.
 * The database is copied first: a photo deleted while the files are copied may then be missing
 * from the archive, never a file of a row the archive lacks.
 */
export async function createBackup(config: Config, out: string): Promise<Manifest> {
  const work = mkdtempSync(path.join(tmpdir(), 'obra-backup-'));
  try {
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    const dumpFile = path.join(work, DUMP[kind]);
    if (kind === 'postgres') {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${dumpFile}`,
        config.databaseUrl!,
      ]);
    } else {
      writeFileSync(dumpFile, await embeddedDump(config));
    }
    const manifest: Manifest = {
      product: 'obra',
      createdAt: new Date().toISOString(),
      database: kind,
      migrations: migrationCount(),
      files: listFiles(config.filesDir),
    };
    writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    const filesArgs = existsSync(config.filesDir)
      ? ['-C', config.filesDir, '--transform=s,^\\./,files/,', ...manifest.files.map((f) => `./${f.name}`)]
      : [];
    await run('tar', ['-czf', path.resolve(out), '-C', work, 'manifest.json', DUMP[kind], ...filesArgs]);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]?.n ?? 0) === 0;
  } finally {
    await client.end();
  }
}

/**
 * Loads an archive into an empty target: an embedded data directory without a database, or an
 * empty PostgreSQL database (DATABASE_URL), and an empty files directory. Anything already there
 * is refused and left untouched. Every file is checked against the manifest.
 */
export async function restoreBackup(config: Config, archive: string): Promise<Manifest> {
  const work = mkdtempSync(path.join(tmpdir(), 'obra-restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(archive), '-C', work]);
    const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.product !== 'obra') throw new BackupError('El archivo no es una copia de seguridad de Obra');
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== kind) {
      throw new BackupError(
        `La copia es de una base ${manifest.database === 'pglite' ? 'integrada' : 'PostgreSQL'}: restáurela en una igual`,
      );
    }
    if (existsSync(config.filesDir) && readdirSync(config.filesDir).length > 0) {
      throw new BackupError(`La carpeta de archivos ${config.filesDir} no está vacía`);
    }
    for (const file of manifest.files) {
      const content = readFileSync(path.join(work, 'files', file.name));
      if (createHash('sha256').update(content).digest('hex') !== file.sha256) {
        throw new BackupError(`El archivo ${file.name} de la copia está dañado`);
      }
    }

    if (kind === 'postgres') {
      if (!(await postgresIsEmpty(config.databaseUrl!)))
        throw new BackupError('La base de datos de destino no está vacía');
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        `--dbname=${config.databaseUrl!}`,
        path.join(work, DUMP.postgres),
      ]);
    } else {
      const lock = acquireDataDirLock(config.dataDir);
      try {
        const dir = path.join(config.dataDir, 'pgdata');
        if (existsSync(dir) && readdirSync(dir).length > 0) throw new BackupError(`Ya hay una base de datos en ${dir}`);
        const dump = readFileSync(path.join(work, DUMP.pglite));
        const client = await PGlite.create(dir, { loadDataDir: new Blob([dump]) });
        await client.close();
      } finally {
        lock.release();
      }
    }
    mkdirSync(config.filesDir, { recursive: true });
    if (manifest.files.length > 0) {
      await run('tar', ['-xzf', path.resolve(archive), '-C', config.filesDir, '--strip-components=1', 'files']);
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
