import { describe, expect, it } from 'vitest';
import { MSG, type AssigneeOption, type ListedJob, type Project } from '@obra/domain';
import { expenses } from '../../db/schema.js';
import { useApi, refusal } from '../../test/app.js';
import {
  assigneeOf,
  login,
  newAdmin,
  newClient,
  newCompany,
  newContractor,
  newEmployee,
  newProject,
  type Account,
} from '../../test/factories.js';

const api = useApi();

const OWNER_ONLY = ['cost', 'labor', 'profit', 'itemCost', 'itemLabor', 'itemProfit'];

/** Every key anywhere in a JSON answer, so a hidden field cannot slip through at any depth. */
function keysIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysIn(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysIn(v, into);
    }
  }
  return into;
}

function expectNoOwnerFields(value: unknown) {
  const keys = keysIn(value);
  for (const key of OWNER_ONLY) expect(keys.has(key), `${key} must not be sent`).toBe(false);
}

async function read<T>(url: string, account?: Account) {
  return api.get<T>(url, account?.token);
}

async function ok<T>(url: string, account: Account): Promise<T> {
  const res = await read<T>(url, account);
  expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
  expect(res.body.querySuccess).toBe(true);
  return res.body.queryData;
}

/**
 * A company with a client, two employees, a linked contractor and two projects:
 * "Casa" (client, jobs for the first employee and the contractor, with expenses) and "Bodega"
 * (no client, one job for the second employee).
 */
async function world() {
  const company = await newCompany(api);
  const client = await newClient(api, company, { name: 'Clara Cliente' });
  const luis = await newEmployee(api, company, { name: 'Luis' });
  const marta = await newEmployee(api, company, { name: 'Marta' });
  const contractor = await newContractor(api, company, { name: 'Rosa' });
  const casa = await newProject(api, company, {
    name: 'Casa',
    clientId: client.id,
    projectItems: [
      {
        itemName: 'Techo',
        itemPrice: 1000.1,
        itemLabor: 200.05,
        assignee: assigneeOf(luis),
        itemStartDate: '2026-12-02',
      },
      { itemName: 'Pintura', itemPrice: '2000.20', assignee: assigneeOf(contractor), itemStartDate: '2026-12-01' },
      { itemName: 'Limpieza', itemPrice: 0 },
    ],
  });
  const bodega = await newProject(api, company, {
    name: 'Bodega',
    projectItems: [{ itemName: 'Piso', itemPrice: 10, assignee: assigneeOf(marta) }],
  });
  const [techo] = casa.projectItems;
  await api.database.db.insert(expenses).values([
    {
      projectId: casa.id,
      jobId: techo!.id,
      name: 'Tejas',
      amountCents: 30003,
      description: 'Tejas rojas',
      date: '2026-12-02',
    },
    { projectId: casa.id, jobId: null, name: 'Permiso', amountCents: 5050, description: 'Ciudad', date: '2026-12-01' },
  ]);
  return { company, client, luis, marta, contractor, casa, bodega };
}

