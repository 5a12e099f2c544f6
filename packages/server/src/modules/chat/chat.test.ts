import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MSG, MSG, type ChatMessage, type Notification, type Project } from '@obra/domain';
import { media, messageReads, messages } from '../../db/schema.js';
import type { ServerEvent } from '../../realtime/events.js';
import { useApi, refusal } from '../../test/app.js';
import {
  assigneeOf,
  newAdmin,
  newClient,
  newCompany,
  newContractor,
  newEmployee,
  newProject,
  type Account,
  type CompanyAccount,
} from '../../test/factories.js';

// Several projects per company: Pro has no project limit.
const api = useApi({ defaultPlan: 'pro' });

const REFUSED = refusal(MSG.forbidden);

/** Every event the app publishes after a successful request. */
const published: ServerEvent[] = [];
let unsubscribe: () => void;
beforeAll(() => {
  unsubscribe = api.app.deps.events.subscribe((events) => void published.push(...events));
});
afterAll(() => unsubscribe?.());

const send = (account: Account, body: Record<string, unknown>) =>
  api.post<ChatMessage>('/api/projects/message/create', body, account.token);
const say = async (account: Account, projectId: number, messageText: string) => {
  const res = await send(account, { projectId, messageText, projectMediaId: -1 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
};
const read = (account: Account, projectId: number, authType = 1) =>
  api.get<ChatMessage[]>(`/api/projects/getProjectMessages?authType=${authType}&projectId=${projectId}`, account.token);
const readOk = async (account: Account, projectId: number) => {
  const res = await read(account, projectId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
};

async function unreadById(account: Account, projectId: number): Promise<number> {
  const res = await api.get<Project>(`/api/projects/getProjectById?projectId=${projectId}`, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData.unreadMessages;
}
async function unreadInCompanyList(account: Account, company: CompanyAccount, projectId: number): Promise<number> {
  const res = await api.get<Project[]>(`/api/projects/getByCompany?companyId=${company.id}`, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData.find((p) => p.id === projectId)!.unreadMessages;
}
async function unreadInUserList(account: Account, projectId: number): Promise<number> {
  const res = await api.get<Project[]>(`/api/projects/getByUser?userId=${account.id}`, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData.find((p) => p.id === projectId)!.unreadMessages;
}
async function userNotices(account: Account): Promise<string[]> {
  const res = await api.get<Notification[]>(`/api/notifications/get/user?userId=${account.id}`, account.token);
  expect(res.status).toBe(200);
  return res.body.queryData.map((n) => n.message);
}
async function companyNotices(company: CompanyAccount): Promise<string[]> {
  const res = await api.get<Notification[]>(`/api/notifications/get/company?companyId=${company.id}`, company.token);
  expect(res.status).toBe(200);
  return res.body.queryData.map((n) => n.message);
}
const storedMessages = (projectId: number) =>
  api.database.db.select().from(messages).where(eq(messages.projectId, projectId));

async function world() {
  const company = await newCompany(api);
  const client = await newClient(api, company, { name: 'Ana Díaz' });
  const project = await newProject(api, company, { name: 'Casa Díaz', clientId: client.id });
  return { company, client, project };
}

describe('POST /api/projects/message/create and GET /api/projects/getProjectMessages', () => {
  it('carries a conversation between the company and the client, oldest first, with who said what', async () => {
    const { company, client, project } = await world();
    const first = await say(company, project.id, 'Hola Ana, mañana llegamos a las 8.');
    expect(first).toMatchObject({
      projectId: project.id,
      messageText: 'Hola Ana, mañana llegamos a las 8.',
      projectMediaId: -1,
      mediaUrl: null,
      messageOrigin: 1,
      senderName: company.name,
    });
    expect(Date.parse(first.createdAt)).not.toBeNaN();
    const second = await say(client, project.id, '¡Perfecto, gracias!');
    expect(second).toMatchObject({ messageOrigin: 4, senderName: 'Ana Díaz' });

    for (const reader of [company, client]) {
      const list = await readOk(reader, project.id);
      expect(list.map((m) => [m.id, m.messageText, m.messageOrigin, m.senderName])).toEqual([
        [first.id, 'Hola Ana, mañana llegamos a las 8.', 1, company.name],
        [second.id, '¡Perfecto, gracias!', 4, 'Ana Díaz'],
      ]);
    }
  });

  it('lets admins write as the company side (origin 1) under their own name, and a contractor on their own project (origin 3)', async () => {
    const { company, client, project } = await world();
    const admin = await newAdmin(api, company);
    const byAdmin = await say(admin, project.id, 'Soy el administrador');
    expect(byAdmin.messageOrigin).toBe(1);
    expect(byAdmin.senderName).toBe(admin.name);

    const contractor = await newContractor(api, null, { name: 'Carlos Contratista' });
    const ownClient = await newClient(api, await newCompany(api));
    // The contractor's own client: linked the way a company adds one.
    const added = await api.post<{ id: number; name: string }[]>(
      '/api/clients/create',
      {
        name: 'Bea Cliente',
        email: `bea-${randomBytes(3).toString('hex')}@example.com`,
        phone: '801-555-0100',
        address: '1 Oak St',
        city: 'Ogden',
        state: 'UT',
        zip: '84401',
      },
      contractor.token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const bea = added.body.queryData.find((c) => c.name === 'Bea Cliente')!;
    const own = await newProject(api, contractor, { clientId: bea.id });
    const byContractor = await say(contractor, own.id, 'Empiezo el lunes');
    expect(byContractor).toMatchObject({ messageOrigin: 3, senderName: 'Carlos Contratista' });
    expect((await readOk(contractor, own.id)).map((m) => m.messageText)).toEqual(['Empiezo el lunes']);
    // A client of someone else is still no party to it.
    expect((await read(ownClient, own.id)).status).toBe(403);
    expect((await readOk(client, project.id)).map((m) => m.messageOrigin)).toEqual([1]);
  });

  it('takes the origin from the caller, never from the body or the query string', async () => {
    const { company, client, project } = await world();
    const res = await send(company, { projectId: project.id, messageText: 'Hola', messageOrigin: 4, authType: 4 });
    expect(res.status).toBe(200);
    expect(res.body.queryData.messageOrigin).toBe(1);
    const fromClient = await send(client, { projectId: project.id, messageText: 'Hola', messageOrigin: 1 });
    expect(fromClient.body.queryData.messageOrigin).toBe(4);
    const stored = await storedMessages(project.id);
    expect(stored.map((m) => m.origin)).toEqual([1, 4]);

    // The client calling with the company's authType still reads as the client: the company's unread
    // count is untouched, the client's is cleared.
    expect(await unreadById(company, project.id)).toBe(1);
    expect((await read(client, project.id, 1)).status).toBe(200);
    expect(await unreadById(company, project.id)).toBe(1);
    expect(await unreadById(client, project.id)).toBe(0);
  });

  it('keeps text as plain text, exactly as typed apart from surrounding spaces', async () => {
    const { company, client, project } = await world();
    const script = '<script>alert("x")</script> & <b>negrita</b>';
    const saved = await say(company, project.id, `  ${script}\n  segunda línea  `);
    expect(saved.messageText).toBe(`${script}\n  segunda línea`);
    const [again] = await readOk(client, project.id);
    expect(again!.messageText).toBe(`${script}\n  segunda línea`);
    const [row] = await storedMessages(project.id);
    expect(row!.text).toBe(`${script}\n  segunda línea`);
  });

  it('refuses an empty message, one of only spaces, and one too long (400, nothing stored)', async () => {
    const { company, client, project } = await world();
    for (const body of [
      { projectId: project.id, messageText: '' },
      { projectId: project.id, messageText: '    ' },
      { projectId: project.id, messageText: ' \n\t ', projectMediaId: -1 },
      { projectId: project.id },
    ]) {
      const res = await send(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(refusal(CHAT_MSG.empty));
    }
    const long = await send(company, { projectId: project.id, messageText: 'a'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.queryError).toBe(CHAT_MSG.tooLong);
    expect((await send(company, { projectId: project.id, messageText: 'a'.repeat(2000) })).status).toBe(200);
    expect(await storedMessages(project.id)).toHaveLength(1);
  });

  it('is only for projects with a client (400 for the company), and nobody else learns even that (403)', async () => {
    const company = await newCompany(api);
    const stranger = await newCompany(api);
    const project = await newProject(api, company, { clientId: 0 });
    const res = await send(company, { projectId: project.id, messageText: 'Hola' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(CHAT_MSG.noClient));
    const list = await read(company, project.id);
    expect(list.status).toBe(400);
    expect(list.body.queryError).toBe(CHAT_MSG.noClient);
    expect((await send(stranger, { projectId: project.id, messageText: 'Hola' })).body).toEqual(REFUSED);
    expect((await read(stranger, project.id)).body).toEqual(REFUSED);
    expect(await storedMessages(project.id)).toHaveLength(0);
    expect(project.unreadMessages).toBe(0);
  });

  it('refuses another company, the company’s employees (even one working on it) and another client (403)', async () => {
    const { company, client, project: created } = await world();
    const employee = await newEmployee(api, company);
    const project = (
      await api.post<Project>(
        '/api/projects/update',
        { ...created, id: created.id, projectItems: [{ itemName: 'Techo', assignee: assigneeOf(employee) }] },
        company.token,
      )
    ).body.queryData;
    expect(project.projectItems[0]!.userId).toBe(employee.id);
    await say(client, project.id, 'Mensaje privado');
    const otherCompany = await newCompany(api);
    const otherClientSameCompany = await newClient(api, company);
    const otherEmployee = await newEmployee(api, otherCompany);
    for (const outsider of [otherCompany, employee, otherClientSameCompany, otherEmployee]) {
      const write = await send(outsider, { projectId: project.id, messageText: 'Hola' });
      expect(write.status, outsider.username).toBe(403);
      expect(write.body).toEqual(REFUSED);
      const list = await read(outsider, project.id);
      expect(list.status, outsider.username).toBe(403);
      expect(list.body).toEqual(REFUSED);
      expect(JSON.stringify(list.body)).not.toContain('Mensaje privado');
    }
    // A project that does not exist answers the same.
    expect((await read(company, 2_000_000_000)).body).toEqual(REFUSED);
    expect(await storedMessages(project.id)).toHaveLength(1);
    expect(await api.database.db.select().from(messageReads).where(eq(messageReads.projectId, project.id))).toEqual([]);
  });

  it('tells the other side: a notification in the reader’s language and a realtime event after commit', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company, { name: 'Sam Smith', language: 'en' });
    const project = await newProject(api, company, { name: 'Roof', clientId: client.id });
    const before = published.length;
    const fromCompany = await say(company, project.id, 'We start Monday');
    expect(await userNotices(client)).toContain(`New message from ${company.name} on project Roof`);
    const fromClient = await say(client, project.id, 'Great');
    expect((await companyNotices(company))[0]).toBe('Nuevo mensaje de Sam Smith en el proyecto Roof');

    const chatEvents = published.slice(before).filter((e) => e.type === 'chat message');
    expect(chatEvents).toEqual([
      { type: 'chat message', projectId: project.id, messageId: fromCompany.id, messageOrigin: 1 },
      { type: 'chat message', projectId: project.id, messageId: fromClient.id, messageOrigin: 4 },
    ]);
    const refused = published.length;
    expect((await send(client, { projectId: project.id, messageText: '   ' })).status).toBe(400);
    expect(published.slice(refused).filter((e) => e.type === 'chat message')).toEqual([]);
  });

  it('carries one of the project’s photos, and refuses another project’s', async () => {
    const { company, client, project } = await world();
    const other = await world();
    const photo = async (projectId: number) => {
      const name = `${randomBytes(16).toString('hex')}.jpg`;
      const [row] = await api.database.db.insert(media).values({ projectId, kind: 'chat', name }).returning();
      return row!;
    };
    const mine = await photo(project.id);
    const theirs = await photo(other.project.id);
    const res = await send(client, { projectId: project.id, messageText: '', projectMediaId: mine.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData).toMatchObject({
      projectMediaId: mine.id,
      mediaUrl: `/api/files/${mine.name}`,
      messageText: '',
    });
    for (const projectMediaId of [theirs.id, 2_000_000_000, 1.5, -7]) {
      const refused = await send(company, { projectId: project.id, messageText: 'Mire', projectMediaId });
      expect(refused.status, String(projectMediaId)).toBe(400);
      expect(refused.body.queryError).toBe(CHAT_MSG.mediaNotInProject);
    }
    expect((await readOk(company, project.id)).map((m) => m.projectMediaId)).toEqual([mine.id]);
  });
});

describe('unreadMessages', () => {
  it('rises for the other side only and clears for whoever reads the chat', async () => {
    const { company, client, project } = await world();
    const admin = await newAdmin(api, company);
    await say(client, project.id, 'Uno');
    await say(client, project.id, 'Dos');

    expect(await unreadById(company, project.id)).toBe(2);
    expect(await unreadInCompanyList(company, company, project.id)).toBe(2);
    expect(await unreadInCompanyList(admin, company, project.id)).toBe(2);
    // The client's own messages are not news to them.
    expect(await unreadById(client, project.id)).toBe(0);
    expect(await unreadInUserList(client, project.id)).toBe(0);

    // The company account reads as the company; an admin reads for themselves.
    expect(await readOk(company, project.id)).toHaveLength(2);
    expect(await unreadInCompanyList(company, company, project.id)).toBe(0);
    expect(await unreadInCompanyList(admin, company, project.id)).toBe(2);
    await readOk(admin, project.id);
    expect(await unreadById(admin, project.id)).toBe(0);

    await say(company, project.id, 'Tres');
    await say(admin, project.id, 'Cuatro');
    expect(await unreadInUserList(client, project.id)).toBe(2);
    expect(await unreadById(client, project.id)).toBe(2);
    // The company side's own messages are not unread for it.
    expect(await unreadById(company, project.id)).toBe(0);

    // Every project answer carries the count: an update's answer too.
    await say(client, project.id, 'Cinco');
    const updated = await api.post<Project>(
      '/api/projects/updateStatus',
      { projectId: project.id, status: 'IN_PROGRESS' },
      company.token,
    );
    expect(updated.body.queryData.unreadMessages).toBe(1);

    expect((await readOk(client, project.id)).map((m) => m.messageText)).toEqual([
      'Uno',
      'Dos',
      'Tres',
      'Cuatro',
      'Cinco',
    ]);
    expect(await unreadInUserList(client, project.id)).toBe(0);
    expect(await unreadById(company, project.id)).toBe(1);
    // Reading again moves the company's marker on.
    await readOk(company, project.id);
    expect(await unreadById(company, project.id)).toBe(0);
    const markers = await api.database.db.select().from(messageReads).where(eq(messageReads.projectId, project.id));
    expect(markers).toHaveLength(3);
  });

  it('is 0 for workers, who have no chat', async () => {
    const { company, client, project: created } = await world();
    const employee = await newEmployee(api, company);
    await api.post(
      '/api/projects/update',
      { ...created, projectItems: [{ itemName: 'Pintar', assignee: assigneeOf(employee) }] },
      company.token,
    );
    await say(client, created.id, 'Hola');
    await say(company, created.id, 'Hola');
    expect(await unreadById(employee, created.id)).toBe(0);
    expect(await unreadInUserList(employee, created.id)).toBe(0);
  });

  it('is counted for a whole list in a fixed number of queries', async () => {
    const counted = async (account: CompanyAccount) => {
      const before = api.queryCount();
      const res = await api.get<Project[]>(`/api/projects/getByCompany?companyId=${account.id}`, account.token);
      expect(res.status).toBe(200);
      return { queries: api.queryCount() - before, projects: res.body.queryData };
    };
    const make = async (projects: number) => {
      const company = await newCompany(api);
      const client = await newClient(api, company);
      for (let i = 0; i < projects; i++) {
        const p = await newProject(api, company, { clientId: client.id });
        for (let m = 0; m <= i; m++) await say(client, p.id, `Mensaje ${m}`);
      }
      return company;
    };
    const small = await counted(await make(1));
    const large = await counted(await make(5));
    expect(small.projects.map((p) => p.unreadMessages)).toEqual([1]);
    // Newest project first: it has the most messages.
    expect(large.projects.map((p) => p.unreadMessages)).toEqual([5, 4, 3, 2, 1]);
    expect(large.queries).toBe(small.queries);
    expect(small.queries).toBeLessThanOrEqual(4);
  });
});
