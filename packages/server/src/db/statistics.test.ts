import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testBackend } from '../test/database.js';
import type { Database } from './client.js';
import { refreshStatistics } from './open.js';

describe.skipIf(testBackend() !== 'pglite')('the embedded database’s planner statistics', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());

  it('are refreshed: the planner counts the rows there are, not its guess', async () => {
    const { db } = database;
    await db.execute(sql`create table planned (id int)`);
    await db.execute(sql`insert into planned select g from generate_series(1, 1000) as g`);
    const estimate = async () =>
      (
        (await db.execute(sql`select reltuples::int as n from pg_class where relname = 'planned'`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    // Never analyzed: PostgreSQL does not know (-1), and PGlite has no autovacuum to find out.
    expect(await estimate()).toBe(-1);
    await refreshStatistics(database);
    expect(await estimate()).toBe(1000);
  });
});
