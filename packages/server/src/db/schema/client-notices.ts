// The automatic notices a project's client got: one row per event, so none goes out twice.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationEvent } from '@obra/domain';
import { createdAt } from './columns.js';
import { companies, users } from './accounts.js';
import { projectRef } from './projects.js';

/**
 * `eventKey` names the event (`en_route:<timeEntryId>`, `job_done:<jobId>`, `project_done:<projectId>`):
 * a second notice of it is refused by the unique index. The mail goes after commit; `mailClaimedAt`
 * marks a sending under way (or one that failed, retried later) and `mailedAt` one that is done.
 */
export const clientNotices = pgTable(
  'client_notices',
  {
    id: serial('id').primaryKey(),
    eventKey: text('event_key').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: projectRef(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the notification and the mail say, written in the client's language when sent. */
    event: jsonb('event').$type<NotificationEvent>().notNull(),
    mailClaimedAt: timestamp('mail_claimed_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('client_notices_event_key_idx').on(t.eventKey),
    index('client_notices_project_idx').on(t.projectId),
    index('client_notices_unmailed_idx')
      .on(t.id)
      .where(sql`${t.mailedAt} is null`),
  ],
);
