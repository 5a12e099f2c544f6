import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  BILLING_MSG,
  billingNumber,
  centsToDollars,
  formatDollars,
  todayIn,
  totalsOf,
  type BilledInvoice,
  type BillingSummary,
  type createInvoiceBody,
  type recordPaymentBody,
  languageOf,
} from '@obra/domain';
import type { z } from 'zod';
import { requireCompany, type Principal } from '../../auth/principal.js';
import type { Queryable } from '../../db/client.js';
import { estimates, invoices, payments, projects, users } from '../../db/schema.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import { afterCommit } from '../../realtime/events.js';
import { assertInvoiceAllowed, lockedCompany, nextSequence } from '../invoices/service.js';
import { BILLING_WORDS } from './catalogue.js';
import { mailDocument } from './mail-out.js';
import { invoicePdf } from './documents.js';
import type { BillingDeps } from './estimates.js';
import {
  companyOf,
  estimateStatusOf,
  invoiceMoney,
  invoiceView,
  linesFor,
  ownedProject,
  ownedProjectToday,
  paymentsOf,
  userOf,
  type InvoiceRow,
  type ProjectRow,
} from './records.js';
import { newShare, shareUrlOf } from './tokens.js';

/**
 * POST /api/invoices/create: a draft invoice F-0001… (numbered on from *Factura*'s), from the
 * project's jobs or `lines`, or from an approved estimate of the project (its lines, tax and deposit).
 * The plan's invoices per client (Plus) count it as they count *Factura*'s.
 */
export async function createInvoice(
  deps: Pick<BillingDeps, 'db' | 'config'>,
  principal: Principal,
  body: z.output<typeof createInvoiceBody>,
): Promise<BilledInvoice> {
  return deps.db.transaction(async (tx) => {
    const project = await ownedProject(tx, principal, body.projectId);
    const company = await lockedCompany(tx, project.companyId);
    const today = todayIn(company.timeZone);
    if (body.dueOn && body.dueOn < today) throw badRequest(BILLING_MSG.dueBeforeIssue);
    if (project.clientId !== null) await assertInvoiceAllowed(tx, company, project.clientId);
    const client = await userOf(tx, project.clientId);

    let lines;
    let taxRateMilli = body.taxRate ?? 0;
    let deposit: { depositCents: number; depositState: 'requested' | 'paid' } | null = null;
    let language = body.language ?? languageOf(client?.language ?? company.language);
    if (body.estimateId !== undefined) {
      const [estimate] = await tx.select().from(estimates).where(eq(estimates.id, body.estimateId));
      if (!estimate || estimate.companyId !== company.id) throw forbidden();
      if (estimate.projectId !== project.id) throw badRequest(BILLING_MSG.estimateOtherProject);
      if (estimateStatusOf(estimate, today) !== 'approved') throw badRequest(BILLING_MSG.estimateNotApproved);
      // What the client approved, not what the row may say since.
      const approved = estimate.approvedSnapshot;
      lines = body.lines ? await linesFor(tx, project, body.lines) : (approved?.lines ?? estimate.lines);
      taxRateMilli = body.taxRate ?? approved?.taxRateMilli ?? estimate.taxRateMilli;
      const depositCents = approved?.depositCents ?? estimate.depositCents;
      if (depositCents > 0) deposit = { depositCents, depositState: body.deposit ?? 'requested' };
      language = body.language ?? languageOf(estimate.language);
    } else {
      lines = await linesFor(tx, project, body.lines);
    }
    const totals = totalsOf(
      lines.map((l) => l.priceCents),
      taxRateMilli,
    );
    const sequence = await nextSequence(tx, company.id);
    const [row] = await tx
      .insert(invoices)
      .values({
        projectId: project.id,
        companyId: company.id,
        clientId: project.clientId,
        sequence,
        number: billingNumber('invoice', sequence),
        totalCents: totals.totalCents,
        subtotalCents: totals.subtotalCents,
        taxRateMilli,
        taxCents: totals.taxCents,
        lines,
        language,
        issuedOn: today,
        dueOn: body.dueOn ?? null,
        estimateId: body.estimateId ?? null,
        ...(deposit
          ? { depositCents: Math.min(deposit.depositCents, totals.totalCents), depositState: deposit.depositState }
          : {}),
      })
      .returning();
    const [shared] = await tx
      .update(invoices)
      .set(newShare(deps.config.authSecret, 'invoice', row!.id))
      .where(eq(invoices.id, row!.id))
      .returning();
    return invoiceView(deps.config, shared!, project.name, [], today);
  });
}

