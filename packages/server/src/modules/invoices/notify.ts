import { eq } from 'drizzle-orm';
import { INVOICE_MSG, languageOf } from '@obra/domain';
import { requireCan, type Principal } from '../../auth/principal.js';
import { companies, projects, users } from '../../db/schema.js';
import { AppError, badRequest, forbidden } from '../../http/errors.js';
import { notify } from '../notifications/service.js';
import { INVOICE_WORDS, oneLine } from './catalogue.js';
import type { InvoiceDeps } from './service.js';

/**
 * *Notificar*: a 'client_notified' notification for the project's client and a mail in the client's
 * language naming the company and the project, with the company's note as plain text. The mail goes
 * last inside the transaction: when it fails, no notification is left behind either (503).
 */
export async function notifyClient(
  deps: Omit<InvoiceDeps, 'files'>,
  principal: Principal,
  projectId: number,
  message: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId));
    if (!project) throw forbidden();
    // Notifying the client of the project is the owner side's, as editing it is.
    requireCan(principal, 'project.edit', project);
    if (project.clientId === null) throw badRequest(INVOICE_MSG.noticeNoClient);
    const [company] = await tx.select().from(companies).where(eq(companies.id, project.companyId));
    const [client] = await tx.select().from(users).where(eq(users.id, project.clientId));
    if (!company || !client) throw forbidden();

    await notify(tx, [
      {
        to: { userId: client.id },
        event: { kind: 'client_notified', project: project.name, company: company.name, message },
        projectId: project.id,
      },
    ]);
    // A client the company created without an address to write to still gets the notification.
    if (!client.email) return;
    const words = INVOICE_WORDS[languageOf(client.language)];
    try {
      await deps.mailer.send({
        to: client.email,
        ...(company.email ? { replyTo: company.email } : {}),
        subject: oneLine(words.noticeSubject({ company: company.name, project: project.name })),
        text: words.noticeText({
          client: client.name,
          company: company.name,
          project: project.name,
          message,
          email: company.email,
          phone: company.phone,
        }),
      });
    } catch (error) {
      deps.log.error({ err: error }, 'client notice mail not sent');
      throw new AppError(503, INVOICE_MSG.noticeFailed);
    }
  });
}
