/**
 * The database's tables, one module per area (schema/); drizzle-kit reads this file
 * (drizzle.config.ts) and the code imports the tables from here.
 */
export * from './schema/accounts.js';
export * from './schema/projects.js';
export * from './schema/communication.js';
export * from './schema/replays.js';
export * from './schema/client-notices.js';
export * from './schema/time.js';
export * from './schema/billing.js';
