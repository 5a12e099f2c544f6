import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, planLimitMessage } from '@obra/domain';
import { clientPassword, clientUsername } from '../auth/client-hash.js';
import { useApi, type Answer } from '../test/app.js';
import { newCompany, newProject, projectBody, type CompanyAccount } from '../test/factories.js';

/** A refusal carries a stable code beside its Spanish message, and the message's variable parts. */

const api = useApi();
let companyA: CompanyAccount;
let companyB: CompanyAccount;

beforeAll(async () => {
  companyA = await newCompany(api);
  companyB = await newCompany(api);
});

function expectCode(res: Answer, status: number, errorCode: string, errorParams?: Record<string, unknown>) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ querySuccess: false, queryData: null, errorCode });
  expect(typeof res.body.queryError).toBe('string');
  if (errorParams) expect(res.body.errorParams).toEqual(errorParams);
  else expect(res.body).not.toHaveProperty('errorParams');
}

describe('400: the rule or field that failed', () => {
  it('names a missing field in the parameters', async () => {
    const { name: _name, ...noName } = projectBody();
    const res = await api.post('/api/projects/create', noName, companyA.token);
    expectCode(res, 400, 'FIELD_REQUIRED', { field: 'name' });
    expect(res.body.queryError).toBe('El nombre es obligatorio');
  });

  it('names the field and its limit when a text is too long', async () => {
    const res = await api.post('/api/projects/create', projectBody({ name: 'x'.repeat(500) }), companyA.token);
    expectCode(res, 400, 'FIELD_TOO_LONG', { field: 'name', max: expect.any(Number) });
  });

  it('gives a SPEC rule its own code', async () => {
    const res = await api.post('/api/projects/create', projectBody({ city: 'ogden' }), companyA.token);
    expectCode(res, 400, 'CITY_FORMAT');
    expect(res.body.queryError).toBe(MSG.city);
  });

  it('says INVALID_REQUEST for a body that is not JSON, and names a field zod alone would word', async () => {
    const broken = await api.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expectCode(broken, 400, 'INVALID_REQUEST');
    const notAList = await api.post(
      '/api/projects/create',
      projectBody({ projectItems: 'Tejas' as never }),
      companyA.token,
    );
    expectCode(notAList, 400, 'FIELD_INVALID', { field: 'projectItems' });
  });
});

describe('401, 403, 404', () => {
  it('401 without a token, and for a failed login', async () => {
    expectCode(await api.get(`/api/projects/getByCompany?companyId=${companyA.id}`), 401, 'UNAUTHENTICATED');
    const login = await api.post('/api/auth/login', {
      username: clientUsername('nadie'),
      password: clientPassword('nada'),
    });
    expectCode(login, 401, 'LOGIN_FAILED');
  });

  it('403 for another company’s project', async () => {
    const project = await newProject(api, companyA);
    const res = await api.get(`/api/projects/getProjectById?projectId=${project.id}`, companyB.token);
    expectCode(res, 403, 'FORBIDDEN');
    expect(res.body.queryError).toBe(MSG.forbidden);
  });

  it('404 for a path the API does not have', async () => {
    expectCode(await api.get('/api/no-such-call', companyA.token), 404, 'NOT_FOUND');
  });
});

describe('409, 413', () => {
  it('409 at a plan limit, with the plan, what it limits and the limit', async () => {
    const company = await newCompany(api);
    for (let i = 0; i < 3; i++) await newProject(api, company);
    const res = await api.post('/api/projects/create', projectBody(), company.token);
    expectCode(res, 409, 'PLAN_LIMIT', { plan: 'plus', kind: 'activeProjects', limit: 3 });
    expect(res.body.queryError).toBe(planLimitMessage('plus', 'activeProjects'));
  });

  it('413 for a body past the limit', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ username: 'a'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expectCode(res, 413, 'TOO_LARGE');
  });
});

describe('429, 503', () => {
  const limited = useApi({ loginRateLimit: 1 });

  it('429 once an address passes the login limit', async () => {
    const attempt = () =>
      limited.post('/api/auth/login', { username: clientUsername('otro'), password: clientPassword('nada') });
    expectCode(await attempt(), 401, 'LOGIN_FAILED');
    expectCode(await attempt(), 429, 'RATE_LIMITED');
  });

  it('503 while the database does not answer', async () => {
    const unreachable = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const execute = vi.spyOn(api.app.deps.db, 'execute').mockRejectedValueOnce(unreachable);
    try {
      expectCode(await api.get('/api/health'), 503, 'SERVICE_UNAVAILABLE');
    } finally {
      execute.mockRestore();
    }
  });
});
