import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_PERCENT_SCALE,
  TAX_RATE_SCALE,
  billingNumber,
  invoiceStatusOf,
  paidCents,
  taxCents,
  totalsOf,
  type Deposit,
} from './billing.js';
import { createEstimateBody, recordPaymentBody } from './schemas/billing.js';
import { BILLING_MSG, TAX_RATE_MAX_PERCENT } from './limits/billing.js';
import { ERROR_CODES } from './error-codes.js';
import { tooLongMessage } from './messages.js';
import { problemOf } from './problems.js';

const cents = fc.integer({ min: 0, max: 100_000_000 });
const prices = fc.array(cents, { maxLength: 50 });
const taxRate = fc.integer({ min: 0, max: TAX_RATE_MAX_PERCENT * TAX_RATE_SCALE });
const deposit: fc.Arbitrary<Deposit> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 100 * DEPOSIT_PERCENT_SCALE }).map((percentBasis) => ({ percentBasis })),
  cents.map((c) => ({ cents: c })),
);
const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('totalsOf', () => {
  it('never gives a negative figure, adds up, and never asks a deposit above the total', () => {
    fc.assert(
      fc.property(prices, taxRate, deposit, (lines, rate, dep) => {
        const t = totalsOf(lines, rate, dep);
        for (const value of Object.values(t)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(t.subtotalCents).toBe(lines.reduce((a, b) => a + b, 0));
        expect(t.totalCents).toBe(t.subtotalCents + t.taxCents);
        expect(t.depositCents).toBeLessThanOrEqual(t.totalCents);
        if (dep === null) expect(t.depositCents).toBe(0);
      }),
    );
  });

  it('a 100 % deposit is the total; a percent deposit grows with the percent', () => {
    fc.assert(
      fc.property(
        prices,
        taxRate,
        fc.nat(100 * DEPOSIT_PERCENT_SCALE),
        fc.nat(100 * DEPOSIT_PERCENT_SCALE),
        (l, r, a, b) => {
          const full = totalsOf(l, r, { percentBasis: 100 * DEPOSIT_PERCENT_SCALE });
          expect(full.depositCents).toBe(full.totalCents);
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(totalsOf(l, r, { percentBasis: low }).depositCents).toBeLessThanOrEqual(
            totalsOf(l, r, { percentBasis: high }).depositCents,
          );
        },
      ),
    );
  });
});

describe('taxCents', () => {
  it('rounds half up to the cent', () => {
    // 8.25 % of $10.00 is 82.5 cents: 83.
    expect(taxCents(1000, 8250)).toBe(83);
    // 8.25 % of $0.06 is 0.495 cents: 0.
    expect(taxCents(6, 8250)).toBe(0);
    expect(taxCents(175075, 8250)).toBe(14444);
    fc.assert(
      fc.property(cents, taxRate, (subtotal, rate) => {
        const exact = (subtotal * rate) / (100 * TAX_RATE_SCALE);
        const tax = taxCents(subtotal, rate);
        // Within half a cent, and a half exactly goes up.
        expect(Math.abs(tax - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        if (Math.abs(exact - Math.floor(exact) - 0.5) < 1e-9) expect(tax).toBe(Math.floor(exact) + 1);
      }),
    );
  });
});

describe('invoiceStatusOf', () => {
  const invoice = fc.record({
    sent: fc.boolean(),
    viewed: fc.boolean(),
    totalCents: cents,
    paidCents: cents,
    dueOn: fc.option(day, { nil: null }),
    today: day,
  });

  it('follows the rules: draft until sent, then paid, overdue, partly paid, viewed or sent', () => {
    fc.assert(
      fc.property(invoice, (i) => {
        const status = invoiceStatusOf(i);
        let expected: string;
        if (!i.sent) expected = 'draft';
        else if (i.paidCents >= i.totalCents) expected = 'paid';
        else if (i.dueOn !== null && i.dueOn < i.today) expected = 'overdue';
        else if (i.paidCents > 0) expected = 'partly_paid';
        else expected = i.viewed ? 'viewed' : 'sent';
        expect(status).toBe(expected);
      }),
    );
  });

  it('is never overdue on or before its due day, nor once paid', () => {
    fc.assert(
      fc.property(invoice, (i) => {
        const status = invoiceStatusOf(i);
        if (i.dueOn === null || i.today <= i.dueOn || i.paidCents >= i.totalCents) expect(status).not.toBe('overdue');
      }),
    );
  });
});

describe('paidCents and billingNumber', () => {
  it('counts a deposit only once it came paid', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 10 }), cents, (payments, dep) => {
        const sum = payments.reduce((a, b) => a + b, 0);
        expect(paidCents(payments, null)).toBe(sum);
        expect(paidCents(payments, { cents: dep, state: 'requested' })).toBe(sum);
        expect(paidCents(payments, { cents: dep, state: 'paid' })).toBe(sum + dep);
      }),
    );
  });

  it('numbers P-0001 and F-0001 in order', () => {
    expect(billingNumber('estimate', 1)).toBe('P-0001');
    expect(billingNumber('invoice', 42)).toBe('F-0042');
    expect(billingNumber('invoice', 12345)).toBe('F-12345');
  });
});

describe('the schemas', () => {
  it('keeps rates scaled and money in cents, and refuses what is not', () => {
    const ok = createEstimateBody.parse({ projectId: 1, taxRate: '8.25', depositPercent: 30 });
    expect(ok).toMatchObject({ taxRate: 8250, depositPercent: 3000 });
    const both = createEstimateBody.safeParse({ projectId: 1, depositPercent: 30, depositAmount: 10 });
    expect(both.error?.issues[0]?.message).toBe(BILLING_MSG.depositBoth);
    expect(createEstimateBody.safeParse({ projectId: 1, taxRate: 8.2501 }).success).toBe(false);
    const payment = recordPaymentBody.parse({ invoiceId: 1, amount: '12.34', date: '2026-01-31', method: 'zelle' });
    expect(payment).toMatchObject({ amount: 1234, note: '' });
  });
});

describe('the billing messages', () => {
  it('each answers its own code, shared with no other message of the app', () => {
    for (const [key, text] of Object.entries(BILLING_MSG)) {
      expect(problemOf(text)?.code, key).toBe(ERROR_CODES.BILLING_MSG[key as keyof typeof BILLING_MSG]);
    }
    // A project's name too long keeps the generic code (a signer's name has its own text).
    expect(problemOf(tooLongMessage('name', 120))?.code).toBe('FIELD_TOO_LONG');
  });
});
