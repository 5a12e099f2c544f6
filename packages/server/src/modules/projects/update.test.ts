import { describe, expect, it } from 'vitest';
import { MSG, planLimitMessage, type JobInput, type Notification, type Project, type ProjectInput } from '@obra/domain';
import { useApi, refusal } from '../../test/app.js';
import {
  assigneeOf,
  newClient,
  newCompany,
  newEmployee,
  newProject,
  type Account,
  type CompanyAccount,
} from '../../test/factories.js';

const api = useApi();

async function listOf(company: CompanyAccount): Promise<Project[]> {
  const res = await api.get<Project[]>(`/api/projects/getByCompany?companyId=${company.id}`, company.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
}

/** The update payload the project form sends back: the project as read, with changes. */
function editOf(project: Project, changes: Omit<Partial<ProjectInput>, 'projectItems'> = {}) {
  return {
    id: project.id,
    name: project.name,
    address: project.address,
    city: project.city,
    state: project.state,
    zip: project.zip,
    startDate: project.startDate,
    endDate: project.endDate,
    description: project.description,
    type: project.type,
    clientId: project.clientId,
    status: project.status,
    projectItems: project.projectItems.map((j): JobInput => ({
      id: j.id,
      itemName: j.itemName,
      itemStatus: j.itemStatus,
      itemStartDate: j.itemStartDate,
      itemEndDate: j.itemEndDate,
      itemPrice: j.itemPrice,
      itemLabor: j.itemLabor,
      comments: j.comments,
      assignee: j.assignee,
    })),
    ...changes,
  };
}

async function noticesOf(account: Account): Promise<string[]> {
  const res = await api.get<Notification[]>(`/api/notifications/get/user?userId=${account.id}`, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData.map((n) => n.message);
}

async function update(account: Account, body: unknown) {
  return api.post<Project>('/api/projects/update', body, account.token);
}

describe('projects/update', () => {
  it('changes the fields and adds new jobs', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const employee = await newEmployee(api, company);
    const project = await newProject(api, company, { projectItems: [{ itemName: 'Techo', itemPrice: 100 }] });
    const body = editOf(project, {
      name: 'Techo y canaletas',
      address: '9 Elm St, Provo, UT, 84601',
      city: 'Provo',
      zip: '84601',
      description: 'Con canaletas',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      clientId: client.id,
    });
    body.projectItems.push({ itemName: 'Canaletas', itemPrice: 250.25, assignee: assigneeOf(employee) });
    const res = await update(company, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData).toMatchObject({
      id: project.id,
      name: 'Techo y canaletas',
      address: '9 Elm St, Provo, UT, 84601',
      city: 'Provo',
      zip: '84601',
      description: 'Con canaletas',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      clientId: client.id,
      price: 350.25,
    });
    const items = res.body.queryData.projectItems;
    expect(items.map((j) => [j.itemName, j.userId])).toEqual([
      ['Techo', -1],
      ['Canaletas', employee.id],
    ]);
    expect(items[0]!.id).toBe(project.projectItems[0]!.id);
    expect(await listOf(company)).toEqual([res.body.queryData]);
    expect(await noticesOf(employee)).toEqual(['Se le asignó el trabajo Canaletas del proyecto Techo y canaletas']);
    expect(await noticesOf(client)).toEqual([`${company.name} creó el proyecto Techo y canaletas para usted`]);

    // Taking the job away tells the worker too.
    const again = editOf(res.body.queryData);
    again.projectItems[1]!.assignee = 'Unassigned';
    const unassigned = await update(company, again);
    expect(unassigned.body.queryData.projectItems[1]).toMatchObject({ userId: -1, assignee: 'Unassigned' });
    expect((await noticesOf(employee))[0]).toBe(
      'Ya no tiene asignado el trabajo Canaletas del proyecto Techo y canaletas',
    );
  });

  it('refuses a job id of another project and changes nothing', async () => {
    const company = await newCompany(api);
    const mine = await newProject(api, company, { projectItems: [{ itemName: 'Mío' }] });
    const theirs = await newProject(api, company, { projectItems: [{ itemName: 'Ajeno', itemPrice: 10 }] });
    const before = await listOf(company);
    const body = editOf(mine, { name: 'Cambiado' });
    body.projectItems.push({ ...editOf(theirs).projectItems[0]!, itemName: 'Robado', itemPrice: 99 });
    const res = await update(company, body);
    expect(res.status).toBe(400);
    expect(res.body.queryError).toBe(MSG.jobNotInProject);
    expect(await listOf(company)).toEqual(before);
  });

  it('runs the same validation as create', async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company);
    const before = await listOf(company);
    for (const [changes, message] of [
      [{ address: 'Sin coma' }, MSG.address],
      [{ city: 'provo' }, MSG.city],
      [{ state: 'ut' }, MSG.state],
      [{ zip: '8440' }, MSG.zip],
      [{ endDate: '2026-11-01' }, MSG.endBeforeStart],
      [{ price: 1.234 }, MSG.money],
      [{ status: 'APPROVED' }, MSG.statusNotAllowed],
    ] as const) {
      const res = await update(company, editOf(project, changes as Partial<ProjectInput>));
      expect(res.status).toBe(400);
      expect(res.body.queryError).toBe(message);
    }
    expect(await listOf(company)).toEqual(before);
  });

  it('completes the project when every job is COMPLETED, and reopens it when a job is reopened', async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company, {
      status: 'IN_PROGRESS',
      projectItems: [{ itemName: 'Uno', itemStartDate: '2026-12-02' }, { itemName: 'Dos' }],
    });
    const half = editOf(project);
    half.projectItems[0]!.itemStatus = 'COMPLETED';
    const one = await update(company, half);
    expect(one.body.queryData).toMatchObject({ status: 'IN_PROGRESS', progress: 50 });

    const all = editOf(one.body.queryData);
    for (const item of all.projectItems) item.itemStatus = 'COMPLETED';
    const done = await update(company, all);
    expect(done.status).toBe(200);
    expect(done.body.queryData.status).toBe('COMPLETED');
    expect(done.body.queryData.progress).toBe(100);

    const reopened = editOf(done.body.queryData);
    reopened.projectItems[1]!.itemStatus = 'UPDATED';
    const back = await update(company, reopened);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.queryData.status).toBe('IN_PROGRESS');
    expect(back.body.queryData.projectItems.map((j) => j.itemStatus)).toEqual(['COMPLETED', 'UPDATED']);
  });

  it('does not reopen a completed project past the plan limit of active projects', async () => {
    const company = await newCompany(api);
    const done = await newProject(api, company, { projectItems: [{ itemName: 'Hecho', itemStatus: 'COMPLETED' }] });
    for (let i = 0; i < 3; i++) await newProject(api, company);
    const before = await listOf(company);
    const reopened = editOf(done);
    reopened.projectItems[0]!.itemStatus = 'UPDATED';
    const res = await update(company, reopened);
    expect(res.status).toBe(409);
    expect(res.body.queryError).toBe(planLimitMessage('plus', 'activeProjects'));
    expect(await listOf(company)).toEqual(before);
  });

  it('keeps a completed job on its worker', async () => {
    const company = await newCompany(api);
    const first = await newEmployee(api, company);
    const second = await newEmployee(api, company);
    const project = await newProject(api, company, {
      projectItems: [
        { itemName: 'Hecho', itemStatus: 'COMPLETED', assignee: assigneeOf(first) },
        { itemName: 'Abierto', assignee: assigneeOf(first) },
      ],
    });
    expect(project.projectItems[0]!.itemStatus).toBe('COMPLETED');
    const before = await listOf(company);
    for (const assignee of [assigneeOf(second), 'Unassigned']) {
      const body = editOf(project);
      body.projectItems[0]!.assignee = assignee;
      const res = await update(company, body);
      expect(res.status).toBe(400);
      expect(res.body.queryError).toBe(MSG.jobCompletedLocked);
    }
    expect(await listOf(company)).toEqual(before);
    // The open job can still move.
    const body = editOf(project);
    body.projectItems[1]!.assignee = assigneeOf(second);
    const moved = await update(company, body);
    expect(moved.body.queryData.projectItems.map((j) => j.userId)).toEqual([first.id, second.id]);
  });

  it('still saves a project whose jobs keep a worker who has since left or lost access', async () => {
    const company = await newCompany(api);
    const leaver = await newEmployee(api, company, { name: 'Se Fue' });
    const blocked = await newEmployee(api, company, { name: 'Bloqueado' });
    const project = await newProject(api, company, {
      projectItems: [
        { itemName: 'Hecho', itemStatus: 'COMPLETED', assignee: assigneeOf(leaver) },
        { itemName: 'Abierto', assignee: assigneeOf(blocked) },
      ],
    });
    expect(
      (await api.put('/api/workers/delete', { companyId: company.id, userId: leaver.id }, company.token)).status,
    ).toBe(200);
    expect(
      (await api.put('/api/workers/updateAccess', { userId: blocked.id, access: false }, company.token)).status,
    ).toBe(200);

    // The form sends every job back as read; nobody is being assigned, so nothing is refused.
    const current = (await listOf(company))[0]!;
    expect(current.projectItems.map((j) => j.userId)).toEqual([leaver.id, blocked.id]);
    const res = await update(company, editOf(current, { name: 'Renombrado' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData.name).toBe('Renombrado');
    expect(res.body.queryData.projectItems.map((j) => j.userId)).toEqual([leaver.id, blocked.id]);
    const modal = await api.post(
      '/api/projects/updateJob',
      { ...editOf(current).projectItems[0], projectId: project.id, comments: 'Revisado' },
      company.token,
    );
    expect(modal.status, JSON.stringify(modal.body)).toBe(200);

    // But they cannot be given new work.
    const body = editOf(current);
    body.projectItems.push({ itemName: 'Nuevo', assignee: assigneeOf(blocked) });
    const refused = await update(company, body);
    expect(refused.status).toBe(400);
    expect(refused.body.queryError).toBe(MSG.assignee);
  });

  it('refuses to change the status of a closed project', async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company, { projectItems: [{ itemName: 'Único', itemStatus: 'COMPLETED' }] });
    expect(project.status).toBe('COMPLETED');
    for (const status of ['IN_PROGRESS', 'CLIENT_APPROVAL'] as const) {
      const res = await update(company, editOf(project, { status }));
      expect(res.status).toBe(400);
      expect(res.body.queryError).toBe(MSG.projectClosed);
    }
    const same = await update(company, editOf(project, { name: 'Renombrado' }));
    expect(same.body.queryData).toMatchObject({ status: 'COMPLETED', name: 'Renombrado' });
  });

  it("is refused on another company's project", async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const project = await newProject(api, company);
    const res = await update(other, editOf(project, { name: 'Mío ahora' }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refusal(MSG.forbidden));
    expect((await listOf(company))[0]!.name).toBe(project.name);
  });
});
