import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@obra/domain';
import { buildApp } from '../app.js';
import type { FastifyInstance } from 'fastify';
import { createPostgresTestDatabase } from '../test/database.js';
import { testConfig, refusal } from '../test/app.js';
import { fromPostgres, type Database } from './client.js';

/**
 * Finding 5, PostgreSQL's half: the app reaches the database through a TCP relay this test can cut
 * and restore, so it sees a real outage of a real PostgreSQL (the server itself is shared with the
 * other test files and keeps running).
 */
let relay: Server | null = null;
let relayPort = 0;
const links = new Set<Socket>();
let target: URL;

async function openRelay(): Promise<void> {
  relay = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      links.add(s);
      s.on('close', () => links.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  relay.listen(relayPort, '127.0.0.1');
  await once(relay, 'listening');
  relayPort = (relay.address() as AddressInfo).port;
}
async function cutRelay(): Promise<void> {
  const closing = new Promise<void>((resolve) => relay?.close(() => resolve()));
  for (const s of links) s.destroy();
  await closing;
  relay = null;
}

let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createPostgresTestDatabase();
  drop = created.drop;
  target = new URL(created.url);
  await openRelay();
  const viaRelay = new URL(created.url);
  viaRelay.hostname = '127.0.0.1';
  viaRelay.port = String(relayPort);
  database = fromPostgres(viaRelay.toString(), 2);
  app = await buildApp({ config: testConfig(), db: database.db, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  if (relay) await cutRelay();
  await database?.close().catch(() => undefined);
  await drop?.();
});

const registration = () => app.inject({ url: '/api/auth/registration' });
const login = () =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'a'.repeat(64), password: 'b'.repeat(64) },
  });

describe('with PostgreSQL out of reach', () => {
  it('answers 503 in Spanish, and recovers by itself when the database is back', async () => {
    expect((await login()).statusCode).toBe(401);
    await cutRelay();
    const down = await login();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual(refusal(MSG.databaseUnavailable));
    // The process is fine: what needs no database still answers.
    expect((await registration()).statusCode).toBe(200);

    await openRelay();
    await expect.poll(async () => (await login()).statusCode, { timeout: 10_000 }).toBe(401);
  });
});
