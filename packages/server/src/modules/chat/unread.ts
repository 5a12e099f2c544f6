import { and, count, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { messageReads, messages } from '../../db/schema.js';
import { CLIENT_ORIGIN, type ChatSide, type Reader } from './parties.js';

/** The reader's marker row on a message's project, as a join condition. */
export function readerMarker(reader: Reader): SQL {
  return and(
    eq(messageReads.projectId, messages.projectId),
    'companyId' in reader
      ? eq(messageReads.readerCompanyId, reader.companyId)
      : eq(messageReads.readerUserId, reader.userId),
  )!;
}

/**
 * Per project, how many messages from the other side arrived after the reader's last read: the
 * company side counts the client's messages, the client everyone else's. One query for any number
 * of projects; projects the caller has no chat in (`side` null) are left out and count 0.
 */
export async function unreadCounts(
  db: Queryable,
  reader: Reader,
  projects: { projectId: number; side: ChatSide | null }[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const asCompany = projects.filter((p) => p.side === 'company').map((p) => p.projectId);
  const asClient = projects.filter((p) => p.side === 'client').map((p) => p.projectId);
  const fromOtherSide = [
    asCompany.length > 0 ? and(inArray(messages.projectId, asCompany), eq(messages.origin, CLIENT_ORIGIN)) : undefined,
    asClient.length > 0 ? and(inArray(messages.projectId, asClient), ne(messages.origin, CLIENT_ORIGIN)) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (fromOtherSide.length === 0) return counts;

  const rows = await db
    .select({ projectId: messages.projectId, n: count() })
    .from(messages)
    .leftJoin(messageReads, readerMarker(reader))
    .where(and(or(...fromOtherSide), gt(messages.id, sql`coalesce(${messageReads.lastReadMessageId}, 0)`)))
    .groupBy(messages.projectId);
  for (const row of rows) counts.set(row.projectId, Number(row.n));
  return counts;
}

/** Moves the reader's marker on a project forward to `lastMessageId` (never back). */
export async function markRead(db: Queryable, reader: Reader, projectId: number, lastMessageId: number): Promise<void> {
  const forward = {
    lastReadMessageId: sql`greatest(${messageReads.lastReadMessageId}, excluded.last_read_message_id)`,
  };
  if ('companyId' in reader) {
    await db
      .insert(messageReads)
      .values({ projectId, readerCompanyId: reader.companyId, lastReadMessageId: lastMessageId })
      .onConflictDoUpdate({ target: [messageReads.projectId, messageReads.readerCompanyId], set: forward });
  } else {
    await db
      .insert(messageReads)
      .values({ projectId, readerUserId: reader.userId, lastReadMessageId: lastMessageId })
      .onConflictDoUpdate({ target: [messageReads.projectId, messageReads.readerUserId], set: forward });
  }
}
