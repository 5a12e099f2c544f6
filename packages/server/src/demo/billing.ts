import { eq } from 'drizzle-orm';
import { createEstimateBody, createInvoiceBody, recordPaymentBody } from '@obra/domain';
import type { Principal } from '../auth/principal.js';
import type { Db } from '../db/client.js';
import { estimates, invoices } from '../db/schema.js';
import { createEstimate } from '../modules/billing/estimates.js';
import { createInvoice, recordPayment } from '../modules/billing/invoices.js';

/**
 * "Getting paid": an estimate with a deposit sent to María for the gutters, an invoice of the
 * roof sent to her, due in two weeks and partly paid, and one of the fence sent a month ago and
 * unpaid ten days past its due date (the dashboard's overdue list; its reminders go out on start).
 */
export async function seedBilling(
  db: Db,
  owner: Principal,
  links: { authSecret: string; publicUrl: string },
  on: {
    estimateOn: number;
    invoiceOn: number;
    paidOn: string;
    dueOn: string;
    overdue: { projectId: number; issuedOn: string; dueOn: string; sentAt: Date };
  },
) {
  const deps = { db, config: links };
  const made = await createEstimate(
    deps,
    owner,
    createEstimateBody.parse({ projectId: on.estimateOn, taxRate: 7.25, depositPercent: 30 }),
  );
  await db.update(estimates).set({ status: 'sent', sentAt: new Date() }).where(eq(estimates.id, made.id));
  const invoice = await createInvoice(
    deps,
    owner,
    createInvoiceBody.parse({ projectId: on.invoiceOn, taxRate: 7.25, dueOn: on.dueOn }),
  );
  await db.update(invoices).set({ sentAt: new Date() }).where(eq(invoices.id, invoice.id));
  await recordPayment(
    deps,
    owner,
    recordPaymentBody.parse({
      invoiceId: invoice.id,
      amount: Math.round(invoice.total * 0.4),
      date: on.paidOn,
      method: 'zelle',
      note: 'Primer pago',
    }),
  );
  // Made today, then dated back: the API itself never takes a due date before the invoice's.
  const late = await createInvoice(deps, owner, createInvoiceBody.parse({ projectId: on.overdue.projectId }));
  const { issuedOn, dueOn, sentAt } = on.overdue;
  await db.update(invoices).set({ issuedOn, dueOn, sentAt, createdAt: sentAt }).where(eq(invoices.id, late.id));
}
