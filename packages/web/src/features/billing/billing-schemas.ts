import { z } from 'zod';
import { BILLING_MSG, createEstimateBody, createInvoiceBody, recordPaymentBody, totalsOf } from '@obra/domain';
import { estimateBody, invoiceBody, type EstimateValues, type InvoiceValues } from './billing-form.js';

// The billing forms' checks: the contract's own schemas over the body each form sends. Loaded with
// zod on a form's first check (billing-resolver.ts), never with a page.

/** The estimate as the server parses it, and a deposit no larger than the total, which the server refuses too. */
export const estimateForm = z
  .preprocess((values) => estimateBody(values as EstimateValues), createEstimateBody)
  .superRefine((body, ctx) => {
    if (body.depositAmount === undefined || !body.lines) return;
    const { totalCents } = totalsOf(
      body.lines.map((line) => line.price),
      body.taxRate ?? 0,
    );
    if (body.depositAmount > totalCents) {
      ctx.addIssue({ code: 'custom', path: ['depositAmount'], message: BILLING_MSG.depositOverTotal });
    }
  });

export const invoiceForm = z.preprocess((values) => invoiceBody(values as InvoiceValues), createInvoiceBody);

export const paymentForm = recordPaymentBody;