describe('the owner side', () => {
  it('sees every project with cost, labor and profit, exactly', async () => {
    const { company, casa, bodega } = await world();
    const projects = await ok<Project[]>(`/api/projects/getByCompany?companyId=${company.id}`, company);
    expect(projects.map((p) => p.name)).toEqual(['Bodega', 'Casa']);
    const seen = projects.find((p) => p.id === casa.id)!;
    expect(seen).toMatchObject({
      price: 3000.3,
      cost: 350.53,
      labor: 200.05,
      profit: 2449.72,
      clientName: 'Clara Cliente',
    });
    expect(seen.projectItems.map((j) => [j.itemName, j.itemPrice, j.itemLabor, j.itemCost, j.itemProfit])).toEqual([
      ['Techo', 1000.1, 200.05, 300.03, 500.02],
      ['Pintura', 2000.2, 0, 0, 2000.2],
      ['Limpieza', 0, 0, 0, 0],
    ]);
    expect(projects.find((p) => p.id === bodega.id)).toMatchObject({ price: 10, cost: 0, labor: 0, profit: 10 });
    expect(await ok<Project>(`/api/projects/getProjectById?projectId=${casa.id}`, company)).toEqual(seen);
  });

  it('lists every job of the company and the people it may assign', async () => {
    const { company, client, luis, marta, contractor, casa, bodega } = await world();
    const jobs = await ok<ListedJob[]>(`/api/projects/getJobsByCompany?companyId=${company.id}`, company);
    expect(jobs).toHaveLength(4);
    const pintura = jobs.find((j) => j.name === 'Pintura');
    expect(pintura).toEqual({
      id: casa.projectItems[1]!.id,
      name: 'Pintura',
      address: casa.address,
      clientName: 'Clara Cliente',
      projectName: 'Casa',
      companyName: company.name,
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      details: 'Comments / Details',
      status: 'SCHEDULED',
      assignee: `${contractor.id}#Rosa`,
      userId: contractor.id,
      proid: casa.id,
    });
    expect(jobs.find((j) => j.name === 'Piso')).toMatchObject({ proid: bodega.id, clientName: '', userId: marta.id });
    expect(jobs.find((j) => j.name === 'Limpieza')).toMatchObject({ userId: -1, assignee: 'Unassigned' });
    expectNoOwnerFields(jobs);

    const admin = await newAdmin(api, company);
    const options = await ok<AssigneeOption[]>(`/api/projects/getAssigneesByCompany?companyId=${company.id}`, company);
    const expected = [admin, luis, marta, contractor]
      .map((a) => ({ userId: a.id, name: a.name, assignee: `${a.id}#${a.name}` }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
    expect(options).toEqual(expected);
    expect(options.map((o) => o.userId)).not.toContain(client.id);
    // An admin reads the same lists as the company.
    expect(await ok(`/api/projects/getAssigneesByCompany?companyId=${company.id}`, admin)).toEqual(options);
    expect(await ok(`/api/projects/getJobsByCompany?companyId=${company.id}`, admin)).toEqual(jobs);

    // A worker whose access is off is not offered.
    const off = await api.put('/api/workers/updateAccess', { userId: marta.id, access: false }, company.token);
    expect(off.status).toBe(200);
    const after = await ok<AssigneeOption[]>(`/api/projects/getAssigneesByCompany?companyId=${company.id}`, company);
    expect(after.map((o) => o.userId)).not.toContain(marta.id);
  });

  it("answers 403 for another company's id and to people who are not the company", async () => {
    const { company, client, luis, contractor } = await world();
    const other = await newCompany(api);
    const otherAdmin = await newAdmin(api, other);
    for (const path of ['getByCompany', 'getJobsByCompany', 'getAssigneesByCompany']) {
      for (const account of [other, otherAdmin, client, luis, contractor]) {
        const res = await read(`/api/projects/${path}?companyId=${company.id}`, account);
        expect(res.status, `${path} by ${account.username}`).toBe(403);
        expect(res.body).toEqual(refusal(MSG.forbidden));
      }
      expect((await read(`/api/projects/${path}?companyId=${company.id}`)).status).toBe(401);
      expect((await read(`/api/projects/${path}?companyId=abc`, company)).status).toBe(400);
    }
  });
});

describe('getByUser and getProjectById', () => {
  it('shows the client their projects with every job and no cost, labor or profit', async () => {
    const { company, client, casa, bodega } = await world();
    const mine = await ok<Project[]>(`/api/projects/getByUser?userId=${client.id}`, client);
    expect(mine.map((p) => p.id)).toEqual([casa.id]);
    expect(mine[0]).toMatchObject({ name: 'Casa', companyName: company.name, clientId: client.id, price: 3000.3 });
    expect(mine[0]!.projectItems.map((j) => j.itemName)).toEqual(['Techo', 'Pintura', 'Limpieza']);
    expectNoOwnerFields(mine);

    const one = await ok<Project>(`/api/projects/getProjectById?projectId=${casa.id}`, client);
    expect(one).toEqual(mine[0]);
    const theirs = await read(`/api/projects/getProjectById?projectId=${bodega.id}`, client);
    expect(theirs.status).toBe(403);
    expect(theirs.body.queryError).toBe(MSG.forbidden);
    // A client has no open jobs of their own.
    expect(await ok(`/api/projects/getJobsByUser?userId=${client.id}`, client)).toEqual([]);
  });

  it('shows an employee only the projects holding their jobs, and only those jobs', async () => {
    const { company, luis, marta, casa, bodega } = await world();
    const idle = await newEmployee(api, company);
    const seen = await ok<Project[]>(`/api/projects/getByUser?userId=${luis.id}`, luis);
    expect(seen.map((p) => p.id)).toEqual([casa.id]);
    expect(seen[0]!.projectItems.map((j) => [j.itemName, j.userId, j.itemPrice])).toEqual([['Techo', luis.id, 1000.1]]);
    // Worth what the jobs shown are worth, not the whole project's 3000.30.
    expect(seen[0]!.price).toBe(1000.1);
    expectNoOwnerFields(seen);
    expect(await ok<Project>(`/api/projects/getProjectById?projectId=${casa.id}`, luis)).toEqual(seen[0]);

    const bodegaOnly = await ok<Project[]>(`/api/projects/getByUser?userId=${marta.id}`, marta);
    expect(bodegaOnly.map((p) => p.id)).toEqual([bodega.id]);
    expect(await ok(`/api/projects/getByUser?userId=${idle.id}`, idle)).toEqual([]);

    const forbidden = await read(`/api/projects/getProjectById?projectId=${bodega.id}`, luis);
    expect(forbidden.status).toBe(403);
    expect((await read(`/api/projects/getProjectById?projectId=${casa.id}`, idle)).status).toBe(403);
  });

  it("shows a contractor their own projects as owner and the company's as worker", async () => {
    const { company, contractor, casa } = await world();
    const session = await login(api, contractor.username);
    const ownCompanyId = session.body.queryData.companyId!;
    expect(ownCompanyId).not.toBe(company.id);

    const self = `${contractor.id}#${contractor.name}`;
    const own = await newProject(api, contractor, {
      name: 'Propio',
      projectItems: [{ itemName: 'Mío', itemPrice: 40, itemLabor: 15, assignee: self }, { itemName: 'Sin asignar' }],
    });
    expect(own.companyId).toBe(ownCompanyId);
    expect(own.projectItems[0]!.userId).toBe(contractor.id);

    const seen = await ok<Project[]>(`/api/projects/getByUser?userId=${contractor.id}`, contractor);
    expect(seen.map((p) => p.id)).toEqual([own.id, casa.id]);
    const [mine, theirs] = seen;
    expect(mine).toMatchObject({ price: 40, labor: 15, profit: 25 });
    expect(mine!.projectItems).toHaveLength(2);
    expect(mine!.projectItems[0]).toMatchObject({ itemLabor: 15, itemCost: 0, itemProfit: 25 });
    expect(theirs!.projectItems.map((j) => j.itemName)).toEqual(['Pintura']);
    expect(theirs!.price).toBe(2000.2);
    expectNoOwnerFields(theirs);

    expect(await ok<Project[]>(`/api/projects/getByCompany?companyId=${ownCompanyId}`, contractor)).toEqual([mine]);
    // Open jobs across both companies.
    const jobs = await ok<ListedJob[]>(`/api/projects/getJobsByUser?userId=${contractor.id}`, contractor);
    expect(jobs.map((j) => j.name).sort()).toEqual(['Mío', 'Pintura']);
    expect(jobs.find((j) => j.name === 'Pintura')).toMatchObject({ companyName: company.name, proid: casa.id });
    // The company does not see the contractor's own projects.
    const companyList = await ok<Project[]>(`/api/projects/getByCompany?companyId=${company.id}`, company);
    expect(companyList.map((p) => p.id)).not.toContain(own.id);
  });

  it("lists a worker's open jobs and drops completed ones", async () => {
    const { luis, casa } = await world();
    const jobs = await ok<ListedJob[]>(`/api/projects/getJobsByUser?userId=${luis.id}`, luis);
    expect(jobs).toEqual([
      expect.objectContaining({
        id: casa.projectItems[0]!.id,
        name: 'Techo',
        clientName: 'Clara Cliente',
        status: 'SCHEDULED',
      }),
    ]);
    expectNoOwnerFields(jobs);
    const job = casa.projectItems[0]!;
    const done = await api.post(
      '/api/projects/updateJob',
      {
        id: job.id,
        projectId: casa.id,
        itemName: job.itemName,
        itemStartDate: job.itemStartDate,
        itemStatus: 'COMPLETED',
      },
      luis.token,
    );
    expect(done.status).toBe(200);
    expect(await ok(`/api/projects/getJobsByUser?userId=${luis.id}`, luis)).toEqual([]);
  });

  it("answers 403 for someone else's userId or project, the same for no such project, and 401 without a token", async () => {
    const { company, client, luis, marta, casa } = await world();
    for (const path of ['getByUser', 'getJobsByUser']) {
      for (const [account, userId] of [
        [luis, marta.id],
        [client, luis.id],
        [marta, client.id],
        [company, luis.id],
        [company, company.id],
      ] as const) {
        const res = await read(`/api/projects/${path}?userId=${userId}`, account);
        expect(res.status, `${path} by ${account.username} for ${userId}`).toBe(403);
        expect(res.body).toEqual(refusal(MSG.forbidden));
      }
      expect((await read(`/api/projects/${path}?userId=${luis.id}`)).status).toBe(401);
      expect((await read(`/api/projects/${path}?userId=${luis.id}`, { ...luis, token: 'x.y.z' })).status).toBe(401);
    }
    expect((await read(`/api/projects/getProjectById?projectId=${casa.id}`)).status).toBe(401);
    const other = await newCompany(api);
    const foreign = await read(`/api/projects/getProjectById?projectId=${casa.id}`, other);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(refusal(MSG.forbidden));
    const missing = await read(`/api/projects/getProjectById?projectId=999999`, company);
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual(foreign.body);
  });

  it('stops showing a worker the company once their access is off', async () => {
    const { company, luis } = await world();
    const off = await api.put('/api/workers/updateAccess', { userId: luis.id, access: false }, company.token);
    expect(off.status).toBe(200);
    expect((await read(`/api/projects/getByUser?userId=${luis.id}`, luis)).status).toBe(401);
  });
});
