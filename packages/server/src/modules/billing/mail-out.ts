import { BILLING_MSG } from '@obra/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { oneLine } from '../invoices/catalogue.js';

/**
 * Mails the client an estimate or an invoice with its PDF, replying to the company. Sent last inside
 * the caller's transaction: a failure undoes what the sending marked (503 sendFailed).
 */
export async function mailDocument(
  deps: { mailer: Mailer; log: FastifyBaseLogger },
  to: string,
  company: { email: string },
  mail: { subject: string; text: string },
  attachment: { filename: string; pdf: Buffer },
): Promise<void> {
  try {
    await deps.mailer.send({
      to,
      ...(company.email ? { replyTo: company.email } : {}),
      subject: oneLine(mail.subject),
      text: mail.text,
      attachments: [{ filename: attachment.filename, content: attachment.pdf, contentType: 'application/pdf' }],
    });
  } catch (error) {
    deps.log.error({ err: error }, 'billing mail not sent');
    throw new AppError(503, BILLING_MSG.sendFailed);
  }
}
