import { describe, expect, it } from 'vitest';
import { MSG, streetOf, type Notification, type Project, type UserAccount } from '@obra/domain';
import { useApi, refusal } from '../../test/app.js';
import {
  address,
  assigneeOf,
  newAdmin,
  newClient,
  newCompany,
  newEmployee,
  newProject,
  type Account,
  type CompanyAccount,
} from '../../test/factories.js';

const api = useApi();

const ofCompany = async (company: CompanyAccount, token = company.token) => {
  const res = await api.get<Notification[]>(`/api/notifications/get/company?companyId=${company.id}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
};

const ofUser = async (user: Account) => {
  const res = await api.get<Notification[]>(`/api/notifications/get/user?userId=${user.id}`, user.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
};

/** A company, its employee with a job, and its client who approved the project. */
async function busyCompany() {
  const company = await newCompany(api);
  const employee = await newEmployee(api, company, { name: 'Eva Empleada' });
  const client = await newClient(api, company, { name: 'Carlos Cliente' });
  const project = await newProject(api, company, {
    name: 'Techo Norte',
    clientId: client.id,
    projectItems: [{ itemName: 'Tejas', itemStartDate: '2026-12-02', assignee: assigneeOf(employee) }],
  });
  const approved = await api.post(
    '/api/projects/updateStatus',
    { projectId: project.id, status: 'APPROVED' },
    client.token,
  );
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return { company, employee, client, project };
}

describe('listing', () => {
  it("lists the company's and each person's own notifications, newest first", async () => {
    const { company, employee, client, project } = await busyCompany();
    const job = project.projectItems[0]!;
    const done = await api.post<Project>(
      '/api/projects/updateJob',
      { id: job.id, projectId: project.id, itemName: 'Tejas', itemStartDate: '2026-12-02', itemStatus: 'COMPLETED' },
      employee.token,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const forCompany = await ofCompany(company);
    expect(forCompany.map((n) => n.message)).toEqual([
      'Eva Empleada completó el trabajo Tejas del proyecto Techo Norte',
      'Carlos Cliente aprobó el proyecto Techo Norte',
    ]);
    expect(forCompany[0]).toEqual({
      id: expect.any(Number),
      message: expect.any(String),
      read: false,
      projectId: project.id,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await ofUser(employee)).map((n) => n.message)).toEqual([
      'Se le asignó el trabajo Tejas del proyecto Techo Norte',
    ]);
    const forClient = (await ofUser(client)).map((n) => n.message);
    expect(forClient).toContain(`${company.name} creó el proyecto Techo Norte para usted`);
    // The automatic notices of the job and of the project it finished (modules/client-notices).
    expect(forClient.slice(0, 2)).toEqual([
      `${company.name} terminó todos los trabajos del proyecto Techo Norte`,
      `Eva Empleada terminó el trabajo Tejas del proyecto Techo Norte (${streetOf(project.address)})`,
    ]);

    // Another company sees none of it.
    const other = await newCompany(api);
    expect(await ofCompany(other)).toEqual([]);
  });

  it('an admin reads the company list', async () => {
    const { company } = await busyCompany();
    const admin = await newAdmin(api, company);
    expect(await ofCompany(company, admin.token)).toEqual(await ofCompany(company));
  });

  it("refuses another company's list, someone else's list, and anonymous callers", async () => {
    const { company, employee, client } = await busyCompany();
    const other = await newCompany(api);
    for (const token of [other.token, employee.token, client.token]) {
      const res = await api.get(`/api/notifications/get/company?companyId=${company.id}`, token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusal(MSG.forbidden));
    }
    for (const token of [company.token, client.token, other.token]) {
      const res = await api.get(`/api/notifications/get/user?userId=${employee.id}`, token);
      expect(res.status).toBe(403);
      expect(res.body.queryError).toBe(MSG.forbidden);
    }
    expect((await api.get(`/api/notifications/get/company?companyId=${company.id}`)).status).toBe(401);
    expect((await api.get(`/api/notifications/get/user?userId=${employee.id}`)).status).toBe(401);
  });
});

describe('POST /api/notifications/update', () => {
  it("marks the caller's own notification read, and only that one", async () => {
    const { company, employee, client } = await busyCompany();
    const [mine] = await ofUser(employee);
    const res = await api.post('/api/notifications/update', { id: mine!.id }, employee.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ querySuccess: true, queryData: true, queryError: null });
    expect((await ofUser(employee))[0]).toMatchObject({ id: mine!.id, read: true });
    expect((await ofUser(client)).every((n) => !n.read)).toBe(true);
    expect((await ofCompany(company)).every((n) => !n.read)).toBe(true);

    const [companyNote] = await ofCompany(company);
    const byCompany = await api.post('/api/notifications/update', { id: companyNote!.id }, company.token);
    expect(byCompany.status).toBe(200);
    expect((await ofCompany(company)).find((n) => n.id === companyNote!.id)?.read).toBe(true);
  });

  it("refuses someone else's notification and leaves it unread", async () => {
    const { company, employee, client } = await busyCompany();
    const other = await newCompany(api);
    const stranger = await newEmployee(api, other);
    const [employeeNote] = await ofUser(employee);
    const [companyNote] = await ofCompany(company);

    const attempts: [string, number][] = [
      [client.token, employeeNote!.id],
      [company.token, employeeNote!.id],
      [stranger.token, employeeNote!.id],
      [other.token, companyNote!.id],
      [employee.token, companyNote!.id],
      [client.token, companyNote!.id],
      [company.token, 987_654],
    ];
    for (const [token, id] of attempts) {
      const res = await api.post('/api/notifications/update', { id }, token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusal(MSG.forbidden));
    }
    expect((await api.post('/api/notifications/update', { id: employeeNote!.id })).status).toBe(401);
    expect((await ofUser(employee)).every((n) => !n.read)).toBe(true);
    expect((await ofCompany(company)).every((n) => !n.read)).toBe(true);
  });

  it("lets an admin mark the company's notifications", async () => {
    const { company } = await busyCompany();
    const admin = await newAdmin(api, company);
    const [note] = await ofCompany(company);
    expect((await api.post('/api/notifications/update', { id: note!.id }, admin.token)).status).toBe(200);
    expect((await ofCompany(company))[0]).toMatchObject({ id: note!.id, read: true });
  });

  it('validates the id', async () => {
    const company = await newCompany(api);
    const res = await api.post('/api/notifications/update', { id: 'abc' }, company.token);
    expect(res.status).toBe(400);
    expect(res.body.queryError).toBe('El identificador no es válido');
  });
});

describe('language', () => {
  it("renders each notification in the reader's language", async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company, { name: 'Jane Client', language: 'en' });
    const project = await newProject(api, company, { name: 'Roof South', clientId: client.id });
    const status = await api.post(
      '/api/projects/updateStatus',
      { projectId: project.id, status: 'IN_PROGRESS' },
      company.token,
    );
    expect(status.status, JSON.stringify(status.body)).toBe(200);

    expect((await ofUser(client)).map((n) => n.message)).toEqual([
      'Project Roof South changed to: In progress',
      `${company.name} created the project Roof South for you`,
    ]);

    // The client switches to Spanish: the same notifications now read in Spanish.
    const account = await api.get<UserAccount>(`/api/account/get/user?account=${client.id}`, client.token);
    expect(account.body.queryData.language).toBe('en');
    const { name, phone, email } = account.body.queryData;
    const switched = await api.post<UserAccount>(
      '/api/account/update/user',
      { name, phone, email, ...address, language: 'es' },
      client.token,
    );
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect((await ofUser(client)).map((n) => n.message)).toEqual([
      'El proyecto Roof South cambió a: En progreso',
      `${company.name} creó el proyecto Roof South para usted`,
    ]);
  });

  it('an English-speaking client approving still gives the Spanish company Spanish text', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company, { name: 'Jane Client', language: 'en' });
    const project = await newProject(api, company, { name: 'Deck', clientId: client.id });
    expect(
      (await api.post('/api/projects/updateStatus', { projectId: project.id, status: 'REJECTED' }, client.token))
        .status,
    ).toBe(200);
    expect((await ofCompany(company))[0]?.message).toBe('Jane Client rechazó el proyecto Deck');
  });
});
