/**
 * Fault drills (issue 9): the real server as `npm start` runs it, hurt on purpose, and what was
 * lost counted afterwards (target: nothing). Needs the PostgreSQL and Redis services and the
 * redis-server binary; writes its table into bench/RESULTS.md.
 *   npm run bench:faults
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { clientPassword, clientUsername } from '../packages/server/src/auth/client-hash.js';
import { freePort } from '../packages/server/src/test/free-port.js';
import { ROOT, SERVER_MAIN, buildServer, writeSection } from './server.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const CODE = 'SIMULACRO';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Running {
  origin: string;
  process: ChildProcess;
  output: () => string;
}

async function startServer(env: Record<string, string>, waitReady = true): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_DATA: 'false',
      REGISTRATION_CODE: CODE,
      LOGIN_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const origin = `http://127.0.0.1:${port}`;
  if (waitReady) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      if (Date.now() > deadline) throw new Error('server not ready');
      try {
        if ((await fetch(`${origin}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
  }
  return { origin, process: child, output: () => output };
}

/** The process's exit code (null when a signal ended it), whether it has already exited or not. */
async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  return child.exitCode;
}

async function stop(server: Running, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill(signal);
  return exitOf(server.process);
}

async function call(origin: string, url: string, body?: unknown, token?: string) {
  try {
    const res = await fetch(`${origin}${url}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as { queryData: unknown } | null };
  } catch {
    return { status: 0, body: null };
  }
}

/** A company with one project: its token, its id and the project's. */
async function company(origin: string) {
  const username = `simulacro-${Date.now()}`;
  const signup = await call(origin, '/api/auth/signup/company', {
    registrationCode: CODE,
    username: clientUsername(username),
    password: clientPassword('clave-simulacro'),
    name: 'Techos Simulacro',
    email: 'simulacro@example.com',
    phone: '801-555-0100',
    address: '123 Main St',
    city: 'Ogden',
    state: 'UT',
    zip: '84401',
  });
  const { id, authToken } = signup.body!.queryData as { id: number; authToken: string };
  const project = await call(
    origin,
    '/api/projects/create',
    {
      name: 'Techo',
      address: '500 Center St, Ogden, UT, 84401',
      city: 'Ogden',
      state: 'UT',
      zip: '84401',
      startDate: '2026-12-01',
      endDate: '2026-12-20',
      description: 'Simulacro',
      type: 'Techado',
      price: 1000,
      projectItems: [],
      status: 'IN_PROGRESS',
    },
    authToken,
  );
  if (project.status !== 200) throw new Error(`project: ${project.status} ${JSON.stringify(project.body)}`);
  return { id, token: authToken, username, projectId: (project.body!.queryData as { id: number }).id };
}

const reminder = (origin: string, token: string, projectId: number, n: number) =>
  call(origin, '/api/reminders/create', { text: `Simulacro ${n}`, dueDate: '2026-12-05', projectId }, token);

async function remindersOf(origin: string, companyId: number, token: string): Promise<number> {
  const res = await call(origin, `/api/reminders/getByCompany?companyId=${companyId}`, undefined, token);
  return (res.body?.queryData as unknown[] | undefined)?.length ?? -1;
}

async function signIn(origin: string, username: string): Promise<string> {
  const res = await call(origin, '/api/auth/login', {
    username: clientUsername(username),
    password: clientPassword('clave-simulacro'),
  });
  return (res.body!.queryData as { authToken: string }).authToken;
}

async function newPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `obra_simulacro_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

type Row = [drill: string, result: string, lost: string];

/** SIGKILL in the middle of 200 writes; after a restart, every acknowledged write must be there. */
async function killDuringWrites(kind: 'embedded' | 'PostgreSQL'): Promise<Row> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'obra-drill-'));
  const database = kind === 'PostgreSQL' ? await newPostgresDatabase() : null;
  const env = { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) };
  try {
    let server = await startServer(env);
    const owner = await company(server.origin);
    let acknowledged = 0;
    const writes = Array.from({ length: 200 }, (_, n) => n);
    const workers = Array.from({ length: 8 }, async () => {
      for (let n = writes.shift(); n !== undefined; n = writes.shift()) {
        if (n === 100) server.process.kill('SIGKILL');
        const res = await reminder(server.origin, owner.token, owner.projectId, n);
        if (res.status === 200) acknowledged++;
      }
    });
    await Promise.all(workers);
    await exitOf(server.process);
    server = await startServer(env);
    const stored = await remindersOf(server.origin, owner.id, await signIn(server.origin, owner.username));
    await stop(server);
    return [
      `SIGKILL during 200 writes (${kind})`,
      `${acknowledged} acknowledged, ${stored} stored after restart`,
      String(Math.max(0, acknowledged - stored)),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** A second server on the same embedded directory must refuse to start, naming the first. */
async function twoProcessesOneDirectory(): Promise<Row> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'obra-drill-'));
  try {
    const first = await startServer({ DATA_DIR: dataDir });
    const owner = await company(first.origin);
    const second = await startServer({ DATA_DIR: dataDir }, false);
    const code = await exitOf(second.process);
    const named = second.output().includes(`pid ${first.process.pid}`);
    const stillServing = await remindersOf(first.origin, owner.id, owner.token);
    await stop(first);
    return [
      'Second server on the same embedded directory',
      `second exits ${code}${named ? ', naming the first one’s pid' : ''}; first still serves (${stillServing >= 0 ? 'yes' : 'no'})`,
      '0',
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Writes once a second for `seconds`, counting answers by status. */
async function writeFor(origin: string, owner: Awaited<ReturnType<typeof company>>, seconds: number) {
  const counts = new Map<string, number>();
  let acknowledged = 0;
  for (let i = 0; i < seconds; i++) {
    const res = await reminder(origin, owner.token, owner.projectId, 1000 + i);
    const key = res.status === 0 ? 'no answer' : String(res.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (res.status === 200) acknowledged++;
    await sleep(1000);
  }
  return { acknowledged, counts: [...counts].map(([k, v]) => `${v}×${k}`).join(', ') };
}

/** Redis away for 30 s under a running server with REDIS_URL. */
async function redisAway(): Promise<Row> {
  const port = await freePort();
  const startRedis = () =>
    spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
  let redis = startRedis();
  await sleep(500);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'obra-drill-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, REDIS_URL: `redis://127.0.0.1:${port}` });
    const owner = await company(server.origin);
    redis.kill('SIGKILL');
    const during = await writeFor(server.origin, owner, 30);
    redis = startRedis();
    await sleep(2000);
    const after = await reminder(server.origin, owner.token, owner.projectId, 9999);
    const alive = server.process.exitCode === null;
    const stored = await remindersOf(server.origin, owner.id, owner.token);
    await stop(server);
    return [
      'Redis stopped for 30 s',
      `during: ${during.counts}; after: ${after.status}; server ${alive ? 'alive' : 'crashed'}`,
      String(Math.max(0, during.acknowledged + (after.status === 200 ? 1 : 0) - stored)),
    ];
  } finally {
    redis.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A relay in front of the PostgreSQL service: cutting it is an outage the server cannot tell apart. */
async function relayTo(target: URL): Promise<{ port: number; cut(): Promise<void>; open(): Promise<void> }> {
  let server: Server | null = null;
  const links = new Set<Socket>();
  const port = await freePort();
  const open = async () => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        links.add(s);
        s.on('close', () => links.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    }).listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
    for (const s of links) s.destroy();
    await closed;
  };
  await open();
  return { port, cut, open };
}

/** PostgreSQL out of reach for 30 s under a running server. */
async function postgresAway(): Promise<Row> {
  const database = await newPostgresDatabase();
  const target = new URL(database.url);
  const relay = await relayTo(target);
  const viaRelay = new URL(database.url);
  viaRelay.hostname = '127.0.0.1';
  viaRelay.port = String(relay.port);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'obra-drill-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: viaRelay.toString() });
    const owner = await company(server.origin);
    await relay.cut();
    const during = await writeFor(server.origin, owner, 30);
    await relay.open();
    await sleep(1000);
    const after = await reminder(server.origin, owner.token, owner.projectId, 9999);
    const stored = await remindersOf(server.origin, owner.id, owner.token);
    await stop(server);
    return [
      'PostgreSQL out of reach for 30 s',
      `during: ${during.counts}; after: ${after.status} without a restart`,
      String(Math.max(0, during.acknowledged + (after.status === 200 ? 1 : 0) - stored)),
    ];
  } finally {
    await relay.cut().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

/** SIGTERM while a client is stuck halfway through a request. */
async function sigtermWithSlowClient(): Promise<Row> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'obra-drill-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir });
    const url = new URL(server.origin);
    const slow = connect(Number(url.port), url.hostname);
    await once(slow, 'connect');
    slow.on('error', () => undefined);
    slow.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: obra\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
    );
    await sleep(200);
    const started = Date.now();
    const code = await stop(server, 'SIGTERM');
    return ['SIGTERM with a stalled client', `exit ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s`, '0'];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

buildServer();
const rows: Row[] = [];
for (const drill of [
  () => killDuringWrites('embedded'),
  () => killDuringWrites('PostgreSQL'),
  twoProcessesOneDirectory,
  redisAway,
  postgresAway,
  sigtermWithSlowClient,
]) {
  const row = await drill();
  console.log(row.join(' | '));
  rows.push(row);
}
const table = [
  `Taken ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  '',
  '| Drill | What happened | Acknowledged writes lost |',
  '| --- | --- | --- |',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
await writeSection('fault-drills', 'Fault drills (issue 9)', table);
console.log(table);
