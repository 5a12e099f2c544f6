import { describe, expect, it } from 'vitest';
import { EXPENSE_MSG, MSG, type Expense, type ExpenseInput, type Project } from '@obra/domain';
import type { ServerEvent } from '../../realtime/events.js';
import { useApi, refusal } from '../../test/app.js';
import {
  assigneeOf,
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
const REFUSED = refusal(MSG.forbidden);

/** A project priced by its jobs: job 0 at 500 with 120.25 of labor, job 1 at 250. */
async function setup(): Promise<{
  company: CompanyAccount;
  worker: Account;
  client: Account;
  project: Project;
  jobId: number;
  job2Id: number;
}> {
  const company = await newCompany(api);
  const worker = await newEmployee(api, company);
  const client = await newClient(api, company);
  const project = await newProject(api, company, {
    clientId: client.id,
    projectItems: [
      { itemName: 'Tejas', itemPrice: 500, itemLabor: 120.25, assignee: assigneeOf(worker) },
      { itemName: 'Canaletas', itemPrice: 250 },
    ],
  });
  return { company, worker, client, project, jobId: project.projectItems[0]!.id, job2Id: project.projectItems[1]!.id };
}

function expenseOf(projectId: number, jobId: number | null, overrides: Partial<ExpenseInput> = {}): ExpenseInput {
  return {
    name: 'Tejas de asfalto',
    amount: 10.1,
    description: 'Home Depot',
    date: '2026-12-03',
    projectId,
    jobId,
    ...overrides,
  };
}

const create = (list: unknown, token: string) => api.post<Expense[]>('/api/expenses/create', list, token);

async function projectOf(token: string, projectId: number): Promise<Project> {
  const res = await api.get<Project>(`/api/projects/getProjectById?projectId=${projectId}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
}

describe('POST /api/expenses/create', () => {
  it("saves a job's expenses and answers that job's list, amounts in dollars", async () => {
    const { company, project, jobId } = await setup();
    const res = await create(
      [
        expenseOf(project.id, jobId, { name: 'Tejas', amount: 10.1, date: '2026-12-04' }),
        expenseOf(project.id, jobId, {
          name: 'Clavos',
          amount: '20.20',
          description: 'Ferretería',
          date: '2026-12-03',
        }),
        expenseOf(project.id, jobId, { name: 'Cinta', amount: 0.3 }),
      ],
      company.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData.map(({ id: _id, ...e }) => e)).toEqual([
      { name: 'Clavos', amount: 20.2, description: 'Ferretería', date: '2026-12-03', projectId: project.id, jobId },
      { name: 'Cinta', amount: 0.3, description: 'Home Depot', date: '2026-12-03', projectId: project.id, jobId },
      { name: 'Tejas', amount: 10.1, description: 'Home Depot', date: '2026-12-04', projectId: project.id, jobId },
    ]);
    const listed = await api.get<Expense[]>(`/api/expenses/getByJobId?jobId=${jobId}`, company.token);
    expect(listed.body.queryData).toEqual(res.body.queryData);
  });

  it("makes the job's cost the sum of its expenses and the project's cost the sum of all, to the cent", async () => {
    const { company, project, jobId, job2Id } = await setup();
    const before = await projectOf(company.token, project.id);
    expect(before.projectItems[0]).toMatchObject({ itemCost: 0, itemProfit: 379.75 });
    expect(before).toMatchObject({ price: 750, cost: 0, labor: 120.25, profit: 629.75 });

    // 0.1 + 0.2 is not 0.3 in binary floats; in cents it is.
    await create(
      [expenseOf(project.id, jobId, { amount: 0.1 }), expenseOf(project.id, jobId, { amount: '0.2' })],
      company.token,
    );
    await create([expenseOf(project.id, jobId, { amount: 30.33 })], company.token);
    await create([expenseOf(project.id, job2Id, { amount: '99.99' })], company.token);
    const own = await create([expenseOf(project.id, null, { amount: 0.07 })], company.token);
    expect(own.body.queryData).toHaveLength(1);

    const after = await projectOf(company.token, project.id);
    expect(after.projectItems[0]).toMatchObject({ itemCost: 30.63, itemProfit: 349.12 });
    expect(after.projectItems[1]).toMatchObject({ itemCost: 99.99, itemProfit: 150.01 });
    // 30.63 + 99.99 + 0.07 of expenses; 750 − (130.69 + 120.25).
    expect(after).toMatchObject({ price: 750, cost: 130.69, labor: 120.25, profit: 499.06 });

    const jobList = await api.get<Expense[]>(`/api/expenses/getByJobId?jobId=${jobId}`, company.token);
    const removed = jobList.body.queryData.find((e) => e.amount === 30.33)!;
    const del = await api.put<Expense[]>('/api/expenses/delete', { id: removed.id }, company.token);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(del.body.queryData.map((e) => e.amount)).toEqual([0.1, 0.2]);

    const deleted = await projectOf(company.token, project.id);
    expect(deleted.projectItems[0]).toMatchObject({ itemCost: 0.3, itemProfit: 379.45 });
    expect(deleted).toMatchObject({ cost: 100.36, profit: 529.39 });

    const ownDel = await api.put<Expense[]>('/api/expenses/delete', { id: own.body.queryData[0]!.id }, company.token);
    expect(ownDel.body.queryData).toEqual([]);
    expect(await projectOf(company.token, project.id)).toMatchObject({ cost: 100.29, profit: 529.46 });
  });

  it("lists the project's own expenses apart from its jobs' expenses", async () => {
    const { company, project, jobId } = await setup();
    await create([expenseOf(project.id, jobId, { name: 'Del trabajo' })], company.token);
    const res = await create(
      [
        expenseOf(project.id, null, { name: 'Permiso' }),
        { ...expenseOf(project.id, null), name: 'Basura', jobId: undefined },
      ],
      company.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData.map((e) => [e.name, e.jobId])).toEqual([
      ['Permiso', null],
      ['Basura', null],
    ]);
    const listed = await api.get<Expense[]>(`/api/expenses/getByProjectId?projectId=${project.id}`, company.token);
    expect(listed.body.queryData).toEqual(res.body.queryData);
  });

  it('answers SPEC’s rule for each field in Spanish, saving nothing', async () => {
    const { company, project, jobId } = await setup();
    const base = expenseOf(project.id, jobId);
    const cases: [unknown, string][] = [
      [[{ ...base, name: undefined }], EXPENSE_MSG.nameRequired],
      [[{ ...base, name: '   ' }], EXPENSE_MSG.nameRequired],
      [[{ ...base, description: undefined }], EXPENSE_MSG.descriptionRequired],
      [[{ ...base, description: '' }], EXPENSE_MSG.descriptionRequired],
      [[{ ...base, date: undefined }], EXPENSE_MSG.dateRequired],
      [[{ ...base, date: '' }], EXPENSE_MSG.dateRequired],
      [[{ ...base, date: '2026-02-30' }], MSG.date],
      [[{ ...base, amount: undefined }], EXPENSE_MSG.amountRequired],
      [[{ ...base, amount: '' }], EXPENSE_MSG.amountRequired],
      [[{ ...base, amount: '12.345' }], MSG.money],
      [[{ ...base, amount: 12.345 }], MSG.money],
      [[{ ...base, amount: '-1' }], MSG.money],
      [[{ ...base, amount: -1 }], MSG.money],
      [[{ ...base, amount: 'doce' }], MSG.money],
      [[{ ...base, projectId: undefined }], EXPENSE_MSG.project],
      [[{ ...base, jobId: 'x' }], EXPENSE_MSG.job],
      [[base, { ...base, jobId: null }], EXPENSE_MSG.oneScope],
      [[], EXPENSE_MSG.empty],
      [base, EXPENSE_MSG.empty],
    ];
    for (const [body, message] of cases) {
      const res = await create(body, company.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual(refusal(message));
    }
    const ok = await create(
      [
        { ...base, amount: '12.5' },
        { ...base, amount: 0 },
        { ...base, amount: '7' },
      ],
      company.token,
    );
    expect(ok.body.queryData.map((e) => e.amount)).toEqual([12.5, 0, 7]);
    const listed = await api.get<Expense[]>(`/api/expenses/getByJobId?jobId=${jobId}`, company.token);
    expect(listed.body.queryData).toHaveLength(3);
  });

  it("refuses a job of another of the company's projects (400) and another company's job (403)", async () => {
    const { company, project } = await setup();
    const other = await newProject(api, company, { projectItems: [{ itemName: 'Otro' }] });
    const mistake = await create([expenseOf(project.id, other.projectItems[0]!.id)], company.token);
    expect(mistake.status).toBe(400);
    expect(mistake.body.queryError).toBe(MSG.jobNotInProject);

    const stranger = await setup();
    const foreign = await create([expenseOf(project.id, stranger.jobId)], company.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(REFUSED);
  });

  it('lets an admin and a contractor on their own projects keep expenses', async () => {
    const { company, project, jobId } = await setup();
    const admin = await newAdmin(api, company);
    expect((await create([expenseOf(project.id, jobId)], admin.token)).status).toBe(200);
    const contractor = await newContractor(api, null);
    const own = await newProject(api, contractor, { projectItems: [{ itemName: 'Propio', itemPrice: 100 }] });
    const res = await create([expenseOf(own.id, own.projectItems[0]!.id, { amount: 40 })], contractor.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await projectOf(contractor.token, own.id)).projectItems[0]).toMatchObject({ itemCost: 40, itemProfit: 60 });
  });

  it('announces the change of the project after a create and a delete', async () => {
    const { company, project, jobId } = await setup();
    const seen: ServerEvent[] = [];
    const stop = api.app.deps.events.subscribe((events) => void seen.push(...events));
    try {
      const res = await create([expenseOf(project.id, jobId)], company.token);
      expect(seen).toContainEqual(expect.objectContaining({ type: 'project update', projectId: project.id }));
      seen.length = 0;
      await api.put('/api/expenses/delete', { id: res.body.queryData[0]!.id }, company.token);
      expect(seen).toContainEqual(expect.objectContaining({ type: 'project update', projectId: project.id }));
    } finally {
      stop();
    }
  });
});

describe('expenses belong to the owner side', () => {
  it("lets the job's worker add to it from the field, answering only what they added", async () => {
    const { company, worker, project, jobId, job2Id } = await setup();
    await create([expenseOf(project.id, jobId, { amount: 40 })], company.token);
    const res = await create([expenseOf(project.id, jobId, { name: 'Clavos', amount: 12.5 })], worker.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData).toEqual([expect.objectContaining({ name: 'Clavos', amount: 12.5, jobId })]);
    expect((await projectOf(company.token, project.id)).projectItems[0]).toMatchObject({ itemCost: 52.5 });
    expect((await projectOf(worker.token, project.id)).projectItems[0]).not.toHaveProperty('itemCost');
    // Not a job of someone else's, nor the project's own expenses.
    expect((await create([expenseOf(project.id, job2Id)], worker.token)).status).toBe(403);
    expect((await create([expenseOf(project.id, null)], worker.token)).status).toBe(403);
    // Nor once the company has turned their access off.
    expect(
      (await api.put('/api/workers/updateAccess', { userId: worker.id, access: false }, company.token)).status,
    ).toBe(200);
    expect((await create([expenseOf(project.id, jobId)], worker.token)).status).not.toBe(200);
  });

  it("refuses another tenant, the project's worker and client, reading, adding or deleting (403), changing nothing", async () => {
    const { company, worker, client, project, jobId } = await setup();
    const saved = await create(
      [expenseOf(project.id, jobId, { amount: 25 }), expenseOf(project.id, jobId, { amount: 5 })],
      company.token,
    );
    const ownSaved = await create([expenseOf(project.id, null, { amount: 3 })], company.token);
    const expenseId = saved.body.queryData[0]!.id;
    const other = await newCompany(api);
    const callers = [other, await newEmployee(api, other), worker, client, await newContractor(api, null)];
    for (const who of callers) {
      const calls = [
        () => api.get(`/api/expenses/getByJobId?jobId=${jobId}`, who.token),
        () => api.get(`/api/expenses/getByProjectId?projectId=${project.id}`, who.token),
        // The job's own worker may add to it (above); nobody else here may.
        ...(who === worker ? [] : [() => create([expenseOf(project.id, jobId, { amount: 1000 })], who.token)]),
        () => create([expenseOf(project.id, null, { amount: 1000 })], who.token),
        () => api.put('/api/expenses/delete', { id: expenseId }, who.token),
      ];
      for (const call of calls) {
        const res = await call();
        expect(res.status, who.username).toBe(403);
        expect(res.body).toEqual(REFUSED);
      }
    }
    // B cannot slip A's job or A's project into its own request either.
    const theirs = await newProject(api, other, { projectItems: [{ itemName: 'De B' }] });
    expect((await create([expenseOf(theirs.id, jobId)], other.token)).status).toBe(403);

    expect((await api.get<Expense[]>(`/api/expenses/getByJobId?jobId=${jobId}`, company.token)).body.queryData).toEqual(
      saved.body.queryData,
    );
    expect(
      (await api.get<Expense[]>(`/api/expenses/getByProjectId?projectId=${project.id}`, company.token)).body.queryData,
    ).toEqual(ownSaved.body.queryData);
    expect(await projectOf(company.token, project.id)).toMatchObject({ cost: 33 });
    // The worker's and the client's views of the project carry no cost at all.
    for (const who of [worker, client]) {
      const seen = await projectOf(who.token, project.id);
      expect(seen).not.toHaveProperty('cost');
      expect(seen.projectItems[0]).not.toHaveProperty('itemCost');
    }
  });

  it('refuses ids that do not exist like foreign ones, and answers 401 without a token', async () => {
    const { company, project, jobId } = await setup();
    expect((await api.get('/api/expenses/getByJobId?jobId=2147483647', company.token)).status).toBe(403);
    expect((await api.get('/api/expenses/getByProjectId?projectId=2147483647', company.token)).status).toBe(403);
    expect((await api.put('/api/expenses/delete', { id: 2147483647 }, company.token)).status).toBe(403);
    expect((await create([expenseOf(2147483647, null)], company.token)).status).toBe(403);
    expect((await api.get(`/api/expenses/getByJobId?jobId=${jobId}`)).status).toBe(401);
    expect((await api.post('/api/expenses/create', [expenseOf(project.id, jobId)])).status).toBe(401);
  });
});
