/**
 * The API under load beside its ceiling (issue 12), on both databases: 101 generated companies of
 * 500 projects (bench/generate.ts), the production server, autocannon at 1 and 50 connections on
 * each call, and a bare Fastify answering the same bytes from memory in the same run. Then the
 * same company's project list with 1 company loaded, to show that other companies' data costs
 * nothing. Prints the tables and writes them into bench/RESULTS.md.
 *   npm run build && node --import tsx bench/api.ts
 *   BENCH_COMPANIES=5 BENCH_DURATION=2 …   a quick run (defaults 101 companies, 4 s a measurement)
 */
import { type CannedAnswer } from './ceiling.js';
import { type Figures, type Load, machineLine, measure, ms, percent, perSecond, size, startCeiling } from './cannon.js';
import { BACKENDS, type Backend, databaseVersions, filledDatabase } from './databases.js';
import { clientName, layout, ownerName, PASSWORD, SIZE, workerName } from './generate.js';
import { signIn, startServer } from './process.js';
import { writeSection } from './server.js';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 101);
const CONNECTIONS = [1, 50];
/** The company measured: the first, so it is the same data with 1 company loaded or with 101. */
const COMPANY = layout(1);
/** A plain employee (the first workers are admins) and a client of the measured company. */
const WORKER_ID = COMPANY.firstWorkerId + SIZE.admins;
const CLIENT_ID = COMPANY.firstClientId;
const PROJECT_ID = COMPANY.firstProjectId;

interface Tokens {
  owner: string;
  worker: string;
  client: string;
}

interface Call {
  name: string;
  read: boolean;
  load: (tokens: Tokens) => Load;
}

const read = (name: string, path: string, as: keyof Tokens): Call => ({
  name,
  read: true,
  load: (tokens) => ({ method: 'GET', path, token: tokens[as] }),
});
const newProject = (n: number) => ({
  name: `Nuevo ${n}`,
  address: `${n} Main St, Ogden, UT, 84401`,
  city: 'Ogden',
  state: 'UT',
  zip: '84401',
  startDate: '2026-12-01',
  endDate: '2026-12-20',
  description: 'Creado por el banco de pruebas',
  projectItems: Array.from({ length: SIZE.jobsPerProject }, (_, j) => ({
    itemName: `Trabajo ${j}`,
    itemPrice: 100 + j,
    itemLabor: 40,
  })),
});
/** The n-th write goes to the n-th project of the company (in turn), so writes do not queue on one row. */
const projectOf = (n: number) => COMPANY.firstProjectId + (n % SIZE.projects);

// Lists ask for a page of 50 (the unit of measure): harmless where paging is not yet there.
const CALLS: Call[] = [
  { name: 'health', read: true, load: () => ({ method: 'GET', path: '/api/health' }) },
  read('getByCompany', `/api/projects/getByCompany?companyId=${COMPANY.companyId}&limit=50`, 'owner'),
  read('getJobsByCompany', `/api/projects/getJobsByCompany?companyId=${COMPANY.companyId}&limit=50`, 'owner'),
  read('getByUser (worker)', `/api/projects/getByUser?userId=${WORKER_ID}&limit=50`, 'worker'),
  read('getByUser (client)', `/api/projects/getByUser?userId=${CLIENT_ID}&limit=50`, 'client'),
  read('getJobsByUser (worker)', `/api/projects/getJobsByUser?userId=${WORKER_ID}&limit=50`, 'worker'),
  read('getProjectMessages', `/api/projects/getProjectMessages?projectId=${PROJECT_ID}&limit=50`, 'owner'),
  read('getProjectById', `/api/projects/getProjectById?projectId=${PROJECT_ID}`, 'owner'),
  {
    name: 'projects/create',
    read: false,
    load: (tokens) => ({ method: 'POST', path: '/api/projects/create', token: tokens.owner, body: newProject }),
  },
  {
    name: 'projects/updateJob',
    read: false,
    load: (tokens) => ({
      method: 'POST',
      path: '/api/projects/updateJob',
      token: tokens.owner,
      body: (n) => ({
        id: COMPANY.firstJobId + (projectOf(n) - COMPANY.firstProjectId) * SIZE.jobsPerProject,
        projectId: projectOf(n),
        itemName: `Pintura ${n}`,
        itemPrice: 1000 + (n % 500),
        itemLabor: 400,
      }),
    }),
  },
  {
    name: 'projects/message/create',
    read: false,
    load: (tokens) => ({
      method: 'POST',
      path: '/api/projects/message/create',
      token: tokens.owner,
      body: (n) => ({ projectId: projectOf(n), messageText: `Mensaje ${n} del banco de pruebas` }),
    }),
  },
];

/** What one call answers, taken once: the bytes the ceiling serves. */
async function capture(origin: string, load: Load): Promise<CannedAnswer> {
  const headers: Record<string, string> = load.token ? { authorization: `Bearer ${load.token}` } : {};
  if (load.body) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}${load.path}`, {
    method: load.method,
    headers,
    ...(load.body ? { body: JSON.stringify(load.body(0)) } : {}),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${load.method} ${load.path}: ${response.status} ${body.slice(0, 300)}`);
  return { method: load.method, url: load.path, body };
}

interface Row {
  call: Call;
  bytes: number;
  connections: number;
  server: Figures;
  ceiling: Figures;
}

async function signInAll(origin: string): Promise<Tokens> {
  return {
    owner: await signIn(origin, ownerName(1), PASSWORD),
    worker: await signIn(origin, workerName(1, SIZE.admins), PASSWORD),
    client: await signIn(origin, clientName(1, 0), PASSWORD),
  };
}

