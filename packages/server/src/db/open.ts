import path from 'node:path';
import type { Config } from '../config.js';
import { createEmbeddedInChild, isEmbeddedCreated } from './embedded.js';
import { fromPostgres, openPglite, type Database } from './client.js';
import { acquireDataDirLock } from './lock.js';

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
    const dir = path.join(config.dataDir, 'pgdata');
    if (!isEmbeddedCreated(dir)) {
      log(`Creando la base de datos integrada en ${dir}…`);
      await createEmbeddedInChild(dir);
    }
    const database = await openPglite(dir);
    // Later versions of the product bring new migration files; applying them on reopen is cheap.
    await database.migrate();
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
