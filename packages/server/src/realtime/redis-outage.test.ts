import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { clientPassword, clientUsername } from '../auth/client-hash.js';
import type { Database } from '../db/client.js';
import { companies } from '../db/schema.js';
import { localFileStorage } from '../storage/files.js';
import { apiOver, testConfig, type Api } from '../test/app.js';
import { openTestDatabase } from '../test/database.js';
import { newCompany, newProject } from '../test/factories.js';
import { freePort } from '../test/free-port.js';
import { SILENCE_MS, closeSockets, connectSocket, listen, sleep } from '../test/realtime.js';
import { resilientRedis } from './redis-client.js';
import { attachRealtime } from './server.js';

/**
 * Finding 5: Redis going away must not take the server with it. A private redis-server on a free
 * port is started and stopped by the test; the app speaks to it exactly as main.ts makes it.
 */
let port: number;
let redisProcess: ChildProcess | null = null;
async function startRedis(): Promise<void> {
  redisProcess = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  const probe = new Redis(port, '127.0.0.1', {
    lazyConnect: true,
    retryStrategy: () => 100,
    maxRetriesPerRequest: null,
  });
  probe.on('error', () => undefined);
  await probe.connect().catch(() => undefined);
  await probe.ping();
  probe.disconnect();
}
async function stopRedis(): Promise<void> {
  if (!redisProcess) return;
  const exited = once(redisProcess, 'exit');
  redisProcess.kill('SIGKILL');
  await exited;
  redisProcess = null;
}

let app: FastifyInstance;
/** A second server process on the same database and Redis, whose sockets hear the first one's writes. */
let other: FastifyInstance;
let otherUrl: string;
let database: Database;
let redis: Redis;
const dir = mkdtempSync(path.join(tmpdir(), 'obra-redis-outage-'));
const logged: string[] = [];

beforeAll(async () => {
  port = await freePort();
  database = await openTestDatabase();
  const url = `redis://127.0.0.1:${port}`;
  // Redis is down as the server starts.
  redis = resilientRedis(url, (message) => logged.push(message));
  app = await buildApp({
    config: testConfig({ redisUrl: url, loginRateLimit: 5 }),
    db: database.db,
    files: localFileStorage(dir),
    logger: false,
    redis,
  });
  await attachRealtime(app, { redisUrl: url });
  await app.ready();
  api = apiOver(app, database, app.deps.files);
  // Same configuration, so same token secret, as separate processes of one installation have.
  other = await buildApp({ config: app.deps.config, db: database.db, files: api.files, logger: false });
  await attachRealtime(other, { redisUrl: url });
  otherUrl = await listen(apiOver(other, database, api.files));
}, 30_000);

afterAll(async () => {
  closeSockets();
  await app?.close();
  await other?.close();
  redis?.disconnect();
  await database?.close();
  await stopRedis();
  rmSync(dir, { recursive: true, force: true });
});

let api: Api;

const wrongLogin = (username: string) =>
  api.post('/api/auth/login', { username: clientUsername(username), password: clientPassword('mala') });

describe('with Redis down', () => {
  it('starts, signs people up and in, and takes writes that announce events, without crashing', async () => {
    const company = await newCompany(api);
    for (let i = 0; i < 3; i++) await newProject(api, company);
    expect((await wrongLogin(company.username)).status).toBe(401);
    // The old crash came seconds after such a write: give any unhandled rejection time to surface.
    await new Promise((r) => setTimeout(r, 2500));
    expect(logged).toContain('Redis unavailable');
  });

  it('shares the counts through Redis again once it returns, and survives it leaving again', async () => {
    await startRedis();
    await expect.poll(() => redis.status, { timeout: 10_000 }).toBe('ready');
    const company = await newCompany(api);
    expect((await wrongLogin(company.username)).status).toBe(401);
    const direct = new Redis(port, '127.0.0.1');
    const counted = await direct.get(`obra:login-failures:${clientUsername(company.username)}`);
    direct.disconnect();
    expect(counted).toBe('1');

    await stopRedis();
    const again = await newCompany(api);
    await newProject(api, again);
    expect((await wrongLogin(again.username)).status).toBe(401);
    await new Promise((r) => setTimeout(r, 1000));
  });

  it('delivers a write’s events to the other process’s sockets again once Redis returns', async () => {
    const company = await newCompany(api);
    // The loop below writes a project every half second until one is heard: more than the
    // free plan's three active projects when Redis is slow to come back.
    await database.db.update(companies).set({ plan: 'pro' }).where(eq(companies.id, company.id));
    const socket = await connectSocket(otherUrl, company.token);
    expect(socket.error).toBeNull();
    // Redis is away (the test above stopped it): the other process hears nothing of this write.
    expect((await newProject(api, company)).id).toBeGreaterThan(0);
    await sleep(SILENCE_MS);
    expect(socket.payloads('project update')).toEqual([]);

    await startRedis();
    // Both processes reconnect and subscribe again by themselves; from then on every write is heard.
    const deadline = Date.now() + 15_000;
    const written: number[] = [];
    while (socket.payloads('project update').length === 0 && Date.now() < deadline) {
      written.push((await newProject(api, company)).id);
      await sleep(500);
    }
    const [heard] = socket.payloads('project update') as { id: number; isNew: boolean }[];
    expect(heard?.isNew).toBe(true);
    expect(written).toContain(heard?.id);
  });
});
