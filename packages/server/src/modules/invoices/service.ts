import { and, asc, count, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  INVOICE_MSG,
  billingNumber,
  centsToDollars,
  exceedsLimit,
  formatDate,
  formatDollars,
  languageOf,
  planLimitMessage,
  projectSideOf,
  todayIn,
  type InvoiceListed,
  type InvoiceSent,
  type Message,
  type Plan,
  projectWorthCents,
} from '@obra/domain';
import { requireCan, type Principal } from '../../auth/principal.js';
import type { Db, Queryable, Tx } from '../../db/client.js';
import { companies, invoices, jobs, projects, users } from '../../db/schema.js';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { FileStorage } from '../../storage/files.js';
import { notify } from '../notifications/service.js';
import { INVOICE_WORDS, oneLine } from './catalogue.js';
import { drawableLogo } from './logo.js';
import { renderInvoicePdf } from './pdf.js';
import { shareToken } from '../billing/tokens.js';

export interface InvoiceDeps {
  db: Db;
  files: FileStorage;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

type ProjectRecord = typeof projects.$inferSelect;
type CompanyRecord = typeof companies.$inferSelect;
type UserRecord = typeof users.$inferSelect;

/** The caller's own company's project (403 for anyone else's), which must have a client. */
async function companySideProject(db: Queryable, principal: Principal, projectId: number, noClient: Message) {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw forbidden();
  requireCan(principal, 'invoice.send', project);
  if (project.clientId === null) throw badRequest(noClient);
  return project as ProjectRecord & { clientId: number };
}

/** The company row, locked: invoices of one company are numbered and counted one at a time. */
export async function lockedCompany(tx: Tx, companyId: number): Promise<CompanyRecord> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  if (!company) throw forbidden();
  return company;
}

async function userById(db: Queryable, userId: number): Promise<UserRecord | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** PRODUCT.md's plan limit: on Plus at most 2 invoices per client of the company (409 past it). */
export async function assertInvoiceAllowed(tx: Tx, company: CompanyRecord, clientId: number): Promise<void> {
  const plan = company.plan as Plan;
  const [sent] = await tx
    .select({ n: count() })
    .from(invoices)
    .where(and(eq(invoices.companyId, company.id), eq(invoices.clientId, clientId)));
  if (exceedsLimit(plan, 'invoicesPerClient', sent?.n ?? 0))
    throw conflict(planLimitMessage(plan, 'invoicesPerClient'));
}

export async function nextSequence(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(invoices.sequence) })
    .from(invoices)
    .where(eq(invoices.companyId, companyId));
  return (row?.last ?? 0) + 1;
}

/**
 * *Factura*: makes the PDF, keeps it, records the invoice, notifies the client and mails it to them,
 * all or nothing: a plan limit, a failed mail or any error leaves no invoice, no file and no
 * notification behind. The mail is sent last inside the transaction, so an invoice is recorded
 * exactly when it reached the mail server.
 */
