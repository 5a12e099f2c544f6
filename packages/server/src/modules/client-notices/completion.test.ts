import { describe, expect, it } from 'vitest';
import type { Project } from '@obra/domain';
import type { Config } from '../../config.js';
import type { ServerEvent } from '../../realtime/events.js';
import { useApi } from '../../test/app.js';
import { noticeReads } from '../../test/client-notices.js';
import { assigneeOf, newClient, newCompany, newEmployee, newProject, type Account } from '../../test/factories.js';
import { jobCalls } from '../../test/jobs.js';
import { useSmtpServer } from '../../test/smtp.js';

const overrides: Partial<Config> = {};
const mail = useSmtpServer(overrides);
const api = useApi(overrides);
const { jobEdit, updateJob } = jobCalls(api);
const { bell, outbox, mailsOf } = noticeReads(api, () => mail.smtp);

const STREET = '45 Center St';

/** A company with a worker, a client (in `language`) and a project of the client with `jobs` jobs of the worker's. */
async function aProject(language: 'es' | 'en', jobs = 2) {
  const company = await newCompany(api, { name: 'Techos Rivera' });
  const worker = await newEmployee(api, company, { name: 'Carlos' });
  const client = await newClient(api, company, { name: language === 'es' ? 'Ana Díaz' : 'Sam Smith', language });
  const project = await newProject(api, company, {
    name: 'Casa Díaz',
    address: `${STREET}, Ogden, UT, 84401`,
    clientId: client.id,
    projectItems: Array.from({ length: jobs }, (_, i) => ({
      itemName: ['Tejas', 'Canaletas'][i] ?? `Trabajo ${i}`,
      itemStartDate: '2026-12-01',
      assignee: assigneeOf(worker),
    })),
  });
  return { company, worker, client, project };
}

const complete = (account: Account, project: Project, index: number, headers: Record<string, string> = {}) =>
  api.request<Project>({
    method: 'POST',
    url: '/api/projects/updateJob',
    headers: { authorization: `Bearer ${account.token}`, ...headers },
    payload: jobEdit(project.projectItems[index]!, { itemStatus: 'COMPLETED' }),
  });

const published: ServerEvent[] = [];
const listening = () => api.app.deps.events.subscribe((events) => void published.push(...events));

describe('automatic notices to the client when work is completed', () => {
  it('tells a Spanish client of each completed job and of the finished project, in app, live and by one mail each', async () => {
    const stop = listening();
    const { company, worker, client, project } = await aProject('es');
    const before = published.length;

    const first = await complete(worker, project, 0);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await bell(client))[0]).toMatchObject({
      message: `Carlos terminó el trabajo Tejas del proyecto Casa Díaz (${STREET})`,
      projectId: project.id,
      read: false,
    });
    const live = published.slice(before).filter((e) => e.type === 'new notification');
    expect(live.some((e) => e.audience.userIds.includes(client.id))).toBe(true);
    const [jobMail] = await mailsOf(client, 1);
    expect(jobMail!.subject).toBe('Techos Rivera: trabajo Tejas terminado');
    expect(jobMail!.text).toContain('Hola Ana Díaz:');
    expect(jobMail!.text).toContain(`Carlos terminó el trabajo Tejas del proyecto Casa Díaz (${STREET}).`);

    // The company completes the last job: that job's notice and the project's.
    const last = await complete(company, project, 1);
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.queryData.status).toBe('COMPLETED');
    const messages = (await bell(client)).map((n) => n.message);
    expect(messages).toContain(`Carlos terminó el trabajo Canaletas del proyecto Casa Díaz (${STREET})`);
    expect(messages).toContain('Techos Rivera terminó todos los trabajos del proyecto Casa Díaz');
    // Which takes the place of the status notice: one notice of one event.
    expect(messages).not.toContain('El proyecto Casa Díaz cambió a: Completado');
    const mails = await mailsOf(client, 3);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Techos Rivera: proyecto Casa Díaz terminado',
      'Techos Rivera: trabajo Canaletas terminado',
      'Techos Rivera: trabajo Tejas terminado',
    ]);
    stop();
  });

  it('writes to an English-speaking client in English', async () => {
    const { worker, client, project } = await aProject('en', 1);
    const res = await complete(worker, project, 0);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const messages = (await bell(client)).map((n) => n.message);
    expect(messages).toContain(`Carlos finished the job Tejas of project Casa Díaz (${STREET})`);
    expect(messages).toContain('Techos Rivera finished all the work on project Casa Díaz');
    const mails = await mailsOf(client, 2);
    const jobMail = mails.find((m) => m.subject === 'Techos Rivera: job Tejas finished');
    expect(jobMail?.text).toContain('Hello Sam Smith,');
    expect(jobMail?.text).toContain('You can see the project by signing in to Obra.');
    expect(mails.map((m) => m.subject)).toContain('Techos Rivera: project Casa Díaz finished');
    expect(mails.every((m) => !m.text.includes('Hola'))).toBe(true);
  });

  it('notifies once per job: not when the request is replayed, sent again, or the job is reopened and completed again', async () => {
    const { company, worker, client, project } = await aProject('es');
    const key = { 'idempotency-key': 'complete-tejas-1' };
    expect((await complete(worker, project, 0, key)).status).toBe(200);
    const replayed = await complete(worker, project, 0, key);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    // Completed already: the worker may no longer change it, the company saves it completed again.
    expect((await complete(worker, project, 0, { 'idempotency-key': 'complete-tejas-2' })).status).toBe(400);
    expect((await complete(company, project, 0, { 'idempotency-key': 'complete-tejas-3' })).status).toBe(200);
    const reopened = await updateJob(company, jobEdit(project.projectItems[0]!, { itemStatus: 'UPDATED' }));
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect((await complete(company, project, 0)).status).toBe(200);

    const done = (await bell(client)).filter((n) => n.message.startsWith('Carlos terminó el trabajo Tejas'));
    expect(done).toHaveLength(1);
    expect(await mailsOf(client, 1)).toHaveLength(1);
  });

  it('tells of a job completed through the project form too, and of the project it finishes, once', async () => {
    const { company, client, project } = await aProject('es', 1);
    const { id, name, address, city, state, zip, startDate, endDate, description, type, status } = project;
    const { projectId: _projectId, ...job } = jobEdit(project.projectItems[0]!, { itemStatus: 'COMPLETED' });
    const body = {
      ...{ id, name, address, city, state, zip, startDate, endDate, description, type, status },
      clientId: client.id,
      projectItems: [job],
    };
    const saved = await api.post('/api/projects/update', body, company.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Saved again as it now is, completed: nothing new to tell.
    const again = await api.post('/api/projects/update', { ...body, status: 'COMPLETED' }, company.token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const mails = await mailsOf(client, 2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Techos Rivera: proyecto Casa Díaz terminado',
      'Techos Rivera: trabajo Tejas terminado',
    ]);
  });

  it('sends nothing for a project without a client', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const client = await newClient(api, company);
    const project = await newProject(api, company, {
      clientId: 0,
      projectItems: [{ itemName: 'Tejas', itemStartDate: '2026-12-01', assignee: assigneeOf(worker) }],
    });
    expect((await complete(worker, project, 0)).status).toBe(200);
    expect(await bell(client)).toEqual([]);
    expect(await outbox(client)).toEqual([]);
  });
});
