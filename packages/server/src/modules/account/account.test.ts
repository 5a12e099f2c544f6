import { describe, expect, it } from 'vitest';
import { MSG, type CompanyAccount as CompanyView, type UserAccount } from '@obra/domain';
import { clientPassword } from '../../auth/client-hash.js';
import { useApi, refusal } from '../../test/app.js';
import {
  login,
  newAdmin,
  newClient,
  newCompany,
  newContractor,
  newEmployee,
  type Account,
  type CompanyAccount,
} from '../../test/factories.js';

const api = useApi();

const companyView = async (company: CompanyAccount) => {
  const res = await api.get<CompanyView>(`/api/account/get/company?account=${company.id}`, company.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
};

const userView = async (user: Account) => {
  const res = await api.get<UserAccount>(`/api/account/get/user?account=${user.id}`, user.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
};

const companyUpdate = (overrides: Record<string, unknown> = {}) => ({
  name: 'Techos Rivera',
  phone: '8015550100',
  email: 'Oficina@Rivera.com',
  address: '10 Main St',
  city: 'Salt Lake City',
  state: 'UT',
  zip: '84101',
  field: 'Techado',
  ...overrides,
});

const userUpdate = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nombre Nuevo',
  phone: '801.555.0199',
  email: 'nuevo@example.com',
  address: '22 Pine St',
  city: 'Provo',
  state: 'UT',
  zip: '84601',
  field: 'Electricidad',
  ...overrides,
});

describe('GET /api/account/get/company', () => {
  it('answers the company its own account; an admin reads it too', async () => {
    const company = await newCompany(api);
    const view = await companyView(company);
    expect(view).toMatchObject({
      id: company.id,
      name: company.name,
      phone: '801-555-0100',
      city: 'Ogden',
      state: 'UT',
      zip: '84401',
      logo: null,
      language: 'es',
      plan: 'plus',
      timeZone: 'America/Denver',
      identifier: company.identifier,
      isCompany: true,
    });
    const admin = await newAdmin(api, company);
    const byAdmin = await api.get(`/api/account/get/company?account=${company.id}`, admin.token);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.queryData).toEqual(view);
  });

  it('refuses other companies, workers and clients', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const employee = await newEmployee(api, company);
    const client = await newClient(api, company);
    for (const who of [other, employee, client]) {
      const res = await api.get(`/api/account/get/company?account=${company.id}`, who.token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusal(MSG.forbidden));
    }
    expect((await api.get(`/api/account/get/company?account=${company.id}`)).status).toBe(401);
  });
});

describe('GET /api/account/get/user', () => {
  it("answers a person their own account, and a company its people's", async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const client = await newClient(api, company);
    expect(await userView(employee)).toMatchObject({
      id: employee.id,
      userType: 'employee',
      field: 'Pintura',
      companyId: company.id,
      companyName: company.name,
      isCompany: false,
    });
    for (const person of [employee, client]) {
      const res = await api.get<UserAccount>(`/api/account/get/user?account=${person.id}`, company.token);
      expect(res.status).toBe(200);
      expect(res.body.queryData.id).toBe(person.id);
    }
  });

  it('refuses strangers, colleagues and clients looking at workers', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const employee = await newEmployee(api, company);
    const colleague = await newEmployee(api, company);
    const client = await newClient(api, company);
    for (const who of [other, colleague, client]) {
      const res = await api.get(`/api/account/get/user?account=${employee.id}`, who.token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusal(MSG.forbidden));
    }
    expect((await api.get(`/api/account/get/user?account=${client.id}`, other.token)).status).toBe(403);
  });
});

describe('POST /api/account/update/company', () => {
  it('saves the profile, ignoring fields the company may not set', async () => {
    const company = await newCompany(api);
    const res = await api.post<CompanyView>(
      '/api/account/update/company',
      companyUpdate({ plan: 'pro', id: company.id }),
      company.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData).toMatchObject({
      id: company.id,
      name: 'Techos Rivera',
      phone: '801-555-0100',
      email: 'oficina@rivera.com',
      city: 'Salt Lake City',
      zip: '84101',
      plan: 'plus',
      identifier: `${company.id}#Techos Rivera`,
    });
    expect(await companyView(company)).toEqual(res.body.queryData);
  });

  it.each([
    [{ city: 'salt lake' }, MSG.city],
    [{ state: 'Ut' }, MSG.state],
    [{ zip: '841' }, MSG.zip],
    [{ phone: '12345' }, MSG.phone],
    [{ email: 'oficina.rivera.com' }, MSG.email],
    [{ timeZone: 'Marte/Base' }, 'La zona horaria no es válida'],
    [{ password: 'nueva' }, MSG.hash],
  ])('refuses %j with its Spanish message and changes nothing', async (overrides, message) => {
    const company = await newCompany(api);
    const before = await companyView(company);
    const res = await api.post('/api/account/update/company', companyUpdate(overrides), company.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(message));
    expect(await companyView(company)).toEqual(before);
  });

  it('changes the password for the next login', async () => {
    const company = await newCompany(api);
    const res = await api.post(
      '/api/account/update/company',
      companyUpdate({ password: clientPassword('nueva-clave-1') }),
      company.token,
    );
    expect(res.status).toBe(200);
    expect((await login(api, company.username)).status).toBe(401);
    const fresh = await login(api, company.username, 'nueva-clave-1');
    expect(fresh.status).toBe(200);
    expect(fresh.body.queryData.id).toBe(company.id);
  });

  it("refuses another company's id and non-companies, changing nothing", async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const employee = await newEmployee(api, company);
    const client = await newClient(api, company);
    const before = await companyView(company);
    const attempts: [string, Record<string, unknown>][] = [
      [other.token, companyUpdate({ id: company.id, password: clientPassword('robada') })],
      [employee.token, companyUpdate()],
      [client.token, companyUpdate({ id: company.id })],
    ];
    for (const [token, body] of attempts) {
      const res = await api.post('/api/account/update/company', body, token);
      expect(res.status).toBe(403);
      expect(res.body.queryError).toBe(MSG.forbidden);
    }
    expect((await api.post('/api/account/update/company', companyUpdate())).status).toBe(401);
    expect(await companyView(company)).toEqual(before);
    expect((await login(api, company.username)).status).toBe(200);
    expect((await login(api, company.username, 'robada')).status).toBe(401);
  });
});

