import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '@obra/domain';
import { jobs, notifications, projects } from '../../db/schema.js';
import { refusal, useApi, type Api } from '../../test/app.js';
import { newCompany, type CompanyAccount } from '../../test/factories.js';

const api = useApi();

interface Paged<T> {
  queryData: T[];
  nextCursor: string | null;
}

async function page<T>(url: string, token: string): Promise<Paged<T>> {
  const res = await api.get<T[]>(url, token);
  expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body as unknown as Paged<T>;
}

/** Projects written straight to the database: the lists read them, how they came does not matter. */
async function addProjects(db: Api['database']['db'], companyId: number, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db
    .insert(projects)
    .values(
      Array.from({ length: count }, (_, i) => ({
        companyId,
        name: `Proyecto ${i}`,
        address: '500 Center St, Ogden, UT, 84401',
        city: 'Ogden',
        state: 'UT',
        zip: '84401',
        status: 'IN_PROGRESS',
      })),
    )
    .returning({ id: projects.id });
  return rows.map((r) => r.id);
}

/** Jobs whose start dates repeat and are sometimes missing, so pages break inside runs of one date. */
async function addJobs(db: Api['database']['db'], projectId: number, days: (number | null)[]): Promise<number[]> {
  if (days.length === 0) return [];
  const rows = await db
    .insert(jobs)
    .values(
      days.map((day, i) => ({
        projectId,
        name: `Trabajo ${i}`,
        startDate: day === null ? null : `2026-12-${String(day).padStart(2, '0')}`,
      })),
    )
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/**
 * Follows nextCursor from the first page to the last, calling `between` after each page (rows added
 * then must neither repeat nor hide a row that was there before).
 */
async function follow(url: string, token: string, between: () => Promise<unknown>): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 500; pages++) {
    const next: Paged<{ id: number }> = await page(
      `${url}${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
      token,
    );
    seen.push(...next.queryData.map((row) => row.id));
    if (next.nextCursor === null) return seen;
    cursor = next.nextCursor;
    await between();
  }
  throw new Error('the pages never ended');
}

function expectEachOnce(seen: number[], before: number[], after: number[]) {
  expect(new Set(seen).size, 'no row twice').toBe(seen.length);
  for (const id of before) expect(seen, `row ${id} was there from the start`).toContain(id);
  for (const id of seen) expect(after, `row ${id} exists`).toContain(id);
}

describe('following nextCursor visits every row exactly once', () => {
  it('projects, with projects added between pages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 10 }),
        async (count, limit, added) => {
          const company = await newCompany(api);
          const { db } = api.database;
          const before = await addProjects(db, company.id, count);
          const later: number[] = [];
          let step = 0;
          const url = `/api/projects/getByCompany?companyId=${company.id}&limit=${limit}`;
          const seen = await follow(url, company.token, async () =>
            later.push(...(await addProjects(db, company.id, added[step++ % Math.max(added.length, 1)] ?? 0))),
          );
          expectEachOnce(seen, before, [...before, ...later]);
          expect(seen.slice(0, before.length)).toEqual([...before].sort((a, b) => b - a));
        },
      ),
      { numRuns: 12, endOnFailure: true },
    );
  });

  it('jobs by start date, with jobs of any date added between pages', async () => {
    const day = fc.option(fc.integer({ min: 1, max: 4 }), { nil: null });
    await fc.assert(
      fc.asyncProperty(
        fc.array(day, { maxLength: 25 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.array(day, { maxLength: 3 }), { maxLength: 10 }),
        async (days, limit, added) => {
          const company = await newCompany(api);
          const { db } = api.database;
          const [projectId] = await addProjects(db, company.id, 1);
          const before = await addJobs(db, projectId!, days);
          const later: number[] = [];
          let step = 0;
          const url = `/api/projects/getJobsByCompany?companyId=${company.id}&limit=${limit}`;
          const seen = await follow(url, company.token, async () =>
            later.push(...(await addJobs(db, projectId!, added[step++] ?? []))),
          );
          expectEachOnce(seen, before, [...before, ...later]);
        },
      ),
      { numRuns: 12, endOnFailure: true },
    );
  });
});

describe('limit', () => {
  let company: CompanyAccount;
  const notificationsUrl = () => `/api/notifications/get/company?companyId=${company.id}`;

  it(`is ${PAGE_LIMIT_DEFAULT} when not given and at most ${PAGE_LIMIT_MAX}, a larger one cut to it`, async () => {
    company = await newCompany(api);
    await api.database.db.insert(notifications).values(
      Array.from({ length: PAGE_LIMIT_MAX + 5 }, (_, i) => ({
        companyId: company.id,
        event: { kind: 'chat_message' as const, project: `Proyecto ${i}`, sender: 'Ana' },
      })),
    );
    const first = await page<{ id: number }>(notificationsUrl(), company.token);
    expect(first.queryData).toHaveLength(PAGE_LIMIT_DEFAULT);
    expect(first.nextCursor).toEqual(expect.any(String));
    const capped = await page<{ id: number }>(`${notificationsUrl()}&limit=100000`, company.token);
    expect(capped.queryData).toHaveLength(PAGE_LIMIT_MAX);
    const last = await page<{ id: number }>(
      `${notificationsUrl()}&limit=100000&cursor=${encodeURIComponent(capped.nextCursor!)}`,
      company.token,
    );
    expect(last.queryData).toHaveLength(5);
    expect(last.nextCursor).toBeNull();
  });

  it.each(['0', '-1', 'diez', '1.5', '1e3', ''])('%j is refused with a 400 in Spanish', async (limit) => {
    company ??= await newCompany(api);
    const res = await api.get(`${notificationsUrl()}&limit=${limit}`, company.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(MSG.pageLimit));
  });
});

describe('a cursor not written by this server for this list', () => {
  it('is refused with a 400 in Spanish, never a 5xx', async () => {
    const company = await newCompany(api);
    await addProjects(api.database.db, company.id, 3);
    const projectsUrl = `/api/projects/getByCompany?companyId=${company.id}&limit=1`;
    const { nextCursor } = await page(projectsUrl, company.token);
    const [payload, signature] = nextCursor!.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify(['projects', 1])).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const jobsUrl = `/api/projects/getJobsByCompany?companyId=${company.id}`;
    for (const [url, cursor] of [
      [projectsUrl, 'basura'],
      [projectsUrl, `${payload}.${flipped}`],
      [projectsUrl, `${forged}.${signature}`],
      [projectsUrl, `${payload}.${signature}.${signature}`],
      [projectsUrl, 'x'.repeat(600)],
      // A good cursor of another list.
      [jobsUrl, nextCursor!],
    ] as const) {
      const res = await api.get(`${url}&cursor=${encodeURIComponent(cursor)}`, company.token);
      expect(res.status, cursor).toBe(400);
      expect(res.body, cursor).toEqual(refusal(MSG.pageCursor));
    }
  });
});
