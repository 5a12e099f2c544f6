import { eq } from 'drizzle-orm';
import { ACCOUNT_MSG, LOGIN_FAILURES_BEFORE_LOCK, MSG } from '@obra/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { clientPassword } from '../../auth/client-hash.js';
import type { Config } from '../../config.js';
import { oneTimeLinks, sessions } from '../../db/schema.js';
import { partsOfType, textOf, useSmtpServer } from '../../test/smtp.js';
import { useApi } from '../../test/app.js';
import { address, login, newAdmin, newCompany, newContractor, newEmployee, PASSWORD } from '../../test/factories.js';
import { closeSockets, connectSocket, listen } from '../../test/realtime.js';

// The SMTP server's port is known only once it listens; this hook runs before useApi builds the app.
const overrides: Partial<Config> = { publicUrl: 'https://obra.example.com' };
const inbox = useSmtpServer(overrides);
afterAll(() => closeSockets());
const api = useApi(overrides, { realtime: true });

const tokenOf = async (username: string, password = PASSWORD) => {
  const res = await login(api, username, password);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData.authToken;
};
/** The status of reading one's own notifications with this token: 200 while the session holds. */
const canRead = async (token: string) => {
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const [kind, id] = sub.split(':');
  const url =
    kind === 'c' ? `/api/notifications/get/company?companyId=${id}` : `/api/notifications/get/user?userId=${id}`;
  return (await api.get(url, token)).status;
};
const waitUntil = async (done: () => boolean, timeoutMs = 5000) => {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error('not within the time allowed');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('logout', () => {
  it('ends only the session it is called with, and closes that session’s socket', async () => {
    const company = await newCompany(api);
    const phone = await tokenOf(company.username);
    const office = await tokenOf(company.username);
    const url = await listen(api);
    const [phoneSocket, officeSocket] = await Promise.all([connectSocket(url, phone), connectSocket(url, office)]);

    const out = await api.post('/api/auth/logout', {}, phone);
    expect(out.status).toBe(200);
    expect(await canRead(phone)).toBe(401);
    expect(await canRead(office)).toBe(200);
    await waitUntil(() => !phoneSocket.socket.connected);
    expect(officeSocket.socket.connected).toBe(true);
    // The ended session cannot open a socket either.
    expect((await connectSocket(url, phone)).error?.message).toBe(MSG.unauthenticated);
  });

  it('needs a session', async () => {
    expect((await api.post('/api/auth/logout', {})).status).toBe(401);
  });
});

describe('changing the password', () => {
  it('ends every other session of the person and keeps the one that changed it', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const other = await tokenOf(worker.username);
    const res = await api.post(
      '/api/account/update/user',
      {
        name: worker.name,
        email: 'w@example.com',
        phone: '801-555-0111',
        ...address,
        field: 'Pintura',
        password: clientPassword('nueva-clave'),
      },
      worker.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await canRead(worker.token)).toBe(200);
    expect(await canRead(other)).toBe(401);
    expect((await login(api, worker.username)).status).toBe(401);
    expect((await login(api, worker.username, 'nueva-clave')).status).toBe(200);
  });

  it("ends the company account's other sessions, not its admins'", async () => {
    const company = await newCompany(api);
    const admin = await newAdmin(api, company);
    const other = await tokenOf(company.username);
    const me = await api.get<Record<string, unknown>>(`/api/account/get/company?account=${company.id}`, company.token);
    const { name, phone, email, address, city, state, zip } = me.body.queryData as Record<string, string>;
    const res = await api.post(
      '/api/account/update/company',
      { name, phone, email, address, city, state, zip, password: clientPassword('otra-clave-1') },
      company.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await canRead(company.token)).toBe(200);
    expect(await canRead(other)).toBe(401);
    expect(await canRead(admin.token)).toBe(200);
  });
});

describe('losing access closes sockets', () => {
  it.each([
    ['blocked', (userId: number) => ['/api/workers/updateAccess', { userId, access: false }] as const],
    ['removed', (userId: number, companyId: number) => ['/api/workers/delete', { userId, companyId }] as const],
  ])('of a worker %s by the company, within 5 s', async (_how, call) => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const url = await listen(api);
    const socket = await connectSocket(url, worker.token);
    expect(socket.error).toBeNull();
    const [route, body] = call(worker.id, company.id);
    expect((await api.put(route, body, company.token)).status).toBe(200);
    await waitUntil(() => !socket.socket.connected);
  });
});

