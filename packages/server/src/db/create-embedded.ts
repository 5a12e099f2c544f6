/**
 * Child-process entry: creates an embedded database and applies the migrations.
 *   create-embedded.ts <dataDir>            a database directory
 *   create-embedded.ts <file.tgz> --dump    a migrated in-memory database dumped to a file (tests' template)
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromPglite, inThisThread } from './client.js';

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
  const client = await PGlite.create(target);
  await fromPglite(inThisThread(client)).migrate();
  await client.close();
}
