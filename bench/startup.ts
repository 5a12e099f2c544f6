/**
 * Start-up and idle memory of the production server (issue 12): time from spawning
 * packages/server/dist/main.js to its first 200 on /api/health, on an empty database (a new data
 * directory, or a new PostgreSQL database: created and migrated at start) and on an existing one
 * (the same, started again), and its resident memory a few seconds after, idle. Median of
 * BENCH_STARTS runs (default 3). Prints a table and writes it into bench/RESULTS.md.
 *   npm run build && node --import tsx bench/startup.ts
 */
import { machineLine } from './cannon.js';
import { BACKENDS, type Backend, databaseVersions, emptyDatabase } from './databases.js';
import { startServer } from './process.js';
import { writeSection } from './server.js';

const RUNS = Number(process.env.BENCH_STARTS ?? 3);
/** How long after its first answer the server is left alone before its memory is read. */
const IDLE_MS = 3000;
const TARGET = { emptyMs: 3000, existingMs: 1500, idleMb: 300 };

interface Start {
  ms: number;
  rssMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startOnce(env: Record<string, string>): Promise<Start> {
  const server = await startServer(env);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const rssMb = server.rssMb();
  await server.stop();
  return { ms: server.startMs, rssMb };
}

/** RUNS starts on new databases, then RUNS on the last of them again. */
async function measure(backend: Backend): Promise<{ empty: Start[]; existing: Start[] }> {
  const empty: Start[] = [];
  const existing: Start[] = [];
  const databases = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const database = await emptyDatabase(backend);
      databases.push(database);
      empty.push(await startOnce(database.env));
    }
    for (let run = 0; run < RUNS; run++) existing.push(await startOnce(databases.at(-1)!.env));
  } finally {
    for (const database of databases) await database.drop();
  }
  return { empty, existing };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (met: boolean) => (met ? 'met' : 'missed');

const rows: string[] = [];
for (const backend of BACKENDS) {
  const { empty, existing } = await measure(backend);
  for (const [data, starts, targetMs] of [
    ['empty', empty, TARGET.emptyMs],
    ['existing', existing, TARGET.existingMs],
  ] as const) {
    const ms = median(starts.map((s) => s.ms));
    const rss = median(starts.map((s) => s.rssMb));
    const memory = backend === 'embedded' ? `${TARGET.idleMb} MB: ${mark(rss < TARGET.idleMb)}` : '';
    const row =
      `| ${backend} | ${data} | ${seconds(ms)} | ${starts.map((s) => seconds(s.ms)).join(', ')} | ` +
      `${seconds(targetMs)}: ${mark(ms < targetMs)} | ${Math.round(rss)} MB | ${memory} |`;
    rows.push(row);
    console.log(row);
  }
}

const table = [
  '| database | data | first answer (median) | runs | target | idle RSS (median) | target |',
  '| --- | --- | ---: | --- | --- | ---: | --- |',
  ...rows,
].join('\n');
const body =
  `${new Date().toISOString().slice(0, 10)}; ${machineLine()}, ${await databaseVersions()}; median of ${RUNS} ` +
  `starts of the production build (NODE_ENV=production, no demo data), from the spawn to the first 200 on ` +
  `/api/health; resident memory of the server process ${IDLE_MS / 1000} s after that answer.\n\n${table}`;
console.log(`\n${body}`);
await writeSection('startup', 'Start-up and memory (issue 12)', body);
