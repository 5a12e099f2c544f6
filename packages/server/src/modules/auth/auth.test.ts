import { describe, expect, it } from 'vitest';
import { MSG } from '@obra/domain';
import { clientPassword, clientUsername } from '../../auth/client-hash.js';
import { useApi, refusal } from '../../test/app.js';
import { address, companySignup, login, newClient, newCompany, newEmployee, PASSWORD } from '../../test/factories.js';

const api = useApi();

describe('login', () => {
  it('answers a token and the account kind for a company', async () => {
    const company = await newCompany(api);
    const res = await login(api, company.username);
    expect(res.status).toBe(200);
    expect(res.body.querySuccess).toBe(true);
    expect(res.body.queryData).toMatchObject({
      id: company.id,
      isCompany: true,
      userType: 'company',
      companyId: company.id,
    });
    const me = await api.get(`/api/account/get/company?account=${company.id}`, res.body.queryData.authToken);
    expect(me.status).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const company = await newCompany(api);
    const wrong = await login(api, company.username, 'otra');
    const unknown = await login(api, 'nadie-aqui');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.queryError).toBe(MSG.loginFailed);
    expect(unknown.body.queryError).toBe(MSG.loginFailed);
  });

  it('requires hashed fields', async () => {
    const res = await api.post('/api/auth/login', { username: 'empresa', password: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(MSG.hash));
  });

  it('stores an argon2 hash, never the SHA-256 the client sent', async () => {
    const company = await newCompany(api);
    const { logins } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await api.database.db
      .select()
      .from(logins)
      .where(eq(logins.username, clientUsername(company.username)));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain(clientPassword(PASSWORD));
  });
});

describe('sign-up', () => {
  it('refuses a wrong registration code', async () => {
    const res = await api.post('/api/auth/signup/company', companySignup({ registrationCode: 'NO' }));
    expect(res.status).toBe(400);
    expect(res.body.queryError).toBe(MSG.registrationCode);
  });

  it('refuses a taken username', async () => {
    const body = companySignup();
    expect((await api.post('/api/auth/signup/company', body)).status).toBe(200);
    const again = await api.post('/api/auth/signup/company', { ...body, name: 'Otra' });
    expect(again.status).toBe(400);
    expect(again.body.queryError).toBe(MSG.usernameTaken);
  });

  it("carries the company's time zone for its people, and none for a client", async () => {
    const company = await newCompany(api);
    await api.post(
      '/api/account/update/company',
      { ...address, name: company.name, phone: '801-555-0100', email: 'a@example.com', timeZone: 'America/New_York' },
      company.token,
    );
    const employee = await newEmployee(api, company);
    const client = await newClient(api, company);
    expect((await login(api, company.username)).body.queryData.timeZone).toBe('America/New_York');
    expect((await login(api, employee.username)).body.queryData.timeZone).toBe('America/New_York');
    expect((await login(api, client.username)).body.queryData.timeZone).toBeNull();
  });

  it('links an employee by the company identifier', async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const res = await login(api, employee.username);
    expect(res.body.queryData).toMatchObject({ isCompany: false, userType: 'employee', companyId: company.id });
  });
});
