import { z } from 'zod';
import { LANGUAGES } from '../trades.js';
import {
  BILLING_LINES_MAX,
  BILLING_MSG,
  DEPOSIT_STATES,
  ESTIMATE_STATUSES,
  INVOICE_STATUSES,
  LINE_DESCRIPTION_MAX,
  LINE_NAME_MAX,
  PAYMENT_METHODS,
  PAYMENT_NOTE_MAX,
  REJECT_REASON_MAX,
  SIGNER_NAME_MAX,
  TAX_RATE_MAX_PERCENT,
  TERMS_MAX,
} from '../limits/billing.js';
import { DEPOSIT_PERCENT_SCALE, TAX_RATE_SCALE } from '../billing.js';
import { id, money, optionalDate, optionalText, requiredDate, text } from './fields.js';

// Issue 14, "Getting paid": the API of estimates, invoices, payments and the client's share pages.
// Money travels as dollars (at most two decimals) and is kept as integer cents; rates travel as
// percents and are kept scaled (billing.ts).

/** A percent with at most `decimals` decimals within [0, max], out as an integer scaled by 10^decimals. */
const scaledPercent = (max: number, decimals: number, scale: number, message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const textValue = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
    const match = new RegExp(`^(\\d{1,3})(?:\\.(\\d{1,${decimals}}))?$`).exec(textValue);
    const scaled = match ? Number(match[1]) * scale + Number((match[2] ?? '').padEnd(decimals, '0')) : NaN;
    if (!match || scaled > max * scale) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return scaled;
  });

/** A sales tax rate in percent (8.25), kept in thousandths of a percent (8250). */
export const taxRate = () => scaledPercent(TAX_RATE_MAX_PERCENT, 3, TAX_RATE_SCALE, BILLING_MSG.taxRate);
/** A deposit in percent of the total (30), kept in hundredths of a percent (3000). */
export const depositPercent = () => scaledPercent(100, 2, DEPOSIT_PERCENT_SCALE, BILLING_MSG.depositPercent);

/** One line of an estimate or invoice as the company writes it: a job's, or a free one. */
export const billingLineInput = z.object({
  name: text('name', LINE_NAME_MAX),
  description: optionalText('description', LINE_DESCRIPTION_MAX),
  price: money('price').transform((cents, ctx) => {
    if (cents === undefined) {
      ctx.addIssue({ code: 'custom', message: BILLING_MSG.lines });
      return z.NEVER;
    }
    return cents;
  }),
  /** The project's job the line was taken from, if any. */
  jobId: id('jobId').nullish(),
});
export type BillingLineInput = z.input<typeof billingLineInput>;

const lines = z
  .array(billingLineInput, { error: BILLING_MSG.lines })
  .min(1, BILLING_MSG.lines)
  .max(BILLING_LINES_MAX, BILLING_MSG.lines);

/** A line as answers carry it (dollars). */
export const billingLine = z.object({
  name: z.string(),
  description: z.string(),
  price: z.number(),
  jobId: z.number().nullable(),
});
export type BillingLine = z.infer<typeof billingLine>;

/**
 * POST /api/estimates/create. Without `lines`, one line per job of the project (name, details,
 * price). `depositPercent` or `depositAmount`, not both; `expiresOn` defaults to 30 days from the
 * company's today; `terms` to the company's default terms; `language` to the client's.
 */
