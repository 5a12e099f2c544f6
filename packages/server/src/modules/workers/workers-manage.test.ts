import { describe, expect, it } from 'vitest';
import { MSG, type Notification, type Project, type Worker } from '@obra/domain';
import { useApi, refusal } from '../../test/app.js';
import {
  assigneeOf,
  login,
  newClient,
  newCompany,
  newContractor,
  newEmployee,
  newProject,
  type Account,
  type CompanyAccount,
} from '../../test/factories.js';

const api = useApi();

const workersOf = async (company: CompanyAccount) => {
  const res = await api.get<Worker[]>(`/api/workers/get?companyId=${company.id}`, company.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
};

const projectsOf = async (company: CompanyAccount) => {
  const res = await api.get<Project[]>(`/api/projects/getByCompany?companyId=${company.id}`, company.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
};

const notificationsOf = async (user: Account) => {
  const res = await api.get<Notification[]>(`/api/notifications/get/user?userId=${user.id}`, user.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
};

/** A project with one open and one completed job for the worker, plus an open job for someone else. */
async function projectWithWork(company: CompanyAccount, worker: Account, colleague: Account) {
  const project = await newProject(api, company, {
    name: 'Casa Rivera',
    projectItems: [
      { itemName: 'Pintar sala', itemStartDate: '2026-12-02', assignee: assigneeOf(worker) },
      { itemName: 'Pintar cocina', itemStartDate: '2026-12-03', assignee: assigneeOf(worker) },
      { itemName: 'Limpiar', itemStartDate: '2026-12-04', assignee: assigneeOf(colleague) },
    ],
  });
  const kitchen = project.projectItems.find((j) => j.itemName === 'Pintar cocina')!;
  const done = await api.post(
    '/api/projects/updateJob',
    {
      id: kitchen.id,
      projectId: project.id,
      itemName: kitchen.itemName,
      itemStartDate: '2026-12-03',
      itemStatus: 'COMPLETED',
    },
    company.token,
  );
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return project;
}

const jobsByName = (project: Project | undefined) =>
  Object.fromEntries((project?.projectItems ?? []).map((j) => [j.itemName, j]));

describe('PUT /api/workers/delete', () => {
  it('unlinks the worker, unassigns only their open jobs and tells them', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const colleague = await newEmployee(api, company);
    const project = await projectWithWork(company, worker, colleague);
    const before = (await notificationsOf(worker)).length;

    const res = await api.put<Worker[]>(
      '/api/workers/delete',
      { companyId: company.id, userId: worker.id },
      company.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData.map((w) => w.userId)).toEqual([colleague.id]);
    expect((await workersOf(company)).map((w) => w.userId)).toEqual([colleague.id]);

    const jobs = jobsByName((await projectsOf(company)).find((p) => p.id === project.id));
    expect(jobs['Pintar sala']).toMatchObject({ userId: -1, assignee: 'Unassigned' });
    expect(jobs['Pintar cocina']).toMatchObject({
      userId: worker.id,
      assignee: assigneeOf(worker),
      itemStatus: 'COMPLETED',
    });
    expect(jobs['Limpiar']).toMatchObject({ userId: colleague.id, assignee: assigneeOf(colleague) });

    const notes = await notificationsOf(worker);
    expect(notes.length).toBe(before + 1);
    expect(notes[0]).toMatchObject({
      message: 'Ya no tiene asignado el trabajo Pintar sala del proyecto Casa Rivera',
      read: false,
      projectId: project.id,
    });

    // The person still exists and can log in, but no longer works for the company.
    const session = await login(api, worker.username);
    expect(session.status).toBe(200);
    expect(session.body.queryData.companyId).toBeNull();
    const open = await api.get<unknown[]>(`/api/projects/getJobsByUser?userId=${worker.id}`, worker.token);
    expect(open.body.queryData).toEqual([]);
    // And cannot be assigned work by the company any more.
    const reassign = await api.post(
      '/api/projects/updateJob',
      { id: jobs['Pintar sala']!.id, projectId: project.id, itemName: 'Pintar sala', assignee: assigneeOf(worker) },
      company.token,
    );
    expect(reassign.status).toBe(400);
    expect(reassign.body.queryError).toBe(MSG.assignee);
  });

  it("refuses another company's token, companyId or worker and non-companies, changing nothing", async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const worker = await newEmployee(api, company);
    const colleague = await newEmployee(api, company);
    const client = await newClient(api, company);
    const project = await projectWithWork(company, worker, colleague);

    const attempts: [string, Record<string, number>][] = [
      [other.token, { companyId: company.id, userId: worker.id }],
      [other.token, { companyId: other.id, userId: worker.id }],
      [company.token, { companyId: other.id, userId: worker.id }],
      [colleague.token, { companyId: company.id, userId: worker.id }],
      [client.token, { companyId: company.id, userId: worker.id }],
    ];
    for (const url of ['/api/workers/delete', '/api/workers/unassign']) {
      for (const [token, body] of attempts) {
        const res = await api.put(url, body, token);
        expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(403);
        expect(res.body).toEqual(refusal(MSG.forbidden));
      }
      expect((await api.put(url, { companyId: company.id, userId: worker.id })).status).toBe(401);
    }

    const workers = await workersOf(company);
    expect(workers.map((w) => w.userId).sort()).toEqual([worker.id, colleague.id].sort());
    expect(workers.find((w) => w.userId === worker.id)).toMatchObject({ assignedJobs: 1, completedJobs: 1 });
    expect(jobsByName((await projectsOf(company)).find((p) => p.id === project.id))['Pintar sala']?.userId).toBe(
      worker.id,
    );
  });
});

describe('PUT /api/workers/unassign', () => {
  it('takes the worker off their open jobs and keeps them in the company', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const colleague = await newEmployee(api, company);
    const project = await projectWithWork(company, worker, colleague);

    const res = await api.put<Worker[]>(
      '/api/workers/unassign',
      { companyId: company.id, userId: worker.id },
      company.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData.find((w) => w.userId === worker.id)).toMatchObject({
      assignedJobs: 0,
      completedJobs: 1,
      access: true,
    });
    expect(res.body.queryData.find((w) => w.userId === colleague.id)).toMatchObject({ assignedJobs: 1 });

    const jobs = jobsByName((await projectsOf(company)).find((p) => p.id === project.id));
    expect(jobs['Pintar sala']).toMatchObject({ userId: -1, assignee: 'Unassigned' });
    expect(jobs['Pintar cocina']?.userId).toBe(worker.id);
    expect((await notificationsOf(worker))[0]?.message).toBe(
      'Ya no tiene asignado el trabajo Pintar sala del proyecto Casa Rivera',
    );
    expect((await login(api, worker.username)).body.queryData.companyId).toBe(company.id);
  });
});