describe('the company resets a worker’s password', () => {
  it('sets it, signs the worker out everywhere, and is only for its own employees', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const url = await listen(api);
    const socket = await connectSocket(url, worker.token);
    const res = await api.put(
      '/api/workers/updatePassword',
      { userId: worker.id, password: clientPassword('clave-nueva-9') },
      company.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await canRead(worker.token)).toBe(401);
    await waitUntil(() => !socket.socket.connected);
    expect((await login(api, worker.username, 'clave-nueva-9')).status).toBe(200);

    const contractor = await newContractor(api, company);
    const refused = await api.put(
      '/api/workers/updatePassword',
      { userId: contractor.id, password: clientPassword('x') },
      company.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.queryError).toBe(ACCOUNT_MSG.onlyEmployees);
    expect((await login(api, contractor.username)).status).toBe(200);

    const stranger = await newCompany(api);
    const foreign = await api.put(
      '/api/workers/updatePassword',
      { userId: worker.id, password: clientPassword('y') },
      stranger.token,
    );
    expect(foreign.status).toBe(403);
    const byWorker = await api.put(
      '/api/workers/updatePassword',
      { userId: worker.id, password: clientPassword('z') },
      await tokenOf(worker.username, 'clave-nueva-9'),
    );
    expect(byWorker.status).toBe(403);
    expect((await login(api, worker.username, 'clave-nueva-9')).status).toBe(200);
  });
});

describe('password reset by mail', () => {
  const resetMailTo = async (address: string, since: number) => {
    await waitUntil(() => inbox.smtp.received.length > since);
    const mail = inbox.smtp.received.at(-1)!;
    expect(mail.rcptTo).toEqual([address]);
    const text = textOf(partsOfType(mail.message, 'text/plain')[0]) ?? '';
    const link = /https:\/\/obra\.example\.com\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
    expect(link, text).not.toBeNull();
    return link![1]!;
  };

  it('sends a one-time link that sets the password and ends every session', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company, { email: 'olvido@example.com' });
    const since = inbox.smtp.received.length;
    const asked = await api.post('/api/auth/password/forgot', { email: 'Olvido@Example.com' });
    expect(asked.status).toBe(200);
    const token = await resetMailTo('olvido@example.com', since);

    const reset = await api.post('/api/auth/password/reset', { token, password: clientPassword('recuperada-1') });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await canRead(worker.token)).toBe(401);
    expect((await login(api, worker.username, 'recuperada-1')).status).toBe(200);

    const again = await api.post('/api/auth/password/reset', { token, password: clientPassword('otra') });
    expect(again.status).toBe(400);
    expect(again.body.queryError).toBe(ACCOUNT_MSG.resetLinkInvalid);
    expect((await login(api, worker.username, 'recuperada-1')).status).toBe(200);
  });

  it('refuses an expired link and changes nothing', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company, { email: 'vencido@example.com' });
    const since = inbox.smtp.received.length;
    await api.post('/api/auth/password/forgot', { email: 'vencido@example.com' });
    const token = await resetMailTo('vencido@example.com', since);
    await api.database.db
      .update(oneTimeLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeLinks.email, 'vencido@example.com'));
    const res = await api.post('/api/auth/password/reset', { token, password: clientPassword('tarde') });
    expect(res.status).toBe(400);
    expect(await canRead(worker.token)).toBe(200);
    expect((await login(api, worker.username)).status).toBe(200);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const since = inbox.smtp.received.length;
    const res = await api.post('/api/auth/password/forgot', { email: 'nadie@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.queryData).toBe(true);
    expect(inbox.smtp.received.length).toBe(since);
  });

  it('refuses a made-up token in Spanish', async () => {
    const res = await api.post('/api/auth/password/reset', { token: 'a'.repeat(43), password: clientPassword('x') });
    expect(res.status).toBe(400);
    expect(res.body.queryError).toBe(ACCOUNT_MSG.resetLinkInvalid);
  });
});

describe('login lockout per account', () => {
  it(`locks after ${LOGIN_FAILURES_BEFORE_LOCK} failures from any address, and a reset lifts it`, async () => {
    const company = await newCompany(api, { email: 'bloqueo@example.com' });
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i++)
      expect((await login(api, company.username, 'mala')).status).toBe(401);
    const locked = await login(api, company.username);
    expect(locked.status).toBe(429);
    expect(locked.body.queryError).toBe(ACCOUNT_MSG.loginLocked);
    // Other accounts are not affected.
    const other = await newCompany(api);
    expect((await login(api, other.username)).status).toBe(200);

    const since = inbox.smtp.received.length;
    await api.post('/api/auth/password/forgot', { email: 'bloqueo@example.com' });
    await waitUntil(() => inbox.smtp.received.length > since);
    const text = textOf(partsOfType(inbox.smtp.received.at(-1)!.message, 'text/plain')[0]) ?? '';
    const token = /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
    expect(
      (await api.post('/api/auth/password/reset', { token, password: clientPassword('desbloqueo-1') })).status,
    ).toBe(200);
    expect((await login(api, company.username, 'desbloqueo-1')).status).toBe(200);
  });
});

describe('sessions in the database', () => {
  it('keeps only a hash of the session id', async () => {
    const company = await newCompany(api);
    const token = await tokenOf(company.username);
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    const rows = await api.database.db.select().from(sessions).where(eq(sessions.companyId, company.id));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.some((r) => r.idHash === sid)).toBe(false);
  });
});
