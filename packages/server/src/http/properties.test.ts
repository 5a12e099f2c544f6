import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { isErrorCode } from '@obra/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { useSmtpServer } from '../test/smtp.js';
import { useApi } from '../test/app.js';
import { buildWorld, type World } from '../test/permission-world.js';

/**
 * Property tests (fast-check): at least 1,000 generated bodies per write route of the server's own
 * route list, sent by company A. Whatever comes in: never a 5xx; every refusal a 4xx in the Spanish
 * envelope; a refused write stores nothing; and no body, however it names `companyId`, `userType`
 * or another company's ids, changes anything of company B.
 */
const overrides: Partial<Config> = {};
// Invitations and resets send mail: a real SMTP server takes it, so a mail is never the failure.
useSmtpServer(overrides);
const api = useApi(overrides);
let w: World;
let routes: { method: 'POST' | 'PUT' | 'DELETE'; url: string; fields: string[] }[];

/** Routes whose success would end the session the property signs in with. */
const ENDS_THE_SESSION = new Set(['POST /api/auth/logout']);
const RUNS = 1000;

beforeAll(async () => {
  w = await buildWorld(api);
  const doc = (await api.get<never>('/api/docs/json')).body as unknown as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>
    >;
  };
  routes = Object.entries(doc.paths).flatMap(([url, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['post', 'put', 'delete'].includes(method))
      .filter(([method]) => !ENDS_THE_SESSION.has(`${method.toUpperCase()} ${url}`))
      .map(([method, op]) => ({
        method: method.toUpperCase() as 'POST' | 'PUT' | 'DELETE',
        url,
        fields: Object.keys(Object.values(op.requestBody?.content ?? {})[0]?.schema?.properties ?? {}),
      })),
  );
}, 120_000);

/** One digest of everything stored, and one of company B's rows alone. */
async function digests(): Promise<{ all: string; companyB: string }> {
  const b = w.companyB.id;
  const table = (name: string, where = sql`true`) =>
    sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.raw(name)} t where ${where})`;
  const result = await api.database.db.execute<{ all: string; company_b: string }>(sql`select
    md5(concat_ws(',', ${table('companies')}, ${table('users')}, ${table('logins')}, ${table('memberships')},
      ${table('company_clients')}, ${table('projects')}, ${table('jobs')}, ${table('expenses')}, ${table('reminders')},
      ${table('media')}, ${table('messages')}, ${table('invoices')}, ${table('join_requests')},
      (select count(*) from notifications)::text)) as all,
    md5(concat_ws(',', ${table('companies', sql`t.id = ${b}`)}, ${table('projects', sql`t.company_id = ${b}`)},
      ${table('jobs', sql`t.project_id in (select id from projects where company_id = ${b})`)},
      ${table('memberships', sql`t.company_id = ${b}`)}, ${table('company_clients', sql`t.company_id = ${b}`)},
      ${table('users', sql`t.id in (select user_id from memberships where company_id = ${b})`)},
      ${table('logins', sql`t.company_id = ${b}`)})) as company_b`);
  const rows = (result as unknown as { rows: { all: string; company_b: string }[] }).rows;
  const row = rows[0]!;
  return { all: row.all, companyB: row.company_b };
}

const ENGLISH = /\b(expected|required|invalid|received|must|undefined)\b/i;

describe('generated bodies on every write route', () => {
  it('never a 5xx, refusals in Spanish that store nothing, and company B untouched', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    const ids = [w.companyA.id, w.companyB.id, w.project.id, w.projectB.id, w.as.clientA.id, w.as.employeeA.id];
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', ' ', '\ud800', 'a\udc00b', 'x'.repeat(20_000), '2026-13-45', '1e308', '-1', '0x10', 'NaN'),
      fc.constantFrom('COMPLETED', 'IN_PROGRESS', 'APPROVED', 'admin', 'company', 'client', `${w.companyB.id}#X`),
      fc.integer(),
      fc.constantFrom(0, -0, -1, 1e308, 2 ** 31, Number.MAX_SAFE_INTEGER, 0.5),
      fc.constantFrom(...ids),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
    );
    // Fields a caller must never be able to steer: another company's and another person's ids, a role.
    const steering = fc.record(
      {
        companyId: fc.constant(w.companyB.id),
        userType: fc.constantFrom('admin', 'company', 'contractor'),
        id: fc.constantFrom(w.projectB.id, w.companyB.id),
        clientId: fc.constant(w.as.clientA.id),
        projectId: fc.constant(w.projectB.id),
      },
      { requiredKeys: [] },
    );

    let known = await digests();
    const statuses = new Map<string, number>();
    const problems: string[] = [];
    for (const route of routes) {
      const body = fc.oneof(
        {
          weight: 8,
          arbitrary: fc
            .tuple(fc.dictionary(fc.constantFrom(...(route.fields.length ? route.fields : ['x'])), value), steering)
            .map(([a, b]) => ({ ...a, ...b })),
        },
        { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
      );
      await fc
        .assert(
          fc.asyncProperty(body, async (payload) => {
            const res = await api.request({
              method: route.method,
              url: route.url.replace(/\{[^}]+\}/g, 'x'),
              payload: JSON.stringify(payload),
              headers: { 'content-type': 'application/json', authorization: `Bearer ${w.companyA.token}` },
            });
            const kind = `${Math.floor(res.status / 100)}xx`;
            statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
            const where = `${route.method} ${route.url} ${JSON.stringify(payload)?.slice(0, 200)}`;
            if (res.status >= 500) problems.push(`${res.status} ${where}`);
            const after = await digests();
            if (after.companyB !== known.companyB) problems.push(`changed company B: ${where}`);
            if (res.status >= 400) {
              if (res.body.querySuccess !== false || typeof res.body.queryError !== 'string')
                problems.push(`no envelope: ${where}`);
              else if (!isErrorCode(res.body.errorCode)) problems.push(`no error code: ${where}`);
              else if (ENGLISH.test(res.body.queryError)) problems.push(`English "${res.body.queryError}": ${where}`);
              if (after.all !== known.all) problems.push(`refused but stored: ${where}`);
            }
            known = after;
            return problems.length === 0;
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        // The first failure ends the run; the list below says what it was (or the error, if one was thrown).
        .catch((error: unknown) => {
          if (problems.length === 0) problems.push(String(error));
        });
      if (problems.length > 0) break;
    }
    expect(problems).toEqual([]);
    // Not vacuous: bodies were both taken and refused.
    expect(statuses.get('2xx') ?? 0).toBeGreaterThan(0);
    expect(statuses.get('4xx') ?? 0).toBeGreaterThan(routes.length * RUNS * 0.5);
  }, 900_000);
});
