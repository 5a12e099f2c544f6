import { inArray } from 'drizzle-orm';
import { clientPassword, clientUsername } from '../auth/client-hash.js';
import { verifyPassword } from '../auth/passwords.js';
import type { Queryable } from '../db/client.js';
import { logins } from '../db/schema.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed.js';

/**
 * The demo usernames that still open with the demo password. In production any of them is a door
 * anyone who read the README can walk through (and send mail through the operator's SMTP).
 */
export async function demoLoginsInUse(db: Queryable): Promise<string[]> {
  const byHash = new Map(DEMO_LOGINS.map((l) => [clientUsername(l.username), l.username]));
  const rows = await db
    .select({ username: logins.username, passwordHash: logins.passwordHash })
    .from(logins)
    .where(inArray(logins.username, [...byHash.keys()]));
  const open: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(row.passwordHash, clientPassword(DEMO_PASSWORD))) open.push(byHash.get(row.username)!);
  }
  return open;
}
