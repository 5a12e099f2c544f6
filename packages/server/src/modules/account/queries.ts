import { and, eq, inArray } from 'drizzle-orm';
import { companyIdentifier, type CompanyAccount, type Language, type Plan, type UserAccount } from '@obra/domain';
import type { Queryable } from '../../db/client.js';
import { companies, companyClients, memberships, users } from '../../db/schema.js';

export async function findCompanyAccount(db: Queryable, id: number): Promise<CompanyAccount | null> {
  const [c] = await db.select().from(companies).where(eq(companies.id, id));
  if (!c) return null;
  return {
    id: c.id,
    name: c.name,
    phone: c.phone,
    email: c.email,
    address: c.address,
    city: c.city,
    state: c.state,
    zip: c.zip,
    logo: c.logo,
    language: c.language as Language,
    field: c.field,
    timeZone: c.timeZone,
    plan: c.plan as Plan,
    identifier: companyIdentifier(c.id, c.name),
    clientNotices: { enRoute: c.noticeEnRoute, jobDone: c.noticeJobDone, projectDone: c.noticeProjectDone },
    estimateTerms: c.estimateTerms,
    isCompany: true,
  };
}

export async function findUserAccount(db: Queryable, id: number): Promise<UserAccount | null> {
  const rows = await db
    .select({ user: users, role: memberships.role, companyId: memberships.companyId, companyName: companies.name })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), inArray(memberships.role, ['employee', 'admin'])))
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(users.id, id));
  const row = rows[0];
  if (!row) return null;
  const u = row.user;
  const userType = row.role === 'admin' ? 'admin' : (u.userType as UserAccount['userType']);
  return {
    id: u.id,
    name: u.name,
    phone: u.phone,
    email: u.email,
    address: u.address,
    city: u.city,
    state: u.state,
    zip: u.zip,
    logo: u.logo,
    language: u.language as Language,
    userType,
    field: u.field,
    companyId: row.companyId ?? u.ownCompanyId,
    companyName: row.companyName,
    isCompany: false,
  };
}

/** Whether a person works for the company (any role) or is one of its clients. */
export async function isPersonOfCompany(db: Queryable, companyId: number, userId: number): Promise<boolean> {
  const [member] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  if (member) return true;
  const [client] = await db
    .select({ userId: companyClients.userId })
    .from(companyClients)
    .where(and(eq(companyClients.companyId, companyId), eq(companyClients.userId, userId)));
  return Boolean(client);
}

/** The companies a person works for or is a client of, and a contractor's own. */
export async function companiesOfPerson(db: Queryable, userId: number): Promise<number[]> {
  const [worksFor, clientOf, own] = await Promise.all([
    db.select({ id: memberships.companyId }).from(memberships).where(eq(memberships.userId, userId)),
    db.select({ id: companyClients.companyId }).from(companyClients).where(eq(companyClients.userId, userId)),
    db.select({ id: users.ownCompanyId }).from(users).where(eq(users.id, userId)),
  ]);
  const ids = [...worksFor, ...clientOf, ...own].map((r) => r.id).filter((id): id is number => id !== null);
  return [...new Set(ids)];
}
