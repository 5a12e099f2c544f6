import { and, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  BILLING_MSG,
  DEPOSIT_PERCENT_SCALE,
  SIGNATURE_MAX_BYTES,
  centsToDollars,
  projectTransition,
  todayIn,
  type ProjectStatus,
  type PublicEstimate,
  type PublicInvoice,
  type approveEstimateBody,
  languageOf,
} from '@obra/domain';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.js';
import { estimates, invoices, projects } from '../../db/schema.js';
import type { ApprovedSnapshot } from '../../db/schema/billing.js';
import { AppError, badRequest, conflict } from '../../http/errors.js';
import { loadSharp } from '../../lazy-modules.js';
import { afterCommit } from '../../realtime/events.js';
import { sniffImage } from '../../storage/images.js';
import type { FileStorage } from '../../storage/files.js';
import { notify } from '../notifications/service.js';
import { oneLine } from '../invoices/catalogue.js';
import { BILLING_WORDS } from './catalogue.js';
import { estimatePdf, invoicePdf, type DocumentParties } from './documents.js';
import type { BillingDeps } from './estimates.js';
import {
  companyOf,
  dollarLines,
  estimateStatusOf,
  invoiceLines,
  invoiceMoney,
  paymentsOf,
  taxPercent,
  userOf,
  type EstimateRow,
  type InvoiceRow,
} from './records.js';
import { tokenHash } from './tokens.js';

// The client's share pages: no account, only the one document the token names. Unknown, revoked
// and expired links answer alike (404, BILLING_MSG.linkGone) and say nothing more.

export const linkGone = () => new AppError(404, BILLING_MSG.linkGone);

type Shared<Row> = DocumentParties & { row: Row; today: string };

async function partiesOf(db: Queryable, projectId: number, companyId: number) {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw linkGone();
  const company = await companyOf(db, companyId);
  return { project, company, client: await userOf(db, project.clientId) };
}

/** The estimate a live link names; an expired one's link is gone, unless it was answered (it shows its outcome). */
export async function sharedEstimate(db: Queryable, token: string): Promise<Shared<EstimateRow>> {
  const [row] = await db
    .select()
    .from(estimates)
    .where(and(eq(estimates.shareTokenHash, tokenHash(token)), isNull(estimates.shareRevokedAt)));
  if (!row) throw linkGone();
  const parties = await partiesOf(db, row.projectId, row.companyId);
  const today = todayIn(parties.company.timeZone);
  if (estimateStatusOf(row, today) === 'expired') throw linkGone();
  return { ...parties, row, today };
}

export async function sharedInvoice(db: Queryable, token: string): Promise<Shared<InvoiceRow>> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.shareTokenHash, tokenHash(token)), isNull(invoices.shareRevokedAt)));
  if (!row) throw linkGone();
  const parties = await partiesOf(db, row.projectId, row.companyId);
  return { ...parties, row, today: todayIn(parties.company.timeZone) };
}

