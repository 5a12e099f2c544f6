import { z } from 'zod';
import { id } from './fields.js';

/** Longest note a company may add when it notifies a client (Notificar). */
export const CLIENT_NOTICE_MAX = 1000;

/** Invoices' and Notificar's own messages (SPEC §8 invoice message, accents corrected). */
export const INVOICE_MSG = {
  sent: (address: string) => `${address}: Envío de factura completado`,
  noClient: 'El proyecto no tiene un cliente a quien enviar la factura',
  noClientEmail: 'El cliente del proyecto no tiene un correo electrónico',
  sendFailed: 'No se pudo enviar la factura. Inténtelo otra vez.',
  noticeNoClient: 'El proyecto no tiene un cliente a quien notificar',
  noticeFailed: 'No se pudo enviar la notificación al cliente. Inténtelo otra vez.',
  noticeTooLong: `El mensaje no puede tener más de ${CLIENT_NOTICE_MAX} caracteres`,
  noticeInvalid: 'El mensaje no es válido',
} as const;

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
