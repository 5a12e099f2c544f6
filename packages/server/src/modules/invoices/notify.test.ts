import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVOICE_MSG, MSG, type Notification } from '@obra/domain';
import type { Config } from '../../config.js';
import { partsOfType, startSmtpServer, textOf, type ReceivedMail, type TestSmtp } from '../../test/smtp.js';
import type { ServerEvent } from '../../realtime/events.js';
import { useApi, refusal } from '../../test/app.js';
import { newAdmin, newClient, newCompany, newEmployee, newProject, type Account } from '../../test/factories.js';

const overrides: Partial<Config> = {};
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  overrides.smtpUrl = smtp.url;
});
afterAll(async () => {
  await smtp?.close();
});
const api = useApi(overrides);

const published: ServerEvent[] = [];
let unsubscribe: () => void;
beforeAll(() => {
  unsubscribe = api.app.deps.events.subscribe((events) => void published.push(...events));
});
afterAll(() => unsubscribe?.());
afterEach(() => {
  vi.restoreAllMocks();
});

const REFUSED = refusal(MSG.forbidden);

const notifyClient = (account: Account, body: Record<string, unknown>) =>
  api.post<true>('/api/projects/notify', body, account.token);

async function notices(account: Account): Promise<Notification[]> {
  const res = await api.get<Notification[]>(`/api/notifications/get/user?userId=${account.id}`, account.token);
  expect(res.status).toBe(200);
  return res.body.queryData;
}

async function emailOf(account: Account): Promise<string> {
  const res = await api.get<{ email: string }>(`/api/account/get/user?account=${account.id}`, account.token);
  expect(res.status).toBe(200);
  return res.body.queryData.email;
}

/** The mails to this address after the one telling them the company accepted them as its client. */
function mailsTo(address: string): ReceivedMail[] {
  return smtp.received.filter((m) => m.rcptTo.includes(address)).slice(1);
}

describe('POST /api/projects/notify (Notificar)', () => {
  it('notifies a Spanish client and mails them in Spanish, the note as plain text', async () => {
    const company = await newCompany(api, { name: 'Techos Rivera' });
    const client = await newClient(api, company, { name: 'Ana Díaz' });
    const project = await newProject(api, company, { name: 'Casa Díaz', clientId: client.id });
    const note = 'Llegamos el lunes a las 8.\n<b>Traiga</b> las llaves & el código.';
    const before = published.length;

    const res = await notifyClient(company, { projectId: project.id, message: `  ${note}  ` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ querySuccess: true, queryData: true, queryError: null });

    const [latest] = await notices(client);
    expect(latest).toMatchObject({
      message: `Techos Rivera sobre el proyecto Casa Díaz: ${note}`,
      read: false,
      projectId: project.id,
    });
    expect(published.slice(before)).toContainEqual({
      type: 'new notification',
      audience: { companyIds: [], userIds: [client.id] },
    });

    const email = await emailOf(client);
    const [mail] = mailsTo(email);
    expect(mail).toBeDefined();
    expect(mail!.message.headers.subject).toBe('Techos Rivera: aviso sobre el proyecto Casa Díaz');
    expect(partsOfType(mail!.message, 'text/html')).toEqual([]);
    const body = textOf(partsOfType(mail!.message, 'text/plain')[0])!;
    expect(body).toContain('Hola Ana Díaz:');
    expect(body).toContain('Techos Rivera le envía un aviso sobre el proyecto Casa Díaz.');
    expect(body).toContain(note);
  });

  it('writes to an English-speaking client in English, also without a note', async () => {
    const company = await newCompany(api, { name: 'Pintura Luna' });
    const admin = await newAdmin(api, company);
    const client = await newClient(api, company, { name: 'Sam Smith', language: 'en' });
    const project = await newProject(api, company, { name: 'Kitchen', clientId: client.id });

    const res = await notifyClient(admin, { projectId: project.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await notices(client))[0]!.message).toBe('Pintura Luna sent you a notice about project Kitchen');

    const [mail] = mailsTo(await emailOf(client));
    expect(mail!.message.headers.subject).toBe('Pintura Luna: notice about the project Kitchen');
    const body = textOf(partsOfType(mail!.message, 'text/plain')[0])!;
    expect(body).toContain('Hello Sam Smith,');
    expect(body).toContain('Pintura Luna sends you a notice about the project Kitchen.');
    expect(body).not.toContain('Hola');
  });

  it('needs a client (400) and refuses everyone but the company side (403), notifying and mailing nobody', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const employee = await newEmployee(api, company);
    const stranger = await newCompany(api);
    const lonely = await newProject(api, company, { clientId: 0 });
    const project = await newProject(api, company, { clientId: client.id });
    const before = (await notices(client)).length;
    const mails = smtp.received.length;

    const none = await notifyClient(company, { projectId: lonely.id, message: 'Hola' });
    expect(none.status).toBe(400);
    expect(none.body.queryError).toBe(INVOICE_MSG.noticeNoClient);
    for (const who of [stranger, employee, client]) {
      const res = await notifyClient(who, { projectId: project.id, message: 'Hola' });
      expect(res.status, who.username).toBe(403);
      expect(res.body).toEqual(REFUSED);
    }
    const long = await notifyClient(company, { projectId: project.id, message: 'a'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.queryError).toBe(INVOICE_MSG.noticeTooLong);

    expect(await notices(client)).toHaveLength(before);
    expect(smtp.received.length).toBe(mails);
  });

  it('leaves no notification behind when the mail cannot be sent (503)', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const project = await newProject(api, company, { clientId: client.id });
    const before = await notices(client);
    vi.spyOn(api.app.deps.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const res = await notifyClient(company, { projectId: project.id, message: 'Hola' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual(refusal(INVOICE_MSG.noticeFailed));
    expect(await notices(client)).toEqual(before);
  });
});
