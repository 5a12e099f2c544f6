import { z } from 'zod';
import { CLIENT_NOTICE_MAX, INVOICE_MSG } from '../limits/invoices.js';
import { id } from './fields.js';

/** `POST /api/projects/invoice {projectId}` (SPEC §7). */
export const invoiceBody = z.object({ projectId: id('projectId') });

/** What *Factura* answers: the stored invoice and SPEC §8's message to show. */
export const invoiceSent = z.object({
  invoiceId: z.number(),
  number: z.string(),
  address: z.string(),
  message: z.string(),
});
export type InvoiceSent = z.infer<typeof invoiceSent>;

/** A sent invoice as the project page lists it; `url` downloads its PDF. */
export const invoiceListed = z.object({
  id: z.number(),
  number: z.string(),
  /** Dollars. */
  total: z.number(),
  createdAt: z.string(),
  url: z.string(),
});
export type InvoiceListed = z.infer<typeof invoiceListed>;

export const invoicesQuery = z.object({ projectId: id('projectId') });

/** `POST /api/projects/notify {projectId, message?}`: *Notificar*; the note is plain text. */
export const notifyClientBody = z.object({
  projectId: id('projectId'),
  message: z
    .string({ error: INVOICE_MSG.noticeInvalid })
    .trim()
    .max(CLIENT_NOTICE_MAX, INVOICE_MSG.noticeTooLong)
    .nullish()
    .transform((v) => v ?? ''),
});
export type NotifyClientBody = z.input<typeof notifyClientBody>;