function sharedParts(kind: 'estimates' | 'invoices', token: string, shared: Shared<EstimateRow | InvoiceRow>) {
  const { company, project, client, row } = shared;
  const base = `/api/public/${kind}/${encodeURIComponent(token)}`;
  return {
    number: row.number,
    company: {
      name: company.name,
      phone: company.phone,
      email: company.email,
      address: [company.address, company.city, [company.state, company.zip].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
      logoUrl: company.logo ? `${base}/logo` : null,
    },
    clientName: client?.name ?? '',
    project: { name: project.name, address: project.address },
    taxRate: taxPercent(row.taxRateMilli),
    tax: centsToDollars(row.taxCents),
    total: centsToDollars(row.totalCents),
    language: languageOf(row.language),
    pdfUrl: `${base}/pdf`,
  };
}

export function publicEstimateView(token: string, shared: Shared<EstimateRow>): PublicEstimate {
  const { row, today } = shared;
  return {
    ...sharedParts('estimates', token, shared),
    lines: dollarLines(row.lines),
    subtotal: centsToDollars(row.subtotalCents),
    status: estimateStatusOf(row, today),
    depositPercent: row.depositPercentBasis === null ? null : row.depositPercentBasis / DEPOSIT_PERCENT_SCALE,
    deposit: centsToDollars(row.depositCents),
    expiresOn: row.expiresOn,
    terms: row.terms,
    version: row.version,
    approval:
      row.status === 'approved' && row.approvedAt
        ? { name: row.approvedName ?? '', at: row.approvedAt.toISOString() }
        : null,
    rejection:
      row.status === 'rejected' && row.rejectedAt
        ? { reason: row.rejectionReason ?? '', at: row.rejectedAt.toISOString() }
        : null,
  };
}

/** GET /api/public/invoices/<token>: the first opening of a sent invoice marks it viewed (and tells the company). */
export async function openSharedInvoice(db: Db, token: string): Promise<PublicInvoice> {
  let shared = await sharedInvoice(db, token);
  if (shared.row.sentAt && !shared.row.viewedAt) {
    const [viewed] = await db
      .update(invoices)
      .set({ viewedAt: new Date() })
      .where(and(eq(invoices.id, shared.row.id), isNull(invoices.viewedAt), isNotNull(invoices.sentAt)))
      .returning();
    if (viewed) {
      shared = { ...shared, row: viewed };
      afterCommit({ type: 'billing', companyId: viewed.companyId, projectId: viewed.projectId });
    }
  }
  const { row, today, project } = shared;
  const paid = (await paymentsOf(db, [row.id])).get(row.id) ?? [];
  const money = invoiceMoney(row, paid, today);
  return {
    ...sharedParts('invoices', token, shared),
    lines: dollarLines(invoiceLines(row, project.name)),
    subtotal: centsToDollars(money.subtotalCents),
    status: money.status,
    deposit: money.deposit ? { amount: centsToDollars(money.deposit.cents), state: money.deposit.state } : null,
    paid: centsToDollars(money.paidCents),
    balance: centsToDollars(money.balanceCents),
    issuedOn: row.issuedOn ?? row.createdAt.toISOString().slice(0, 10),
    dueOn: row.dueOn,
    payments: paid.map((p) => ({
      amount: centsToDollars(p.amountCents),
      date: p.paidOn,
      method: p.method as PublicInvoice['payments'][number]['method'],
    })),
  };
}

const PNG_PREFIX = 'data:image/png;base64,';
/** A signature drawn on a phone or a desktop: anything larger is not one. */
const SIGNATURE_MAX_SIDE = 4000;

/**
 * The signature as an upload is checked: base64 that decodes to a PNG (by its bytes, not its label)
 * of at most SIGNATURE_MAX_BYTES, which sharp reads through with sane dimensions.
 */
export async function signaturePng(dataUrl: string): Promise<Buffer> {
  const refused = () => badRequest(BILLING_MSG.signature);
  const encoded = dataUrl.slice(PNG_PREFIX.length);
  if (!dataUrl.startsWith(PNG_PREFIX) || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) throw refused();
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length === 0 || bytes.length > SIGNATURE_MAX_BYTES || sniffImage(bytes) !== 'png') throw refused();
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height) throw refused();
    if (meta.width > SIGNATURE_MAX_SIDE || meta.height > SIGNATURE_MAX_SIDE) throw refused();
    await image.raw().toBuffer();
  } catch {
    throw refused();
  }
  return bytes;
}

/** Why an estimate that could not be claimed was refused: answered already, or expired meanwhile. */
async function notOpen(db: Queryable, id: number): Promise<AppError> {
  const [now] = await db.select({ status: estimates.status }).from(estimates).where(eq(estimates.id, id));
  return conflict(
    now && (now.status === 'approved' || now.status === 'rejected')
      ? BILLING_MSG.estimateClosed
      : BILLING_MSG.estimateExpired,
  );
}

const claimable = (row: EstimateRow, today: string) =>
  and(eq(estimates.id, row.id), inArray(estimates.status, ['draft', 'sent']), gte(estimates.expiresOn, today));

/** Mails the company that its client answered, in the company's language; a failure is logged, never the client's. */
async function mailCompany(
  deps: Pick<BillingDeps, 'mailer' | 'log'>,
  shared: Shared<EstimateRow>,
  approved: boolean,
  client: string,
  reason = '',
) {
  const { company, project, row } = shared;
  if (!company.email) return;
  const mail = BILLING_WORDS[languageOf(company.language)].answeredMail({
    client,
    number: row.number,
    project: project.name,
    approved,
    reason,
  });
  try {
    await deps.mailer.send({ to: company.email, subject: oneLine(mail.subject), text: mail.text });
  } catch (err) {
    deps.log.error({ err, estimateId: row.id }, 'estimate answer mail to the company not sent');
  }
}

/**
 * POST /api/public/estimates/<token>/approve. The signature is checked and stored first; then one
 * UPDATE claims the estimate while it is open (a second approval, also a racing one, finds nothing
 * to claim: 409), records who, when, from where, which version and exactly what was approved, and in
 * the same transaction moves the project to APPROVED where the client's own approval would (from
 * CLIENT_APPROVAL; a project further along keeps its status). The company hears it on the bell, live,
 * and by mail.
 */
