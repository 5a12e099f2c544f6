import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, PLAN_LIMITS, type PlanUsage } from '@obra/domain';
import { companies } from '../../db/schema.js';
import { useApi, refusal } from '../../test/app.js';
import {
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

const usageOf = async (company: CompanyAccount, caller: Account = company) => {
  const res = await api.get<PlanUsage>(`/api/plans/usage?companyId=${company.id}`, caller.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
};

describe('GET /api/plans/usage', () => {
  it('answers the plan, its limits and what is in use', async () => {
    const company = await newCompany(api);
    expect(await usageOf(company)).toEqual({
      plan: 'plus',
      activeProjects: 0,
      totalProjects: 0,
      employees: 0,
      limits: PLAN_LIMITS.plus,
    });

    await newEmployee(api, company);
    await newAdmin(api, company);
    await newContractor(api, company);
    const client = await newClient(api, company);
    const rejected = await newProject(api, company, { clientId: client.id });
    await newProject(api, company);
    expect(
      (await api.post('/api/projects/updateStatus', { projectId: rejected.id, status: 'REJECTED' }, client.token))
        .status,
    ).toBe(200);

    const usage = await usageOf(company);
    expect(usage).toEqual({
      plan: 'plus',
      activeProjects: 1,
      totalProjects: 2,
      employees: 2,
      limits: PLAN_LIMITS.plus,
    });
  });

  it('follows a plan change', async () => {
    const company = await newCompany(api);
    await api.database.db.update(companies).set({ plan: 'max' }).where(eq(companies.id, company.id));
    expect(await usageOf(company)).toMatchObject({
      plan: 'max',
      limits: { activeProjects: null, totalProjects: 8, employees: 10 },
    });
    await api.database.db.update(companies).set({ plan: 'pro' }).where(eq(companies.id, company.id));
    expect((await usageOf(company)).limits).toEqual({
      activeProjects: null,
      totalProjects: null,
      employees: null,
      invoicesPerClient: null,
    });
  });

  it('is for the company and its admins; others 403, anonymous 401', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const admin = await newAdmin(api, company);
    const employee = await newEmployee(api, company);
    const client = await newClient(api, company);
    expect(await usageOf(company, admin)).toEqual(await usageOf(company));
    for (const who of [other, employee, client]) {
      const res = await api.get(`/api/plans/usage?companyId=${company.id}`, who.token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusal(MSG.forbidden));
    }
    expect((await api.get(`/api/plans/usage?companyId=${company.id}`)).status).toBe(401);
  });

  it("a contractor reads their own company's usage", async () => {
    const contractor = await newContractor(api, null);
    const project = await newProject(api, contractor);
    const res = await api.get<PlanUsage>(`/api/plans/usage?companyId=${project.companyId}`, contractor.token);
    expect(res.status).toBe(200);
    expect(res.body.queryData).toMatchObject({ plan: 'plus', activeProjects: 1, totalProjects: 1, employees: 0 });
  });
});
