import { describe, expect, it } from 'vitest';
import { MSG, todayIn, type CompanyAccount as CompanyAccountView, type Reminder } from '@obra/domain';
import { useApi, refusal } from '../../test/app.js';
import {
  login,
  newAdmin,
  newClient,
  newCompany,
  newContractor,
  newEmployee,
  newProject,
  type Account,
  type CompanyAccount,
} from '../../test/factories.js';

const api = useApi();

const FUTURE = '2099-06-15';

const remindersOf = async (company: CompanyAccount) => {
  const res = await api.get<Reminder[]>(`/api/reminders/getByCompany?companyId=${company.id}`, company.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
};

async function addReminder(caller: Account, body: Record<string, unknown>) {
  const res = await api.post<Reminder[]>('/api/reminders/create', body, caller.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
}

describe('POST /api/reminders/create', () => {
  it("defaults the address to the project's and answers the company's open reminders", async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company, { name: 'Casa Pérez', address: '77 Elm St, Ogden, UT, 84401' });
    const list = await addReminder(company, { text: 'Llamar al proveedor', dueDate: FUTURE, projectId: project.id });
    expect(list).toEqual([
      {
        rid: expect.any(Number),
        text: 'Llamar al proveedor',
        dueDate: FUTURE,
        projectId: project.id,
        projectName: 'Casa Pérez',
        address: '77 Elm St, Ogden, UT, 84401',
        overdue: false,
      },
    ]);
    const custom = await addReminder(company, {
      text: 'Recoger material',
      dueDate: '2099-01-02',
      projectId: project.id,
      address: '9 Depot Rd',
    });
    // Soonest first.
    expect(custom.map((r) => [r.text, r.address])).toEqual([
      ['Recoger material', '9 Depot Rd'],
      ['Llamar al proveedor', '77 Elm St, Ogden, UT, 84401'],
    ]);
    expect(await remindersOf(company)).toEqual(custom);
  });

  it.each([
    ['empty text', { text: '' }, 'El texto es obligatorio'],
    ['no text', { text: undefined }, 'El texto es obligatorio'],
    ['an impossible date', { dueDate: '2026-13-01' }, MSG.date],
    ['no date', { dueDate: '' }, 'La fecha es obligatoria'],
    // SPEC §5: "a valid project must be selected ('Select a valid project for this reminder')".
    ['no project', { projectId: undefined }, MSG.reminderProject],
  ])('refuses %s with its Spanish message', async (_label, overrides, message) => {
    const company = await newCompany(api);
    const project = await newProject(api, company);
    const res = await api.post(
      '/api/reminders/create',
      { text: 'Algo', dueDate: FUTURE, projectId: project.id, ...overrides },
      company.token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(message));
    expect(await remindersOf(company)).toEqual([]);
  });

  it("refuses another company's project, or none at all, as a foreign id", async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const theirs = await newProject(api, other);
    for (const projectId of [theirs.id, 999_999]) {
      const res = await api.post(
        '/api/reminders/create',
        { text: 'Espiar', dueDate: FUTURE, projectId },
        company.token,
      );
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusal(MSG.forbidden));
    }
    expect(await remindersOf(company)).toEqual([]);
    expect(await remindersOf(other)).toEqual([]);
  });

  it('is refused to employees and clients (403) and without token (401)', async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company);
    const employee = await newEmployee(api, company);
    const client = await newClient(api, company);
    const body = { text: 'No', dueDate: FUTURE, projectId: project.id };
    for (const who of [employee, client]) {
      const res = await api.post('/api/reminders/create', body, who.token);
      expect(res.status).toBe(403);
      expect(res.body.queryError).toBe(MSG.forbidden);
    }
    expect((await api.post('/api/reminders/create', body)).status).toBe(401);
    expect(await remindersOf(company)).toEqual([]);
  });
});

describe('overdue', () => {
  it("is a date before the company's today", async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company);
    const today = todayIn('America/Denver');
    await addReminder(company, { text: 'Pasado', dueDate: '2020-01-01', projectId: project.id });
    await addReminder(company, { text: 'Hoy', dueDate: today, projectId: project.id });
    const list = await addReminder(company, { text: 'Futuro', dueDate: FUTURE, projectId: project.id });
    expect(list.map((r) => [r.text, r.overdue])).toEqual([
      ['Pasado', true],
      ['Hoy', false],
      ['Futuro', false],
    ]);
  });

  it("follows the company's time zone", async () => {
    const ahead = await newCompany(api);
    const behind = await newCompany(api);
    for (const [company, timeZone] of [
      [ahead, 'Pacific/Kiritimati'],
      [behind, 'Pacific/Pago_Pago'],
    ] as const) {
      const account = await api.get<CompanyAccountView>(
        `/api/account/get/company?account=${company.id}`,
        company.token,
      );
      const { name, phone, email, address, city, state, zip } = account.body.queryData;
      const res = await api.post(
        '/api/account/update/company',
        { name, phone, email, address, city, state, zip, timeZone },
        company.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // Kiritimati (UTC+14) is always at least a day past Pago Pago (UTC-11).
    const pagoToday = todayIn('Pacific/Pago_Pago');
    const a = await addReminder(ahead, { text: 'X', dueDate: pagoToday, projectId: (await newProject(api, ahead)).id });
    const b = await addReminder(behind, {
      text: 'X',
      dueDate: pagoToday,
      projectId: (await newProject(api, behind)).id,
    });
    expect(a[0]?.overdue).toBe(true);
    expect(b[0]?.overdue).toBe(false);
  });
});

