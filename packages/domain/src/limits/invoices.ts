// Limits and messages of invoices, apart from the zod schemas: the web app shows them without loading zod.

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
