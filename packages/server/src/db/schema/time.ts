// The time clock (issue 13): each worker's entries per job, and the company's corrections of them.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { companies, users } from './accounts.js';
import { jobs, projectRef } from './projects.js';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One stretch of a worker on a job: on the way (`en_route_at`), then working (`started_at`) until
 * `ended_at`. An entry may start without being on the way first. `client_ref` is the phone's id
 * of the tap that opened it, so the same tap sent twice (a queue replayed) is recorded once.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: projectRef(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enRouteAt: instant('en_route_at'),
    startedAt: instant('started_at'),
    endedAt: instant('ended_at'),
    /** Made on a phone without signal, as the phone says. */
    offline: boolean('offline').notNull().default(false),
    clientRef: text('client_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('time_entries_opened_check', sql`${t.enRouteAt} is not null or ${t.startedAt} is not null`),
    check(
      'time_entries_order_check',
      sql`${t.endedAt} is null or (${t.startedAt} is not null and ${t.endedAt} >= ${t.startedAt})`,
    ),
    uniqueIndex('time_entries_client_ref_idx').on(t.userId, t.clientRef),
    // A worker has at most one open entry on a job, even when two taps race.
    uniqueIndex('time_entries_open_idx')
      .on(t.jobId, t.userId)
      .where(sql`${t.endedAt} is null`),
    index('time_entries_job_idx').on(t.jobId, t.userId, t.id),
    // The company's lists, newest first, and its hours by the day work started.
    index('time_entries_company_idx').on(t.companyId, t.id),
    index('time_entries_company_started_idx').on(t.companyId, t.startedAt),
  ],
);

/** A company's change to an entry's start and end: what it was, what it became, who and why. */
export const timeEntryCorrections = pgTable(
  'time_entry_corrections',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => timeEntries.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The admin who corrected it; null when the company's own account did. */
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startedBefore: instant('started_before'),
    endedBefore: instant('ended_before'),
    startedAfter: instant('started_after').notNull(),
    endedAfter: instant('ended_after').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('time_entry_corrections_entry_idx').on(t.entryId, t.id)],
);
