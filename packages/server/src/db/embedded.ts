import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * Creating a PGlite database (initdb) costs seconds and leaves ~800 MB resident in the process
 * that did it; reopening one is cheap. So the build makes one, migrated, and keeps its dump beside
 * the code (scripts/build.mjs): a new data directory starts as a copy of it. The first creation
 * (the copy, or from the sources initdb and the migrations) runs in a child process that exits,
 * and the server only reopens (see docs/decisions/0002 and 0015).
 */
export function isEmbeddedCreated(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

// From the sources (tsx, tests) the child is src/db/create-embedded.ts and needs tsx too; built,
// it is dist/create-embedded.js beside the code calling it, and node runs it alone.
const fromSources = import.meta.url.endsWith('.ts');

/** The build's migrated database, dumped: dist/embedded-template.tgz, beside the built code. */
const TEMPLATE_FILE = 'embedded-template.tgz';

/** The build's template as a buffer of its own (it moves to the database's thread); null from the sources. */
export function builtTemplate(): ArrayBuffer | null {
  const file = fileURLToPath(new URL(`./${TEMPLATE_FILE}`, import.meta.url));
  if (fromSources || !existsSync(file)) return null;
  return new Uint8Array(readFileSync(file)).buffer;
}

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
