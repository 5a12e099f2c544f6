import { describe, expect, it } from 'vitest';
import type { ListedJob, Project } from '@obra/domain';
import { expenses } from '../../db/schema.js';
import { useApi } from '../../test/app.js';
import {
  assigneeOf,
  newClient,
  newCompany,
  newContractor,
  newEmployee,
  newProject,
  type Account,
  type CompanyAccount,
} from '../../test/factories.js';

// Eight projects need a plan without the Plus limit of three active ones.
const api = useApi({ defaultPlan: 'pro' });

interface World {
  company: CompanyAccount;
  employee: Account;
  client: Account;
  contractor: Account;
  projects: number;
  jobs: number;
}

/**
 * A company with `projects` projects of `jobs` jobs each, all for the client; the jobs go in turn to the
 * employee, the contractor and nobody (`shift` moves where the turn starts).
 */
async function world(projects: number, jobs: number, shift = 0): Promise<World> {
  const company = await newCompany(api);
  const employee = await newEmployee(api, company);
  const client = await newClient(api, company);
  const contractor = await newContractor(api, company);
  for (let p = 0; p < projects; p++) {
    const project = await newProject(api, company, {
      clientId: client.id,
      projectItems: Array.from({ length: jobs }, (_, j) => ({
        itemName: `Trabajo ${p}-${j}`,
        itemPrice: 100.1 + j,
        itemStartDate: `2026-12-${String(j + 1).padStart(2, '0')}`,
        assignee: (j + shift) % 3 === 2 ? 'Unassigned' : assigneeOf((j + shift) % 3 === 0 ? employee : contractor),
      })),
    });
    await api.database.db.insert(expenses).values(
      project.projectItems.map((job) => ({
        projectId: project.id,
        jobId: job.id,
        name: 'Material',
        amountCents: 1234,
        description: 'Compra',
        date: '2026-12-01',
      })),
    );
  }
  return { company, employee, client, contractor, projects, jobs };
}

/** How many statements one call sends to the database, and its answer. */
async function counted<T>(url: string, account: Account): Promise<{ queries: number; data: T }> {
  const before = api.queryCount();
  const res = await api.get<T>(url, account.token);
  const queries = api.queryCount() - before;
  expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
  return { queries, data: res.body.queryData };
}

describe('reads send a fixed number of queries, however many projects and jobs there are', () => {
  it('getByCompany', async () => {
    const small = await world(1, 1);
    const large = await world(8, 5);
    const a = await counted<Project[]>(`/api/projects/getByCompany?companyId=${small.company.id}`, small.company);
    const b = await counted<Project[]>(`/api/projects/getByCompany?companyId=${large.company.id}`, large.company);
    expect(a.data).toHaveLength(1);
    expect(b.data).toHaveLength(8);
    expect(b.data.every((p) => p.projectItems.length === 5 && p.cost === 61.7)).toBe(true);
    expect(b.queries).toBe(a.queries);
    expect(a.queries).toBeLessThanOrEqual(4);
  });

  it('getJobsByCompany', async () => {
    const small = await world(1, 1);
    const large = await world(8, 5);
    const a = await counted<ListedJob[]>(`/api/projects/getJobsByCompany?companyId=${small.company.id}`, small.company);
    const b = await counted<ListedJob[]>(`/api/projects/getJobsByCompany?companyId=${large.company.id}`, large.company);
    expect(a.data).toHaveLength(1);
    expect(b.data).toHaveLength(40);
    expect(b.queries).toBe(a.queries);
  });

  it('getByUser as employee, as client and as contractor', async () => {
    const small = await world(1, 1);
    // Its only job is the contractor's, so that each of them has one project in a small world.
    const smallForContractor = await world(1, 1, 1);
    const large = await world(8, 5);
    for (const who of ['employee', 'client', 'contractor'] as const) {
      const one = who === 'contractor' ? smallForContractor : small;
      const a = await counted<Project[]>(`/api/projects/getByUser?userId=${one[who].id}`, one[who]);
      expect(a.data, who).toHaveLength(1);
      const b = await counted<Project[]>(`/api/projects/getByUser?userId=${large[who].id}`, large[who]);
      expect(b.data, who).toHaveLength(8);
      expect(b.queries, who).toBe(a.queries);
    }
    // The small world's only job is the employee's; the large one gives them two jobs per project.
    const employee = await counted<Project[]>(`/api/projects/getByUser?userId=${large.employee.id}`, large.employee);
    expect(employee.data.every((p) => p.projectItems.length === 2)).toBe(true);
    const client = await counted<Project[]>(`/api/projects/getByUser?userId=${large.client.id}`, large.client);
    expect(client.data.every((p) => p.projectItems.length === 5)).toBe(true);
  });

  it('getJobsByUser and getProjectById', async () => {
    const small = await world(1, 1);
    const large = await world(8, 5);
    const a = await counted<ListedJob[]>(`/api/projects/getJobsByUser?userId=${small.employee.id}`, small.employee);
    const b = await counted<ListedJob[]>(`/api/projects/getJobsByUser?userId=${large.employee.id}`, large.employee);
    expect(a.data).toHaveLength(1);
    expect(b.data).toHaveLength(16);
    expect(b.queries).toBe(a.queries);

    const [smallProject] = (
      await counted<Project[]>(`/api/projects/getByCompany?companyId=${small.company.id}`, small.company)
    ).data;
    const [largeProject] = (
      await counted<Project[]>(`/api/projects/getByCompany?companyId=${large.company.id}`, large.company)
    ).data;
    const c = await counted<Project>(`/api/projects/getProjectById?projectId=${smallProject!.id}`, small.company);
    const d = await counted<Project>(`/api/projects/getProjectById?projectId=${largeProject!.id}`, large.company);
    expect(d.data.projectItems).toHaveLength(5);
    expect(d.queries).toBe(c.queries);
  });
});