/** Every call at every connection count on one database, against the server and then the ceiling. */
async function measureBackend(backend: Backend): Promise<{ rows: Row[]; generateSeconds: number }> {
  console.log(`\n${backend}: generating ${COMPANIES} companies`);
  const database = await filledDatabase(backend, COMPANIES);
  const server = await startServer(database.env);
  const rows: Row[] = [];
  try {
    const tokens = await signInAll(server.origin);
    const loads = CALLS.map((call) => call.load(tokens));
    const answers = await Promise.all(loads.map((load) => capture(server.origin, load)));
    const ceiling = await startCeiling(answers);
    try {
      for (const [i, call] of CALLS.entries()) {
        for (const connections of CONNECTIONS) {
          const row: Row = {
            call,
            bytes: Buffer.byteLength(answers[i]!.body),
            connections,
            server: await measure(server.origin, loads[i]!, connections, server.settle),
            ceiling: await measure(ceiling.origin, loads[i]!, connections, ceiling.settle),
          };
          rows.push(row);
          console.log(`  ${formatRow(row)}`);
        }
      }
    } finally {
      ceiling.stop();
    }
  } finally {
    await server.stop();
    await database.drop();
  }
  return { rows, generateSeconds: database.generateSeconds };
}

/** getByCompany of the same company with only it loaded. */
async function measureAlone(
  backend: Backend,
): Promise<Array<{ connections: number; figures: Figures; bytes: number }>> {
  const database = await filledDatabase(backend, 1);
  const server = await startServer(database.env);
  try {
    const load = CALLS.find((call) => call.name === 'getByCompany')!.load(await signInAll(server.origin));
    const bytes = Buffer.byteLength((await capture(server.origin, load)).body);
    const out = [];
    for (const connections of CONNECTIONS)
      out.push({ connections, figures: await measure(server.origin, load, connections, server.settle), bytes });
    return out;
  } finally {
    await server.stop();
    await database.drop();
  }
}

/** The targets for reads: p50 under 10 ms alone, p99 under 100 ms at 50, 30% of the ceiling. */
function verdict(row: Row): string {
  if (!row.call.read || row.call.name === 'health') return '';
  const share = row.server.rps / row.ceiling.rps;
  // Nothing answered in the time misses the latency target too.
  const slow = (ms: number, limit: number) => row.server.rps === 0 || ms >= limit;
  const misses = [
    row.connections === 1 && slow(row.server.p50, 10) ? 'p50' : '',
    row.connections === 50 && slow(row.server.p99, 100) ? 'p99' : '',
    share < 0.3 ? 'share' : '',
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`;
}

/** A latency, or a dash when nothing was answered in the time. */
const latency = (figures: Figures, which: 'p50' | 'p99') => (figures.rps > 0 ? ms(figures[which]) : '–');

function formatRow(row: Row): string {
  const cells = [
    `\`${row.call.name}\``,
    size(row.bytes),
    String(row.connections),
    perSecond(row.server.rps),
    latency(row.server, 'p50'),
    latency(row.server, 'p99'),
    perSecond(row.ceiling.rps),
    percent(row.server.rps / row.ceiling.rps),
    String(row.server.failed),
    verdict(row),
  ];
  return `| ${cells.join(' | ')} |`;
}

const HEADER =
  '| call | answer | connections | req/s | p50 | p99 | ceiling req/s | share of ceiling | failed | read targets |\n' +
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |';

const results: Record<Backend, { rows: Row[]; generateSeconds: number }> = {} as never;
const alone: Record<Backend, Awaited<ReturnType<typeof measureAlone>>> = {} as never;
for (const backend of BACKENDS) {
  results[backend] = await measureBackend(backend);
  alone[backend] = await measureAlone(backend);
}

const comparison = [
  '| database | companies loaded | answer | c=1 req/s | c=1 p50 | c=50 req/s | c=50 p99 |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...BACKENDS.flatMap((backend) => {
    const loaded = results[backend].rows.filter((row) => row.call.name === 'getByCompany');
    const line = (companies: number, bytes: number, one: Figures, fifty: Figures) =>
      `| ${backend} | ${companies} | ${size(bytes)} | ${perSecond(one.rps)} | ${latency(one, 'p50')} | ` +
      `${perSecond(fifty.rps)} | ${latency(fifty, 'p99')} |`;
    const [one, fifty] = alone[backend];
    return [
      line(1, one!.bytes, one!.figures, fifty!.figures),
      line(COMPANIES, loaded[0]!.bytes, loaded[0]!.server, loaded[1]!.server),
    ];
  }),
].join('\n');

const duration = process.env.BENCH_DURATION ?? '4';
const tables = BACKENDS.map(
  (backend) =>
    `**${backend === 'embedded' ? 'Embedded database (PGlite)' : 'PostgreSQL'}**, ${COMPANIES} companies ` +
    `generated in ${results[backend].generateSeconds.toFixed(0)} s:\n\n${HEADER}\n${results[backend].rows.map(formatRow).join('\n')}`,
);
const body =
  `${new Date().toISOString().slice(0, 10)}; ${machineLine()}, ${await databaseVersions()}; autocannon, ` +
  `${duration} s a measurement (the first of each call after 1 s of warm-up); each company ${SIZE.projects} projects × ${SIZE.jobsPerProject} jobs, ` +
  `${SIZE.workers} workers, ${SIZE.clients} clients, ${SIZE.reminders} reminders, ${SIZE.messages} chat messages, ` +
  `${SIZE.expenses} expenses; the measured company is one of them.\n\n${tables.join('\n\n')}\n\n` +
  `**getByCompany with 1 company loaded and with ${COMPANIES}** (the same company, the same answer):\n\n${comparison}`;
console.log(`\n${body}`);
await writeSection('api', 'API against its ceiling (issue 12)', body);