/** GET /api/invoices/getByProject: every invoice of the project (*Factura*'s too), newest first. */
export async function listBilledInvoices(
  deps: Pick<BillingDeps, 'db' | 'config'>,
  principal: Principal,
  projectId: number,
): Promise<BilledInvoice[]> {
  const { project, today } = await ownedProjectToday(deps.db, principal, projectId);
  const rows = await deps.db
    .select()
    .from(invoices)
    .where(eq(invoices.projectId, projectId))
    .orderBy(desc(invoices.id));
  const paid = await paymentsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => invoiceView(deps.config, row, project.name, paid.get(row.id) ?? [], today));
}

export async function ownedInvoice(
  db: Queryable,
  principal: Principal,
  invoiceId: number,
  lock = false,
): Promise<{ row: InvoiceRow; project: ProjectRow }> {
  const query = db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw forbidden();
  const project = await ownedProject(db, principal, row.projectId);
  return { row, project };
}

/** The invoice as its company reads it now. */
async function answer(deps: Pick<BillingDeps, 'db' | 'config'>, db: Queryable, row: InvoiceRow, project: ProjectRow) {
  const company = await companyOf(db, project.companyId);
  const paid = await paymentsOf(db, [row.id]);
  return invoiceView(deps.config, row, project.name, paid.get(row.id) ?? [], todayIn(company.timeZone));
}

/**
 * POST /api/invoices/send: marks it sent (a revoked link gets a new one) and, with `mail`, mails the
 * client its link and PDF, last in the transaction (a failed mail changes nothing: 503).
 */
export async function sendBilledInvoice(
  deps: BillingDeps,
  principal: Principal,
  invoiceId: number,
  mail: boolean,
): Promise<BilledInvoice> {
  return deps.db.transaction(async (tx) => {
    const { row, project } = await ownedInvoice(tx, principal, invoiceId, true);
    const company = await companyOf(tx, project.companyId);
    const client = await userOf(tx, project.clientId);
    if (mail && !client?.email) throw badRequest(BILLING_MSG.noClientEmail);
    const relink = !row.shareNonce || row.shareRevokedAt ? newShare(deps.config.authSecret, 'invoice', row.id) : {};
    const [sent] = await tx
      .update(invoices)
      .set({
        ...relink,
        sentAt: row.sentAt ?? new Date(),
        issuedOn: row.issuedOn ?? todayIn(company.timeZone),
        ...(mail && client ? { sentTo: client.email } : {}),
      })
      .where(eq(invoices.id, row.id))
      .returning();
    if (mail && client) {
      const today = todayIn(company.timeZone);
      const paid = (await paymentsOf(tx, [row.id])).get(row.id) ?? [];
      const language = languageOf(sent!.language);
      const words = BILLING_WORDS[language];
      const pdf = await invoicePdf(deps.files, sent!, { company, project, client }, paid, today);
      const text = words.invoiceMail({
        client: client.name,
        company: company.name,
        project: project.name,
        number: sent!.number,
        total: formatDollars(invoiceMoney(sent!, paid, today).balanceCents, language),
        link: shareUrlOf(deps.config, 'invoice', sent!)!,
        email: company.email,
      });
      await mailDocument(deps, client.email, company, text, {
        filename: `${words.invoiceStem}-${sent!.number}.pdf`,
        pdf,
      });
    }
    return answer(deps, tx, sent!, project);
  });
}

/** POST /api/invoices/revoke. */
export async function revokeInvoice(
  deps: Pick<BillingDeps, 'db' | 'config'>,
  principal: Principal,
  invoiceId: number,
): Promise<BilledInvoice> {
  return deps.db.transaction(async (tx) => {
    const { row, project } = await ownedInvoice(tx, principal, invoiceId, true);
    const [revoked] = await tx
      .update(invoices)
      .set({ shareRevokedAt: row.shareRevokedAt ?? new Date() })
      .where(eq(invoices.id, row.id))
      .returning();
    return answer(deps, tx, revoked!, project);
  });
}

/**
 * POST /api/invoices/recordPayment: more than zero, at most the balance, dated a real day not after
 * the company's today; a paid invoice takes no more. The invoice row is locked meanwhile, so two
 * payments at once never pass the balance together.
 */
export async function recordPayment(
  deps: Pick<BillingDeps, 'db' | 'config'>,
  principal: Principal,
  body: z.output<typeof recordPaymentBody>,
): Promise<BilledInvoice> {
  return deps.db.transaction(async (tx) => {
    const { row, project } = await ownedInvoice(tx, principal, body.invoiceId, true);
    const company = await companyOf(tx, project.companyId);
    const today = todayIn(company.timeZone);
    const paid = (await paymentsOf(tx, [row.id])).get(row.id) ?? [];
    const money = invoiceMoney(row, paid, today);
    if (money.balanceCents === 0) throw conflict(BILLING_MSG.invoicePaid);
    const amount = body.amount!;
    if (amount > money.balanceCents) throw badRequest(BILLING_MSG.paymentOverBalance);
    if (body.date > today) throw badRequest(BILLING_MSG.paymentDate);
    await tx.insert(payments).values({
      invoiceId: row.id,
      companyId: company.id,
      amountCents: amount,
      paidOn: body.date,
      method: body.method,
      note: body.note,
    });
    afterCommit({ type: 'billing', companyId: company.id, projectId: project.id });
    return answer(deps, tx, row, project);
  });
}

