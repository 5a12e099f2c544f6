import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, type CompanyAccount as CompanyView, type Project } from '@obra/domain';
import type { Config } from '../../config.js';
import { clientNotices, users } from '../../db/schema.js';
import { collectingEvents, type ServerEvent } from '../../realtime/events.js';
import { refusal, useApi } from '../../test/app.js';
import { noticeReads } from '../../test/client-notices.js';
import {
  assigneeOf,
  newAdmin,
  newClient,
  newCompany,
  newEmployee,
  newProject,
  type Account,
  type CompanyAccount,
} from '../../test/factories.js';
import { jobCalls } from '../../test/jobs.js';
import { useSmtpServer } from '../../test/smtp.js';
import { noticeMailsSettled, retryUnmailedNotices } from './mail.js';
import { workerEnRoute } from './service.js';

const overrides: Partial<Config> = {};
const mail = useSmtpServer(overrides);
const api = useApi(overrides);
const { jobEdit, updateJob } = jobCalls(api);
const { bell, outbox, mailsOf } = noticeReads(api, () => mail.smtp);
afterEach(() => vi.restoreAllMocks());

async function aProject(language: 'es' | 'en' = 'es') {
  const company = await newCompany(api, { name: 'Techos Rivera' });
  const worker = await newEmployee(api, company, { name: 'Carlos' });
  const client = await newClient(api, company, { name: 'Ana Díaz', language });
  const project = await newProject(api, company, {
    name: 'Casa Díaz',
    address: '45 Center St, Ogden, UT, 84401',
    clientId: client.id,
    projectItems: [{ itemName: 'Tejas', itemStartDate: '2026-12-01', assignee: assigneeOf(worker) }],
  });
  return { company, worker, client, project };
}

/**
 * The time clock's 'En camino' as a request makes it: inside a transaction, its events published
 * once it has committed (app.ts does so for each request).
 */
async function enRoute(project: Project, workerId: number, eventKey: string, fail = false): Promise<ServerEvent[]> {
  const events: ServerEvent[] = [];
  const input = { projectId: project.id, jobId: project.projectItems[0]!.id, workerId, eventKey };
  const write = () =>
    api.database.db.transaction(async (tx) => {
      await workerEnRoute(tx, input);
      if (fail) throw new Error('the rest of the write failed');
    });
  try {
    await collectingEvents(events, write);
  } catch (error) {
    if (!fail) throw error;
    return events;
  }
  await api.app.deps.events.publish(events);
  return events;
}

const setNotices = (who: Account, company: CompanyAccount, body: Record<string, unknown>) =>
  api.post<CompanyView>('/api/account/update/notices', { id: company.id, ...body }, who.token);

