// "Getting paid" (issue 14): estimates and the payments recorded on invoices (invoices live in projects.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { PAYMENT_METHODS } from '@obra/domain';
import { cents, createdAt, inList } from './columns.js';
import { companies, users } from './accounts.js';
import { invoices, projectRef, type StoredLine } from './projects.js';

/** The stored estimate statuses; 'expired' is read from `expiresOn`, never stored. */
const STORED_ESTIMATE_STATUSES = ['draft', 'sent', 'approved', 'rejected'] as const;

/** Exactly what the client approved: the estimate as it read it, kept apart from later changes. */
export interface ApprovedSnapshot {
  number: string;
  version: number;
  lines: StoredLine[];
  subtotalCents: number;
  taxRateMilli: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  expiresOn: string;
  terms: string;
  language: string;
}

/** A 'Presupuesto': numbered P-0001 per company, shared with the client through a link. */
export const estimates = pgTable(
  'estimates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: projectRef(),
    clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    status: text('status').notNull().default('draft'),
    lines: jsonb('lines').$type<StoredLine[]>().notNull(),
    /** Thousandths of a percent (8.25 % is 8250). */
    taxRateMilli: integer('tax_rate_milli').notNull().default(0),
    /** The deposit asked as hundredths of a percent of the total, or as an amount; neither: none. */
    depositPercentBasis: integer('deposit_percent_basis'),
    depositAmountCents: bigint('deposit_amount_cents', { mode: 'number' }),
    subtotalCents: cents('subtotal_cents'),
    taxCents: cents('tax_cents'),
    totalCents: cents('total_cents'),
    depositCents: cents('deposit_cents'),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    terms: text('terms').notNull().default(''),
    language: text('language').notNull(),
    version: integer('version').notNull().default(1),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** sha256 of the share token (never the token), the nonce it is made from, and its revocation. */
    shareTokenHash: text('share_token_hash'),
    shareNonce: text('share_nonce'),
    shareRevokedAt: timestamp('share_revoked_at', { withTimezone: true }),
    approvedName: text('approved_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedAddress: text('approved_address'),
    approvedVersion: integer('approved_version'),
    signatureFile: text('signature_file'),
    approvedSnapshot: jsonb('approved_snapshot').$type<ApprovedSnapshot>(),
    rejectionReason: text('rejection_reason'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('estimates_status_check', inList('status', STORED_ESTIMATE_STATUSES)),
    uniqueIndex('estimates_company_sequence_idx').on(t.companyId, t.sequence),
    uniqueIndex('estimates_share_token_idx').on(t.shareTokenHash),
    index('estimates_project_idx').on(t.projectId, t.id),
    index('estimates_signature_idx').on(t.signatureFile),
  ],
);

/** A payment the company recorded on an invoice. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('payments_method_check', inList('method', PAYMENT_METHODS)),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    index('payments_invoice_idx').on(t.invoiceId, t.id),
    index('payments_company_idx').on(t.companyId, t.paidOn),
  ],
);
