import { describe, expect, it } from 'vitest';
import { MSG, type Project, type Worker } from '@obra/domain';
import { clientPassword, clientUsername } from '../../auth/client-hash.js';
import { useApi, refusal } from '../../test/app.js';
import {
  assigneeOf,
  login,
  newClient,
  newCompany,
  newContractor,
  newEmployee,
  newProject,
  PASSWORD,
  type Account,
  type CompanyAccount,
} from '../../test/factories.js';

const api = useApi();

let seq = 0;
function workerBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const username = `trabajador-${Date.now()}-${seq}`;
  return {
    username,
    body: {
      name: `Trabajador ${seq} ${Date.now()}`,
      email: `${username}@example.com`,
      phone: '(801) 555-0199',
      field: 'Pintura',
      username: clientUsername(username),
      password: clientPassword('clave-del-trabajador'),
      ...overrides,
    },
  };
}

const workersOf = async (company: CompanyAccount) => {
  const res = await api.get<Worker[]>(`/api/workers/get?companyId=${company.id}`, company.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
};

const job = (name: string, worker: Account | null, extra: Record<string, unknown> = {}) => ({
  itemName: name,
  itemStartDate: '2026-12-02',
  itemPrice: 100,
  assignee: worker ? assigneeOf(worker) : 'Unassigned',
  ...extra,
});

describe('POST /api/workers/create', () => {
  it('creates an employee linked to the company who can then log in', async () => {
    const company = await newCompany(api);
    const { username, body } = workerBody();
    const res = await api.post<Worker[]>('/api/workers/create', body, company.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.querySuccess).toBe(true);
    expect(res.body.queryError).toBeNull();
    expect(res.body.queryData).toHaveLength(1);
    const created = res.body.queryData[0]!;
    expect(created).toMatchObject({
      name: body.name,
      email: body.email,
      phone: '801-555-0199',
      field: 'Pintura',
      type: 'employee',
      access: true,
      completedJobs: 0,
      assignedJobs: 0,
    });

    const session = await login(api, username, 'clave-del-trabajador');
    expect(session.status).toBe(200);
    expect(session.body.queryData).toMatchObject({
      id: created.userId,
      isCompany: false,
      userType: 'employee',
      companyId: company.id,
    });
    const me = await api.get(`/api/account/get/user?account=${created.userId}`, session.body.queryData.authToken);
    expect(me.status).toBe(200);
    expect(me.body.queryData).toMatchObject({ userType: 'employee', companyId: company.id, companyName: company.name });
    // The password the company chose is the only one that works.
    expect((await login(api, username, PASSWORD)).status).toBe(401);
  });

  it('refuses a taken username and unhashed credentials, creating nothing', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const taken = workerBody({ username: clientUsername(other.username) });
    const res = await api.post('/api/workers/create', taken.body, company.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(MSG.usernameTaken));

    const plain = workerBody({ password: 'clave' });
    const bad = await api.post('/api/workers/create', plain.body, company.token);
    expect(bad.status).toBe(400);
    expect(bad.body.queryError).toBe(MSG.hash);

    const phone = await api.post('/api/workers/create', workerBody({ phone: '555-01' }).body, company.token);
    expect(phone.status).toBe(400);
    expect(phone.body.queryError).toBe(MSG.phone);

    expect(await workersOf(company)).toEqual([]);
  });

  it('is for the company: employee and client 403, no token 401', async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const client = await newClient(api, company);
    for (const who of [employee, client]) {
      const res = await api.post('/api/workers/create', workerBody().body, who.token);
      expect(res.status).toBe(403);
      expect(res.body.queryError).toBe(MSG.forbidden);
    }
    const anonymous = await api.post('/api/workers/create', workerBody().body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.queryError).toBe(MSG.unauthenticated);
    expect((await workersOf(company)).map((w) => w.userId)).toEqual([employee.id]);
  });
});

