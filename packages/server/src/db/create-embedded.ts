/**
 * Child-process entry: creates an embedded database and applies the migrations.
 *   create-embedded.ts <dataDir>            a database directory: a copy of the build's template
 *                                           (embedded.ts), or from the sources a new one, migrated
 *   create-embedded.ts <file.tgz> --dump    a migrated in-memory database dumped to a file (tests' template)
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromPglite, inThisThread } from './client.js';
import { builtTemplate } from './embedded.js';

const [target, mode] = process.argv.slice(2);
if (!target) {
  console.error('usage: create-embedded.ts <dataDir | file.tgz --dump>');
  process.exit(2);
}

if (mode === '--dump') {
  const client = await PGlite.create();
  await fromPglite(inThisThread(client)).migrate();
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  await client.close();
} else {
  mkdirSync(target, { recursive: true });
  // Loading a dump leaves its unpacked copy (~150 MB) in the memory of the process that loaded it:
  // the reason this runs in a child, as does initdb.
  const template = builtTemplate();
  const client = template
    ? await PGlite.create(target, { loadDataDir: new Blob([template]) })
    : await PGlite.create(target);
  if (!template) await fromPglite(inThisThread(client)).migrate();
  await client.close();
}
