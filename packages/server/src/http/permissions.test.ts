import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Project } from '@obra/domain';
import { useApi, refusal } from '../test/app.js';
import { assigneeOf, projectBody } from '../test/factories.js';
import { ALL_CASES } from '../test/permission-cases.js';
import { REFUSED, send } from '../test/permission-matrix.js';
import { buildWorld, snapshotOfA, type World } from '../test/permission-world.js';

/**
 * The matrix itself runs in permissions-*.test.ts. This file checks that it covers every protected
 * route, and tries the sneakier way in: company A's ids inside company B's own requests.
 */
const api = useApi();
let w: World;
beforeAll(async () => {
  w = await buildWorld(api);
});

describe('coverage', () => {
  it('has a case for every route that asks for a token, and every case names a real route', async () => {
    const doc = await api.get<never>('/api/docs/json');
    const paths = (doc.body as unknown as { paths: Record<string, Record<string, unknown>> }).paths;
    const documented: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const method of Object.keys(operations)) documented.push(`${method.toUpperCase()} ${path}`);
    }
    const covered = new Set(ALL_CASES.map((c) => c.route));

    const protectedRoutes: string[] = [];
    for (const route of documented) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT', string];
      const res = await send(api, { method, url, ...(method === 'GET' ? {} : { body: {} }) });
      if (res.status === 401) protectedRoutes.push(route);
    }
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(30);
    // Resuming answers the session cookie, never a token: signed-in-pages.test.ts tries it.
    const byCookie = ['POST /api/auth/resume'];
    expect(protectedRoutes.filter((r) => !covered.has(r) && !byCookie.includes(r))).toEqual([]);
    expect([...covered].filter((r) => !documented.includes(r))).toEqual([]);
  });

  it('asks the policy on every route, but where a membership only the database knows decides', () => {
    // A company side reads its own people's accounts and a person the companies they work with;
    // a logo is seen by those; logging out ends one's own session, whoever one is.
    const byMembership = [
      'GET /api/account/get/user',
      'GET /api/auth/get/company',
      'GET /api/files/{name}',
      'POST /api/auth/logout',
    ];
    const without = ALL_CASES.filter((c) => !c.policy).map((c) => c.route);
    expect(without.filter((r) => !byMembership.includes(r))).toEqual([]);
  });

  it('covers the route families the brief names', () => {
    for (const prefix of [
      '/api/account/',
      '/api/projects/',
      '/api/workers/',
      '/api/clients/',
      '/api/reminders/',
      '/api/notifications/',
      '/api/upload/logo',
    ]) {
      expect(
        ALL_CASES.some((c) => c.route.includes(prefix)),
        prefix,
      ).toBe(true);
    }
  });
});

async function projectsOfB(): Promise<Project[]> {
  const res = await api.get<Project[]>(`/api/projects/getByCompany?companyId=${w.companyB.id}`, w.companyB.token);
  expect(res.status).toBe(200);
  return res.body.queryData;
}

/** Runs a call that must be refused and checks that neither A nor B changed (even when the status is wrong). */
async function refusedWithoutChange(call: () => ReturnType<typeof send>, status = 403) {
  const [a, b] = [await snapshotOfA(api, w), await projectsOfB()];
  const res = await call();
  expect.soft(res.status, JSON.stringify(res.body)).toBe(status);
  for (const secret of w.secrets) expect(JSON.stringify(res.body)).not.toContain(secret);
  expect(await snapshotOfA(api, w)).toEqual(a);
  expect(await projectsOfB()).toEqual(b);
  return res;
}

