import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, acquireDataDirLock } from './lock.js';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'obra-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SET_PLAN = fileURLToPath(new URL('../cli/set-plan.ts', import.meta.url));

describe('the embedded data directory is one process’s (finding 4)', () => {
  it('refuses a second claim with the holder’s pid, and is free again once released', () => {
    const dir = newDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'obra.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`pid ${process.pid}`);
    lock.release();
    expect(existsSync(path.join(dir, 'obra.lock'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock left by a process that died (SIGKILL leaves it behind)', () => {
    const dir = newDir();
    // A real process that has ended: its pid is free.
    const gone = spawnSync(process.execPath, ['-e', '0']);
    writeFileSync(path.join(dir, 'obra.lock'), String(gone.pid));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'obra.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('stops `npm run plan` at once, with a clear message, while another process holds the directory', async () => {
    const dir = newDir();
    const lock = acquireDataDirLock(dir);
    const child = spawn(process.execPath, ['--import', 'tsx', SET_PLAN, '1', 'pro'], {
      cwd: SERVER_ROOT,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'development' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    lock.release();
    expect(code).toBe(1);
    expect(stderr).toContain(`Otro proceso (pid ${process.pid}) ya usa la base de datos integrada`);
    // It opened nothing: no database was created in the directory.
    expect(existsSync(path.join(dir, 'pgdata'))).toBe(false);
  });
});
