import { beforeAll, describe, expect, it } from 'vitest';
import {
  companyClients,
  expenses,
  jobs,
  messages,
  notifications,
  projects,
  reminders,
  users,
} from '../../db/schema.js';
import { useApi } from '../../test/app.js';
import { newClient, newCompany, newEmployee, type Account, type CompanyAccount } from '../../test/factories.js';

const api = useApi();

interface World {
  company: CompanyAccount;
  client: Account;
  employee: Account;
  projectId: number;
  jobId: number;
}

/**
 * A company with `size` of everything its lists show: projects of the client with two jobs each
 * for the employee, chat messages, notifications, expenses, reminders and clients. Written straight
 * to the database: 60 of each through the API would take minutes and count nothing more.
 */
async function world(size: number): Promise<World> {
  const company = await newCompany(api);
  const client = await newClient(api, company);
  const employee = await newEmployee(api, company);
  const { db } = api.database;
  const many = <T>(make: (i: number) => T) => Array.from({ length: size }, (_, i) => make(i));
  const projectRows = await db
    .insert(projects)
    .values(
      many((i) => ({
        companyId: company.id,
        clientId: client.id,
        name: `Proyecto ${i}`,
        address: `${i} Main St`,
        city: 'Ogden',
        state: 'UT',
        zip: '84401',
        status: 'IN_PROGRESS',
      })),
    )
    .returning({ id: projects.id });
  const jobRows = await db
    .insert(jobs)
    .values(
      projectRows.flatMap(({ id }, i) =>
        [0, 1].map((j) => ({
          projectId: id,
          name: `Trabajo ${i}-${j}`,
          startDate: `2026-12-${String((i % 28) + 1).padStart(2, '0')}`,
          assigneeId: employee.id,
        })),
      ),
    )
    .returning({ id: jobs.id });
  const projectId = projectRows[0]!.id;
  const jobId = jobRows[0]!.id;
  await db.insert(messages).values(many((i) => ({ projectId, text: `Mensaje ${i}`, origin: 1 })));
  await db.insert(notifications).values(
    many((i) => ({
      companyId: company.id,
      event: { kind: 'chat_message' as const, project: `P${i}`, sender: 'Ana' },
    })),
  );
  await db.insert(expenses).values(
    many((i) => ({
      projectId,
      jobId,
      name: `Gasto ${i}`,
      amountCents: 100,
      description: 'Compra',
      date: '2026-12-01',
    })),
  );
  await db
    .insert(reminders)
    .values(many((i) => ({ companyId: company.id, projectId, text: `Llamar ${i}`, dueDate: '2026-12-05' })));
  const clientRows = await db
    .insert(users)
    .values(
      many((i) => ({ name: `Cliente ${i}`, phone: '801-555-0100', email: `c${i}@example.com`, userType: 'client' })),
    )
    .returning({ id: users.id });
  await db.insert(companyClients).values(clientRows.map(({ id }) => ({ companyId: company.id, userId: id })));
  return { company, client, employee, projectId, jobId };
}

/** Each list call as the screens make it, and who makes it. */
const CALLS: [string, (w: World) => [string, Account]][] = [
  ['getByCompany', (w) => [`/api/projects/getByCompany?companyId=${w.company.id}`, w.company]],
  ['getByUser (client)', (w) => [`/api/projects/getByUser?userId=${w.client.id}`, w.client]],
  ['getByUser (employee)', (w) => [`/api/projects/getByUser?userId=${w.employee.id}`, w.employee]],
  ['getJobsByCompany', (w) => [`/api/projects/getJobsByCompany?companyId=${w.company.id}`, w.company]],
  ['getJobsByUser', (w) => [`/api/projects/getJobsByUser?userId=${w.employee.id}`, w.employee]],
  ['getProjectMessages', (w) => [`/api/projects/getProjectMessages?projectId=${w.projectId}`, w.company]],
  ['notifications', (w) => [`/api/notifications/get/company?companyId=${w.company.id}`, w.company]],
  ['expenses', (w) => [`/api/expenses/getByJobId?jobId=${w.jobId}`, w.company]],
  ['reminders', (w) => [`/api/reminders/getByCompany?companyId=${w.company.id}`, w.company]],
  ['clients', (w) => [`/api/clients/getByCompany?companyId=${w.company.id}`, w.company]],
  ['summary', (w) => [`/api/projects/summary?companyId=${w.company.id}`, w.company]],
];

/** The statements one call sends, the rows it answers and its next cursor. */
async function counted(url: string, account: Account) {
  const before = api.queryCount();
  const res = await api.get<unknown>(url, account.token);
  const queries = api.queryCount() - before;
  expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
  const body = res.body as unknown as { queryData: unknown; nextCursor?: string | null };
  return { queries, rows: Array.isArray(body.queryData) ? body.queryData.length : 1, next: body.nextCursor ?? null };
}

let small: World;
let large: World;
beforeAll(async () => {
  small = await world(3);
  large = await world(60);
}, 120_000);

describe('a list call sends the same statements for 3 rows as for 60', () => {
  it.each(CALLS)('%s', async (_, call) => {
    const [smallUrl, smallCaller] = call(small);
    const [largeUrl, largeCaller] = call(large);
    const a = await counted(smallUrl, smallCaller);
    const b = await counted(largeUrl, largeCaller);
    expect(b.queries, 'first page').toBe(a.queries);
    const whole = await counted(`${largeUrl}&limit=200`, largeCaller);
    expect(whole.queries, 'every row on one page').toBe(a.queries);
    expect(whole.rows).toBeGreaterThan(b.rows === 1 ? 0 : 50);
    if (b.next !== null) {
      const second = await counted(`${largeUrl}&cursor=${encodeURIComponent(b.next)}`, largeCaller);
      // The first page of a chat marks it read; the pages after it only read.
      expect(second.queries, 'the next page').toBeLessThanOrEqual(b.queries);
    }
  });
});