export async function sendInvoice(deps: InvoiceDeps, principal: Principal, projectId: number): Promise<InvoiceSent> {
  const { db, files, mailer } = deps;
  let stored: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const project = await companySideProject(tx, principal, projectId, INVOICE_MSG.noClient);
      const company = await lockedCompany(tx, project.companyId);
      const client = await userById(tx, project.clientId);
      if (!client?.email) throw badRequest(INVOICE_MSG.noClientEmail);
      await assertInvoiceAllowed(tx, company, client.id);

      const sequence = await nextSequence(tx, company.id);
      const today = todayIn(company.timeZone);
      const number = billingNumber('invoice', sequence);
      const language = languageOf(client.language);
      const words = INVOICE_WORDS[language];

      const jobRows = await tx
        .select({ id: jobs.id, name: jobs.name, priceCents: jobs.priceCents })
        .from(jobs)
        .where(eq(jobs.projectId, project.id))
        .orderBy(asc(jobs.id));
      // A line per job, or the project itself when it has none; the total is what the project is worth.
      const lines =
        jobRows.length > 0
          ? jobRows.map((j) => ({ description: j.name, cents: j.priceCents }))
          : [{ description: project.name, cents: project.priceCents }];
      const totalCents = projectWorthCents(
        project.priceCents,
        jobRows.map((j) => j.priceCents),
      );

      const pdf = await renderInvoicePdf({
        language,
        number,
        date: formatDate(today),
        company,
        logo: await drawableLogo(files, company.logo),
        client,
        project: { name: project.name, address: project.address },
        lines,
        totalCents,
      });
      stored = await files.put('pdf', pdf);

      const [invoice] = await tx
        .insert(invoices)
        .values({
          projectId: project.id,
          companyId: company.id,
          clientId: client.id,
          sequence,
          number,
          fileName: stored,
          totalCents,
          language,
          sentTo: client.email,
          // Read by "Getting paid" (modules/billing) as any invoice: sent now, one line per job, no tax.
          sentAt: new Date(),
          issuedOn: today,
          subtotalCents: totalCents,
          lines:
            jobRows.length > 0
              ? jobRows.map((j) => ({ name: j.name, description: '', priceCents: j.priceCents, jobId: j.id }))
              : [{ name: project.name, description: '', priceCents: totalCents, jobId: null }],
        })
        .returning({ id: invoices.id });
      await notify(tx, [
        {
          to: { userId: client.id },
          event: { kind: 'invoice_sent', project: project.name, number },
          projectId: project.id,
        },
      ]);

      try {
        await mailer.send({
          to: client.email,
          ...(company.email ? { replyTo: company.email } : {}),
          subject: oneLine(words.mailSubject({ number, company: company.name })),
          text: words.mailText({
            client: client.name,
            company: company.name,
            project: project.name,
            number,
            total: formatDollars(totalCents, language),
            email: company.email,
          }),
          attachments: [{ filename: `${words.fileStem}-${number}.pdf`, content: pdf, contentType: 'application/pdf' }],
        });
      } catch (error) {
        deps.log.error({ err: error }, 'invoice mail not sent');
        throw new AppError(503, INVOICE_MSG.sendFailed);
      }
      return { invoiceId: invoice!.id, number, address: project.address, message: INVOICE_MSG.sent(project.address) };
    });
  } catch (error) {
    if (stored) await files.remove(stored);
    throw error;
  }
}

/**
 * The sent invoices of a project: all of them for the company side, those sent to them for its
 * client. *Factura*'s PDF is a stored file; an invoice of "Getting paid" is drawn when asked for,
 * through its share link's PDF (the company side also through GET /api/invoices/pdf).
 */
export async function listInvoices(
  db: Queryable,
  principal: Principal,
  projectId: number,
  links: { authSecret: string; publicUrl: string },
): Promise<InvoiceListed[]> {
  const [project] = await db
    .select({ companyId: projects.companyId, clientId: projects.clientId })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw forbidden();
  requireCan(principal, 'invoice.view', project);
  // Which invoices: all of them for the owner side, those sent to them for the client.
  const client = principal.kind === 'user' && projectSideOf(principal, project) === 'client';
  const where = client
    ? and(eq(invoices.projectId, projectId), eq(invoices.clientId, principal.userId))
    : eq(invoices.projectId, projectId);
  const rows = await db
    .select()
    .from(invoices)
    .where(and(where, isNotNull(invoices.sentAt)))
    .orderBy(desc(invoices.id));
  return rows.flatMap((i) => {
    const link = i.shareNonce && !i.shareRevokedAt ? shareToken(links.authSecret, 'invoice', i.id, i.shareNonce) : null;
    let url: string;
    if (i.fileName) url = `/api/files/${i.fileName}`;
    else if (link) url = `/api/public/invoices/${link}/pdf`;
    else if (!client) url = `/api/invoices/pdf?invoiceId=${i.id}`;
    // A client's invoice whose link the company revoked is not theirs to read any more.
    else return [];
    return [
      { id: i.id, number: i.number, total: centsToDollars(i.totalCents), createdAt: i.createdAt.toISOString(), url },
    ];
  });
}