export const createEstimateBody = z
  .object({
    projectId: id('projectId'),
    taxRate: taxRate().optional(),
    depositPercent: depositPercent().optional(),
    depositAmount: money('depositAmount'),
    expiresOn: optionalDate('expiresOn'),
    terms: z.string({ error: BILLING_MSG.termsTooLong }).trim().max(TERMS_MAX, BILLING_MSG.termsTooLong).optional(),
    lines: lines.optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .refine((body) => body.depositPercent === undefined || body.depositAmount === undefined, {
    message: BILLING_MSG.depositBoth,
    path: ['depositAmount'],
  });
export type CreateEstimateBody = z.input<typeof createEstimateBody>;

export const estimateIdBody = z.object({ estimateId: id('estimateId') });
/** POST /api/estimates/send: mails the link to the client (`mail` true), or only marks it shared by the company's own means. */
export const sendEstimateBody = estimateIdBody.extend({ mail: z.boolean().default(true) });
export const estimatesQuery = z.object({ projectId: id('projectId') });

/** Who approved an estimate, when, from where, and which version. */
export const estimateApproval = z.object({
  name: z.string(),
  at: z.string(),
  address: z.string(),
  version: z.number(),
  /** The signature image (an authorised file URL for the company; absent on the public page). */
  signatureUrl: z.string().nullable(),
});

export const estimate = z.object({
  id: z.number(),
  number: z.string(),
  projectId: z.number(),
  projectName: z.string(),
  status: z.enum(ESTIMATE_STATUSES),
  lines: z.array(billingLine),
  subtotal: z.number(),
  /** Percent (8.25). */
  taxRate: z.number(),
  tax: z.number(),
  total: z.number(),
  /** Percent of the total when the deposit was asked as one; null for an amount or none. */
  depositPercent: z.number().nullable(),
  /** What the deposit comes to in dollars; 0 when none. */
  deposit: z.number(),
  expiresOn: z.string(),
  terms: z.string(),
  language: z.enum(LANGUAGES),
  version: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The client's link; null once revoked. */
  shareUrl: z.string().nullable(),
  pdfUrl: z.string(),
  approval: estimateApproval.nullable(),
  rejection: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export type Estimate = z.infer<typeof estimate>;

/**
 * POST /api/invoices/create: from a project (its jobs, or `lines`) or from an approved estimate
 * (its lines and tax; `deposit` says how its deposit shows: already requested, or paid).
 */
export const createInvoiceBody = z.object({
  projectId: id('projectId'),
  estimateId: id('estimateId').optional(),
  taxRate: taxRate().optional(),
  lines: lines.optional(),
  dueOn: optionalDate('dueOn'),
  deposit: z.enum(DEPOSIT_STATES).optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type CreateInvoiceBody = z.input<typeof createInvoiceBody>;

export const invoiceIdBody = z.object({ invoiceId: id('invoiceId') });
export const sendInvoiceBody = invoiceIdBody.extend({ mail: z.boolean().default(true) });
export const invoicesByProjectQuery = z.object({ projectId: id('projectId') });

/** POST /api/invoices/recordPayment. */
export const recordPaymentBody = z.object({
  invoiceId: id('invoiceId'),
  amount: money('amount').refine((cents) => cents !== undefined && cents > 0, BILLING_MSG.paymentAmount),
  date: requiredDate('date'),
  method: z.enum(PAYMENT_METHODS, { error: BILLING_MSG.paymentMethod }),
  note: z
    .string({ error: BILLING_MSG.paymentNoteTooLong })
    .trim()
    .max(PAYMENT_NOTE_MAX, BILLING_MSG.paymentNoteTooLong)
    .nullish()
    .transform((v) => v ?? ''),
});
export type RecordPaymentBody = z.input<typeof recordPaymentBody>;

export const payment = z.object({
  id: z.number(),
  amount: z.number(),
  date: z.string(),
  method: z.enum(PAYMENT_METHODS),
  note: z.string(),
});
export type Payment = z.infer<typeof payment>;

export const billedInvoice = z.object({
  id: z.number(),
  number: z.string(),
  projectId: z.number(),
  projectName: z.string(),
  estimateId: z.number().nullable(),
  status: z.enum(INVOICE_STATUSES),
  lines: z.array(billingLine),
  subtotal: z.number(),
  taxRate: z.number(),
  tax: z.number(),
  total: z.number(),
  /** An approved estimate's deposit as the invoice shows it. */
  deposit: z.object({ amount: z.number(), state: z.enum(DEPOSIT_STATES) }).nullable(),
  /** Paid so far: the payments, and the deposit when it came paid. */
  paid: z.number(),
  balance: z.number(),
  issuedOn: z.string(),
  dueOn: z.string().nullable(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  language: z.enum(LANGUAGES),
  shareUrl: z.string().nullable(),
  pdfUrl: z.string(),
  payments: z.array(payment),
});
export type BilledInvoice = z.infer<typeof billedInvoice>;

/** GET /api/invoices/summary?companyId=: the dashboard's money figures for the company's current month. */
export const billingSummaryQuery = z.object({ companyId: id('companyId') });
export const billingSummary = z.object({
  /** 'yyyy-MM' in the company's time zone. */
  month: z.string(),
  billed: z.number(),
  collected: z.number(),
  outstanding: z.number(),
  overdue: z.array(
    z.object({
      invoiceId: z.number(),
      number: z.string(),
      projectId: z.number(),
      projectName: z.string(),
      clientName: z.string(),
      balance: z.number(),
      dueOn: z.string(),
    }),
  ),
  awaitingEstimates: z.array(
    z.object({
      estimateId: z.number(),
      number: z.string(),
      projectId: z.number(),
      projectName: z.string(),
      clientName: z.string(),
      total: z.number(),
      sentAt: z.string().nullable(),
      expiresOn: z.string(),
    }),
  ),
});
export type BillingSummary = z.infer<typeof billingSummary>;

// The client's share pages (/e/<token>, /f/<token>): no account, only the one document.

/** The company as a share page shows it. */
const issuer = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  /** GET-able without a session (the page's own logo route); null when the company has none. */
  logoUrl: z.string().nullable(),
});

const sharedDocument = z.object({
  number: z.string(),
  company: issuer,
  clientName: z.string(),
  project: z.object({ name: z.string(), address: z.string() }),
  lines: z.array(billingLine),
  subtotal: z.number(),
  taxRate: z.number(),
  tax: z.number(),
  total: z.number(),
  language: z.enum(LANGUAGES),
  pdfUrl: z.string(),
});

/** GET /api/public/estimates/<token>. */
export const publicEstimate = sharedDocument.extend({
  status: z.enum(ESTIMATE_STATUSES),
  depositPercent: z.number().nullable(),
  deposit: z.number(),
  expiresOn: z.string(),
  terms: z.string(),
  version: z.number(),
  approval: z.object({ name: z.string(), at: z.string() }).nullable(),
  rejection: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export type PublicEstimate = z.infer<typeof publicEstimate>;

/** GET /api/public/invoices/<token> (opening it marks a sent invoice viewed). */
export const publicInvoice = sharedDocument.extend({
  status: z.enum(INVOICE_STATUSES),
  deposit: z.object({ amount: z.number(), state: z.enum(DEPOSIT_STATES) }).nullable(),
  paid: z.number(),
  balance: z.number(),
  issuedOn: z.string(),
  dueOn: z.string().nullable(),
  payments: z.array(payment.omit({ id: true, note: true })),
});
export type PublicInvoice = z.infer<typeof publicInvoice>;

export const shareTokenParams = z.object({ token: z.string().min(1).max(200) });

/** POST /api/public/estimates/<token>/approve. `version`: the one the client read (refused if it changed). */
export const approveEstimateBody = z.object({
  name: z
    .string({ error: BILLING_MSG.signerName })
    .trim()
    .min(1, BILLING_MSG.signerName)
    .max(SIGNER_NAME_MAX, BILLING_MSG.signerNameTooLong),
  signature: z
    .string({ error: BILLING_MSG.signature })
    .startsWith('data:image/png;base64,', BILLING_MSG.signature)
    .max(Math.ceil((300_000 * 4) / 3) + 32, BILLING_MSG.signature),
  acceptTerms: z.literal(true, { error: BILLING_MSG.acceptTerms }),
  version: z.number().int().positive().optional(),
});
export type ApproveEstimateBody = z.input<typeof approveEstimateBody>;

/** POST /api/public/estimates/<token>/reject. */
export const rejectEstimateBody = z.object({
  reason: z
    .string({ error: BILLING_MSG.rejectReason })
    .trim()
    .min(1, BILLING_MSG.rejectReason)
    .max(REJECT_REASON_MAX, BILLING_MSG.rejectReasonTooLong),
});
export type RejectEstimateBody = z.input<typeof rejectEstimateBody>;
