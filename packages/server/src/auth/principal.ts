import { eq, sql } from 'drizzle-orm';
import type { Language } from '@obra/domain';
import type { Queryable } from '../db/client.js';
import { companies, memberships, users } from '../db/schema.js';
import { forbidden } from '../http/errors.js';
import { sessionOpenColumn } from './sessions.js';

/** Who is calling, as loaded from the database on every request (never from the token alone). */
export type Principal =
  | { kind: 'company'; companyId: number; language: Language }
  | {
      kind: 'user';
      userId: number;
      userType: 'employee' | 'admin' | 'contractor' | 'client';
      /** The company an employee or admin works for (null once removed from it). */
      employerId: number | null;
      /** An independent contractor's own company record. */
      ownCompanyId: number | null;
      language: Language;
    };

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

/**
 * The company this caller acts as on company calls: the company itself, an admin's employer
 * (the "company proxy"), or a contractor's own company record. Null for everyone else.
 */
export function actingCompanyId(principal: Principal): number | null {
  if (principal.kind === 'company') return principal.companyId;
  if (principal.userType === 'admin') return principal.employerId;
  if (principal.userType === 'contractor') return principal.ownCompanyId;
  return null;
}

/** The caller's company, which must be the one named in the request when one is named. */
export function requireCompany(principal: Principal, named?: number): number {
  const companyId = actingCompanyId(principal);
  if (companyId === null || (named !== undefined && named !== companyId)) throw forbidden();
  return companyId;
}

/** A person's own id, which must be the one named in the request. */
export function requireSelf(principal: Principal, named: number): number {
  if (principal.kind !== 'user' || principal.userId !== named) throw forbidden();
  return principal.userId;
}
