// Limits and messages of estimates, invoices and payments (issue 14), apart from the zod schemas:
// the web app shows them without loading zod.

/** Most lines an estimate or an invoice may have. */
export const BILLING_LINES_MAX = 50;
/** Longest line name and description. */
export const LINE_NAME_MAX = 200;
export const LINE_DESCRIPTION_MAX = 2000;
/** Longest terms text of an estimate (and a company's default terms). */
export const TERMS_MAX = 4000;
/** Longest reason a client gives for rejecting an estimate. */
export const REJECT_REASON_MAX = 1000;
/** Longest name a client types to approve an estimate. */
export const SIGNER_NAME_MAX = 120;
/** Longest note of a payment. */
export const PAYMENT_NOTE_MAX = 500;
/** Largest signature image, decoded: a finger's drawing on a phone is a few kilobytes. */
export const SIGNATURE_MAX_BYTES = 300_000;
/** Highest sales tax rate, in percent. */
export const TAX_RATE_MAX_PERCENT = 30;
/** How long an estimate lasts when the company names no expiry date. */
export const ESTIMATE_DEFAULT_DAYS = 30;
/** Days after the due date when the second reminder of an unpaid invoice goes out. */
export const SECOND_REMINDER_AFTER_DAYS = 7;

export const PAYMENT_METHODS = ['cash', 'check', 'zelle', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** An estimate's state; 'expired' is read from its expiry date, never stored. */
export const ESTIMATE_STATUSES = ['draft', 'sent', 'approved', 'rejected', 'expired'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

/** An invoice's state; the payment and overdue states are read from its payments and due date. */
export const INVOICE_STATUSES = ['draft', 'sent', 'viewed', 'partly_paid', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How an invoice shows an approved estimate's deposit. */
export const DEPOSIT_STATES = ['requested', 'paid'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** Spanish messages of estimates, invoices, payments and share links. */
export const BILLING_MSG = {
  lines: `Agregue entre 1 y ${BILLING_LINES_MAX} líneas`,
  taxRate: `La tasa de impuesto debe ser un porcentaje entre 0 y ${TAX_RATE_MAX_PERCENT}, con hasta tres decimales`,
  depositPercent: 'El depósito debe ser un porcentaje entre 0 y 100, con hasta dos decimales',
  depositBoth: 'Indique el depósito como porcentaje o como cantidad, no ambos',
  depositOverTotal: 'El depósito no puede ser mayor que el total',
  expiresInPast: 'La fecha de vencimiento no puede ser anterior a hoy',
  termsTooLong: `Los términos no pueden tener más de ${TERMS_MAX} caracteres`,
  estimateNotFound: 'El presupuesto no existe',
  invoiceNotFound: 'La factura no existe',
  estimateClosed: 'Este presupuesto ya fue aprobado o rechazado',
  estimateExpired: 'Este presupuesto venció',
  estimateChanged: 'El presupuesto cambió mientras lo leía. Revise la versión nueva.',
  estimateNotApproved: 'Solo se puede facturar un presupuesto aprobado',
  estimateOtherProject: 'El presupuesto es de otro proyecto',
  noClientEmail: 'El cliente del proyecto no tiene un correo electrónico: comparta el enlace',
  sendFailed: 'No se pudo enviar el correo. Inténtelo otra vez.',
  linkGone: 'Este enlace ya no está disponible. Pida uno nuevo a la empresa.',
  signerName: 'Escriba su nombre para aprobar',
  signerNameTooLong: `Su nombre no puede tener más de ${SIGNER_NAME_MAX} caracteres`,
  signature: 'La firma debe ser una imagen PNG de hasta 300 KB',
  acceptTerms: 'Debe aceptar los términos para aprobar',
  rejectReason: 'Escriba el motivo del rechazo',
  rejectReasonTooLong: `El motivo no puede tener más de ${REJECT_REASON_MAX} caracteres`,
  paymentAmount: 'El pago debe ser una cantidad mayor que cero',
  paymentOverBalance: 'El pago es mayor que el saldo de la factura',
  paymentDate: 'La fecha del pago no es válida o está en el futuro',
  paymentMethod: 'La forma de pago debe ser efectivo, cheque, Zelle, tarjeta o transferencia',
  paymentNoteTooLong: `La nota no puede tener más de ${PAYMENT_NOTE_MAX} caracteres`,
  invoicePaid: 'Esta factura ya está pagada',
  dueBeforeIssue: 'La fecha de pago no puede ser anterior a la fecha de la factura',
} as const;
