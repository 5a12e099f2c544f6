import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dollarsToCents, isProjectActive, type ListedJob, type Project, type ProjectsSummary } from '@obra/domain';
import { expenses, jobs, projects } from '../../db/schema.js';
import { useApi } from '../../test/app.js';
import {
  assigneeOf,
  newClient,
  newCompany,
  newContractor,
  newEmployee,
  newProject,
  type Account,
} from '../../test/factories.js';

const api = useApi({ defaultPlan: 'pro' });

async function summaryOf(account: Account, query = ''): Promise<ProjectsSummary> {
  const res = await api.get<ProjectsSummary>(`/api/projects/summary${query}`, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
}

async function all<T>(url: string, account: Account): Promise<T[]> {
  const res = await api.get<T[]>(`${url}&limit=200`, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
}

/** What the dashboard added up from the whole lists before they came in pages. */
function fromLists(projectList: Project[], jobLists: ListedJob[][], companyId: number): ProjectsSummary {
  const active = projectList.filter((p) => isProjectActive(p.status) && p.companyId === companyId);
  const open = new Set(
    jobLists
      .flat()
      .filter((j) => j.status !== 'COMPLETED')
      .map((j) => j.id),
  );
  return {
    activeProjects: active.length,
    openJobs: open.size,
    totalActiveCents: active.reduce((sum, p) => sum + dollarsToCents(p.price), 0),
    profitActiveCents: active.reduce((sum, p) => sum + dollarsToCents(p.profit ?? 0), 0),
  };
}

async function close(projectId: number) {
  const { db } = api.database;
  await db.update(projects).set({ status: 'COMPLETED' }).where(eq(projects.id, projectId));
  await db.update(jobs).set({ status: 'COMPLETED' }).where(eq(jobs.projectId, projectId));
}

describe('GET /api/projects/summary', () => {
  it("counts the company's active projects, their worth and profit, and its open jobs", async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const withJobs = await newProject(api, company, {
      price: 500,
      projectItems: [
        { itemName: 'Techo', itemPrice: 100, itemLabor: 30, assignee: assigneeOf(employee) },
        { itemName: 'Canaletas', itemPrice: 50.5 },
      ],
    });
    await newProject(api, company, { price: 700 });
    const closed = await newProject(api, company, {
      price: 900,
      projectItems: [{ itemName: 'Pintura', itemPrice: 9 }],
    });
    await close(closed.id);
    await api.database.db.insert(expenses).values({
      projectId: withJobs.id,
      name: 'Material',
      amountCents: 2000,
      description: 'Compra',
      date: '2026-12-01',
    });
    // Another company's projects count for nobody here.
    const other = await newCompany(api);
    await newProject(api, other, { price: 10_000 });

    const summary = await summaryOf(company);
    expect(summary).toEqual({
      activeProjects: 2,
      openJobs: 2,
      // 100 + 50.50 for the project with jobs (its own price gives way to theirs), 700 for the other.
      totalActiveCents: 85_050,
      profitActiveCents: 15_050 - 2000 - 3000 + 70_000,
    });
    expect(await summaryOf(company, `?companyId=${company.id}`)).toEqual(summary);
    const list = await all<Project>(`/api/projects/getByCompany?companyId=${company.id}`, company);
    const jobList = await all<ListedJob>(`/api/projects/getJobsByCompany?companyId=${company.id}`, company);
    expect(fromLists(list, [jobList], company.id)).toEqual(summary);
  });

  it("counts only a contractor's own company's projects, and his open jobs in the companies he works for", async () => {
    const other = await newCompany(api);
    const contractor = await newContractor(api, other);
    const theirs = await newProject(api, other, {
      price: 4000,
      projectItems: [
        { itemName: 'Suyo', itemPrice: 40, assignee: assigneeOf(contractor) },
        { itemName: 'De otro', itemPrice: 60 },
      ],
    });
    const own = await newProject(api, contractor, {
      price: 300,
      projectItems: [{ itemName: 'Propio', itemPrice: 300 }],
    });

    const summary = await summaryOf(contractor);
    expect(summary).toEqual({ activeProjects: 1, openJobs: 2, totalActiveCents: 30_000, profitActiveCents: 30_000 });
    const list = await all<Project>(`/api/projects/getByUser?userId=${contractor.id}`, contractor);
    expect(list.map((p) => p.id).sort()).toEqual([theirs.id, own.id].sort());
    const ownJobs = await all<ListedJob>(`/api/projects/getJobsByCompany?companyId=${own.companyId}`, contractor);
    const assigned = await all<ListedJob>(`/api/projects/getJobsByUser?userId=${contractor.id}`, contractor);
    expect(fromLists(list, [ownJobs, assigned], own.companyId)).toEqual(summary);

    // His job over there done, it leaves his open jobs; the other company's figures never change his.
    await api.database.db
      .update(jobs)
      .set({ status: 'COMPLETED' })
      .where(
        inArray(
          jobs.id,
          theirs.projectItems.filter((j) => j.itemName === 'Suyo').map((j) => j.id),
        ),
      );
    expect((await summaryOf(contractor)).openJobs).toBe(1);
  });

  it('is refused to whoever does not see a company, and for a company not the caller’s', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    for (const person of [await newEmployee(api, company), await newClient(api, company)]) {
      expect((await api.get('/api/projects/summary', person.token)).status).toBe(403);
    }
    expect((await api.get(`/api/projects/summary?companyId=${other.id}`, company.token)).status).toBe(403);
    expect((await api.get('/api/projects/summary?companyId=abc', company.token)).status).toBe(400);
  });
});
