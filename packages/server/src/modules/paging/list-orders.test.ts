import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Client, Expense, Reminder } from '@obra/domain';
import { companyClients, expenses, messageReads, messages, projects, reminders, users } from '../../db/schema.js';
import { useApi, type Answer } from '../../test/app.js';
import { newClient, newCompany, newProject, type Account, type CompanyAccount } from '../../test/factories.js';

/** Every list pages in its screen's order, and the pages joined are the whole list in that order. */
const api = useApi();

let company: CompanyAccount;
let client: Account;
let projectId: number;

beforeAll(async () => {
  company = await newCompany(api);
  client = await newClient(api, company, { name: 'Zoe Cliente' });
  projectId = (await newProject(api, company, { clientId: client.id })).id;
});

/** All the pages of a list, `limit` rows at a time, and how many pages there were. */
async function allPages<T>(url: string, account: Account, limit: number): Promise<{ rows: T[]; pages: T[][] }> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const res: Answer<T[]> = await api.get<T[]>(
      `${url}&limit=${limit}${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
      account.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body.queryData);
    cursor = (res.body as unknown as { nextCursor: string | null }).nextCursor;
  } while (cursor !== null && pages.length < 100);
  return { rows: pages.flat(), pages };
}

describe('the chat', () => {
  it('pages from the newest messages back, each page oldest first; the first page marks it read', async () => {
    const { db } = api.database;
    const ids = (
      await db
        .insert(messages)
        .values([1, 2, 3, 4, 5].map((n) => ({ projectId, text: `Mensaje ${n}`, origin: 4 })))
        .returning({ id: messages.id })
    ).map((r) => r.id);
    const url = `/api/projects/getProjectMessages?projectId=${projectId}`;
    const { pages } = await allPages<ChatMessage>(url, company, 2);
    expect(pages.map((page) => page.map((m) => m.id))).toEqual([[ids[3], ids[4]], [ids[1], ids[2]], [ids[0]]]);
    const [read] = await db.select().from(messageReads).where(eq(messageReads.projectId, projectId));
    expect(read?.lastReadMessageId).toBe(ids[4]);
  });
});

describe("a company's clients", () => {
  it('page by name; the requests to join come with the first page only', async () => {
    const { db } = api.database;
    const added = await db
      .insert(users)
      .values(
        ['Ana', 'beto', 'Carla', 'Ana'].map((name, i) => ({
          name,
          phone: '801-555-0100',
          email: `x${i}@example.com`,
          userType: 'client',
        })),
      )
      .returning({ id: users.id });
    await db.insert(companyClients).values(added.map(({ id }) => ({ companyId: company.id, userId: id })));
    // A request to become a client, not yet answered.
    const asking = await newClient(api, company, { companyIdentifier: company.identifier });

    const url = `/api/clients/getByCompany?companyId=${company.id}`;
    const whole = await api.get<Client[]>(`${url}&limit=200`, company.token);
    const expected = whole.body.queryData;
    expect(expected.filter((c) => c.pending).map((c) => c.id)).toEqual([asking.id]);
    const { rows, pages } = await allPages<Client>(url, company, 2);
    const clientIds = (list: Client[]) => list.filter((c) => !c.pending).map((c) => c.id);
    expect(clientIds(rows)).toEqual(clientIds(expected));
    expect(pages[0]!.filter((c) => c.pending).map((c) => c.id)).toEqual([asking.id]);
    expect(
      pages
        .slice(1)
        .flat()
        .some((c) => c.pending),
    ).toBe(false);
    const names = rows.filter((c) => !c.pending).map((c) => c.name);
    expect(names).toHaveLength(5);
  });
});

describe('expenses and reminders', () => {
  it('page by date, then as entered', async () => {
    const { db } = api.database;
    const dates = ['2026-12-03', '2026-12-01', '2026-12-03', '2026-12-02', '2026-12-01'];
    const spent = await db
      .insert(expenses)
      .values(
        dates.map((date, i) => ({ projectId, name: `Gasto ${i}`, amountCents: 100, description: 'Compra', date })),
      )
      .returning({ id: expenses.id, date: expenses.date });
    const byDate = [...spent].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id).map((e) => e.id);
    const list = await allPages<Expense>(`/api/expenses/getByProjectId?projectId=${projectId}`, company, 2);
    expect(list.rows.map((e) => e.id)).toEqual(byDate);

    const due = await db
      .insert(reminders)
      .values(dates.map((dueDate, i) => ({ companyId: company.id, projectId, text: `Llamar ${i}`, dueDate })))
      .returning({ id: reminders.id, dueDate: reminders.dueDate });
    const soonest = [...due].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id).map((r) => r.id);
    const open = await allPages<Reminder>(`/api/reminders/getByCompany?companyId=${company.id}`, company, 2);
    expect(open.rows.map((r) => r.rid)).toEqual(soonest);
  });
});

describe("a client's projects", () => {
  it('page newest first', async () => {
    const { db } = api.database;
    await db.insert(projects).values(
      [1, 2, 3].map((n) => ({
        companyId: company.id,
        clientId: client.id,
        name: `Otro ${n}`,
        address: '1 Main St',
        city: 'Ogden',
        state: 'UT',
        zip: '84401',
      })),
    );
    const { rows, pages } = await allPages<{ id: number }>(`/api/projects/getByUser?userId=${client.id}`, client, 3);
    expect(pages.map((p) => p.length)).toEqual([3, 1]);
    expect(rows.map((p) => p.id)).toEqual([...rows.map((p) => p.id)].sort((a, b) => b - a));
  });
});
