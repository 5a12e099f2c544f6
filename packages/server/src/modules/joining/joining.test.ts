import { eq } from 'drizzle-orm';
import { ACCOUNT_MSG, MSG, type Client, type Invitation, type Project, type Worker } from '@obra/domain';
import { describe, expect, it } from 'vitest';
import { clientPassword, clientUsername } from '../../auth/client-hash.js';
import type { Config } from '../../config.js';
import { oneTimeLinks } from '../../db/schema.js';
import { partsOfType, textOf, useSmtpServer } from '../../test/smtp.js';
import { TEST_REGISTRATION_CODE, useApi } from '../../test/app.js';
import { login, newCompany, newProject, PASSWORD, type CompanyAccount } from '../../test/factories.js';

const overrides: Partial<Config> = { publicUrl: 'https://obra.example.com' };
const inbox = useSmtpServer(overrides);
const api = useApi(overrides);

let seq = 0;
/** A sign-up with the company's identifier, as anyone who has seen it could send. */
async function signUpWith(
  company: CompanyAccount,
  userType: 'employee' | 'contractor' | 'client',
  fields: Record<string, unknown> = {},
) {
  seq += 1;
  const username = `persona-${Date.now()}-${seq}`;
  const res = await api.post<{ id: number; authToken: string; joinRequested: boolean }>('/api/auth/signup/user', {
    registrationCode: TEST_REGISTRATION_CODE,
    username: clientUsername(username),
    password: clientPassword(PASSWORD),
    name: `Persona ${seq}`,
    email: `persona-${seq}@example.com`,
    phone: '801-555-0177',
    address: '45 Oak Ave',
    city: 'Ogden',
    state: 'UT',
    zip: '84401',
    userType,
    field: userType === 'client' ? '' : 'Pintura',
    companyIdentifier: company.identifier,
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...res.body.queryData, username };
}

/** A client the company adds by hand, without a login. */
async function addClient(company: CompanyAccount, name: string, email: string): Promise<Client> {
  const res = await api.post<Client[]>(
    '/api/clients/create',
    { name, email, phone: '801-555-0142', address: '45 Oak Ave', city: 'Ogden', state: 'UT', zip: '84401' },
    company.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData.find((c) => c.email === email)!;
}

const workersOf = async (company: CompanyAccount) =>
  (await api.get<Worker[]>(`/api/workers/get?companyId=${company.id}`, company.token)).body.queryData;
const clientsOf = async (company: CompanyAccount) =>
  (await api.get<Client[]>(`/api/clients/getByCompany?companyId=${company.id}`, company.token)).body.queryData;
/** Those waiting for the company's answer, as the workers' and clients' lists show them (PRODUCT.md). */
const requestsOf = async (company: CompanyAccount, kind: 'workers' | 'clients') =>
  kind === 'workers'
    ? (await workersOf(company)).filter((w) => w.pending).map((w) => ({ userId: w.userId }))
    : (await clientsOf(company)).filter((c) => c.pending).map((c) => ({ userId: c.id }));
const companyBell = async (company: CompanyAccount) =>
  (
    await api.get<{ message: string }[]>(`/api/notifications/get/company?companyId=${company.id}`, company.token)
  ).body.queryData.map((n) => n.message);

async function linkFromMail(to: string, since: number): Promise<string> {
  const until = Date.now() + 5000;
  while (!inbox.smtp.received.slice(since).some((m) => m.rcptTo.includes(to))) {
    if (Date.now() > until) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const mail = inbox.smtp.received.slice(since).find((m) => m.rcptTo.includes(to))!;
  const text = textOf(partsOfType(mail.message, 'text/plain')[0]) ?? '';
  const token = /https:\/\/obra\.example\.com\/invitation\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(token, text).toBeDefined();
  return token!;
}

describe('signing up with a company’s identifier (finding 1 and 2)', () => {
  it('never claims an existing client record: the intruder gets a separate, pending request and sees nothing', async () => {
    const company = await newCompany(api);
    const client = await addClient(company, 'Marta Ruiz', 'marta@example.com');
    const project = await newProject(api, company, { clientId: client.id, name: 'Techo Ruiz' });

    const intruder = await signUpWith(company, 'client', { email: 'marta@example.com', name: 'Impostor' });
    expect(intruder.id).not.toBe(client.id);
    expect(intruder.joinRequested).toBe(true);
    const mine = await api.get<Project[]>(`/api/projects/getByUser?userId=${intruder.id}`, intruder.authToken);
    expect(mine.status).toBe(200);
    expect(mine.body.queryData).toEqual([]);
    const approve = await api.post(
      '/api/projects/updateStatus',
      { id: project.id, status: 'APPROVED' },
      intruder.authToken,
    );
    expect(approve.status).toBeGreaterThanOrEqual(400);
    const clients = await clientsOf(company);
    expect(clients.find((c) => c.id === client.id)).toMatchObject({ name: 'Marta Ruiz', hasLogin: false });
    // Listed only as a request (PRODUCT.md: pending), never as the client.
    expect(clients.filter((c) => !c.pending).some((c) => c.id === intruder.id)).toBe(false);
    expect((await requestsOf(company, 'clients')).map((r) => r.userId)).toEqual([intruder.id]);
  });

  it('gives a would-be worker no access, no place in the list and no seat until the company accepts', async () => {
    const company = await newCompany(api);
    const intruder = await signUpWith(company, 'employee');
    expect(intruder.joinRequested).toBe(true);
    expect((await workersOf(company)).find((w) => w.userId === intruder.id)).toMatchObject({
      pending: true,
      access: false,
    });
    const card = await api.get(`/api/auth/get/company?companyId=${company.id}`, intruder.authToken);
    expect(card.status).toBe(403);
    // Plus allows 3 employees: requests take no seat, so the company still creates all three.
    for (let i = 0; i < 5; i++) await signUpWith(company, 'employee');
    for (let i = 0; i < 3; i++) {
      const created = await api.post(
        '/api/workers/create',
        {
          name: `Trabajador ${i}`,
          email: `t${i}-${seq}@example.com`,
          phone: '801-555-0101',
          field: 'Techos',
          username: clientUsername(`t${i}-${Date.now()}`),
          password: clientPassword(PASSWORD),
        },
        company.token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
    }
    // Accepting a fourth is the plan's limit speaking, and it leaves the request in place.
    const fourth = await api.put('/api/workers/updateAccess', { userId: intruder.id, access: true }, company.token);
    expect(fourth.status).toBe(409);
    expect((await requestsOf(company, 'workers')).some((r) => r.userId === intruder.id)).toBe(true);
  });

  it('tells the company in the bell and by mail; accepting gives access and tells the person', async () => {
    const company = await newCompany(api, { email: 'dueno-joining@example.com' });
    const since = inbox.smtp.received.length;
    const person = await signUpWith(company, 'employee', { email: 'nuevo-joining@example.com' });
    expect(await companyBell(company)).toContain(
      `Persona ${seq} pide unirse como trabajador: acéptelo o recházelo en Trabajadores`,
    );
    const until = Date.now() + 5000;
    while (!inbox.smtp.received.slice(since).some((m) => m.rcptTo.includes('dueno-joining@example.com'))) {
      if (Date.now() > until) throw new Error('no mail to the company');
      await new Promise((r) => setTimeout(r, 25));
    }

    const accepted = await api.put('/api/workers/updateAccess', { userId: person.id, access: true }, company.token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await workersOf(company)).find((w) => w.userId === person.id)).toMatchObject({
      type: 'employee',
      access: true,
    });
    expect((await companyBell(company)).filter((m) => m.includes('pide unirse'))).toEqual([]);
    expect(await requestsOf(company, 'workers')).toEqual([]);
    const card = await api.get(`/api/auth/get/company?companyId=${company.id}`, person.authToken);
    expect(card.status).toBe(200);
    expect(inbox.smtp.received.slice(since).some((m) => m.rcptTo.includes('nuevo-joining@example.com'))).toBe(true);
  });

  it('refusing removes the request and gives nothing; only the company may decide', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const person = await signUpWith(company, 'client');
    expect((await api.put('/api/clients/accept', { clientId: person.id }, other.token)).status).toBe(404);
    expect((await api.put('/api/clients/accept', { clientId: person.id }, person.authToken)).status).toBe(403);
    expect((await api.put('/api/clients/reject', { clientId: person.id }, company.token)).status).toBe(200);
    expect(await requestsOf(company, 'clients')).toEqual([]);
    expect((await clientsOf(company)).some((c) => c.id === person.id)).toBe(false);
    const again = await api.put('/api/clients/accept', { clientId: person.id }, company.token);
    expect(again.status).toBe(404);
    expect(again.body.queryError).toBe(ACCOUNT_MSG.requestNotFound);
  });
});

describe('invitations', () => {
  it('links an existing client record to a login only through the company’s one-time link', async () => {
    const company = await newCompany(api, { name: 'Techos Sol' });
    const client = await addClient(company, 'Rosa Vega', 'rosa@example.com');
    const project = await newProject(api, company, { clientId: client.id, name: 'Patio Vega' });
    const since = inbox.smtp.received.length;
    const sent = await api.post('/api/clients/invite', { clientId: client.id }, company.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const token = await linkFromMail('rosa@example.com', since);

    const shown = await api.get<Invitation>(`/api/invitations/get?token=${token}`);
    expect(shown.body.queryData).toEqual({
      company: 'Techos Sol',
      role: 'client',
      email: 'rosa@example.com',
      name: 'Rosa Vega',
    });

    const username = `rosa-${Date.now()}`;
    const accepted = await api.post<{ id: number; authToken: string }>('/api/invitations/accept', {
      token,
      username: clientUsername(username),
      password: clientPassword('clave-rosa'),
      name: 'Rosa Vega',
      phone: '801-555-0199',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.queryData.id).toBe(client.id);
    const mine = await api.get<Project[]>(
      `/api/projects/getByUser?userId=${client.id}`,
      accepted.body.queryData.authToken,
    );
    expect(mine.body.queryData.map((p) => p.id)).toEqual([project.id]);
    expect((await login(api, username, 'clave-rosa')).status).toBe(200);

    // Used up: the same link works no more, and a second invitation for a client with a login is refused.
    const reuse = await api.post('/api/invitations/accept', {
      token,
      username: clientUsername(`${username}-2`),
      password: clientPassword('x'),
      name: 'Otra',
      phone: '801-555-0198',
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.queryError).toBe(ACCOUNT_MSG.invitationInvalid);
    const second = await api.post('/api/clients/invite', { clientId: client.id }, company.token);
    expect(second.status).toBe(400);
    expect(second.body.queryError).toBe(ACCOUNT_MSG.clientHasLogin);
  });

  it('lets the company invite a worker, who joins with a seat on accepting', async () => {
    const company = await newCompany(api);
    const since = inbox.smtp.received.length;
    const sent = await api.post('/api/workers/invite', { email: 'Pablo@Example.com' }, company.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const token = await linkFromMail('pablo@example.com', since);
    const accepted = await api.post<{ id: number; authToken: string }>('/api/invitations/accept', {
      token,
      username: clientUsername(`pablo-${Date.now()}`),
      password: clientPassword('clave-pablo'),
      name: 'Pablo Ortiz',
      phone: '801-555-0123',
      field: 'Techos',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await workersOf(company)).find((w) => w.userId === accepted.body.queryData.id)).toMatchObject({
      name: 'Pablo Ortiz',
      email: 'pablo@example.com',
      type: 'employee',
    });
  });

  it('refuses expired and made-up links, and another company’s client, in Spanish', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const since = inbox.smtp.received.length;
    await api.post('/api/workers/invite', { email: 'tarde@example.com' }, company.token);
    const token = await linkFromMail('tarde@example.com', since);
    await api.database.db
      .update(oneTimeLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeLinks.email, 'tarde@example.com'));
    const expired = await api.get(`/api/invitations/get?token=${token}`);
    expect(expired.status).toBe(400);
    expect(expired.body.queryError).toBe(ACCOUNT_MSG.invitationInvalid);
    expect((await api.get(`/api/invitations/get?token=${'b'.repeat(43)}`)).status).toBe(400);

    const client = await addClient(company, 'Ajeno', 'ajeno@example.com');
    expect((await api.post('/api/clients/invite', { clientId: client.id }, other.token)).status).toBe(403);
    const bad = await api.post('/api/workers/invite', { email: 'no es correo' }, company.token);
    expect(bad.status).toBe(400);
    expect(bad.body.queryError).toBe(MSG.email);
  });
});
