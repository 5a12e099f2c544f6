import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Another process holds the embedded database: opening it too would lose acknowledged writes. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: number,
  ) {
    super(
      `Otro proceso (pid ${holder}) ya usa la base de datos integrada de ${dataDir}. ` +
        'Deténgalo antes de iniciar otro servidor o un comando como npm run plan.',
    );
  }
}

const LOCK_FILE = 'obra.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite is one process's database: a second process opening the same directory corrupts it
 * (its writes vanish, indexes disagree with the table). So the directory is claimed first with a
 * lock file holding the claimant's pid, created exclusively; a lock whose process is gone (a crash,
 * a SIGKILL) is stale and taken over. This process claiming it twice is refused too.
 */
export function acquireDataDirLock(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (holder !== null && alive(holder)) throw new DataDirLockedError(dataDir, holder);
      // Stale (or half-written by a process that died at once): take it over.
      try {
        unlinkSync(file);
      } catch {
        // another process took it over first; the next attempt sees theirs
      }
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    const release = () => {
      if (holderOf(file) === process.pid) unlinkSync(file);
      process.off('exit', release);
    };
    process.on('exit', release);
    return { release };
  }
  throw new DataDirLockedError(dataDir, holderOf(file) ?? 0);
}