describe('PUT /api/workers/updateType', () => {
  it('promotes an employee to admin, who then acts as the company, and back', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const project = await newProject(api, company);

    const up = await api.put<Worker[]>('/api/workers/updateType', { userId: worker.id, type: 'admin' }, company.token);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.queryData).toEqual([expect.objectContaining({ userId: worker.id, type: 'admin' })]);

    const session = await login(api, worker.username);
    expect(session.body.queryData).toMatchObject({
      id: worker.id,
      isCompany: false,
      userType: 'admin',
      companyId: company.id,
    });
    // The same token now carries the company's rights.
    const projects = await api.get<Project[]>(`/api/projects/getByCompany?companyId=${company.id}`, worker.token);
    expect(projects.status).toBe(200);
    expect(projects.body.queryData.map((p) => p.id)).toEqual([project.id]);
    const workers = await api.get<Worker[]>(`/api/workers/get?companyId=${company.id}`, worker.token);
    expect(workers.status).toBe(200);
    expect(workers.body.queryData[0]?.type).toBe('admin');

    const down = await api.put<Worker[]>(
      '/api/workers/updateType',
      { userId: worker.id, type: 'employee' },
      company.token,
    );
    expect(down.status).toBe(200);
    expect(down.body.queryData[0]?.type).toBe('employee');
    const refused = await api.get(`/api/workers/get?companyId=${company.id}`, worker.token);
    expect(refused.status).toBe(403);
    expect(refused.body.queryError).toBe(MSG.forbidden);
    expect((await login(api, worker.username)).body.queryData.userType).toBe('employee');
  });

  it('an admin can manage the other workers of the company', async () => {
    const company = await newCompany(api);
    const admin = await newEmployee(api, company);
    const worker = await newEmployee(api, company);
    expect((await api.put('/api/workers/updateType', { userId: admin.id, type: 'admin' }, company.token)).status).toBe(
      200,
    );
    const res = await api.put<Worker[]>('/api/workers/updateAccess', { userId: worker.id, access: false }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.queryData.find((w) => w.userId === worker.id)?.access).toBe(false);
  });

  it('never lets an admin change their own access or type, or remove themselves', async () => {
    const company = await newCompany(api);
    const admin = await newEmployee(api, company);
    expect((await api.put('/api/workers/updateType', { userId: admin.id, type: 'admin' }, company.token)).status).toBe(
      200,
    );
    const refusals = [
      await api.put('/api/workers/updateAccess', { userId: admin.id, access: false }, admin.token),
      await api.put('/api/workers/updateType', { userId: admin.id, type: 'employee' }, admin.token),
      await api.put('/api/workers/delete', { userId: admin.id, companyId: company.id }, admin.token),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refusal(MSG.ownWorkerAccount));
    }
    expect(await workersOf(company)).toEqual([
      expect.objectContaining({ userId: admin.id, type: 'admin', access: true }),
    ]);
    // Still in, still the company.
    expect((await api.get(`/api/workers/get?companyId=${company.id}`, admin.token)).status).toBe(200);
  });

  it('never makes a contractor an admin', async () => {
    const company = await newCompany(api);
    const contractor = await newContractor(api, company);
    const res = await api.put('/api/workers/updateType', { userId: contractor.id, type: 'admin' }, company.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(MSG.contractorNeverAdmin));
    expect(await workersOf(company)).toEqual([expect.objectContaining({ userId: contractor.id, type: 'contractor' })]);
    const session = await login(api, contractor.username);
    expect(session.body.queryData.userType).toBe('contractor');
    expect((await api.get(`/api/workers/get?companyId=${company.id}`, contractor.token)).status).toBe(403);
  });

  it('is refused to other companies and non-companies, changing nothing', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const worker = await newEmployee(api, company);
    const colleague = await newEmployee(api, company);
    const client = await newClient(api, company);
    for (const token of [other.token, colleague.token, client.token, worker.token]) {
      const res = await api.put('/api/workers/updateType', { userId: worker.id, type: 'admin' }, token);
      expect(res.status).toBe(403);
      expect(res.body.queryError).toBe(MSG.forbidden);
    }
    expect((await api.put('/api/workers/updateType', { userId: worker.id, type: 'admin' })).status).toBe(401);
    const bad = await api.put('/api/workers/updateType', { userId: worker.id, type: 'jefe' }, company.token);
    expect(bad.status).toBe(400);
    expect(bad.body.queryError).toBe('El tipo de trabajador debe ser employee o admin');
    expect((await workersOf(company)).every((w) => w.type === 'employee')).toBe(true);
    expect((await api.get(`/api/workers/get?companyId=${company.id}`, worker.token)).status).toBe(403);
  });
});
