import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import { createEmbeddedInChild, isEmbeddedCreated } from './embedded.js';
import { fromPostgres, openPglite, type Database } from './client.js';
import { acquireDataDirLock } from './lock.js';

/**
 * Refreshes the embedded database's planner statistics. PGlite has no autovacuum to do it: without
 * them its planner guesses a handful of rows per table and scans every company's jobs. Cheap (well
 * under a second at hundreds of companies), so it runs at every start and after bulk changes (the
 * demo seed); a restore is followed by a start. PostgreSQL's autovacuum keeps its own.
 */
export async function refreshStatistics(database: Database): Promise<void> {
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
}

async function openEmbedded(dir: string, log: (message: string) => void): Promise<Database> {
  if (isEmbeddedCreated(dir)) return openPglite(dir);
  log(`Creando la base de datos integrada en ${dir}…`);
  await createEmbeddedInChild(dir);
  return openPglite(dir);
}

/** The configured database, created (embedded) and migrated, ready for queries. */
export async function openDatabase(config: Config, log: (message: string) => void = console.log): Promise<Database> {
  if (config.databaseUrl) {
    const database = fromPostgres(config.databaseUrl);
    await database.migrate();
    return database;
  }
  // Claimed before anything is opened: a second process stops here, with the holder's pid.
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const database = await openEmbedded(path.join(config.dataDir, 'pgdata'), log);
    // Later versions of the product bring new migration files; applying them on reopen is cheap.
    await database.migrate();
    await refreshStatistics(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
