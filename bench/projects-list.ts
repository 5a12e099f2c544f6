/**
 * How the company's project list (GET /api/projects/getByCompany) scales with the number of
 * projects. Builds the real app over a fresh embedded database, fills companies of growing size
 * through the API and times the list call. Prints a table; asserts nothing.
 *   npm run bench
 */
import { PGlite } from '@electric-sql/pglite';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { fromPglite } from '../packages/server/src/db/client.js';
import { clientPassword, clientUsername } from '../packages/server/src/auth/client-hash.js';
import { companies } from '../packages/server/src/db/schema.js';

const SIZES = [10, 50, 200];
const JOBS_PER_PROJECT = 5;
const RUNS = 30;

const database = fromPglite(await PGlite.create());
await database.migrate();
const config = {
  ...loadConfig({ NODE_ENV: 'test', REGISTRATION_CODE: 'BENCH', DATA_DIR: '/tmp/obra-bench' }),
  loginRateLimit: 100_000,
};
const app = await buildApp({ config, db: database.db, logger: false });
await app.ready();

async function call(method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) {
  const res = await app.inject({
    method,
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().queryData;
}

const rows: string[] = [];
for (const size of SIZES) {
  const signup = await call('POST', '/api/auth/signup/company', null, {
    registrationCode: 'BENCH',
    username: clientUsername(`bench-${size}`),
    password: clientPassword('bench-password'),
    name: `Bench ${size}`,
    email: `bench${size}@example.com`,
    phone: '801-555-0100',
    address: '1 Main St',
    city: 'Ogden',
    state: 'UT',
    zip: '84401',
  });
  await database.db.update(companies).set({ plan: 'pro' });
  for (let p = 0; p < size; p++) {
    await call('POST', '/api/projects/create', signup.authToken, {
      name: `Proyecto ${p}`,
      address: `${p} Main St, Ogden, UT, 84401`,
      city: 'Ogden',
      state: 'UT',
      zip: '84401',
      startDate: '2026-12-01',
      endDate: '2026-12-20',
      description: 'Banco de pruebas',
      projectItems: Array.from({ length: JOBS_PER_PROJECT }, (_, j) => ({
        itemName: `Trabajo ${j}`,
        itemPrice: 100 + j,
        itemLabor: 40,
      })),
    });
  }
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await call('GET', `/api/projects/getByCompany?companyId=${signup.id}`, signup.authToken);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const pct = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  rows.push(
    `| ${String(size).padStart(8)} | ${String(size * JOBS_PER_PROJECT).padStart(6)} | ${pct(0.5).padStart(8)} | ${pct(0.95).padStart(8)} |`,
  );
}

console.log(`getByCompany on the embedded database, ${RUNS} calls each (ms)\n`);
console.log('| projects |   jobs |      p50 |      p95 |');
console.log('|---------:|-------:|---------:|---------:|');
for (const row of rows) console.log(row);
await app.close();
await database.close();
