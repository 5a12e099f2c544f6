import { describe, expect, it } from 'vitest';

import { planLimitMessage, type Plan, type Project, type Worker } from '@obra/domain';
import { clientPassword, clientUsername } from '../../auth/client-hash.js';
import { setPlan as changePlan } from './limits.js';
import { TEST_REGISTRATION_CODE, useApi, refusal } from '../../test/app.js';
import {
  address,
  newClient,
  newCompany,
  newContractor,
  newEmployee,
  newProject,
  projectBody,
  type CompanyAccount,
} from '../../test/factories.js';

const api = useApi();

/** The operator's plan change, as `npm run plan` makes it. */
async function setPlan(company: CompanyAccount, plan: Plan) {
  expect(await changePlan(api.database.db, company.id, plan)).toBe(company.name);
}

const projectCount = async (company: CompanyAccount) => {
  const res = await api.get<Project[]>(`/api/projects/getByCompany?companyId=${company.id}`, company.token);
  expect(res.status).toBe(200);
  return res.body.queryData.length;
};

const workerCount = async (company: CompanyAccount) => {
  const res = await api.get<Worker[]>(`/api/workers/get?companyId=${company.id}`, company.token);
  expect(res.status).toBe(200);
  // Those who only asked to join take no seat.
  return res.body.queryData.filter((w) => !w.pending).length;
};

let seq = 0;
function workerBody() {
  seq += 1;
  const username = `plan-trabajador-${Date.now()}-${seq}`;
  return {
    name: `Trabajador ${seq}`,
    email: `${username}@example.com`,
    phone: '801-555-0123',
    field: 'Limpieza',
    username: clientUsername(username),
    password: clientPassword('clave'),
  };
}

function employeeSignup(company: CompanyAccount) {
  seq += 1;
  const username = `plan-empleado-${Date.now()}-${seq}`;
  return {
    registrationCode: TEST_REGISTRATION_CODE,
    username: clientUsername(username),
    password: clientPassword('clave'),
    name: `Empleado ${seq}`,
    email: `${username}@example.com`,
    phone: '801-555-0111',
    ...address,
    userType: 'employee',
    field: 'Pintura',
    companyIdentifier: company.identifier,
  };
}

/** Someone signs up with the identifier (a request, no seat yet); answers the company's acceptance of it. */
async function acceptSignup(company: CompanyAccount) {
  const signup = await api.post<{ id: number }>('/api/auth/signup/user', employeeSignup(company));
  expect(signup.status, JSON.stringify(signup.body)).toBe(200);
  return api.put('/api/workers/updateAccess', { userId: signup.body.queryData.id, access: true }, company.token);
}

