import { and, desc, eq } from 'drizzle-orm';
import { renderNotification, type Language, type Notification, type NotificationEvent } from '@obra/domain';
import type { Queryable } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { afterCommit, type Audience } from '../../realtime/events.js';

export type Recipient = { companyId: number } | { userId: number };

export interface NewNotification {
  to: Recipient;
  event: NotificationEvent;
  projectId?: number | null;
}

/** Records notifications inside the caller's transaction, so they exist exactly when the change does. */
export async function notify(db: Queryable, items: NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  const audience: Audience = { companyIds: [], userIds: [] };
  for (const { to } of items) {
    if ('companyId' in to) audience.companyIds.push(to.companyId);
    else audience.userIds.push(to.userId);
  }
  afterCommit({ type: 'new notification', audience });
  await db.insert(notifications).values(
    items.map((n) => ({
      companyId: 'companyId' in n.to ? n.to.companyId : null,
      userId: 'userId' in n.to ? n.to.userId : null,
      projectId: n.projectId ?? null,
      event: n.event,
    })),
  );
}

/** The newest notifications first; a long history is cut, the unread ones are always among them. */
const LIST_LIMIT = 200;

export async function listNotifications(db: Queryable, to: Recipient, language: Language): Promise<Notification[]> {
  const where = 'companyId' in to ? eq(notifications.companyId, to.companyId) : eq(notifications.userId, to.userId);
  const rows = await db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(LIST_LIMIT);
  return rows.map((n) => ({
    id: n.id,
    message: renderNotification(n.event, language),
    read: n.read,
    projectId: n.projectId,
    createdAt: n.createdAt.toISOString(),
  }));
}

/** Marks one read; false when it is not the recipient's. */
export async function markRead(db: Queryable, id: number, to: Recipient): Promise<boolean> {
  const owner = 'companyId' in to ? eq(notifications.companyId, to.companyId) : eq(notifications.userId, to.userId);
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), owner))
    .returning({ id: notifications.id });
  return updated.length > 0;
}
