import { describe, expect, it } from 'vitest';
import { MSG, type Client } from '@obra/domain';
import { useApi, refusal } from '../../test/app.js';
import {
  newClient,
  newCompany,
  newContractor,
  newEmployee,
  newProject,
  type CompanyAccount,
} from '../../test/factories.js';

const api = useApi();

let seq = 0;
function clientBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: `Cliente ${seq} ${Date.now()}`,
    email: `cliente-${Date.now()}-${seq}@example.com`,
    phone: '801 555 0142',
    address: '45 Oak Ave',
    city: 'St. George',
    state: 'UT',
    zip: '84770',
    ...overrides,
  };
}

const clientsOf = async (company: CompanyAccount) => {
  const res = await api.get<Client[]>(`/api/clients/getByCompany?companyId=${company.id}`, company.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
};

async function createClient(company: CompanyAccount, overrides: Record<string, unknown> = {}) {
  const body = clientBody(overrides);
  const res = await api.post<Client[]>('/api/clients/create', body, company.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const created = res.body.queryData.find((c) => c.email === body.email);
  expect(created).toBeDefined();
  return { body, client: created! };
}

describe('POST /api/clients/create', () => {
  it('adds a client without a login and answers the list', async () => {
    const company = await newCompany(api);
    const body = clientBody({ email: '  Maria.Lopez@Example.com ' });
    const res = await api.post<Client[]>('/api/clients/create', body, company.token);
    expect(res.status).toBe(200);
    expect(res.body.querySuccess).toBe(true);
    expect(res.body.queryData).toEqual([
      {
        id: expect.any(Number),
        name: body.name,
        email: 'maria.lopez@example.com',
        phone: '801-555-0142',
        address: '45 Oak Ave',
        city: 'St. George',
        state: 'UT',
        zip: '84770',
        hasLogin: false,
        projectCount: 0,
        activeProjectCount: 0,
        pending: false,
      },
    ]);
    expect(await clientsOf(company)).toEqual(res.body.queryData);
  });

  it.each([
    [{ city: 'ogden' }, MSG.city],
    [{ city: 'Ogden1' }, MSG.city],
    [{ state: 'Utah' }, MSG.state],
    [{ state: 'ZZ' }, MSG.state],
    [{ zip: '8440' }, MSG.zip],
    [{ zip: 'abcde' }, MSG.zip],
    [{ phone: '555-0142' }, MSG.phone],
    [{ email: 'no-es-correo' }, MSG.email],
    [{ name: '   ' }, 'El nombre es obligatorio'],
    [{ email: null }, 'El correo electrónico es obligatorio'],
  ])('refuses %j with its Spanish message', async (overrides, message) => {
    const company = await newCompany(api);
    const res = await api.post('/api/clients/create', clientBody(overrides), company.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(message));
    expect(await clientsOf(company)).toEqual([]);
  });

  it('refuses a second client with the same email in the same company, but another company may have them', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const { body } = await createClient(company);
    const again = await api.post(
      '/api/clients/create',
      { ...body, name: 'Otro Nombre', email: body.email.toUpperCase() },
      company.token,
    );
    expect(again.status).toBe(400);
    expect(again.body.querySuccess).toBe(false);
    expect(again.body.queryError).toBe(MSG.clientEmailTaken);
    expect(await clientsOf(company)).toHaveLength(1);

    const elsewhere = await api.post<Client[]>('/api/clients/create', body, other.token);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.queryData).toHaveLength(1);
  });

  it('is for companies: employees and clients 403, no token 401', async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const client = await newClient(api, company);
    for (const who of [employee, client]) {
      const res = await api.post('/api/clients/create', clientBody(), who.token);
      expect(res.status).toBe(403);
      expect(res.body.queryError).toBe(MSG.forbidden);
    }
    const anonymous = await api.post('/api/clients/create', clientBody());
    expect(anonymous.status).toBe(401);
    expect((await clientsOf(company)).map((c) => c.id)).toEqual([client.id]);
  });
});

describe('GET /api/clients/getByCompany', () => {
  it('counts projects and active projects per client, and shows who has a login', async () => {
    const company = await newCompany(api);
    const signedUp = await newClient(api, company, { name: 'Ana Cliente' });
    const { client: manual } = await createClient(company, { name: 'Bruno Manual' });
    await newProject(api, company, { clientId: signedUp.id });
    const rejected = await newProject(api, company, { clientId: signedUp.id });
    await newProject(api, company, { clientId: manual.id });
    const decision = await api.post(
      '/api/projects/updateStatus',
      { projectId: rejected.id, status: 'REJECTED' },
      signedUp.token,
    );
    expect(decision.status).toBe(200);

    const clients = await clientsOf(company);
    expect(clients.map((c) => c.name)).toEqual(['Ana Cliente', 'Bruno Manual']);
    expect(clients[0]).toMatchObject({ id: signedUp.id, hasLogin: true, projectCount: 2, activeProjectCount: 1 });
    expect(clients[1]).toMatchObject({ id: manual.id, hasLogin: false, projectCount: 1, activeProjectCount: 1 });
  });

  it('keeps each company to its own clients', async () => {
    const a = await newCompany(api);
    const b = await newCompany(api);
    const { client } = await createClient(a);
    const own = await newClient(api, b);
    expect((await clientsOf(b)).map((c) => c.id)).toEqual([own.id]);
    expect((await clientsOf(a)).map((c) => c.id)).toEqual([client.id]);

    const peek = await api.get(`/api/clients/getByCompany?companyId=${a.id}`, b.token);
    expect(peek.status).toBe(403);
    expect(peek.body).toEqual(refusal(MSG.forbidden));
    // Company B cannot put A's client on its projects either.
    const project = await api.post('/api/projects/create', { ...projectFor(client.id) }, b.token);
    expect(project.status).toBe(403);
    expect(project.body.queryError).toBe(MSG.forbidden);
  });

  it('refuses workers and clients of the company; 401 without token', async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const contractor = await newContractor(api, company);
    const client = await newClient(api, company);
    for (const who of [employee, client]) {
      const res = await api.get(`/api/clients/getByCompany?companyId=${company.id}`, who.token);
      expect(res.status).toBe(403);
      expect(res.body.queryError).toBe(MSG.forbidden);
    }
    // A contractor acts as their own company, never as the one they joined.
    const contractorLook = await api.get(`/api/clients/getByCompany?companyId=${company.id}`, contractor.token);
    expect(contractorLook.status).toBe(403);
    expect((await api.get(`/api/clients/getByCompany?companyId=${company.id}`)).status).toBe(401);
  });
});

function projectFor(clientId: number) {
  return {
    name: 'Proyecto con cliente',
    address: '500 Center St, Ogden, UT, 84401',
    city: 'Ogden',
    state: 'UT',
    zip: '84401',
    startDate: '2026-12-01',
    endDate: '2026-12-20',
    description: 'Techo nuevo',
    clientId,
  };
}