describe('Plus plan: active projects', () => {
  it('starts new companies on plus and refuses a 4th active project with the plan message', async () => {
    const company = await newCompany(api);
    const account = await api.get<{ plan: Plan }>(`/api/account/get/company?account=${company.id}`, company.token);
    expect(account.body.queryData.plan).toBe('plus');
    for (let i = 0; i < 3; i++) await newProject(api, company);

    const fourth = await api.post('/api/projects/create', projectBody(), company.token);
    expect(fourth.status).toBe(409);
    expect(fourth.body).toEqual(refusal(planLimitMessage('plus', 'activeProjects')));
    expect(fourth.body.queryError).toBe(
      'Su plan Plus permite como máximo 3 proyectos activos. Cambie de plan para agregar más.',
    );
    expect(await projectCount(company)).toBe(3);
  });

  it('frees a slot when a project is completed', async () => {
    const company = await newCompany(api);
    const first = await newProject(api, company, {
      projectItems: [{ itemName: 'Único trabajo', itemStartDate: '2026-12-02' }],
    });
    await newProject(api, company);
    await newProject(api, company);
    expect((await api.post('/api/projects/create', projectBody(), company.token)).status).toBe(409);

    const job = first.projectItems[0]!;
    const done = await api.post<Project>(
      '/api/projects/updateJob',
      { id: job.id, projectId: first.id, itemName: job.itemName, itemStartDate: '2026-12-02', itemStatus: 'COMPLETED' },
      company.token,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.queryData.status).toBe('COMPLETED');

    expect((await api.post('/api/projects/create', projectBody(), company.token)).status).toBe(200);
    const again = await api.post('/api/projects/create', projectBody(), company.token);
    expect(again.status).toBe(409);
    expect(again.body.queryError).toBe(planLimitMessage('plus', 'activeProjects'));
    expect(await projectCount(company)).toBe(4);
  });

  it('frees a slot when the client rejects a project', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const offer = await newProject(api, company, { clientId: client.id });
    await newProject(api, company);
    await newProject(api, company);
    expect((await api.post('/api/projects/create', projectBody(), company.token)).status).toBe(409);

    const rejected = await api.post<Project>(
      '/api/projects/updateStatus',
      { projectId: offer.id, status: 'REJECTED' },
      client.token,
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.queryData.status).toBe('REJECTED');
    expect((await api.post('/api/projects/create', projectBody(), company.token)).status).toBe(200);
    expect(await projectCount(company)).toBe(4);
  });

  it('does not let a completed project come back to active past the limit', async () => {
    const company = await newCompany(api);
    const closing = await newProject(api, company, {
      projectItems: [{ itemName: 'Trabajo', itemStartDate: '2026-12-02' }],
    });
    const job = closing.projectItems[0]!;
    const complete = { id: job.id, projectId: closing.id, itemName: job.itemName, itemStartDate: '2026-12-02' };
    expect(
      (await api.post('/api/projects/updateJob', { ...complete, itemStatus: 'COMPLETED' }, company.token)).status,
    ).toBe(200);
    for (let i = 0; i < 3; i++) await newProject(api, company);

    // Reopening the job would make the completed project active again: a 4th active project.
    const reopen = await api.post('/api/projects/updateJob', { ...complete, itemStatus: 'UPDATED' }, company.token);
    expect(reopen.status, JSON.stringify(reopen.body)).toBe(409);
    expect(reopen.body.queryError).toBe(planLimitMessage('plus', 'activeProjects'));
    const projects = await api.get<Project[]>(`/api/projects/getByCompany?companyId=${company.id}`, company.token);
    const stored = projects.body.queryData.find((p) => p.id === closing.id);
    expect(stored?.status).toBe('COMPLETED');
    expect(stored?.projectItems[0]?.itemStatus).toBe('COMPLETED');
    expect(projects.body.queryData.filter((p) => p.status !== 'COMPLETED' && p.status !== 'REJECTED')).toHaveLength(3);
  });

  it('applies to an independent contractor on their own company record', async () => {
    const contractor = await newContractor(api, null);
    for (let i = 0; i < 3; i++) await newProject(api, contractor);
    const fourth = await api.post('/api/projects/create', projectBody(), contractor.token);
    expect(fourth.status).toBe(409);
    expect(fourth.body.queryError).toBe(planLimitMessage('plus', 'activeProjects'));
  });
});

