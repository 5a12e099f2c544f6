import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REGISTRATION_CODE } from '../test/app.js';
import { createPostgresTestDatabase, testBackend } from '../test/database.js';
import { newClient, newCompany, newProject } from '../test/factories.js';
import { SILENCE_MS, closeSockets, connectSocket, httpApi, sleep, type TestSocket } from '../test/realtime.js';

/**
 * Two separate server processes on one PostgreSQL database and one Redis: a change made through
 * one process's API reaches sockets connected to the other (Socket.IO Redis adapter).
 */

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const isPostgres = testBackend() === 'postgres';
const hasRedis = isPostgres && (await redisAnswers(redisUrl));
// Under CI, Redis is part of the environment: its absence fails the test instead of skipping it.
const skip = !isPostgres || (!hasRedis && process.env.CI !== 'true');
if (skip) {
  console.log(
    `Redis multi-process realtime test SKIPPED: ${isPostgres ? `no Redis answers at ${redisUrl}` : 'it needs the PostgreSQL backend (OBRA_TEST_DB=postgres)'}`,
  );
}

const SERVER_SCRIPT = fileURLToPath(new URL('../test/realtime-server.ts', import.meta.url));
const SERVER_PACKAGE = fileURLToPath(new URL('../..', import.meta.url));

interface ServerProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'obra-realtime-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_SCRIPT], {
    cwd: SERVER_PACKAGE,
    env: { ...process.env, ...env, DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 30 s:\n${output}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  return { child, url, dataDir };
}

async function stopServer(server: ServerProcess): Promise<void> {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

describe('realtime across server processes (Redis adapter)', () => {
  const servers: ServerProcess[] = [];
  let database: { url: string; drop(): Promise<void> } | undefined;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    if (skip) return;
    database = await createPostgresTestDatabase();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      // Every process signs and checks tokens with the same secret, as in production.
      AUTH_SECRET: randomBytes(32).toString('hex'),
      REGISTRATION_CODE: TEST_REGISTRATION_CODE,
      LOGIN_RATE_LIMIT: '1000',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      // Private channels: other runs sharing this Redis never see these messages.
      OBRA_REALTIME_KEY: `obra-test-${randomBytes(6).toString('hex')}`,
    };
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    [a, b] = servers as [ServerProcess, ServerProcess];
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await database?.drop();
  }, 30_000);
  afterEach(() => closeSockets());

  async function online(url: string, token: string): Promise<TestSocket> {
    const socket = await connectSocket(url, token);
    expect(socket.error, socket.error?.message).toBeNull();
    return socket;
  }

  it.skipIf(skip)('delivers a change made through one process to sockets connected to the other', async () => {
    const apiA = httpApi(a.url);
    const company = await newCompany(apiA);
    const client = await newClient(apiA, company);
    const foreign = await newCompany(apiA);
    // Tokens from process A open sockets on process B: one secret, one database.
    const [companyOnB, clientOnB, foreignOnB, companyOnA] = await Promise.all([
      online(b.url, company.token),
      online(b.url, client.token),
      online(b.url, foreign.token),
      online(a.url, company.token),
    ]);

    const project = await newProject(apiA, company, { clientId: client.id });
    const isIt = (payload: unknown) => (payload as { id?: number }).id === project.id;
    expect(await companyOnB.waitFor('project update', isIt)).toEqual({ id: project.id, isNew: true });
    expect(await clientOnB.waitFor('project update', isIt)).toEqual({ id: project.id, isNew: true });
    expect(await clientOnB.waitFor('new notification')).toEqual({});
    expect(await companyOnA.waitFor('project update', isIt)).toEqual({ id: project.id, isNew: true });
    await sleep(SILENCE_MS);
    expect(foreignOnB.payloads('project update')).toEqual([]);
    expect(foreignOnB.payloads('new notification')).toEqual([]);
    // Delivered once per socket, not once per process.
    expect(companyOnB.payloads('project update')).toEqual([{ id: project.id, isNew: true }]);
  });

  it.skipIf(skip)(
    'tells a socket that reconnects to resync: the Redis adapter cannot replay what it missed',
    async () => {
      const apiA = httpApi(a.url);
      const company = await newCompany(apiA);
      const socket = await online(b.url, company.token);
      await socket.waitFor('resync');

      const dropped = new Promise<void>((resolve) => socket.socket.once('disconnect', () => resolve()));
      socket.socket.io.engine.close();
      await dropped;
      const project = await newProject(apiA, company);
      await sleep(SILENCE_MS);

      const back = new Promise<void>((resolve) => socket.socket.once('connect', () => resolve()));
      socket.socket.connect();
      await back;
      expect(socket.socket.recovered).toBe(false);
      await socket.waitFor('resync', () => socket.payloads('resync').length === 2);
      await sleep(SILENCE_MS);
      // The change made while away is not replayed; the resync is how the web app catches up.
      expect(socket.payloads('project update')).not.toContainEqual({ id: project.id, isNew: true });
    },
  );
});