describe("company A's ids inside company B's own requests", () => {
  const jobOfA = (i: 0 | 1) => w.project.projectItems[i]!;
  const projectOfB = () => ({
    ...projectBody(),
    id: w.projectB.id,
    name: w.projectB.name,
  });

  it("B cannot make A's client the client of a new project", async () => {
    const res = await refusedWithoutChange(() =>
      send(
        api,
        { method: 'POST', url: '/api/projects/create', body: projectBody({ clientId: w.as.clientA.id }) },
        w.companyB.token,
      ),
    );
    expect(res.body).toEqual(REFUSED);
  });

  it("B cannot give its own project A's client", async () => {
    const res = await refusedWithoutChange(() =>
      send(
        api,
        { method: 'POST', url: '/api/projects/update', body: { ...projectOfB(), clientId: w.as.clientA.id } },
        w.companyB.token,
      ),
    );
    expect(res.body).toEqual(REFUSED);
  });

  it("B cannot assign A's employee (PRODUCT.md: an assignee outside the company is a 400)", async () => {
    const body = projectBody({ projectItems: [{ itemName: 'Pintura', assignee: assigneeOf(w.as.employeeA) }] });
    const res = await refusedWithoutChange(
      () => send(api, { method: 'POST', url: '/api/projects/create', body }, w.companyB.token),
      400,
    );
    expect(res.body).toEqual(refusal(MSG.assignee));
  });

  it("B cannot rewrite A's job by listing it in its own project form", async () => {
    const item = { id: jobOfA(0).id, itemName: 'Robado', itemPrice: 1 };
    const res = await refusedWithoutChange(() =>
      send(
        api,
        { method: 'POST', url: '/api/projects/update', body: { ...projectOfB(), projectItems: [item] } },
        w.companyB.token,
      ),
    );
    expect(res.body).toEqual(REFUSED);
  });

  it("B cannot update A's job through its own project's id", async () => {
    const body = { id: jobOfA(0).id, projectId: w.projectB.id, itemName: 'Robado', itemStatus: 'COMPLETED' };
    const res = await refusedWithoutChange(() =>
      send(api, { method: 'POST', url: '/api/projects/updateJob', body }, w.companyB.token),
    );
    expect(res.body).toEqual(REFUSED);
  });

  it("B cannot delete A's job through its own project's id", async () => {
    const body = { jobId: jobOfA(1).id, projectId: w.projectB.id };
    const res = await refusedWithoutChange(() =>
      send(api, { method: 'POST', url: '/api/projects/job/delete', body }, w.companyB.token),
    );
    expect(res.body).toEqual(REFUSED);
  });

  it("B cannot promote, block or remove A's worker by naming only the worker", async () => {
    const calls = [
      { method: 'PUT' as const, url: '/api/workers/updateType', body: { userId: w.as.employeeA.id, type: 'admin' } },
      { method: 'PUT' as const, url: '/api/workers/updateAccess', body: { userId: w.as.employeeA.id, access: false } },
      {
        method: 'PUT' as const,
        url: '/api/workers/delete',
        body: { companyId: w.companyB.id, userId: w.as.employeeA.id },
      },
    ];
    for (const call of calls) {
      const res = await refusedWithoutChange(() => send(api, call, w.companyB.token));
      expect(res.body, call.url).toEqual(REFUSED);
    }
  });

  it("B cannot mark A's notifications read or complete A's reminder", async () => {
    for (const call of [
      { method: 'POST' as const, url: '/api/notifications/update', body: { id: w.companyNotificationId } },
      { method: 'POST' as const, url: '/api/notifications/update', body: { id: w.clientNotificationId } },
      { method: 'PUT' as const, url: '/api/reminders/complete', body: { reminderId: w.reminderId } },
    ]) {
      const res = await refusedWithoutChange(() => send(api, call, w.companyB.token));
      expect(res.body, call.url).toEqual(REFUSED);
    }
  });
});

describe('inside company A', () => {
  it("A's admin works as A, never as B", async () => {
    for (const url of [
      `/api/projects/getByCompany?companyId=${w.companyB.id}`,
      `/api/projects/getProjectById?projectId=${w.projectB.id}`,
      `/api/workers/get?companyId=${w.companyB.id}`,
      `/api/account/get/company?account=${w.companyB.id}`,
    ]) {
      const res = await api.get(url, w.as.adminA.token);
      expect(res.status, url).toBe(403);
      expect(res.body).toEqual(REFUSED);
    }
  });

  it('an employee cannot edit a job of the same project that is not theirs', async () => {
    const other = w.project.projectItems[1]!;
    const body = { id: other.id, projectId: w.project.id, itemName: other.itemName, itemStatus: 'COMPLETED' };
    const res = await refusedWithoutChange(() =>
      send(api, { method: 'POST', url: '/api/projects/updateJob', body }, w.as.employeeA.token),
    );
    expect(res.body).toEqual(REFUSED);
  });

  it('a client cannot approve a project that is not theirs, even of their own company', async () => {
    const res = await refusedWithoutChange(() =>
      send(
        api,
        { method: 'POST', url: '/api/projects/updateStatus', body: { projectId: w.project.id, status: 'REJECTED' } },
        w.as.clientA2.token,
      ),
    );
    expect(res.body).toEqual(REFUSED);
  });

  it('a worker whose access is turned off is shut out at once, token and all (401)', async () => {
    const before = await api.get(`/api/projects/getProjectById?projectId=${w.project.id}`, w.as.employeeA.token);
    expect(before.status).toBe(200);
    const block = await api.put(
      '/api/workers/updateAccess',
      { userId: w.as.employeeA.id, access: false },
      w.companyA.token,
    );
    expect(block.status).toBe(200);
    for (const url of [
      `/api/projects/getProjectById?projectId=${w.project.id}`,
      `/api/projects/getJobsByUser?userId=${w.as.employeeA.id}`,
      `/api/account/get/user?account=${w.as.employeeA.id}`,
    ]) {
      const res = await api.get(url, w.as.employeeA.token);
      expect(res.status, url).toBe(401);
      expect(res.body).toEqual(refusal(MSG.accessBlocked));
    }
  });

  it('a worker removed from the company no longer sees its projects', async () => {
    const employee = w.as.employeeA2;
    const remove = await api.put(
      '/api/workers/delete',
      { companyId: w.companyA.id, userId: employee.id },
      w.companyA.token,
    );
    expect(remove.status).toBe(200);
    for (const url of [
      `/api/projects/getProjectById?projectId=${w.project.id}`,
      `/api/projects/getByCompany?companyId=${w.companyA.id}`,
      `/api/auth/get/company?companyId=${w.companyA.id}`,
    ]) {
      const res = await api.get(url, employee.token);
      expect(res.status, url).toBe(403);
      expect(res.body).toEqual(REFUSED);
    }
  });
});