describe('Plus plan: employees', () => {
  it('allows 3 employees; a 4th by workers/create or by accepting a sign-up is 409', async () => {
    const company = await newCompany(api);
    await newEmployee(api, company);
    const created = await api.post('/api/workers/create', workerBody(), company.token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await newEmployee(api, company);
    expect(await workerCount(company)).toBe(3);

    const message = planLimitMessage('plus', 'employees');
    expect(message).toBe('Su plan Plus permite como máximo 3 cuentas de empleados. Cambie de plan para agregar más.');
    const byCompany = await api.post('/api/workers/create', workerBody(), company.token);
    expect(byCompany.status).toBe(409);
    expect(byCompany.body).toEqual(refusal(message));
    const byAccepting = await acceptSignup(company);
    expect(byAccepting.status).toBe(409);
    expect(byAccepting.body.queryError).toBe(message);
    // Nothing was made: not listed, and the request waits for a free seat.
    expect(await workerCount(company)).toBe(3);
    const waiting = await api.get<Worker[]>(`/api/workers/get?companyId=${company.id}`, company.token);
    expect(waiting.body.queryData.filter((w) => w.pending)).toHaveLength(1);
  });

  it('counts admins, not contractors; removing an employee frees a slot', async () => {
    const company = await newCompany(api);
    const first = await newEmployee(api, company);
    await newEmployee(api, company);
    const admin = await newEmployee(api, company);
    expect((await api.put('/api/workers/updateType', { userId: admin.id, type: 'admin' }, company.token)).status).toBe(
      200,
    );
    expect((await api.post('/api/workers/create', workerBody(), company.token)).status).toBe(409);

    // Contractors joining are not employee accounts.
    await newContractor(api, company);
    await newContractor(api, company);
    expect(await workerCount(company)).toBe(5);

    const removed = await api.put('/api/workers/delete', { companyId: company.id, userId: first.id }, company.token);
    expect(removed.status).toBe(200);
    expect((await acceptSignup(company)).status).toBe(200);
    expect((await api.post('/api/workers/create', workerBody(), company.token)).status).toBe(409);
  });
});

describe('requests at once', () => {
  it('never let two creations slip past the limit together', async () => {
    const company = await newCompany(api);
    await newProject(api, company);
    await newProject(api, company);
    const results = await Promise.all(
      [1, 2, 3].map(() => api.post('/api/projects/create', projectBody(), company.token)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await projectCount(company)).toBe(3);

    await newEmployee(api, company);
    await newEmployee(api, company);
    const request = await api.post<{ id: number }>('/api/auth/signup/user', employeeSignup(company));
    const hires = await Promise.all([
      api.post('/api/workers/create', workerBody(), company.token),
      api.put('/api/workers/updateAccess', { userId: request.body.queryData.id, access: true }, company.token),
      api.post('/api/workers/create', workerBody(), company.token),
    ]);
    expect(hires.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await workerCount(company)).toBe(3);
  });
});

describe('changing plans', () => {
  it('answers null for a company that does not exist', async () => {
    expect(await changePlan(api.database.db, 987_654, 'pro')).toBeNull();
  });

  it('max allows 8 projects in all, completed ones included', async () => {
    const company = await newCompany(api);
    const closing = await newProject(api, company, {
      projectItems: [{ itemName: 'Trabajo', itemStartDate: '2026-12-02' }],
    });
    await newProject(api, company);
    await newProject(api, company);
    expect((await api.post('/api/projects/create', projectBody(), company.token)).status).toBe(409);

    await setPlan(company, 'max');
    for (let i = 0; i < 5; i++) {
      const res = await api.post('/api/projects/create', projectBody(), company.token);
      expect(res.status, `project ${i + 4}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect(await projectCount(company)).toBe(8);
    const ninth = await api.post('/api/projects/create', projectBody(), company.token);
    expect(ninth.status).toBe(409);
    expect(ninth.body.queryError).toBe(planLimitMessage('max', 'totalProjects'));
    expect(ninth.body.queryError).toBe(
      'Su plan Max permite como máximo 8 proyectos en total. Cambie de plan para agregar más.',
    );

    // On Max a closed project still counts.
    const job = closing.projectItems[0]!;
    const done = await api.post<Project>(
      '/api/projects/updateJob',
      {
        id: job.id,
        projectId: closing.id,
        itemName: job.itemName,
        itemStartDate: '2026-12-02',
        itemStatus: 'COMPLETED',
      },
      company.token,
    );
    expect(done.body.queryData.status).toBe('COMPLETED');
    expect((await api.post('/api/projects/create', projectBody(), company.token)).status).toBe(409);
    expect(await projectCount(company)).toBe(8);
  });

  it('max allows 10 employees', async () => {
    const company = await newCompany(api);
    await setPlan(company, 'max');
    for (let i = 0; i < 10; i++) {
      const res = await api.post('/api/workers/create', workerBody(), company.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const eleventh = await acceptSignup(company);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.queryError).toBe(planLimitMessage('max', 'employees'));
    expect(await workerCount(company)).toBe(10);
  });

  it('pro has no limits', async () => {
    const company = await newCompany(api);
    await setPlan(company, 'pro');
    for (let i = 0; i < 10; i++) {
      const res = await api.post('/api/projects/create', projectBody(), company.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    for (let i = 0; i < 11; i++) {
      const res = await api.post('/api/workers/create', workerBody(), company.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await projectCount(company)).toBe(10);
    expect(await workerCount(company)).toBe(11);
    const account = await api.get<{ plan: Plan }>(`/api/account/get/company?account=${company.id}`, company.token);
    expect(account.body.queryData.plan).toBe('pro');
  });

  it("one company's plan and usage do not affect another's", async () => {
    const full = await newCompany(api);
    const fresh = await newCompany(api);
    for (let i = 0; i < 3; i++) await newProject(api, full);
    expect((await api.post('/api/projects/create', projectBody(), full.token)).status).toBe(409);
    await newProject(api, fresh);
    await setPlan(fresh, 'pro');
    expect((await api.post('/api/projects/create', projectBody(), full.token)).status).toBe(409);
  });
});
