import { eq, sql } from 'drizzle-orm';
import {
  actingCompanyId,
  can,
  type Action,
  type Language,
  type Principal as PolicyPrincipal,
  type ResourceArgs,
} from '@obra/domain';
import type { Queryable } from '../db/client.js';
import { companies, memberships, users } from '../db/schema.js';
import { forbidden } from '../http/errors.js';
import { sessionOpenColumn } from './sessions.js';

/** Who is calling, as loaded from the database on every request (never from the token alone). */
export type Principal = PolicyPrincipal & { language: Language };

export { actingCompanyId };

export type TokenSubject = { kind: 'company' | 'user'; id: number };

export function subjectOf(value: unknown): TokenSubject | null {
  if (typeof value !== 'string') return null;
  const match = /^(c|u):(\d+)$/.exec(value);
  if (!match) return null;
  return { kind: match[1] === 'c' ? 'company' : 'user', id: Number(match[2]) };
}

export function subjectString(subject: TokenSubject): string {
  return `${subject.kind === 'company' ? 'c' : 'u'}:${subject.id}`;
}

export type LoadResult = { ok: true; principal: Principal } | { ok: false; reason: 'missing' | 'blocked' | 'ended' };

/**
 * The account as it is now. With a session id (every signed-in request and socket), the session
 * must still be open too: it is checked in the same query, so logging out, a password change or a
 * reset applies to the very next request.
 */
export async function loadPrincipal(db: Queryable, subject: TokenSubject, sessionId?: string): Promise<LoadResult> {
  const session = { open: sessionId === undefined ? sql<boolean>`true` : sessionOpenColumn(subject, sessionId) };
  if (subject.kind === 'company') {
    const [row] = await db
      .select({ id: companies.id, language: companies.language, ...session })
      .from(companies)
      .where(eq(companies.id, subject.id));
    if (!row) return { ok: false, reason: 'missing' };
    if (!row.open) return { ok: false, reason: 'ended' };
    return { ok: true, principal: { kind: 'company', companyId: row.id, language: row.language as Language } };
  }
  const rows = await db
    .select({
      id: users.id,
      userType: users.userType,
      language: users.language,
      ownCompanyId: users.ownCompanyId,
      role: memberships.role,
      access: memberships.access,
      companyId: memberships.companyId,
      ...session,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.id, subject.id));
  const first = rows[0];
  if (!first) return { ok: false, reason: 'missing' };
  if (!first.open) return { ok: false, reason: 'ended' };
  const userType = first.userType as 'employee' | 'contractor' | 'client';
  if (userType === 'employee') {
    const employment = rows.find((r) => r.role === 'employee' || r.role === 'admin');
    if (employment && employment.access === false) return { ok: false, reason: 'blocked' };
    return {
      ok: true,
      principal: {
        kind: 'user',
        userId: first.id,
        userType: employment?.role === 'admin' ? 'admin' : 'employee',
        employerId: employment?.companyId ?? null,
        ownCompanyId: null,
        language: first.language as Language,
      },
    };
  }
  return {
    ok: true,
    principal: {
      kind: 'user',
      userId: first.id,
      userType,
      employerId: null,
      ownCompanyId: first.ownCompanyId,
      language: first.language as Language,
    },
  };
}

/** Refuses with SPEC's 403 unless the policy lets the caller take the action (docs/decisions/0011). */
export function requireCan<A extends Action>(principal: Principal, action: A, ...resource: ResourceArgs<A>): void {
  if (!can(principal, action, ...resource)) throw forbidden();
}

/** The company-wide actions: decided on the company named, or the caller's own. */
export type CompanyAction =
  'project.create' | 'reminder.manage' | 'worker.manage' | 'client.manage' | 'company.view' | 'company.edit';

/**
 * The company the caller acts as for a company-wide action, which must be the one named in the
 * request when one is named.
 */
export function requireCompany(principal: Principal, action: CompanyAction, named?: number): number {
  requireCan(principal, action, named === undefined ? undefined : { companyId: named });
  return actingCompanyId(principal)!;
}

/** A person's own id, which must be the one named in the request. */
export function requireSelf(principal: Principal, named: number): number {
  requireCan(principal, 'account.own', { kind: 'user', id: named });
  return named;
}
