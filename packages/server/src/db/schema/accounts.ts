// Companies, people, their credentials and memberships, sessions and one-time links.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LANGUAGES, PLANS } from '@obra/domain';
import { inList, createdAt } from './columns.js';

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
    /** The automatic notices its clients get (modules/client-notices): each on until the company turns it off. */
    noticeEnRoute: boolean('notice_en_route').notNull().default(true),
    noticeJobDone: boolean('notice_job_done').notNull().default(true),
    noticeProjectDone: boolean('notice_project_done').notNull().default(true),
    /** The terms a new estimate starts with (modules/billing); '' for the built-in ones. */
    estimateTerms: text('estimate_terms').notNull().default(''),
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
    /** What the company pays this worker an hour, for the labor of clocked time; null until set. */
    hourlyRateCents: integer('hourly_rate_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    check('memberships_rate_check', sql`${t.hourlyRateCents} >= 0`),
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
