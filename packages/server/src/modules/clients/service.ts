import { and, eq, sql } from 'drizzle-orm';
import { CLOSED_PROJECT_STATUSES, MSG, type Client, type createClientBody } from '@obra/domain';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.js';
import { companyClients, logins, projects, users } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import { pendingPeople } from '../joining/requests.js';
import { keysetOrder, type Page, type Paging, readPage } from '../paging/keyset.js';

type ClientRow = Omit<Client, 'hasLogin' | 'pending'> & { loginId: number | null };

/** By name, then as added. */
const clientOrder = keysetOrder<ClientRow>(
  'clients',
  'asc',
  [users.name, 'text', (c) => c.name],
  [users.id, 'id', (c) => c.id],
);

/**
 * A page of the company's clients, whether each has a login yet, and their projects with this
 * company; one query. The first page also carries the requests to become a client, after the
 * clients: the screen shows them all for the company to answer.
 */
export async function listClients(db: Queryable, companyId: number, paging: Paging): Promise<Page<Client>> {
  const countProjects = (activeOnly: boolean) =>
    sql<number>`(select count(*) from ${projects} p where p.client_id = ${users.id} and p.company_id = ${companyId}
      ${
        activeOnly
          ? sql`and p.status not in (${sql.join(
              CLOSED_PROJECT_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )})`
          : sql``
      })`.mapWith(Number);
  const page = await readPage(clientOrder, paging, (after, orderBy, limit) =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        address: users.address,
        city: users.city,
        state: users.state,
        zip: users.zip,
        loginId: logins.id,
        projectCount: countProjects(false),
        activeProjectCount: countProjects(true),
      })
      .from(companyClients)
      .innerJoin(users, eq(users.id, companyClients.userId))
      .leftJoin(logins, eq(logins.userId, users.id))
      .where(and(eq(companyClients.companyId, companyId), after))
      .orderBy(...orderBy)
      .limit(limit),
  );
  const requests = paging.cursor === undefined ? await pendingPeople(db, companyId, ['client']) : [];
  const items: Client[] = [
    ...page.items.map(({ loginId, ...r }) => ({ ...r, hasLogin: loginId !== null, pending: false })),
    // Requests to become a client come after the clients: they signed up, so they have a login.
    ...requests.map(({ userId, name, email, phone, address, city, state, zip }) => ({
      id: userId,
      name,
      email,
      phone,
      address,
      city,
      state,
      zip,
      hasLogin: true,
      projectCount: 0,
      activeProjectCount: 0,
      pending: true,
    })),
  ];
  return { items, nextCursor: page.nextCursor };
}

/**
 * A client the company adds by hand. They get a login later by signing up with the company's
 * identifier and this same email, which links the two (PRODUCT.md).
 */
export async function createClient(
  db: Db,
  companyId: number,
  body: z.output<typeof createClientBody>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(companyClients)
      .innerJoin(users, eq(users.id, companyClients.userId))
      .where(and(eq(companyClients.companyId, companyId), eq(users.email, body.email)));
    if (existing) throw badRequest(MSG.clientEmailTaken);
    const [user] = await tx
      .insert(users)
      .values({ ...body, userType: 'client' })
      .returning({ id: users.id });
    await tx.insert(companyClients).values({ companyId, userId: user!.id });
    return user!.id;
  });
}
