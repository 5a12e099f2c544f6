import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../test/app.js';
import { openTestDatabase, testBackend } from '../test/database.js';
import type { Database } from './client.js';

/** Seconds of PostgreSQL work in WebAssembly: long enough that anything else would have to wait for it. */
/** A statement's rows (the common `Db` type leaves execute's answer unknown). */
const rowsOf = async <T>(answer: Promise<unknown>) => ((await answer) as { rows: T[] }).rows;

const HEAVY = sql`select count(*) as n from generate_series(1, 3000000) as g where g % 7 = 3`;

describe.skipIf(testBackend() !== 'pglite')('the embedded database runs beside the event loop', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    await app.ready();
    // The OpenAPI document is built at its first request: built here, its answer is the route's own work.
    await app.inject({ method: 'GET', url: '/api/docs/json' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  // A route that needs no statement: the health route's own `select 1` waits its turn behind the query.
  it('answers a timer and a request while a long query runs', async () => {
    const order: string[] = [];
    const heavy = database.db.execute(HEAVY).then(() => order.push('query'));
    // Both start after the query was sent; on the event loop, the query would finish first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push('timer');
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    order.push(`request ${docs.statusCode}`);
    await heavy;
    expect(order).toEqual(['timer', 'request 200', 'query']);
  });

  it('keeps the health route answering while a long query holds the database', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const order: string[] = [];
    const heavy = database.db.execute(HEAVY).then(() => order.push('query'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The first check queues behind the query; the database answered moments ago, so the ones
    // asked meanwhile are answered at once rather than queued too.
    const queued = app.inject({ method: 'GET', url: '/api/health' }).then((r) => order.push(`queued ${r.statusCode}`));
    for (let i = 0; i < 3; i++) {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      order.push(`health ${health.statusCode}`);
    }
    await Promise.all([heavy, queued]);
    expect(order).toEqual(['health 200', 'health 200', 'health 200', 'query', 'queued 200']);
  });

  it('runs a transaction alone: another transaction and a lone statement wait for its commit', async () => {
    const { db } = database;
    await db.execute(sql`create table thread_order (seq serial primary key, label text not null)`);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 30));
    const first = db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_order (label) values ('a1')`);
      await pause();
      await tx.execute(sql`insert into thread_order (label) values ('a2')`);
    });
    await pause();
    const [second, lone] = await Promise.all([
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_order (label) values ('b1')`);
        await tx.execute(sql`insert into thread_order (label) values ('b2')`);
      }),
      rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from thread_order`)),
      first,
    ]);
    expect(second).toBeUndefined();
    // The lone count was sent while the first transaction was open, and saw it committed.
    expect(lone[0]?.n).toBeGreaterThanOrEqual(2);
    const rows = await rowsOf<{ label: string }>(db.execute(sql`select label from thread_order order by seq`));
    expect(rows.map((r) => r.label)).toEqual(['a1', 'a2', 'b1', 'b2']);
  });

  it('rolls back a failed transaction and hands PostgreSQL’s error, code and constraint, to this thread', async () => {
    const { db } = database;
    await db.execute(sql`create table thread_unique (name text constraint thread_unique_name unique)`);
    const failed = db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_unique values ('uno')`);
      await tx.execute(sql`insert into thread_unique values ('uno')`);
    });
    const error = await failed.then(
      () => null,
      (e: unknown) => e,
    );
    let cause: unknown = error;
    while (cause && typeof cause === 'object' && !('code' in cause)) cause = (cause as { cause?: unknown }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'thread_unique_name' });
    const left = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from thread_unique`));
    expect(left[0]?.n).toBe(0);
  });

  it('keeps dates as PostgreSQL’s text, as on the same thread', async () => {
    const rows = await rowsOf(
      database.db.execute(sql`select date '2026-03-01' as d, timestamptz '2026-03-01 10:00:00+00' as t`),
    );
    expect(rows[0]).toEqual({ d: '2026-03-01', t: '2026-03-01 10:00:00+00' });
  });
});