/** The invoice's PDF for its company (GET /api/invoices/pdf), drawn as it stands now. */
export async function companyInvoicePdf(
  deps: Pick<BillingDeps, 'db' | 'files'>,
  principal: Principal,
  invoiceId: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { row, project } = await ownedInvoice(deps.db, principal, invoiceId);
  const company = await companyOf(deps.db, project.companyId);
  const client = await userOf(deps.db, project.clientId);
  const paid = (await paymentsOf(deps.db, [row.id])).get(row.id) ?? [];
  const words = BILLING_WORDS[languageOf(row.language)];
  return {
    pdf: await invoicePdf(deps.files, row, { company, project, client }, paid, todayIn(company.timeZone)),
    fileName: `${words.invoiceStem}-${row.number}.pdf`,
  };
}

/**
 * GET /api/invoices/summary: this month in the company's time zone. Billed: totals of invoices sent
 * this month; collected: payments dated this month and paid deposits of invoices sent this month;
 * outstanding: balances of every sent invoice not paid; the overdue ones; estimates awaiting an answer.
 */
export async function billingSummary(
  db: Queryable,
  principal: Principal,
  companyIdNamed: number,
): Promise<BillingSummary> {
  const companyId = requireCompany(principal, 'company.view', companyIdNamed);
  const company = await companyOf(db, companyId);
  const today = todayIn(company.timeZone);
  const month = today.slice(0, 7);
  const sentRows = await db
    .select({ invoice: invoices, projectName: projects.name, clientName: users.name })
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .leftJoin(users, eq(users.id, projects.clientId))
    .where(and(eq(invoices.companyId, companyId), isNotNull(invoices.sentAt)))
    .orderBy(invoices.dueOn, invoices.id);
  const paid = await paymentsOf(
    db,
    sentRows.map((r) => r.invoice.id),
  );
  const monthPayments = await db
    .select({ amountCents: payments.amountCents, paidOn: payments.paidOn })
    .from(payments)
    .where(eq(payments.companyId, companyId));

  let billed = 0;
  let collected = monthPayments.filter((p) => p.paidOn.startsWith(month)).reduce((s, p) => s + p.amountCents, 0);
  let outstanding = 0;
  const overdue: BillingSummary['overdue'] = [];
  for (const { invoice, projectName, clientName } of sentRows) {
    const sentThisMonth = todayIn(company.timeZone, invoice.sentAt!).startsWith(month);
    const money = invoiceMoney(invoice, paid.get(invoice.id) ?? [], today);
    if (sentThisMonth) {
      billed += invoice.totalCents;
      if (money.deposit?.state === 'paid') collected += money.deposit.cents;
    }
    if (money.status !== 'paid') outstanding += money.balanceCents;
    if (money.status === 'overdue')
      overdue.push({
        invoiceId: invoice.id,
        number: invoice.number,
        projectId: invoice.projectId,
        projectName,
        clientName: clientName ?? '',
        balance: centsToDollars(money.balanceCents),
        dueOn: invoice.dueOn!,
      });
  }
  const open = await db
    .select({ estimate: estimates, projectName: projects.name, clientName: users.name })
    .from(estimates)
    .innerJoin(projects, eq(projects.id, estimates.projectId))
    .leftJoin(users, eq(users.id, projects.clientId))
    .where(and(eq(estimates.companyId, companyId), inArray(estimates.status, ['sent'])))
    .orderBy(estimates.expiresOn, estimates.id);
  const awaitingEstimates = open
    .filter(({ estimate }) => estimateStatusOf(estimate, today) === 'sent')
    .map(({ estimate, projectName, clientName }) => ({
      estimateId: estimate.id,
      number: estimate.number,
      projectId: estimate.projectId,
      projectName,
      clientName: clientName ?? '',
      total: centsToDollars(estimate.totalCents),
      sentAt: estimate.sentAt?.toISOString() ?? null,
      expiresOn: estimate.expiresOn,
    }));
  return {
    month,
    billed: centsToDollars(billed),
    collected: centsToDollars(collected),
    outstanding: centsToDollars(outstanding),
    overdue,
    awaitingEstimates,
  };
}
