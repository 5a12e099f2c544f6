import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { oneTimeLinks } from '../db/schema.js';

export type LinkPurpose = 'invite_worker' | 'invite_client' | 'password_reset';
export type OneTimeLink = typeof oneTimeLinks.$inferSelect;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Makes a link's token; only its hash is stored, so the database alone opens nothing. */
export async function createLink(
  db: Queryable,
  link: Pick<OneTimeLink, 'purpose' | 'email'> & Partial<Pick<OneTimeLink, 'companyId' | 'userId' | 'role'>>,
  lifetimeMinutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(oneTimeLinks).values({
    ...link,
    tokenHash: hashOf(token),
    expiresAt: new Date(Date.now() + lifetimeMinutes * 60_000),
  });
  return token;
}

const usable = (token: string, purpose: LinkPurpose) =>
  and(
    eq(oneTimeLinks.tokenHash, hashOf(token)),
    eq(oneTimeLinks.purpose, purpose),
    isNull(oneTimeLinks.usedAt),
    gt(oneTimeLinks.expiresAt, sql`now()`),
  );

/** The link, if it still works, without using it up (a page showing what an invitation is for). */
export async function peekLink(db: Queryable, token: string, purpose: LinkPurpose): Promise<OneTimeLink | null> {
  const [row] = await db.select().from(oneTimeLinks).where(usable(token, purpose));
  return row ?? null;
}

/**
 * Uses the link up and returns it, or null when it does not work (unknown, used, expired). One
 * statement marks it used, so two requests racing with the same link cannot both succeed.
 */
export async function consumeLink(db: Queryable, token: string, purpose: LinkPurpose): Promise<OneTimeLink | null> {
  const [row] = await db.update(oneTimeLinks).set({ usedAt: new Date() }).where(usable(token, purpose)).returning();
  return row ?? null;
}
