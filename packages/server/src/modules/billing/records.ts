import { asc, eq, inArray } from 'drizzle-orm';
import {
  DEPOSIT_PERCENT_SCALE,
  TAX_RATE_SCALE,
  centsToDollars,
  invoiceStatusOf,
  languageOf,
  paidCents,
  todayIn,
  type BilledInvoice,
  type DepositState,
  type Estimate,
  type EstimateStatus,
} from '@obra/domain';
import { requireCan, type Principal } from '../../auth/principal.js';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { companies, estimates, invoices, jobs, payments, projects, users, type StoredLine } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';
import { shareUrlOf } from './tokens.js';

// What the estimate and invoice services share: rows, who may reach them, and how they are answered.

export type EstimateRow = typeof estimates.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type LinkConfig = Pick<Config, 'publicUrl' | 'authSecret'>;

/** A rate kept in thousandths of a percent as a percent (8250 → 8.25). */
export const taxPercent = (milli: number) => milli / TAX_RATE_SCALE;

export const dollarLines = (lines: StoredLine[]) =>
  lines.map((l) => ({ name: l.name, description: l.description, price: centsToDollars(l.priceCents), jobId: l.jobId }));

/** The project, which the caller must own (403 for anyone else's or an unknown id). */
export async function ownedProject(db: Queryable, principal: Principal, projectId: number): Promise<ProjectRow> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw forbidden();
  requireCan(principal, 'invoice.send', project);
  return project;
}

/** The caller's own project with its company and the company's today. */
export async function ownedProjectToday(db: Queryable, principal: Principal, projectId: number) {
  const project = await ownedProject(db, principal, projectId);
  const company = await companyOf(db, project.companyId);
  return { project, company, today: todayIn(company.timeZone) };
}

export async function companyOf(db: Queryable, companyId: number): Promise<CompanyRow> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw forbidden();
  return company;
}

