import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { JOB_STATUSES, LANGUAGES, PLANS, PROJECT_STATUSES, type NotificationEvent } from '@obra/domain';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/** Money is integer cents (PRODUCT.md: never binary floats). */
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    field: text('field').notNull().default(''),
    logo: text('logo'),
    language: text('language').notNull().default('es'),
    timeZone: text('time_zone').notNull().default('America/Denver'),
    plan: text('plan').notNull().default('plus'),
    createdAt: createdAt(),
  },
  (t) => [
    check('companies_language_check', inList('language', LANGUAGES)),
    check('companies_plan_check', inList('plan', PLANS)),
    // GET /api/files finds a file's owner by its name.
    index('companies_logo_idx').on(t.logo),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    userType: text('user_type').notNull(),
    field: text('field').notNull().default(''),
    logo: text('logo'),
    language: text('language').notNull().default('es'),
    /** An independent contractor's own company record, where their projects and reminders live. */
    ownCompanyId: integer('own_company_id').references(() => companies.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_type_check', inList('user_type', ['employee', 'contractor', 'client'])),
    check('users_language_check', inList('language', LANGUAGES)),
    check('users_own_company_check', sql`(${t.ownCompanyId} is null) or (${t.userType} = 'contractor')`),
    uniqueIndex('users_own_company_idx').on(t.ownCompanyId),
    index('users_email_idx').on(t.email),
    index('users_logo_idx').on(t.logo),
  ],
);

/** Credentials of a company or a person; one namespace of usernames for both. */
export const logins = pgTable(
  'logins',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('logins_username_idx').on(t.username),
    uniqueIndex('logins_company_idx').on(t.companyId),
    uniqueIndex('logins_user_idx').on(t.userId),
    check('logins_owner_check', sql`num_nonnulls(${t.companyId}, ${t.userId}) = 1`),
  ],
);

/** A person working for a company: employee, admin (a promoted employee) or independent contractor. */
export const memberships = pgTable(
  'memberships',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    access: boolean('access').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    check('memberships_role_check', inList('role', ['employee', 'admin', 'contractor'])),
    index('memberships_user_idx').on(t.userId),
  ],
);

/** A client of a company; a client may work with several companies. */
export const companyClients = pgTable(
  'company_clients',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('company_clients_user_idx').on(t.userId)],
);

/**
 * A person's sign-up asking to join a company (as a worker or as a client). It gives no access:
 * only when the company accepts it does it become a membership or a client link. Kept apart from
 * those tables so that no query of people a company has can ever see someone it has not accepted.
 */
export const joinRequests = pgTable(
  'join_requests',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    check('join_requests_role_check', inList('role', ['employee', 'contractor', 'client'])),
    index('join_requests_user_idx').on(t.userId),
  ],
);

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
    index('projects_company_idx').on(t.companyId, t.id),
    index('projects_client_idx').on(t.clientId),
  ],
);

/** Rows that belong to a project go with it. */
const projectRef = () =>
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
    comments: text('comments').notNull().default('Comments / Details'),
    assigneeId: integer('assignee_id').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('jobs_status_check', inList('status', JOB_STATUSES)),
    check('jobs_money_check', sql`${t.priceCents} >= 0 and ${t.laborCents} >= 0`),
    index('jobs_project_idx').on(t.projectId),
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
    index('expenses_project_idx').on(t.projectId),
    index('expenses_job_idx').on(t.jobId),
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
    index('reminders_company_idx').on(t.companyId, t.dueDate),
    index('reminders_project_idx').on(t.projectId),
    index('reminders_author_idx').on(t.createdByUserId),
  ],
);

/** Sent to a company (its admins read them too) or to one person. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** A NotificationEvent: written out in the reader's language when read. */
    event: jsonb('event').$type<NotificationEvent>().notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_recipient_check', sql`num_nonnulls(${t.companyId}, ${t.userId}) = 1`),
    index('notifications_company_idx').on(t.companyId, t.id),
    index('notifications_user_idx').on(t.userId, t.id),
  ],
);

/** A photo: of a job, of the project itself, or sent in the project's chat. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The stored file's server-made name, and its thumbnail's. */
    name: text('name').notNull(),
    thumbName: text('thumb_name'),
    /** The name the uploader's device gave it, shown only as a caption. */
    originalName: text('original_name').notNull().default(''),
    uploadedByCompanyId: integer('uploaded_by_company_id').references(() => companies.id, { onDelete: 'set null' }),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Bytes stored for the photo and its thumbnail: what the plan's storage quota counts. */
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('media_kind_check', inList('kind', ['job', 'project', 'chat'])),
    check('media_job_check', sql`(${t.kind} = 'job') = (${t.jobId} is not null)`),
    uniqueIndex('media_name_idx').on(t.name),
    index('media_thumb_idx').on(t.thumbName),
    index('media_project_idx').on(t.projectId),
    index('media_job_idx').on(t.jobId),
  ],
);

/** A chat message of a project; `origin` is the sender's authType (SPEC §3 messageOrigin). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    text: text('text').notNull().default(''),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    origin: integer('origin').notNull(),
    senderCompanyId: integer('sender_company_id').references(() => companies.id, { onDelete: 'set null' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_origin_check', sql`${t.origin} between 1 and 4`),
    index('messages_project_idx').on(t.projectId, t.id),
  ],
);

/** How far each reader (a company account or a person) has read a project's chat. */
export const messageReads = pgTable(
  'message_reads',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    readerCompanyId: integer('reader_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    readerUserId: integer('reader_user_id').references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
  },
  (t) => [
    check('message_reads_reader_check', sql`num_nonnulls(${t.readerCompanyId}, ${t.readerUserId}) = 1`),
    uniqueIndex('message_reads_company_idx').on(t.projectId, t.readerCompanyId),
    uniqueIndex('message_reads_user_idx').on(t.projectId, t.readerUserId),
  ],
);

/** A sent invoice: its PDF is kept in file storage. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
    /** Per company, in order: 1, 2, 3… (shown with the year, e.g. 2026-0007). */
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    fileName: text('file_name').notNull(),
    totalCents: cents('total_cents'),
    language: text('language').notNull(),
    sentTo: text('sent_to').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_company_sequence_idx').on(t.companyId, t.sequence),
    index('invoices_project_idx').on(t.projectId),
    index('invoices_file_idx').on(t.fileName),
    index('invoices_client_idx').on(t.companyId, t.clientId),
  ],
);

/**
 * A signed-in session of a company account or a person. The token names it; ending it (logout,
 * a password change, a reset) deletes the row and the token stops working on the next request.
 * Only a hash of the session's id is kept, so a copy of the database holds no usable session.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sessions_owner_check', sql`num_nonnulls(${t.companyId}, ${t.userId}) = 1`),
    index('sessions_company_idx').on(t.companyId),
    index('sessions_user_idx').on(t.userId),
  ],
);

/**
 * A one-time link sent by mail: an invitation to join a company (as a worker, or as the client
 * record `userId` names) or a password reset of a company account or a person. Only the token's
 * hash is stored; a link works once and until it expires.
 */
export const oneTimeLinks = pgTable(
  'one_time_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** For a worker's invitation: the role offered. */
    role: text('role'),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('one_time_links_purpose_check', inList('purpose', ['invite_worker', 'invite_client', 'password_reset'])),
    check('one_time_links_role_check', sql`${t.role} is null or ${t.role} in ('employee', 'contractor')`),
    index('one_time_links_company_idx').on(t.companyId),
    index('one_time_links_user_idx').on(t.userId),
  ],
);