describe('the company password belongs to the company login', () => {
  it('refuses a password change from an admin acting as the company, changing nothing', async () => {
    const company = await newCompany(api);
    const admin = await newAdmin(api, company);
    const res = await api.post(
      '/api/account/update/company',
      companyUpdate({ password: clientPassword('tomada-por-admin') }),
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.queryError).toBe(MSG.ownPasswordOnly);
    expect((await login(api, company.username)).status).toBe(200);
    expect((await login(api, company.username, 'tomada-por-admin')).status).toBe(401);
  });
});

describe('POST /api/account/update/user', () => {
  it('saves a worker profile and ignores userType', async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const res = await api.post<UserAccount>(
      '/api/account/update/user',
      userUpdate({ userType: 'admin', id: employee.id }),
      employee.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData).toMatchObject({
      id: employee.id,
      name: 'Nombre Nuevo',
      phone: '801-555-0199',
      field: 'Electricidad',
      city: 'Provo',
      userType: 'employee',
      companyId: company.id,
    });
    expect(await userView(employee)).toEqual(res.body.queryData);
  });

  it("clears a client's trade and requires a worker's", async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const saved = await api.post<UserAccount>(
      '/api/account/update/user',
      userUpdate({ field: 'Pintura' }),
      client.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.queryData.field).toBe('');
    expect((await userView(client)).field).toBe('');

    const contractor = await newContractor(api, null);
    const before = await userView(contractor);
    const missing = await api.post('/api/account/update/user', userUpdate({ field: '' }), contractor.token);
    expect(missing.status).toBe(400);
    expect(missing.body.queryError).toBe('El oficio es obligatorio');
    expect(await userView(contractor)).toEqual(before);
  });

  it.each([
    [{ city: '123' }, MSG.city],
    [{ state: 'XX' }, MSG.state],
    [{ zip: '8460a' }, MSG.zip],
    [{ phone: '801-555' }, MSG.phone],
    [{ email: '@' }, MSG.email],
    [{ name: '' }, 'El nombre es obligatorio'],
  ])('refuses %j with its Spanish message and changes nothing', async (overrides, message) => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const before = await userView(employee);
    const res = await api.post('/api/account/update/user', userUpdate(overrides), employee.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(message));
    expect(await userView(employee)).toEqual(before);
  });

  it('changes the password for the next login', async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const res = await api.post(
      '/api/account/update/user',
      userUpdate({ password: clientPassword('otra-clave-2') }),
      employee.token,
    );
    expect(res.status).toBe(200);
    expect((await login(api, employee.username)).status).toBe(401);
    expect((await login(api, employee.username, 'otra-clave-2')).status).toBe(200);
  });

  it("refuses another account's id and company tokens, changing nothing", async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const colleague = await newEmployee(api, company);
    const before = await userView(employee);
    const foreign = await api.post(
      '/api/account/update/user',
      userUpdate({ id: employee.id, password: clientPassword('x') }),
      colleague.token,
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(refusal(MSG.forbidden));
    const asCompany = await api.post('/api/account/update/user', userUpdate({ id: employee.id }), company.token);
    expect(asCompany.status).toBe(403);
    expect((await api.post('/api/account/update/user', userUpdate())).status).toBe(401);
    expect(await userView(employee)).toEqual(before);
    expect((await userView(colleague)).name).not.toBe('Nombre Nuevo');
    expect((await login(api, employee.username)).status).toBe(200);
  });
});

describe('GET /api/auth/get/company', () => {
  it("answers the company's public card to itself, its workers and its clients", async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const contractor = await newContractor(api, company);
    const client = await newClient(api, company);
    const admin = await newAdmin(api, company);
    for (const who of [company, employee, contractor, client, admin]) {
      const res = await api.get(`/api/auth/get/company?companyId=${company.id}`, who.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.queryData).toEqual({
        id: company.id,
        name: company.name,
        phone: '801-555-0100',
        email: expect.stringContaining('@example.com'),
        logo: null,
        identifier: company.identifier,
      });
    }
  });

  it('refuses strangers and people no longer with the company', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const strangerEmployee = await newEmployee(api, other);
    const strangerClient = await newClient(api, other);
    const loneContractor = await newContractor(api, null);
    const leaving = await newEmployee(api, company);
    expect(
      (await api.put('/api/workers/delete', { companyId: company.id, userId: leaving.id }, company.token)).status,
    ).toBe(200);
    for (const who of [other, strangerEmployee, strangerClient, loneContractor, leaving]) {
      const res = await api.get(`/api/auth/get/company?companyId=${company.id}`, who.token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusal(MSG.forbidden));
    }
    expect((await api.get(`/api/auth/get/company?companyId=${company.id}`)).status).toBe(401);
  });
});
