// Projects and what belongs to one: jobs, expenses, reminders and sent invoices.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { JOB_STATUSES, PROJECT_STATUSES } from '@obra/domain';
import { inList, cents, createdAt } from './columns.js';
import { companies, users } from './accounts.js';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => users.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** The price entered; a project with jobs is worth the sum of its jobs' prices instead. */
    priceCents: cents('price_cents'),
    type: text('type').notNull().default(''),
    status: text('status').notNull().default('CLIENT_APPROVAL'),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('projects_status_check', inList('status', PROJECT_STATUSES)),
    check('projects_price_check', sql`${t.priceCents} >= 0`),
    // The lists page newest first within a company, a client's or a status (docs/decisions/0012).
    index('projects_company_idx').on(t.companyId, t.id),
    index('projects_client_idx').on(t.clientId, t.id),
    index('projects_company_status_idx').on(t.companyId, t.status, t.id),
    index('projects_company_start_idx').on(t.companyId, t.startDate),
  ],
);

/** Rows that belong to a project go with it. */
export const projectRef = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    name: text('name').notNull(),
    status: text('status').notNull().default('PENDING'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    priceCents: cents('price_cents'),
    laborCents: cents('labor_cents'),
    /** The company typed the labor; otherwise it is recomputed from the time entries (modules/time). */
    laborManual: boolean('labor_manual').notNull().default(false),
    comments: text('comments').notNull().default('Comments / Details'),
    assigneeId: integer('assignee_id').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('jobs_status_check', inList('status', JOB_STATUSES)),
    check('jobs_money_check', sql`${t.priceCents} >= 0 and ${t.laborCents} >= 0`),
    // A company's jobs by start date: the jobs list's order and the calendar's weeks.
    index('jobs_project_idx').on(t.projectId, t.startDate, t.id),
    index('jobs_assignee_idx').on(t.assigneeId, t.status),
  ],
);

/** A job's cost is the sum of its expenses (PRODUCT.md); expenses without a job belong to the project. */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amountCents: cents('amount_cents'),
    description: text('description').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('expenses_amount_check', sql`${t.amountCents} >= 0`),
    // Each scope's expenses page by date.
    index('expenses_project_idx').on(t.projectId, t.date, t.id),
    index('expenses_job_idx').on(t.jobId, t.date, t.id),
  ],
);

export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: projectRef(),
    text: text('text').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    address: text('address').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reminders_company_idx').on(t.companyId, t.dueDate, t.id),
    index('reminders_project_idx').on(t.projectId),
    index('reminders_author_idx').on(t.createdByUserId),
  ],
);

/** One line of an estimate or an invoice as stored: integer cents, and the job it came from if any. */
export interface StoredLine {
  name: string;
  description: string;
  priceCents: number;
  jobId: number | null;
}

/**
 * An invoice: those *Factura* sent (its PDF kept in file storage) and those of "Getting paid"
 * (issue 14, modules/billing), with lines, tax, a due date, payments and a share link. Columns added
 * by issue 14 are nullable or defaulted, so the older rows read as sent invoices of one total.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
    /** Per company, in order: 1, 2, 3… (shown as F-0007; older rows with the year, e.g. 2026-0007). */
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    /** The PDF *Factura* mailed; '' for an invoice whose PDF is drawn when asked for. */
    fileName: text('file_name').notNull().default(''),
    totalCents: cents('total_cents'),
    language: text('language').notNull(),
    /** The address it was mailed to; '' while not mailed. */
    sentTo: text('sent_to').notNull().default(''),
    createdAt: createdAt(),
    /** Issue 14: null on the older rows (one line of the total). */
    lines: jsonb('lines').$type<StoredLine[]>(),
    subtotalCents: cents('subtotal_cents'),
    /** Thousandths of a percent (8.25 % is 8250). */
    taxRateMilli: integer('tax_rate_milli').notNull().default(0),
    taxCents: cents('tax_cents'),
    issuedOn: date('issued_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The first time the client opened its link. */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /** The approved estimate it bills, whose deposit it shows. */
    estimateId: integer('estimate_id'),
    depositCents: cents('deposit_cents'),
    depositState: text('deposit_state'),
    /** sha256 of the share token (never the token), the nonce it is made from, and its revocation. */
    shareTokenHash: text('share_token_hash'),
    shareNonce: text('share_nonce'),
    shareRevokedAt: timestamp('share_revoked_at', { withTimezone: true }),
    /** The reminders mailed to the client: on the due day, and SECOND_REMINDER_AFTER_DAYS later. */
    reminderDueAt: timestamp('reminder_due_at', { withTimezone: true }),
    reminderLateAt: timestamp('reminder_late_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_company_sequence_idx').on(t.companyId, t.sequence),
    index('invoices_project_idx').on(t.projectId),
    index('invoices_file_idx').on(t.fileName),
    index('invoices_client_idx').on(t.companyId, t.clientId),
    uniqueIndex('invoices_share_token_idx').on(t.shareTokenHash),
    index('invoices_estimate_idx').on(t.estimateId),
    index('invoices_due_idx')
      .on(t.dueOn)
      .where(sql`${t.dueOn} is not null`),
    check('invoices_deposit_state_check', sql`${t.depositState} is null or ${t.depositState} in ('requested', 'paid')`),
  ],
);
