import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Project } from '@obra/domain';
import { companies } from '../../db/schema.js';
import { useApi } from '../../test/app.js';
import { nextDelivery } from '../../test/realtime.js';
import {
  assigneeOf,
  newClient,
  newCompany,
  newEmployee,
  newProject,
  projectBody,
  type Account,
} from '../../test/factories.js';

// Realtime is on, so that what delivering the change costs is counted with the call.
const api = useApi({}, { realtime: true });

/** Statements a write sends, its own and those of delivering its events, with its answer. */
async function counted(url: string, body: unknown, account: Account): Promise<{ queries: number; data: Project }> {
  const delivered = nextDelivery(api);
  const before = api.queryCount();
  const res = await api.post<Project>(url, body, account.token);
  expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
  await delivered;
  return { queries: api.queryCount() - before, data: res.body.queryData };
}

const sixJobs = (worker: Account) =>
  Array.from({ length: 6 }, (_, j) => ({
    itemName: `Trabajo ${j}`,
    itemPrice: 100 + j,
    itemStartDate: '2026-12-01',
    assignee: j % 2 === 0 ? assigneeOf(worker) : 'Unassigned',
  }));

describe('writes send a small, fixed number of statements', () => {
  it('projects/create with six jobs: one insert for the jobs, no plan count on an unlimited plan (24 before)', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const client = await newClient(api, company);
    const body = projectBody({ clientId: client.id, projectItems: sixJobs(worker) });
    // Plus limits active projects: one count. At most 13 statements either way.
    const limited = await counted('/api/projects/create', body, company);
    expect(limited.queries).toBeLessThanOrEqual(13);
    await api.database.db.update(companies).set({ plan: 'pro' }).where(eq(companies.id, company.id));
    const unlimited = await counted('/api/projects/create', body, company);
    expect(unlimited.queries).toBe(limited.queries - 1);

    // The answer, built from what was written, is what reading the project gives.
    const read = await api.get<Project>(`/api/projects/getProjectById?projectId=${unlimited.data.id}`, company.token);
    expect(unlimited.data).toEqual(read.body.queryData);
    expect(unlimited.data.projectItems).toHaveLength(6);
  });

  it('projects/updateJob by the worker and by the company, without reading the project again (15 before)', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const other = await newEmployee(api, company);
    const client = await newClient(api, company);
    const project = await newProject(api, company, { clientId: client.id, projectItems: sixJobs(worker) });
    const job = project.projectItems[0]!;
    const edit = { id: job.id, projectId: project.id, itemName: job.itemName, itemStartDate: '2026-12-02' };

    const byWorker = await counted('/api/projects/updateJob', { ...edit, comments: 'Listo el lunes' }, worker);
    expect(byWorker.queries).toBeLessThanOrEqual(9);
    const asWorker = await api.get<Project>(`/api/projects/getProjectById?projectId=${project.id}`, worker.token);
    expect(byWorker.data).toEqual(asWorker.body.queryData);

    // The company hands the job to another worker: the assignee check and the notifications too.
    const byCompany = await counted('/api/projects/updateJob', { ...edit, assignee: assigneeOf(other) }, company);
    expect(byCompany.queries).toBeLessThanOrEqual(9);
    const asCompany = await api.get<Project>(`/api/projects/getProjectById?projectId=${project.id}`, company.token);
    expect(byCompany.data).toEqual(asCompany.body.queryData);
    expect(byCompany.data.projectItems[0]).toMatchObject({ userId: other.id, assignee: assigneeOf(other) });
  });

  it('completing the last open job settles the project in memory, within the same count', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const project = await newProject(api, company, {
      projectItems: [{ itemName: 'Único', itemStartDate: '2026-12-01', assignee: assigneeOf(worker) }],
    });
    const job = project.projectItems[0]!;
    const done = await counted(
      '/api/projects/updateJob',
      {
        id: job.id,
        projectId: project.id,
        itemName: job.itemName,
        itemStartDate: '2026-12-01',
        itemStatus: 'COMPLETED',
      },
      worker,
    );
    expect(done.data.status).toBe('COMPLETED');
    // Adds the worker's name for the company's notice, the project's status and the notice itself.
    expect(done.queries).toBeLessThanOrEqual(10);
    const read = await api.get<Project>(`/api/projects/getProjectById?projectId=${project.id}`, company.token);
    expect(read.body.queryData.status).toBe('COMPLETED');
  });
});