export async function approveEstimate(
  deps: BillingDeps,
  token: string,
  body: z.output<typeof approveEstimateBody>,
  address: string,
): Promise<PublicEstimate> {
  const shared = await sharedEstimate(deps.db, token);
  const { row, today } = shared;
  if (row.status === 'approved' || row.status === 'rejected') throw conflict(BILLING_MSG.estimateClosed);
  if (body.version !== undefined && body.version !== row.version) throw conflict(BILLING_MSG.estimateChanged);
  const signature = await signaturePng(body.signature);
  const stored = await deps.files.put('png', signature);
  try {
    const approved = await deps.db.transaction(async (tx) => {
      const snapshot: ApprovedSnapshot = {
        number: row.number,
        version: row.version,
        lines: row.lines,
        subtotalCents: row.subtotalCents,
        taxRateMilli: row.taxRateMilli,
        taxCents: row.taxCents,
        totalCents: row.totalCents,
        depositCents: row.depositCents,
        expiresOn: row.expiresOn,
        terms: row.terms,
        language: row.language,
      };
      const [claimed] = await tx
        .update(estimates)
        .set({
          status: 'approved',
          approvedName: body.name,
          approvedAt: new Date(),
          approvedAddress: address,
          approvedVersion: row.version,
          signatureFile: stored,
          approvedSnapshot: snapshot,
          updatedAt: new Date(),
        })
        .where(and(claimable(row, today), eq(estimates.version, row.version)))
        .returning();
      if (!claimed) throw await notOpen(tx, row.id);
      const [project] = await tx.select().from(projects).where(eq(projects.id, row.projectId)).for('update');
      const change = project && projectTransition('client', project.status as ProjectStatus, 'APPROVED');
      if (project && change?.ok) {
        await tx
          .update(projects)
          .set({ status: change.status, updatedAt: new Date() })
          .where(eq(projects.id, project.id));
        afterCommit({ type: 'project update', projectId: project.id, isNew: false });
      }
      await notify(tx, [
        {
          to: { companyId: row.companyId },
          event: { kind: 'estimate_approved', project: shared.project.name, client: body.name, number: row.number },
          projectId: row.projectId,
        },
      ]);
      afterCommit({ type: 'billing', companyId: row.companyId, projectId: row.projectId });
      return claimed;
    });
    await mailCompany(deps, shared, true, body.name);
    return publicEstimateView(token, { ...shared, row: approved });
  } catch (error) {
    await deps.files.remove(stored);
    throw error;
  }
}

/**
 * POST /api/public/estimates/<token>/reject: records the reason; the project keeps its status (a
 * rejected estimate is a price turned down: the company may send another, which a REJECTED project,
 * closed for good, would not allow). The company hears it as of an approval.
 */
export async function rejectEstimate(deps: BillingDeps, token: string, reason: string): Promise<PublicEstimate> {
  const shared = await sharedEstimate(deps.db, token);
  const { row, today } = shared;
  if (row.status === 'approved' || row.status === 'rejected') throw conflict(BILLING_MSG.estimateClosed);
  const clientName = shared.client?.name ?? '';
  const rejected = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(estimates)
      .set({ status: 'rejected', rejectionReason: reason, rejectedAt: new Date(), updatedAt: new Date() })
      .where(claimable(row, today))
      .returning();
    if (!claimed) throw await notOpen(tx, row.id);
    await notify(tx, [
      {
        to: { companyId: row.companyId },
        event: { kind: 'estimate_rejected', project: shared.project.name, client: clientName, number: row.number },
        projectId: row.projectId,
      },
    ]);
    afterCommit({ type: 'billing', companyId: row.companyId, projectId: row.projectId });
    return claimed;
  });
  await mailCompany(deps, shared, false, clientName, reason);
  return publicEstimateView(token, { ...shared, row: rejected });
}

export async function sharedEstimatePdf(files: FileStorage, db: Queryable, token: string) {
  const shared = await sharedEstimate(db, token);
  const words = BILLING_WORDS[languageOf(shared.row.language)];
  return {
    pdf: await estimatePdf(files, shared.row, shared),
    fileName: `${words.estimateStem}-${shared.row.number}.pdf`,
  };
}

export async function sharedInvoicePdf(files: FileStorage, db: Queryable, token: string) {
  const shared = await sharedInvoice(db, token);
  const paid = (await paymentsOf(db, [shared.row.id])).get(shared.row.id) ?? [];
  const words = BILLING_WORDS[languageOf(shared.row.language)];
  return {
    pdf: await invoicePdf(files, shared.row, shared, paid, shared.today),
    fileName: `${words.invoiceStem}-${shared.row.number}.pdf`,
  };
}

/** The company's logo for a live link's page; gone like the link when there is none. */
export async function sharedLogo(files: FileStorage, db: Queryable, kind: 'estimates' | 'invoices', token: string) {
  const shared = kind === 'estimates' ? await sharedEstimate(db, token) : await sharedInvoice(db, token);
  const content = shared.company.logo ? await files.get(shared.company.logo) : null;
  const type = content ? sniffImage(content) : null;
  if (!content || !type) throw linkGone();
  return { content, type };
}