describe('GET /api/workers/get', () => {
  it('counts completed and assigned jobs per worker in this company only', async () => {
    const company = await newCompany(api);
    const ana = await newEmployee(api, company, { name: 'Ana Prueba' });
    const beto = await newEmployee(api, company, { name: 'Beto Prueba' });
    const contractor = await newContractor(api, company, { name: 'Carla Contratista' });
    const project = await newProject(api, company, {
      projectItems: [
        job('Quitar tejas', ana),
        job('Poner tejas', ana),
        job('Canaletas', beto),
        job('Pintar', contractor),
      ],
    });
    // Ana completes one of her two jobs.
    const first = project.projectItems.find((j) => j.itemName === 'Quitar tejas')!;
    const done = await api.post<Project>(
      '/api/projects/updateJob',
      {
        id: first.id,
        projectId: project.id,
        itemName: first.itemName,
        itemStatus: 'COMPLETED',
        itemStartDate: '2026-12-02',
      },
      ana.token,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    // Jobs elsewhere do not count here.
    const other = await newCompany(api);
    const contractorOwn = await newProject(api, contractor, { projectItems: [job('Propio', contractor)] });
    expect(contractorOwn.companyId).not.toBe(company.id);
    await newProject(api, other);

    const workers = await workersOf(company);
    expect(workers.map((w) => w.name)).toEqual(['Ana Prueba', 'Beto Prueba', 'Carla Contratista']);
    const byName = Object.fromEntries(workers.map((w) => [w.name, w]));
    expect(byName['Ana Prueba']).toMatchObject({ userId: ana.id, completedJobs: 1, assignedJobs: 1, type: 'employee' });
    expect(byName['Beto Prueba']).toMatchObject({
      userId: beto.id,
      completedJobs: 0,
      assignedJobs: 1,
      type: 'employee',
    });
    expect(byName['Carla Contratista']).toMatchObject({
      completedJobs: 0,
      assignedJobs: 1,
      type: 'contractor',
      access: true,
    });
  });

  it("refuses another company's id, workers and clients; 401 without token", async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const employee = await newEmployee(api, company);
    const client = await newClient(api, company);
    const foreign = await api.get(`/api/workers/get?companyId=${company.id}`, other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(refusal(MSG.forbidden));
    for (const who of [employee, client]) {
      const res = await api.get(`/api/workers/get?companyId=${company.id}`, who.token);
      expect(res.status).toBe(403);
      expect(res.body.queryError).toBe(MSG.forbidden);
    }
    const anonymous = await api.get(`/api/workers/get?companyId=${company.id}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('PUT /api/workers/updateAccess', () => {
  it("blocks the worker's current token and login at once, keeps them listed, and restores", async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const project = await newProject(api, company, { projectItems: [job('Pintar cerca', worker)] });
    expect((await api.get(`/api/projects/getJobsByUser?userId=${worker.id}`, worker.token)).status).toBe(200);

    const off = await api.put<Worker[]>(
      '/api/workers/updateAccess',
      { userId: worker.id, access: false },
      company.token,
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.queryData).toEqual([
      expect.objectContaining({ userId: worker.id, access: false, assignedJobs: 1 }),
    ]);

    const blocked = await api.get(`/api/projects/getJobsByUser?userId=${worker.id}`, worker.token);
    expect(blocked.status).toBe(401);
    expect(blocked.body).toEqual(refusal(MSG.accessBlocked));
    const relogin = await login(api, worker.username);
    expect(relogin.status).toBe(401);
    expect(relogin.body.queryError).toBe(MSG.accessBlocked);
    // Still listed, with their work.
    expect(await workersOf(company)).toEqual([expect.objectContaining({ userId: worker.id, access: false })]);
    const projects = await api.get<Project[]>(`/api/projects/getByCompany?companyId=${company.id}`, company.token);
    expect(projects.body.queryData[0]?.projectItems[0]?.assignee).toBe(assigneeOf(worker));
    expect(projects.body.queryData[0]?.id).toBe(project.id);

    const on = await api.put<Worker[]>('/api/workers/updateAccess', { userId: worker.id, access: true }, company.token);
    expect(on.status).toBe(200);
    expect(on.body.queryData[0]?.access).toBe(true);
    const back = await api.get<unknown[]>(`/api/projects/getJobsByUser?userId=${worker.id}`, worker.token);
    expect(back.status).toBe(200);
    expect(back.body.queryData).toHaveLength(1);
    expect((await login(api, worker.username)).status).toBe(200);
  });

  it("is refused for another company's worker and for non-companies, changing nothing", async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const worker = await newEmployee(api, company);
    const colleague = await newEmployee(api, company);
    const client = await newClient(api, company);

    const foreign = await api.put('/api/workers/updateAccess', { userId: worker.id, access: false }, other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body.queryError).toBe(MSG.forbidden);
    for (const who of [colleague, client]) {
      const res = await api.put('/api/workers/updateAccess', { userId: worker.id, access: false }, who.token);
      expect(res.status).toBe(403);
      expect(res.body.queryError).toBe(MSG.forbidden);
    }
    expect((await api.put('/api/workers/updateAccess', { userId: worker.id, access: false })).status).toBe(401);

    expect((await workersOf(company)).every((w) => w.access)).toBe(true);
    expect((await api.get(`/api/account/get/user?account=${worker.id}`, worker.token)).status).toBe(200);
  });

  it("cuts a blocked contractor off the company's work but not off their own business", async () => {
    const company = await newCompany(api);
    const contractor = await newContractor(api, company);
    const project = await newProject(api, company, { projectItems: [job('Instalar ventanas', contractor)] });
    const own = await newProject(api, contractor, { name: 'Negocio propio' });
    const off = await api.put<Worker[]>(
      '/api/workers/updateAccess',
      { userId: contractor.id, access: false },
      company.token,
    );
    expect(off.status).toBe(200);
    expect(off.body.queryData).toEqual([
      expect.objectContaining({ userId: contractor.id, type: 'contractor', access: false }),
    ]);

    const jobs = await api.get<unknown[]>(`/api/projects/getJobsByUser?userId=${contractor.id}`, contractor.token);
    expect(jobs.status).toBe(200);
    expect(jobs.body.queryData).toEqual([]);
    const projects = await api.get<Project[]>(`/api/projects/getByUser?userId=${contractor.id}`, contractor.token);
    expect(projects.body.queryData.map((p) => p.id)).toEqual([own.id]);
    const jobId = project.projectItems[0]!.id;
    const edit = await api.post(
      '/api/projects/updateJob',
      { id: jobId, projectId: project.id, itemName: 'Instalar ventanas', itemStatus: 'COMPLETED' },
      contractor.token,
    );
    expect(edit.status).toBe(403);
    expect(edit.body.queryError).toBe(MSG.forbidden);
    const stored = await api.get<Project[]>(`/api/projects/getByCompany?companyId=${company.id}`, company.token);
    expect(stored.body.queryData[0]?.projectItems[0]?.itemStatus).not.toBe('COMPLETED');
  });

  it('validates the body', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const res = await api.put('/api/workers/updateAccess', { userId: worker.id, access: 'no' }, company.token);
    expect(res.status).toBe(400);
    expect(res.body.queryError).toBe('El acceso debe ser verdadero o falso');
    expect((await workersOf(company))[0]?.access).toBe(true);
  });
});