describe('PUT /api/reminders/complete', () => {
  it('removes the reminder from the list', async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company);
    await addReminder(company, { text: 'Uno', dueDate: FUTURE, projectId: project.id });
    const [first, second] = await addReminder(company, { text: 'Dos', dueDate: '2099-06-16', projectId: project.id });
    const res = await api.put<Reminder[]>('/api/reminders/complete', { reminderId: first!.rid }, company.token);
    expect(res.status).toBe(200);
    expect(res.body.queryData.map((r) => r.rid)).toEqual([second!.rid]);
    expect((await remindersOf(company)).map((r) => r.rid)).toEqual([second!.rid]);
  });

  it('keeps the first completion when completed twice', async () => {
    const company = await newCompany(api);
    const [reminder] = await addReminder(company, {
      text: 'Una vez',
      dueDate: FUTURE,
      projectId: (await newProject(api, company)).id,
    });
    const { reminders } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const completedAt = async () =>
      (await api.database.db.select().from(reminders).where(eq(reminders.id, reminder!.rid)))[0]?.completedAt;
    expect((await api.put('/api/reminders/complete', { reminderId: reminder!.rid }, company.token)).status).toBe(200);
    const first = await completedAt();
    expect(first).toBeInstanceOf(Date);
    expect((await api.put('/api/reminders/complete', { reminderId: reminder!.rid }, company.token)).status).toBe(200);
    expect(await completedAt()).toEqual(first);
  });

  it("refuses another company's reminder and non-companies, changing nothing", async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const employee = await newEmployee(api, company);
    const client = await newClient(api, company);
    const [reminder] = await addReminder(company, {
      text: 'Mío',
      dueDate: FUTURE,
      projectId: (await newProject(api, company)).id,
    });
    for (const who of [other, employee, client]) {
      const res = await api.put('/api/reminders/complete', { reminderId: reminder!.rid }, who.token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusal(MSG.forbidden));
    }
    expect((await api.put('/api/reminders/complete', { reminderId: reminder!.rid })).status).toBe(401);
    expect((await remindersOf(company)).map((r) => r.rid)).toEqual([reminder!.rid]);
  });
});

describe('GET /api/reminders/getByCompany and getByUser', () => {
  it("refuses another company's id, workers and clients", async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const employee = await newEmployee(api, company);
    const client = await newClient(api, company);
    await addReminder(company, { text: 'Secreto', dueDate: FUTURE, projectId: (await newProject(api, company)).id });
    for (const who of [other, employee, client]) {
      const res = await api.get(`/api/reminders/getByCompany?companyId=${company.id}`, who.token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusal(MSG.forbidden));
    }
    expect((await api.get(`/api/reminders/getByCompany?companyId=${company.id}`)).status).toBe(401);
    const byUser = await api.get(`/api/reminders/getByUser?userId=${employee.id}`, client.token);
    expect(byUser.status).toBe(403);
    const companyAsUser = await api.get(`/api/reminders/getByUser?userId=${employee.id}`, company.token);
    expect(companyAsUser.status).toBe(403);
  });

  it('a contractor keeps reminders on their own projects and reads them by user', async () => {
    const contractor = await newContractor(api, null);
    const session = await login(api, contractor.username);
    const ownCompanyId = session.body.queryData.companyId!;
    const project = await newProject(api, contractor, { name: 'Baño Gómez' });
    expect(project.companyId).toBe(ownCompanyId);
    const created = await addReminder(contractor, { text: 'Comprar azulejo', dueDate: FUTURE, projectId: project.id });
    expect(created).toEqual([
      expect.objectContaining({ text: 'Comprar azulejo', projectName: 'Baño Gómez', address: project.address }),
    ]);

    const mine = await api.get<Reminder[]>(`/api/reminders/getByUser?userId=${contractor.id}`, contractor.token);
    expect(mine.status).toBe(200);
    expect(mine.body.queryData).toEqual(created);
    const byCompany = await api.get<Reminder[]>(
      `/api/reminders/getByCompany?companyId=${ownCompanyId}`,
      contractor.token,
    );
    expect(byCompany.body.queryData).toEqual(created);

    // Another contractor sees none of it.
    const stranger = await newContractor(api, null);
    expect((await api.get(`/api/reminders/getByUser?userId=${contractor.id}`, stranger.token)).status).toBe(403);
    const theirs = await api.get<Reminder[]>(`/api/reminders/getByUser?userId=${stranger.id}`, stranger.token);
    expect(theirs.body.queryData).toEqual([]);
    const foreign = await api.post(
      '/api/reminders/create',
      { text: 'X', dueDate: FUTURE, projectId: project.id },
      stranger.token,
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.queryError).toBe(MSG.forbidden);
  });

  it("an admin writes the company's reminders; once removed they no longer read them", async () => {
    const company = await newCompany(api);
    const admin = await newAdmin(api, company);
    const project = await newProject(api, company);
    const created = await addReminder(admin, { text: 'Revisar techo', dueDate: FUTURE, projectId: project.id });
    expect(created.map((r) => r.text)).toEqual(['Revisar techo']);
    expect(await remindersOf(company)).toEqual(created);
    const asAdmin = await api.get<Reminder[]>(`/api/reminders/getByCompany?companyId=${company.id}`, admin.token);
    expect(asAdmin.body.queryData).toEqual(created);

    const removed = await api.put('/api/workers/delete', { companyId: company.id, userId: admin.id }, company.token);
    expect(removed.status).toBe(200);
    expect((await api.get(`/api/reminders/getByCompany?companyId=${company.id}`, admin.token)).status).toBe(403);
    const byUser = await api.get<Reminder[]>(`/api/reminders/getByUser?userId=${admin.id}`, admin.token);
    expect(byUser.status).toBe(200);
    expect(byUser.body.queryData).toEqual([]);
  });
});
