import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, type Database, type DatabaseOptions } from '../db/client.js';
import { startPgliteThread } from '../db/pglite-thread.js';
import { databaseUrl } from './postgres-url.js';

export type Backend = 'pglite' | 'postgres';

export function testBackend(): Backend {
  return process.env.OBRA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** A private, migrated database for one test file: a copy of the run's template. */
export async function openTestDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (testBackend() === 'pglite') {
    // A buffer of its own: it moves to the database's thread.
    const dump = new Uint8Array(readFileSync(inject('pgliteTemplate'))).buffer;
    return fromPglite(await startPgliteThread({ dump }), options);
  }
  const created = await createPostgresTestDatabase();
  const database = fromPostgres(created.url, 5, options);
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** A fresh PostgreSQL database cloned from the run's template: its URL, and how to drop it. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, name: template } = inject('postgresTemplate');
  const name = `obra_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
