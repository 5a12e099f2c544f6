/**
 * How much the server answers while the embedded database is busy: for 5 s a loop keeps PGlite
 * reading (a 300,000-row scan, again and again) while sequential requests go to the health route
 * (which runs `select 1`) and to a route needing no statement (the OpenAPI document); with PGlite
 * in the server's own thread (as before issue 12) and in its worker thread.
 *   npx tsx packages/server/scripts/event-loop.ts     (after npm run build -w @obra/server: it
 *                                                      starts from the build's template database)
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { fromPglite, inThisThread, type Database } from '../src/db/client.js';
import { startPgliteThread } from '../src/db/pglite-thread.js';

const template = () => new Uint8Array(readFileSync(new URL('../dist/embedded-template.tgz', import.meta.url))).buffer;
const SECONDS = 5;

async function measure(name: string, database: Database): Promise<void> {
  const config = { ...loadConfig({ NODE_ENV: 'development', DATA_DIR: '/nonexistent' }), checkAnswers: false };
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  await app.inject({ method: 'GET', url: '/api/docs/json' });
  let busy = true;
  let scans = 0;
  const reader = (async () => {
    while (busy) {
      await database.db.execute(sql`select count(*) from generate_series(1, 300000) as g where g % 7 = 3`);
      scans++;
      // As a server between two requests' reads: without it, PGlite in the server's thread would
      // never let a request in at all (its promises resolve without a turn of the event loop).
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const count = async (url: string) => {
    let n = 0;
    const end = performance.now() + SECONDS * 1000;
    while (performance.now() < end) {
      await app.inject({ method: 'GET', url });
      n++;
      // The next request arrives as from a socket, on a later turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return n;
  };
  const [health, docs] = await Promise.all([count('/api/health'), count('/api/docs/json')]);
  busy = false;
  await reader;
  console.log(
    `${name}: in ${SECONDS} s, ${scans} scans; health ${Math.round(health / SECONDS)} req/s, ` +
      `OpenAPI document ${Math.round(docs / SECONDS)} req/s`,
  );
  await app.close();
  await database.close();
}

await measure(
  'PGlite in the server thread',
  fromPglite(inThisThread(await PGlite.create({ loadDataDir: new Blob([template()]) }))),
);
await measure('PGlite in a worker thread', fromPglite(await startPgliteThread({ dump: template() })));
