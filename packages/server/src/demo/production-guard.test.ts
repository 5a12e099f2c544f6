import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientPassword, clientUsername } from '../auth/client-hash.js';
import { hashPassword } from '../auth/passwords.js';
import { loadConfig } from '../config.js';
import { logins } from '../db/schema.js';
import { useApi } from '../test/app.js';
import { demoLoginsInUse } from './production-guard.js';
import { DEMO_LOGINS, seedDemoIfEmpty } from './seed.js';

const api = useApi();
const production = { NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40) };

describe('demo data in production (finding 3)', () => {
  it('is never loaded unless asked for in so many words', () => {
    expect(loadConfig(production).demoData).toBe(false);
    expect(loadConfig({ ...production, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demoData).toBe(true);
  });

  it('finds every demo account that still opens with the demo password, and only those', async () => {
    expect(await demoLoginsInUse(api.database.db)).toEqual([]);
    await seedDemoIfEmpty(api.database.db, api.files);
    expect((await demoLoginsInUse(api.database.db)).sort()).toEqual(DEMO_LOGINS.map((l) => l.username).sort());

    // An operator who kept the demo company but changed its password is no longer open.
    await api.database.db
      .update(logins)
      .set({ passwordHash: await hashPassword(clientPassword('una clave propia y larga')) })
      .where(eq(logins.username, clientUsername('empresa')));
    expect(await demoLoginsInUse(api.database.db)).not.toContain('empresa');
    expect(await demoLoginsInUse(api.database.db)).toContain('admin');
  });
});
