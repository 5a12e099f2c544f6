import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * Creating a PGlite database costs seconds and leaves ~800 MB resident in the process that did
 * it; reopening one is cheap. So the first creation (and its migrations) runs in a child process
 * that exits, and the server only ever reopens (see docs/decisions/0002-embedded-database.md).
 */
export function isEmbeddedCreated(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

// From the sources (tsx, tests) the child is src/db/create-embedded.ts and needs tsx too; built,
// it is dist/create-embedded.js beside the code calling it, and node runs it alone.
const fromSources = import.meta.url.endsWith('.ts');

export async function createEmbeddedInChild(dataDir: string, extraArgs: string[] = []): Promise<void> {
  const script = fileURLToPath(new URL(fromSources ? './create-embedded.ts' : './create-embedded.js', import.meta.url));
  const loader = fromSources ? ['--import', 'tsx'] : [];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...loader, script, dataDir, ...extraArgs], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the embedded database failed (exit ${code})`)),
    );
  });
}
