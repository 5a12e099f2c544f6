import { describe, expect, it } from 'vitest';
import { MSG, planLimitMessage, requiredMessage, type Project, type ProjectInput } from '@obra/domain';
import { useApi, refusal } from '../../test/app.js';
import {
  assigneeOf,
  newClient,
  newCompany,
  newEmployee,
  newProject,
  projectBody,
  type CompanyAccount,
} from '../../test/factories.js';

const api = useApi();

async function listOf(company: CompanyAccount): Promise<Project[]> {
  const res = await api.get<Project[]>(`/api/projects/getByCompany?companyId=${company.id}`, company.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
}

/** A create the server must refuse with `message`, leaving the company's projects as they were. */
async function refusedCreate(company: CompanyAccount, body: unknown, message: string, status = 400) {
  const before = await listOf(company);
  const res = await api.post('/api/projects/create', body, company.token);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual(refusal(message));
  expect(await listOf(company)).toEqual(before);
}

describe('projects/create', () => {
  it('answers the saved project for the owner, in progress by default when it has no client', async () => {
    const company = await newCompany(api);
    const res = await api.post<Project>(
      '/api/projects/create',
      projectBody({ name: 'Techo Rivera', price: 1500.5 }),
      company.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.querySuccess).toBe(true);
    expect(res.body.queryError).toBeNull();
    const project = res.body.queryData;
    expect(project).toMatchObject({
      companyId: company.id,
      companyName: company.name,
      clientId: 0,
      clientName: '',
      name: 'Techo Rivera',
      address: '500 Center St, Ogden, UT, 84401',
      city: 'Ogden',
      state: 'UT',
      zip: '84401',
      startDate: '2026-12-01',
      endDate: '2026-12-20',
      description: 'Techo nuevo',
      type: 'Techado',
      price: 1500.5,
      status: 'IN_PROGRESS',
      projectItems: [],
      progress: null,
      cost: 0,
      labor: 0,
      profit: 1500.5,
    });
    expect((await listOf(company)).map((p) => p.id)).toEqual([project.id]);
  });

  it('lets the company start a project IN_PROGRESS and refuses every other status', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    expect((await newProject(api, company, { status: 'IN_PROGRESS' })).status).toBe('IN_PROGRESS');
    expect((await newProject(api, company, { status: 'CLIENT_APPROVAL', clientId: client.id })).status).toBe(
      'CLIENT_APPROVAL',
    );
    // SPEC's default, awaiting the client, when there is a client to approve it.
    expect((await newProject(api, company, { clientId: client.id })).status).toBe('CLIENT_APPROVAL');
    for (const status of [
      'APPROVED',
      'REJECTED',
      'COMPLETED',
      'PENDING',
      'UPDATED',
      'INVOICING',
      'SCHEDULED',
    ] as const) {
      await refusedCreate(company, projectBody({ status }), MSG.statusNotAllowed);
    }
  });

  it('never leaves a project awaiting the approval of a client it does not have', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    await refusedCreate(company, projectBody({ status: 'CLIENT_APPROVAL' }), MSG.approvalNeedsClient);

    const waiting = await newProject(api, company, { clientId: client.id });
    const withoutClient = await api.post(
      '/api/projects/update',
      { ...projectBody({ clientId: 0 }), id: waiting.id },
      company.token,
    );
    expect(withoutClient.status).toBe(400);
    expect(withoutClient.body.queryError).toBe(MSG.approvalNeedsClient);

    const alone = await newProject(api, company);
    const asked = await api.post(
      '/api/projects/updateStatus',
      { projectId: alone.id, status: 'CLIENT_APPROVAL' },
      company.token,
    );
    expect(asked.status).toBe(400);
    expect(asked.body.queryError).toBe(MSG.approvalNeedsClient);

    const saved = await api.get<Project[]>(`/api/projects/getByCompany?companyId=${company.id}`, company.token);
    expect(saved.body.queryData.map((p) => [p.id, p.status, p.clientId])).toEqual(
      expect.arrayContaining([
        [waiting.id, 'CLIENT_APPROVAL', client.id],
        [alone.id, 'IN_PROGRESS', 0],
      ]),
    );
  });

  it('takes a client of the company, and refuses any other id as a foreign one (403)', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const client = await newClient(api, company, { name: 'Ana Cliente' });
    const stranger = await newClient(api, other);

    const project = await newProject(api, company, { clientId: client.id });
    expect(project).toMatchObject({ clientId: client.id, clientName: 'Ana Cliente' });

    await refusedCreate(company, projectBody({ clientId: stranger.id }), MSG.forbidden, 403);
    await refusedCreate(company, projectBody({ clientId: 999_999 }), MSG.forbidden, 403);
    // Nor can someone who is not a client at all be named client, even the company's own employee.
    const employee = await newEmployee(api, company);
    await refusedCreate(company, projectBody({ clientId: employee.id }), MSG.forbidden, 403);
  });

  it('checks address, city, state and zip in the order of SPEC §5 and stops at the first failure', async () => {
    const company = await newCompany(api);
    const bad = { address: '500 Center St', city: 'ogden', state: 'ut', zip: '8440' };
    await refusedCreate(company, projectBody(bad), MSG.address);
    await refusedCreate(company, projectBody({ ...bad, address: '500 Center St, Ogden, UT, 84401' }), MSG.city);
    await refusedCreate(company, projectBody({ ...bad, address: '1 A St, Ogden', city: 'Ogden' }), MSG.state);
    await refusedCreate(company, projectBody({ state: 'XX' }), MSG.state);
    await refusedCreate(company, projectBody({ state: 'Utah' }), MSG.state);
    await refusedCreate(company, projectBody({ zip: '8440' }), MSG.zip);
    await refusedCreate(company, projectBody({ zip: '84401-1234' }), MSG.zip);
    // US cities as PRODUCT.md reads the rule.
    for (const city of ['St. George', "Coeur d'Alene", 'Española']) {
      expect((await newProject(api, company, { city })).city).toBe(city);
    }
  });

  it('requires name, description and both dates, with the Spanish message naming the field', async () => {
    const company = await newCompany(api);
    const without = (field: keyof ProjectInput) => {
      const body: Record<string, unknown> = { ...projectBody() };
      delete body[field];
      return body;
    };
    await refusedCreate(company, without('name'), requiredMessage('name'));
    await refusedCreate(company, projectBody({ name: '   ' }), requiredMessage('name'));
    await refusedCreate(company, without('description'), requiredMessage('description'));
    await refusedCreate(company, without('startDate'), requiredMessage('startDate'));
    await refusedCreate(company, projectBody({ endDate: '' }), requiredMessage('endDate'));
    await refusedCreate(company, without('address'), requiredMessage('address'));
    expect(requiredMessage('name')).toBe('El nombre es obligatorio');
  });

  it('refuses an end date before the start date and a malformed date', async () => {
    const company = await newCompany(api);
    await refusedCreate(company, projectBody({ startDate: '2026-12-10', endDate: '2026-12-09' }), MSG.endBeforeStart);
    await refusedCreate(company, projectBody({ startDate: '12/01/2026' }), MSG.date);
    expect((await newProject(api, company, { startDate: '2026-12-10', endDate: '2026-12-10' })).endDate).toBe(
      '2026-12-10',
    );
  });

  it('refuses a price with more than two decimals or below zero, on the project and on a job', async () => {
    const company = await newCompany(api);
    await refusedCreate(company, projectBody({ price: 10.123 }), MSG.money);
    await refusedCreate(company, projectBody({ price: -5 }), MSG.money);
    await refusedCreate(company, projectBody({ price: '12,50' }), MSG.money);
    await refusedCreate(company, projectBody({ projectItems: [{ itemName: 'Techo', itemPrice: 1.005 }] }), MSG.money);
    await refusedCreate(company, projectBody({ projectItems: [{ itemName: 'Techo', itemLabor: -1 }] }), MSG.money);
  });

  it('creates jobs PENDING without a start date and SCHEDULED with one; a missing end date becomes the start date', async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company, {
      projectItems: [
        { itemName: 'Quitar tejas' },
        { itemName: 'Poner tejas', itemStartDate: '2026-12-03' },
        { itemName: 'Limpiar', itemStartDate: '2026-12-05', itemEndDate: '2026-12-07' },
      ],
    });
    const [first, second, third] = project.projectItems;
    expect(first).toMatchObject({
      itemName: 'Quitar tejas',
      itemStatus: 'PENDING',
      itemStartDate: null,
      itemEndDate: null,
    });
    expect(first!.comments).toBe('Comments / Details');
    expect(second).toMatchObject({ itemStatus: 'SCHEDULED', itemStartDate: '2026-12-03', itemEndDate: '2026-12-03' });
    expect(third).toMatchObject({ itemStatus: 'SCHEDULED', itemStartDate: '2026-12-05', itemEndDate: '2026-12-07' });
    expect(project.projectItems.every((j) => j.projectId === project.id)).toBe(true);
    expect(project.progress).toBe(0);
  });

  it("assigns a job to 'id#name' of a company worker and leaves 'Unassigned' with userId -1", async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company, { name: 'Luis Obrero' });
    const project = await newProject(api, company, {
      projectItems: [
        // The name after '#' is not trusted: the answer carries the worker's real name.
        { itemName: 'Techo', assignee: `${employee.id}#Otro Nombre` },
        { itemName: 'Canaletas', assignee: 'Unassigned' },
        { itemName: 'Pintura' },
      ],
    });
    expect(project.projectItems.map((j) => [j.userId, j.assignee])).toEqual([
      [employee.id, `${employee.id}#Luis Obrero`],
      [-1, 'Unassigned'],
      [-1, 'Unassigned'],
    ]);
  });

  it('refuses an assignee who is not a worker of the company', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const foreign = await newEmployee(api, other);
    const client = await newClient(api, company);
    for (const assignee of [
      assigneeOf(foreign),
      assigneeOf(client),
      '999999#Nadie',
      'Luis',
      `${company.id}#${company.name}`,
    ]) {
      await refusedCreate(company, projectBody({ projectItems: [{ itemName: 'Techo', assignee }] }), MSG.assignee);
    }
  });

  it("prices a project with jobs at the sum of its jobs' prices, exactly", async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company, {
      price: 50,
      projectItems: [
        { itemName: 'A', itemPrice: 1000.1, itemLabor: 0.1 },
        { itemName: 'B', itemPrice: '2000.20', itemLabor: 0.2 },
        { itemName: 'C', itemPrice: 0.01 },
      ],
    });
    expect(project.price).toBe(3000.31);
    expect(project.labor).toBe(0.3);
    expect(project.profit).toBe(3000.01);
    expect(project.projectItems.map((j) => [j.itemPrice, j.itemLabor, j.itemCost, j.itemProfit])).toEqual([
      [1000.1, 0.1, 0, 1000],
      [2000.2, 0.2, 0, 2000],
      [0.01, 0, 0, 0.01],
    ]);
    const two = await newProject(api, company, {
      projectItems: [
        { itemName: 'A', itemPrice: 1000.1 },
        { itemName: 'B', itemPrice: 2000.2 },
      ],
    });
    expect(two.price).toBe(3000.3);
    const [listed] = (await listOf(company)).filter((p) => p.id === two.id);
    expect(listed!.price).toBe(3000.3);
  });

  it('stops at the plan limit of active projects with 409, and counts only active ones', async () => {
    const company = await newCompany(api);
    const first = await newProject(api, company, { projectItems: [{ itemName: 'Único', itemStatus: 'COMPLETED' }] });
    expect(first.status).toBe('COMPLETED');
    for (let i = 0; i < 3; i++) await newProject(api, company);
    const before = await listOf(company);
    const res = await api.post('/api/projects/create', projectBody(), company.token);
    expect(res.status).toBe(409);
    expect(res.body.queryError).toBe(planLimitMessage('plus', 'activeProjects'));
    expect(await listOf(company)).toEqual(before);
  });

  it('is refused to employees, clients and without a token', async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const client = await newClient(api, company);
    for (const account of [employee, client]) {
      const res = await api.post('/api/projects/create', projectBody(), account.token);
      expect(res.status).toBe(403);
      expect(res.body.queryError).toBe(MSG.forbidden);
    }
    const anonymous = await api.post('/api/projects/create', projectBody());
    expect(anonymous.status).toBe(401);
    expect(await listOf(company)).toEqual([]);
  });
});