describe('workerEnRoute (the time clock wires its EN_ROUTE to it)', () => {
  it('tells the client the worker is on the way, in app, live and by one mail, once per trip', async () => {
    const { worker, client, project } = await aProject();
    const events = await enRoute(project, worker.id, 'en_route:101');
    expect(events).toContainEqual({ type: 'new notification', audience: { companyIds: [], userIds: [client.id] } });
    expect((await bell(client))[0]).toMatchObject({ message: 'Carlos va en camino a 45 Center St', read: false });
    const [first] = await mailsOf(client, 1);
    expect(first!.subject).toBe('Techos Rivera: Carlos va en camino');
    expect(first!.text).toContain('Hola Ana Díaz:');
    expect(first!.text).toContain('Carlos va en camino a 45 Center St.');
    expect(first!.text).toContain('Proyecto: Casa Díaz');

    // The same trip sent again (a queue replaying it) tells nothing; the next trip does.
    expect(await enRoute(project, worker.id, 'en_route:101')).toEqual([]);
    await enRoute(project, worker.id, 'en_route:102');
    expect((await bell(client)).filter((n) => n.message.includes('en camino'))).toHaveLength(2);
    expect(await mailsOf(client, 2)).toHaveLength(2);
  });

  it('writes in English to an English-speaking client', async () => {
    const { worker, client, project } = await aProject('en');
    await enRoute(project, worker.id, 'en_route:201');
    expect((await bell(client))[0]!.message).toBe('Carlos is on the way to 45 Center St');
    const [sent] = await mailsOf(client, 1);
    expect(sent!.subject).toBe('Techos Rivera: Carlos is on the way');
    expect(sent!.text).toContain('Hello Ana Díaz,');
  });

  it('records nothing and mails nothing when the change is rolled back, or the job is not the project’s', async () => {
    const { worker, client, project } = await aProject();
    const other = await aProject();
    await enRoute(project, worker.id, 'en_route:301', true);
    await enRoute({ ...project, projectItems: other.project.projectItems }, worker.id, 'en_route:302');
    expect((await bell(client)).filter((n) => n.message.includes('en camino'))).toEqual([]);
    expect(await outbox(client)).toEqual([]);
  });

  it('gives a client without an address the notification only, and leaves nothing to retry', async () => {
    const { worker, client, project } = await aProject();
    const sent = mail.smtp.received.length;
    await api.database.db.update(users).set({ email: '' }).where(eq(users.id, client.id));
    await enRoute(project, worker.id, 'en_route:351');
    expect((await bell(client))[0]!.message).toBe('Carlos va en camino a 45 Center St');
    await noticeMailsSettled();
    expect(mail.smtp.received.length).toBe(sent);
    const [row] = await api.database.db.select().from(clientNotices).where(eq(clientNotices.clientId, client.id));
    expect(row!.mailedAt).not.toBeNull();
  });

  it('keeps a notice whose mail failed and mails it once on the retry', async () => {
    const { worker, client, project } = await aProject();
    vi.spyOn(api.app.deps.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    await enRoute(project, worker.id, 'en_route:401');
    expect(await outbox(client)).toEqual([]);
    expect((await bell(client))[0]!.message).toBe('Carlos va en camino a 45 Center St');

    // The retry leaves a notice alone while its own sending may still be under way.
    await retryUnmailedNotices(api.app.deps, api.app.log);
    expect(await outbox(client)).toEqual([]);
    const aged = sql`now() - interval '11 minutes'`;
    const mine = eq(clientNotices.clientId, client.id);
    await api.database.db.update(clientNotices).set({ createdAt: aged, mailClaimedAt: aged }).where(mine);
    await retryUnmailedNotices(api.app.deps, api.app.log);
    await retryUnmailedNotices(api.app.deps, api.app.log);
    expect(await mailsOf(client, 1)).toHaveLength(1);
    const [row] = await api.database.db.select().from(clientNotices).where(mine);
    expect(row!.mailedAt).not.toBeNull();
  });
});

describe("the time clock's 'En camino'", () => {
  it('tells the client once when the worker taps it, and not again when the tap is sent again', async () => {
    const { worker, client, project } = await aProject();
    const tap = {
      jobId: project.projectItems[0]!.id,
      action: 'EN_ROUTE',
      at: new Date().toISOString(),
      offline: true,
      clientRef: 'tap-1',
    };
    expect((await api.post('/api/time/clock', tap, worker.token)).status).toBe(200);
    await noticeMailsSettled();
    // The phone's queue sends it again (its answer was lost on the way back).
    expect((await api.post('/api/time/clock', tap, worker.token)).status).toBe(200);
    await noticeMailsSettled();

    const bellOfClient = await bell(client);
    expect(bellOfClient.filter((n) => n.message === 'Carlos va en camino a 45 Center St')).toHaveLength(1);
    expect(await mailsOf(client, 1)).toHaveLength(1);
  });
});

describe('the company’s switches (/account)', () => {
  it('are on by default, and each one switched off stops its notice, in app and by mail', async () => {
    const { company, worker, client, project } = await aProject();
    const read = await api.get<CompanyView>(`/api/account/get/company?account=${company.id}`, company.token);
    expect(read.body.queryData.clientNotices).toEqual({ enRoute: true, jobDone: true, projectDone: true });

    const off = await setNotices(company, company, { enRoute: false, jobDone: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.queryData.clientNotices).toEqual({ enRoute: false, jobDone: false, projectDone: true });
    await enRoute(project, worker.id, 'en_route:501');
    const done = await updateJob(worker, jobEdit(project.projectItems[0]!, { itemStatus: 'COMPLETED' }));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // Only the project's notice, still on.
    const messages = (await bell(client)).map((n) => n.message);
    expect(messages.filter((m) => m.startsWith('Carlos'))).toEqual([]);
    expect(messages).toContain('Techos Rivera terminó todos los trabajos del proyecto Casa Díaz');
    expect((await mailsOf(client, 1))[0]!.subject).toBe('Techos Rivera: proyecto Casa Díaz terminado');
  });

  it('are the company side’s: an admin changes them, nobody else', async () => {
    const { company, worker, client } = await aProject();
    const admin = await newAdmin(api, company);
    const byAdmin = await setNotices(admin, company, { projectDone: false });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect(byAdmin.body.queryData.clientNotices.projectDone).toBe(false);
    for (const who of [worker, client, await newCompany(api)]) {
      const res = await setNotices(who, company, { projectDone: true });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusal(MSG.forbidden));
    }
    const read = await api.get<CompanyView>(`/api/account/get/company?account=${company.id}`, company.token);
    expect(read.body.queryData.clientNotices).toEqual({ enRoute: true, jobDone: true, projectDone: false });
  });
});
