import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { afterCommit } from '../realtime/events.js';
import type { TokenSubject } from './principal.js';

/** Only a hash of a session's id is stored: a copy of the database opens no session. */
export function sessionHash(sessionId: string): string {
  return createHash('sha256').update(sessionId, 'utf8').digest('hex');
}

function ownerOf(subject: TokenSubject): SQL {
  return subject.kind === 'company' ? eq(sessions.companyId, subject.id) : eq(sessions.userId, subject.id);
}

/** Opens a session for this account; the token carries the returned id. */
export async function startSession(db: Queryable, subject: TokenSubject, ttlSeconds: number): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const now = new Date();
  // Sessions that ran out are dropped as the same account signs in again, so the table stays small.
  await db.delete(sessions).where(and(ownerOf(subject), lte(sessions.expiresAt, now)));
  await db.insert(sessions).values({
    idHash: sessionHash(id),
    ...(subject.kind === 'company' ? { companyId: subject.id } : { userId: subject.id }),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return id;
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sessionHash(sessionId)));
}

/** Ends every session of the account, except the one it is acting in when named (a password change). */
export async function endSessionsOf(db: Queryable, subject: TokenSubject, keep?: string): Promise<void> {
  const others = keep === undefined ? undefined : ne(sessions.idHash, sessionHash(keep));
  await db.delete(sessions).where(others ? and(ownerOf(subject), others) : ownerOf(subject));
}

/**
 * "Is this session open?" as a column, so the account and its session are read in the one query
 * every request makes (principal.ts).
 */
export function sessionOpenColumn(subject: TokenSubject, sessionId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${sessions} where ${sessions.idHash} = ${sessionHash(sessionId)} and ${ownerOf(subject)} and ${sessions.expiresAt} > now())`;
}

/**
 * Tells the realtime server, once the request has succeeded, that these accounts' sessions or
 * access changed: their open sockets are checked again and closed where they no longer hold.
 */
export function announceAccessChange(...subjects: TokenSubject[]): void {
  afterCommit({ type: 'access changed', subjects });
}
