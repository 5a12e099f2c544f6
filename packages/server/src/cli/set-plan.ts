/**
 * Operator command: puts a company on a plan.
 *   npm run plan -- <companyId> <plus|max|pro>
 * With the embedded database, stop the server first: one process at a time may open it, and this
 * command stops with the running server's pid if it is not.
 */
import 'dotenv/config';
import { PLAN_NAMES, isPlan } from '@obra/domain';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { DataDirLockedError } from '../db/lock.js';
import { openDatabase } from '../db/open.js';
import { setPlan } from '../modules/plans/limits.js';

const [idText, plan] = process.argv.slice(2);
const companyId = Number(idText);
if (!Number.isInteger(companyId) || companyId <= 0 || !plan || !isPlan(plan)) {
  console.error('Uso: npm run plan -- <companyId> <plus|max|pro>');
  process.exit(2);
}

let database: Database;
try {
  database = await openDatabase(loadConfig(), () => undefined);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  const name = await setPlan(database.db, companyId, plan);
  if (name === null) {
    console.error(`No existe la compañía ${companyId}`);
    process.exitCode = 1;
  } else {
    console.log(`${name} (${companyId}) ahora tiene el plan ${PLAN_NAMES[plan]}`);
  }
} finally {
  await database.close();
}
