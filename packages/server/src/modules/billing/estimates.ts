import { and, desc, eq, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  BILLING_MSG,
  ESTIMATE_DEFAULT_DAYS,
  billingNumber,
  formatDollars,
  todayIn,
  totalsOf,
  type Deposit,
  type Estimate,
  addDays,
  languageOf,
} from '@obra/domain';
import type { z } from 'zod';
import type { createEstimateBody } from '@obra/domain';
import type { Db, Queryable, Tx } from '../../db/client.js';
import { companies, estimates } from '../../db/schema.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { FileStorage } from '../../storage/files.js';
import type { Principal } from '../../auth/principal.js';
import { BILLING_WORDS } from './catalogue.js';
import { mailDocument } from './mail-out.js';
import { estimatePdf } from './documents.js';
import {
  companyOf,
  estimateStatusOf,
  estimateView,
  linesFor,
  ownedProject,
  ownedProjectToday,
  userOf,
  type EstimateRow,
  type LinkConfig,
  type ProjectRow,
} from './records.js';
import { newShare, shareUrlOf } from './tokens.js';

export interface BillingDeps {
  db: Db;
  files: FileStorage;
  mailer: Mailer;
  config: LinkConfig;
  log: FastifyBaseLogger;
}

/** P-0001…: the company row is locked by the caller, so two estimates never take one number. */
async function nextEstimateSequence(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(estimates.sequence) })
    .from(estimates)
    .where(eq(estimates.companyId, companyId));
  return (row?.last ?? 0) + 1;
}

/** POST /api/estimates/create: lines from the body or the project's jobs, totals in cents, a live share link. */
export async function createEstimate(
  deps: Pick<BillingDeps, 'db' | 'config'>,
  principal: Principal,
  body: z.output<typeof createEstimateBody>,
): Promise<Estimate> {
  return deps.db.transaction(async (tx) => {
    const project = await ownedProject(tx, principal, body.projectId);
    const [company] = await tx.select().from(companies).where(eq(companies.id, project.companyId)).for('update');
    if (!company) throw forbidden();
    const client = await userOf(tx, project.clientId);
    const today = todayIn(company.timeZone);
    const expiresOn = body.expiresOn ?? addDays(today, ESTIMATE_DEFAULT_DAYS);
    if (expiresOn < today) throw badRequest(BILLING_MSG.expiresInPast);

    const lines = await linesFor(tx, project, body.lines);
    const taxRateMilli = body.taxRate ?? 0;
    const deposit: Deposit =
      body.depositPercent !== undefined
        ? { percentBasis: body.depositPercent }
        : body.depositAmount !== undefined
          ? { cents: body.depositAmount }
          : null;
    const totals = totalsOf(
      lines.map((l) => l.priceCents),
      taxRateMilli,
      deposit,
    );
    if (body.depositAmount !== undefined && body.depositAmount > totals.totalCents)
      throw badRequest(BILLING_MSG.depositOverTotal);
    const language = body.language ?? languageOf(client?.language ?? company.language);
    const terms = body.terms || company.estimateTerms || BILLING_WORDS[language].defaultTerms;
    const sequence = await nextEstimateSequence(tx, company.id);

    const [row] = await tx
      .insert(estimates)
      .values({
        companyId: company.id,
        projectId: project.id,
        clientId: project.clientId,
        sequence,
        number: billingNumber('estimate', sequence),
        lines,
        taxRateMilli,
        depositPercentBasis: body.depositPercent ?? null,
        depositAmountCents: body.depositAmount ?? null,
        subtotalCents: totals.subtotalCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        depositCents: totals.depositCents,
        expiresOn,
        terms,
        language,
      })
      .returning();
    const [shared] = await tx
      .update(estimates)
      .set(newShare(deps.config.authSecret, 'estimate', row!.id))
      .where(eq(estimates.id, row!.id))
      .returning();
    return estimateView(deps.config, shared!, project.name, today);
  });
}

