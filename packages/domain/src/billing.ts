import type { DepositState, InvoiceStatus } from './limits/billing.js';

// The arithmetic of estimates and invoices (issue 14), in integer cents, shared by the server, the
// PDFs and the screens so that every total a client or a company reads is the same.

/** A sales tax rate is kept in thousandths of a percent: 8.25 % is 8250. */
export const TAX_RATE_SCALE = 1000;
/** A deposit percentage is kept in hundredths of a percent: 30 % is 3000. */
export const DEPOSIT_PERCENT_SCALE = 100;

/** Rounds a non-negative fraction of cents half up. */
const roundHalfUp = (numerator: number, denominator: number) =>
  Math.floor((numerator * 2 + denominator) / (denominator * 2));

/** The sales tax on a subtotal at a rate in thousandths of a percent, rounded half up to the cent. */
export function taxCents(subtotalCents: number, taxRateMilli: number): number {
  return roundHalfUp(subtotalCents * taxRateMilli, 100 * TAX_RATE_SCALE);
}

/** How an estimate asks for a deposit: a share of its total, or an amount; none when null. */
export type Deposit = { percentBasis: number } | { cents: number } | null;

export interface Totals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** What the deposit comes to (0 when none is asked), never more than the total. */
  depositCents: number;
}

/** An estimate's or invoice's totals from its lines' prices, its tax rate and its deposit. */
export function totalsOf(linePricesCents: readonly number[], taxRateMilli: number, deposit: Deposit = null): Totals {
  const subtotalCents = linePricesCents.reduce((sum, cents) => sum + cents, 0);
  const tax = taxCents(subtotalCents, taxRateMilli);
  const totalCents = subtotalCents + tax;
  let depositCents = 0;
  if (deposit && 'percentBasis' in deposit)
    depositCents = roundHalfUp(totalCents * deposit.percentBasis, 100 * DEPOSIT_PERCENT_SCALE);
  else if (deposit) depositCents = deposit.cents;
  return { subtotalCents, taxCents: tax, totalCents, depositCents: Math.min(depositCents, totalCents) };
}

/** 'P-0001' for estimates, 'F-0001' for invoices: per company, in order. */
export function billingNumber(kind: 'estimate' | 'invoice', sequence: number): string {
  return `${kind === 'estimate' ? 'P' : 'F'}-${String(sequence).padStart(4, '0')}`;
}

/** What has been paid of an invoice: its payments, and the estimate's deposit when it came paid. */
export function paidCents(paymentsCents: readonly number[], deposit: { cents: number; state: DepositState } | null) {
  const payments = paymentsCents.reduce((sum, cents) => sum + cents, 0);
  return payments + (deposit?.state === 'paid' ? deposit.cents : 0);
}

/**
 * An invoice's state as the company and the client read it. Draft until sent; then paid, partly
 * paid, overdue (unpaid past its due date, `today` in the company's time zone), viewed or sent.
 */
export function invoiceStatusOf(invoice: {
  sent: boolean;
  viewed: boolean;
  totalCents: number;
  paidCents: number;
  dueOn: string | null;
  today: string;
}): InvoiceStatus {
  if (!invoice.sent) return 'draft';
  if (invoice.paidCents >= invoice.totalCents) return 'paid';
  if (invoice.dueOn !== null && invoice.dueOn < invoice.today) return 'overdue';
  if (invoice.paidCents > 0) return 'partly_paid';
  return invoice.viewed ? 'viewed' : 'sent';
}