export async function userOf(db: Queryable, userId: number | null): Promise<UserRow | null> {
  if (userId === null) return null;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

/** A job's details as a line's description: the placeholder the job form starts with is no description. */
const jobDetails = (comments: string) => (comments.trim() === 'Comments / Details' ? '' : comments.trim());

/**
 * The lines a document gets: those the company wrote (a job named must be the project's, else the
 * line is a free one), or one per job of the project, or the project itself when it has no jobs.
 */
export async function linesFor(
  db: Queryable,
  project: ProjectRow,
  given:
    { name: string; description?: string | undefined; price: number; jobId?: number | null | undefined }[] | undefined,
): Promise<StoredLine[]> {
  const jobRows = await db
    .select({ id: jobs.id, name: jobs.name, comments: jobs.comments, priceCents: jobs.priceCents })
    .from(jobs)
    .where(eq(jobs.projectId, project.id))
    .orderBy(asc(jobs.id));
  if (given) {
    const own = new Set(jobRows.map((j) => j.id));
    return given.map((l) => ({
      name: l.name,
      description: l.description ?? '',
      priceCents: l.price,
      jobId: l.jobId != null && own.has(l.jobId) ? l.jobId : null,
    }));
  }
  if (jobRows.length === 0)
    return [{ name: project.name, description: project.description, priceCents: project.priceCents, jobId: null }];
  return jobRows.map((j) => ({
    name: j.name,
    description: jobDetails(j.comments),
    priceCents: j.priceCents,
    jobId: j.id,
  }));
}

/** 'expired' when an open estimate's last day has passed in the company's time zone. */
export function estimateStatusOf(row: EstimateRow, today: string): EstimateStatus {
  if ((row.status === 'draft' || row.status === 'sent') && row.expiresOn < today) return 'expired';
  return row.status as EstimateStatus;
}

export function estimateView(config: LinkConfig, row: EstimateRow, projectName: string, today: string): Estimate {
  return {
    id: row.id,
    number: row.number,
    projectId: row.projectId,
    projectName,
    status: estimateStatusOf(row, today),
    lines: dollarLines(row.lines),
    subtotal: centsToDollars(row.subtotalCents),
    taxRate: taxPercent(row.taxRateMilli),
    tax: centsToDollars(row.taxCents),
    total: centsToDollars(row.totalCents),
    depositPercent: row.depositPercentBasis === null ? null : row.depositPercentBasis / DEPOSIT_PERCENT_SCALE,
    deposit: centsToDollars(row.depositCents),
    expiresOn: row.expiresOn,
    terms: row.terms,
    language: languageOf(row.language),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    shareUrl: shareUrlOf(config, 'estimate', row),
    pdfUrl: `/api/estimates/pdf?estimateId=${row.id}`,
    approval:
      row.status === 'approved' && row.approvedAt
        ? {
            name: row.approvedName ?? '',
            at: row.approvedAt.toISOString(),
            address: row.approvedAddress ?? '',
            version: row.approvedVersion ?? row.version,
            signatureUrl: row.signatureFile ? `/api/estimates/signature?estimateId=${row.id}` : null,
          }
        : null,
    rejection:
      row.status === 'rejected' && row.rejectedAt
        ? { reason: row.rejectionReason ?? '', at: row.rejectedAt.toISOString() }
        : null,
  };
}

/** An invoice's lines: the older *Factura* rows kept only a total, which reads as one line. */
export function invoiceLines(row: InvoiceRow, projectName: string): StoredLine[] {
  return row.lines ?? [{ name: projectName, description: '', priceCents: row.totalCents, jobId: null }];
}

/** An invoice's money as its state follows from it: what is paid, what is left, and its status. */
export function invoiceMoney(row: InvoiceRow, paymentRows: PaymentRow[], today: string) {
  const deposit =
    row.depositState && row.depositCents > 0
      ? { cents: row.depositCents, state: row.depositState as DepositState }
      : null;
  const paid = paidCents(
    paymentRows.map((p) => p.amountCents),
    deposit,
  );
  const balanceCents = Math.max(row.totalCents - paid, 0);
  const status = invoiceStatusOf({
    sent: row.sentAt !== null,
    viewed: row.viewedAt !== null,
    totalCents: row.totalCents,
    paidCents: paid,
    dueOn: row.dueOn,
    today,
  });
  const subtotalCents = row.lines ? row.subtotalCents : row.totalCents;
  return { deposit, paidCents: paid, balanceCents, status, subtotalCents };
}

/** The payments of these invoices, oldest first, by invoice. */
export async function paymentsOf(db: Queryable, invoiceIds: number[]): Promise<Map<number, PaymentRow[]>> {
  const byInvoice = new Map<number, PaymentRow[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.invoiceId, invoiceIds))
    .orderBy(asc(payments.paidOn), asc(payments.id));
  for (const row of rows) byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row]);
  return byInvoice;
}

export function invoiceView(
  config: LinkConfig,
  row: InvoiceRow,
  projectName: string,
  paymentRows: PaymentRow[],
  today: string,
): BilledInvoice {
  const money = invoiceMoney(row, paymentRows, today);
  return {
    id: row.id,
    number: row.number,
    projectId: row.projectId,
    projectName,
    estimateId: row.estimateId,
    status: money.status,
    lines: dollarLines(invoiceLines(row, projectName)),
    subtotal: centsToDollars(money.subtotalCents),
    taxRate: taxPercent(row.taxRateMilli),
    tax: centsToDollars(row.taxCents),
    total: centsToDollars(row.totalCents),
    deposit: money.deposit ? { amount: centsToDollars(money.deposit.cents), state: money.deposit.state } : null,
    paid: centsToDollars(money.paidCents),
    balance: centsToDollars(money.balanceCents),
    issuedOn: row.issuedOn ?? row.createdAt.toISOString().slice(0, 10),
    dueOn: row.dueOn,
    sentAt: row.sentAt?.toISOString() ?? null,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    language: languageOf(row.language),
    shareUrl: shareUrlOf(config, 'invoice', row),
    pdfUrl: `/api/invoices/pdf?invoiceId=${row.id}`,
    payments: paymentRows.map((p) => ({
      id: p.id,
      amount: centsToDollars(p.amountCents),
      date: p.paidOn,
      method: p.method as BilledInvoice['payments'][number]['method'],
      note: p.note,
    })),
  };
}