/** GET /api/estimates/getByProject: the project's estimates, newest first. */
export async function listEstimates(
  deps: Pick<BillingDeps, 'db' | 'config'>,
  principal: Principal,
  projectId: number,
): Promise<Estimate[]> {
  const { project, today } = await ownedProjectToday(deps.db, principal, projectId);
  const rows = await deps.db
    .select()
    .from(estimates)
    .where(eq(estimates.projectId, projectId))
    .orderBy(desc(estimates.id));
  return rows.map((row) => estimateView(deps.config, row, project.name, today));
}

/** The estimate and its project, which the caller must own; an unknown id is refused like another's. */
export async function ownedEstimate(
  db: Queryable,
  principal: Principal,
  estimateId: number,
  lock = false,
): Promise<{ row: EstimateRow; project: ProjectRow }> {
  const query = db.select().from(estimates).where(eq(estimates.id, estimateId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw forbidden();
  const project = await ownedProject(db, principal, row.projectId);
  return { row, project };
}

/**
 * POST /api/estimates/send: marks it sent (a revoked link gets a new one) and, with `mail`, mails the
 * client the link with the PDF, last in the transaction: a failed mail leaves nothing changed (503).
 */
export async function sendEstimate(
  deps: BillingDeps,
  principal: Principal,
  estimateId: number,
  mail: boolean,
): Promise<Estimate> {
  return deps.db.transaction(async (tx) => {
    const { row, project } = await ownedEstimate(tx, principal, estimateId, true);
    const company = await companyOf(tx, project.companyId);
    const today = todayIn(company.timeZone);
    const status = estimateStatusOf(row, today);
    if (status === 'approved' || status === 'rejected') throw conflict(BILLING_MSG.estimateClosed);
    if (status === 'expired') throw conflict(BILLING_MSG.estimateExpired);
    const client = await userOf(tx, project.clientId);
    if (mail && !client?.email) throw badRequest(BILLING_MSG.noClientEmail);

    const relink = !row.shareNonce || row.shareRevokedAt ? newShare(deps.config.authSecret, 'estimate', row.id) : {};
    const [sent] = await tx
      .update(estimates)
      .set({ ...relink, status: 'sent', sentAt: row.sentAt ?? new Date(), updatedAt: new Date() })
      .where(eq(estimates.id, row.id))
      .returning();
    if (mail && client) {
      const language = languageOf(sent!.language);
      const words = BILLING_WORDS[language];
      const pdf = await estimatePdf(deps.files, sent!, { company, project, client });
      const text = words.estimateMail({
        client: client.name,
        company: company.name,
        project: project.name,
        number: sent!.number,
        total: formatDollars(sent!.totalCents, language),
        link: shareUrlOf(deps.config, 'estimate', sent!)!,
        email: company.email,
      });
      await mailDocument(deps, client.email, company, text, {
        filename: `${words.estimateStem}-${sent!.number}.pdf`,
        pdf,
      });
    }
    return estimateView(deps.config, sent!, project.name, today);
  });
}

/** POST /api/estimates/revoke: the link stops working at once; sending again makes a new one. */
export async function revokeEstimate(
  deps: Pick<BillingDeps, 'db' | 'config'>,
  principal: Principal,
  estimateId: number,
): Promise<Estimate> {
  return deps.db.transaction(async (tx) => {
    const { row, project } = await ownedEstimate(tx, principal, estimateId, true);
    const company = await companyOf(tx, project.companyId);
    const [revoked] = await tx
      .update(estimates)
      .set({ shareRevokedAt: row.shareRevokedAt ?? new Date(), updatedAt: new Date() })
      .where(and(eq(estimates.id, row.id)))
      .returning();
    return estimateView(deps.config, revoked!, project.name, todayIn(company.timeZone));
  });
}

/** The estimate's PDF for its company (GET /api/estimates/pdf). */
export async function companyEstimatePdf(
  deps: Pick<BillingDeps, 'db' | 'files'>,
  principal: Principal,
  estimateId: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { row, project } = await ownedEstimate(deps.db, principal, estimateId);
  const company = await companyOf(deps.db, project.companyId);
  const client = await userOf(deps.db, project.clientId);
  const words = BILLING_WORDS[languageOf(row.language)];
  return {
    pdf: await estimatePdf(deps.files, row, { company, project, client }),
    fileName: `${words.estimateStem}-${row.number}.pdf`,
  };
}
