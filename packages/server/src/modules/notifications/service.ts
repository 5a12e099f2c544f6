import { and, eq } from 'drizzle-orm';
import { renderNotification, type Language, type Notification, type NotificationEvent } from '@obra/domain';
import type { Queryable } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { afterCommit, type Audience } from '../../realtime/events.js';
import { mapPage, keysetOrder, type Page, type Paging, readPage } from '../paging/keyset.js';

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

type NotificationRow = typeof notifications.$inferSelect;

/** Newest first, as the notifications menu shows them. */
const notificationOrder = keysetOrder<NotificationRow>('notifications', 'desc', [notifications.id, 'id', (n) => n.id]);

export async function listNotifications(
  db: Queryable,
  to: Recipient,
  language: Language,
  paging: Paging,
): Promise<Page<Notification>> {
  const where = 'companyId' in to ? eq(notifications.companyId, to.companyId) : eq(notifications.userId, to.userId);
  const page = await readPage(notificationOrder, paging, (after, orderBy, limit) =>
    db
      .select()
      .from(notifications)
      .where(and(where, after))
      .orderBy(...orderBy)
      .limit(limit),
  );
  return mapPage(page, (n) => ({
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
