import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localAuthSecret } from '../auth/dev-secret.js';
import type { Config } from '../config.js';
import { createEmbeddedInChild } from '../db/embedded.js';
import { openDatabase } from '../db/open.js';
import { testConfig } from '../test/app.js';
import { BackupError, restoreBackup } from './backup.js';
import { archiveMembers, backUpRunningServer, filesOf, snapshot } from '../test/backups.js';
import { serveControlSocket } from './control-socket.js';

const root = mkdtempSync(path.join(tmpdir(), 'obra-backup-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const configIn = (name: string): Config => {
  const dataDir = path.join(root, name);
  return testConfig({ dataDir, filesDir: path.join(dataDir, 'files'), databaseUrl: null });
};

describe('backup and restore of the embedded database', () => {
  it('copies a running server’s database and files, without the signing secret, and restores them exactly', async () => {
    const source = configIn('fuente');
    await createEmbeddedInChild(path.join(source.dataDir, 'pgdata'));
    const secret = localAuthSecret(source.dataDir);
    // The server: it holds the directory's lock, so the backup goes through its control socket.
    const database = await openDatabase(source, () => undefined);
    const control = await serveControlSocket(source.dataDir, database);
    const archive = path.join(root, 'copia.tar.gz');
    const {
      manifest,
      rows: before,
      files,
    } = await backUpRunningServer(source, database, archive).finally(() => control.close());
    await database.close();

    expect(manifest.database).toBe('pglite');
    expect(manifest.files.length).toBe(Object.keys(files).length);
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(6);
    const members = archiveMembers(archive);
    expect(members.some((m) => m.includes('auth-secret'))).toBe(false);
    expect(
      execFileSync('sh', ['-c', `tar -xzOf ${archive} | grep -c ${secret} || true`])
        .toString()
        .trim(),
    ).toBe('0');

    const target = configIn('destino');
    await restoreBackup(target, archive);
    const restored = await openDatabase(target, () => undefined);
    try {
      expect(await snapshot(restored.db)).toEqual(before);
      expect(filesOf(target.filesDir)).toEqual(files);
      // A target that is not empty is refused, and left as it was.
      await expect(restoreBackup(target, archive)).rejects.toBeInstanceOf(BackupError);
    } finally {
      await restored.close();
    }
    expect(readFileSync(path.join(target.dataDir, 'files', Object.keys(files)[0]!)).length).toBeGreaterThan(0);
  }, 180_000);
});
