import { and, asc, eq, sql } from 'drizzle-orm';
import { ACCOUNT_MSG, MSG } from '@obra/domain';
import type { Deps } from '../../deps.js';
import type { Queryable, Tx } from '../../db/client.js';
import { companies, companyClients, joinRequests, logins, memberships, notifications, users } from '../../db/schema.js';
import { afterCommit } from '../../realtime/events.js';
import { announceAccessChange } from '../../auth/sessions.js';
import { badRequest, notFound } from '../../http/errors.js';
import { notify } from '../notifications/service.js';
import { assertWithinLimit } from '../plans/limits.js';
import { accountMails } from '../auth/mail-words.js';

export type JoinRole = 'employee' | 'contractor' | 'client';
const asWho = (role: JoinRole) => (role === 'client' ? 'client' : 'worker');

/**
 * A sign-up with a company's identifier asks to join it: no access until the company accepts. The
 * company hears of it in the bell at once (the mail, sent after the sign-up, may fail alone).
 */
export async function askToJoin(tx: Tx, companyId: number, userId: number, role: JoinRole, person: string) {
  await tx.insert(joinRequests).values({ companyId, userId, role });
  await notify(tx, [{ to: { companyId }, event: { kind: 'join_requested', person, role: asWho(role), userId } }]);
}

/** The mail to the company about a new request; failing to send it loses nothing (the bell has it). */
export async function mailJoinRequest(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, companyId: number, userId: number) {
  const [row] = await deps.db
    .select({ email: companies.email, language: companies.language, role: joinRequests.role, name: users.name })
    .from(joinRequests)
    .innerJoin(companies, eq(companies.id, joinRequests.companyId))
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(and(eq(joinRequests.companyId, companyId), eq(joinRequests.userId, userId)));
  if (!row?.email) return;
  const words = accountMails(row.language);
  const role = asWho(row.role as JoinRole);
  await deps.mailer.send({
    to: row.email,
    subject: words.requestSubject({ name: row.name }),
    text: words.requestText({
      name: row.name,
      role,
      link: `${deps.config.publicUrl}/${role === 'worker' ? 'workers' : 'clients'}`,
    }),
  });
}

/** The people asking to join the company in these roles, oldest first, with what the lists show of them. */
export async function pendingPeople(db: Queryable, companyId: number, roles: JoinRole[]) {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      field: users.field,
      address: users.address,
      city: users.city,
      state: users.state,
      zip: users.zip,
      role: joinRequests.role,
    })
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(eq(joinRequests.companyId, companyId))
    .orderBy(asc(joinRequests.createdAt));
  return rows.filter((r) => roles.includes(r.role as JoinRole)).map((r) => ({ ...r, role: r.role as JoinRole }));
}

/** The role someone asked to join the company in, or null when they have no request. */
export async function joinRequestOf(db: Queryable, companyId: number, userId: number): Promise<JoinRole | null> {
  const [row] = await db
    .select({ role: joinRequests.role })
    .from(joinRequests)
    .where(and(eq(joinRequests.companyId, companyId), eq(joinRequests.userId, userId)));
  return (row?.role as JoinRole | undefined) ?? null;
}

async function takeRequest(tx: Tx, companyId: number, userId: number): Promise<JoinRole> {
  const [taken] = await tx
    .delete(joinRequests)
    .where(and(eq(joinRequests.companyId, companyId), eq(joinRequests.userId, userId)))
    .returning({ role: joinRequests.role });
  if (!taken) throw notFound(ACCOUNT_MSG.requestNotFound);
  return taken.role as JoinRole;
}

/**
 * Accepting makes the request a membership (a seat of the plan, counted now) or a client link; the
 * person hears of it in the bell and by mail, and their open sockets pick up their new rooms.
 */
export async function acceptJoinRequest(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  companyId: number,
  userId: number,
  mailFailed: (err: unknown) => void,
) {
  const company = await deps.db.transaction(async (tx) => {
    const role = await takeRequest(tx, companyId, userId);
    if (role === 'client') {
      await assertNoLinkedClientWithSameEmail(tx, companyId, userId);
      await tx.insert(companyClients).values({ companyId, userId });
    } else {
      if (role === 'employee') await assertWithinLimit(tx, companyId, 'employees');
      await tx.insert(memberships).values({ companyId, userId, role });
    }
    return decided(tx, companyId, userId);
  });
  await mailDecision(deps, company, userId, true).catch(mailFailed);
}

export async function refuseJoinRequest(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  companyId: number,
  userId: number,
  mailFailed: (err: unknown) => void,
) {
  const company = await deps.db.transaction(async (tx) => {
    await takeRequest(tx, companyId, userId);
    return decided(tx, companyId, userId);
  });
  await mailDecision(deps, company, userId, false).catch(mailFailed);
}

/** One client record per e-mail with a login in a company: a second would split their projects. */
async function assertNoLinkedClientWithSameEmail(tx: Tx, companyId: number, userId: number) {
  const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const [linked] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(companyClients, and(eq(companyClients.userId, users.id), eq(companyClients.companyId, companyId)))
    .innerJoin(logins, eq(logins.userId, users.id))
    .where(eq(users.email, person?.email ?? ''));
  if (linked) throw badRequest(MSG.clientEmailTaken);
}

/**
 * The company's bell item about the request goes (it was a thing to do, now done); the person's
 * open sockets pick up their new rooms. The person hears of the decision by mail.
 */
async function decided(tx: Tx, companyId: number, userId: number): Promise<string> {
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.companyId, companyId),
        sql`${notifications.event}->>'kind' = 'join_requested'`,
        sql`(${notifications.event}->>'userId')::int = ${userId}`,
      ),
    );
  afterCommit({ type: 'new notification', audience: { companyIds: [companyId], userIds: [] } });
  announceAccessChange({ kind: 'user', id: userId });
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return company?.name ?? '';
}

async function mailDecision(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  company: string,
  userId: number,
  accepted: boolean,
) {
  const [person] = await deps.db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!person?.email) return;
  const words = accountMails(person.language);
  await deps.mailer.send({
    to: person.email,
    subject: words.decisionSubject({ company, accepted }),
    text: words.decisionText({ name: person.name, company, accepted, link: `${deps.config.publicUrl}/login` }),
  });
}
