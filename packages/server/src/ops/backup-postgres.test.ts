import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { fromPostgres } from '../db/client.js';
import { testConfig } from '../test/app.js';
import { createPostgresTestDatabase } from '../test/database.js';
import { databaseUrl, postgresAdminUrl } from '../test/postgres-url.js';
import { BackupError, restoreBackup } from './backup.js';
import { archiveMembers, backUpRunningServer, filesOf, snapshot } from '../test/backups.js';

const root = mkdtempSync(path.join(tmpdir(), 'obra-backup-pg-'));
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(root, { recursive: true, force: true });
});

/** An empty database (not even migrated), as a new server's PostgreSQL would be. */
async function emptyDatabase(): Promise<string> {
  const name = `obra_restore_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  drops.push(async () => {
    const client = new pg.Client({ connectionString: postgresAdminUrl() });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  return databaseUrl(postgresAdminUrl(), name);
}

describe('backup and restore with PostgreSQL', () => {
  it('round-trips a company with photos with pg_dump while the server runs, rows and files alike', async () => {
    const created = await createPostgresTestDatabase();
    drops.push(created.drop);
    const dataDir = path.join(root, 'fuente');
    const source: Config = testConfig({ dataDir, filesDir: path.join(dataDir, 'files'), databaseUrl: created.url });
    writeFileSync(path.join(root, 'auth-secret'), 'no-debe-salir');
    const database = fromPostgres(created.url, 2);
    const archive = path.join(root, 'copia.tar.gz');
    const { rows: before, files } = await backUpRunningServer(source, database, archive).finally(() =>
      database.close(),
    );
    expect(archiveMembers(archive).some((m) => m.includes('auth-secret'))).toBe(false);

    const targetUrl = await emptyDatabase();
    const target = testConfig({
      dataDir: path.join(root, 'destino'),
      filesDir: path.join(root, 'destino', 'files'),
      databaseUrl: targetUrl,
    });
    await restoreBackup(target, archive);
    const restored = fromPostgres(targetUrl, 2);
    try {
      expect(await snapshot(restored.db)).toEqual(before);
      expect(filesOf(target.filesDir)).toEqual(files);
    } finally {
      await restored.close();
    }
    await expect(restoreBackup(target, archive)).rejects.toBeInstanceOf(BackupError);
  }, 120_000);
});
