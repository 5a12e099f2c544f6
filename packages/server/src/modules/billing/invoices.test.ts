import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BILLING_MSG,
  DEFAULT_TIME_ZONE,
  addDays,
  MSG,
  todayIn,
  type BilledInvoice,
  type BillingSummary,
  type PublicInvoice,
} from '@obra/domain';
import type { Config } from '../../config.js';
import { invoices } from '../../db/schema.js';
import { useApi } from '../../test/app.js';
import { newProject } from '../../test/factories.js';
import { useSmtpServer } from '../../test/smtp.js';
import { approval, billOk, billingHelpers, tokenOf } from '../../test/billing.js';
import { sweepInvoiceReminders } from './reminders.js';

const overrides: Partial<Config> = {};
const inbox = useSmtpServer(overrides);
const api = useApi(overrides);

const TODAY = todayIn(DEFAULT_TIME_ZONE);
const { scene, lastMailTo, mailsTo, bodyOf, approve, sentEstimate } = billingHelpers(api, inbox);

describe('invoices and payments', () => {
  it('bills an approved estimate with its deposit; two payments make it partly paid, then paid', async () => {
    const s = await scene();
    const made = await sentEstimate(s, { taxRate: 10, depositAmount: 250 });
    expect((await approve(tokenOf(made.shareUrl))).status).toBe(200);

    const invoice = await billOk(api, s.company, '/api/invoices/create', {
      projectId: s.project.id,
      estimateId: made.id,
      deposit: 'paid',
      dueOn: addDays(TODAY, 15),
    });
    expect(invoice).toMatchObject({
      number: 'F-0001',
      status: 'draft',
      estimateId: made.id,
      subtotal: 1750.75,
      tax: 175.08,
      total: 1925.83,
      deposit: { amount: 250, state: 'paid' },
      paid: 250,
      balance: 1675.83,
      issuedOn: TODAY,
    });
    const sent = await billOk(api, s.company, '/api/invoices/send', { invoiceId: invoice.id });
    // The deposit came paid: part of it is paid already.
    expect(sent.status).toBe('partly_paid');
    const mail = lastMailTo(s.clientEmail);
    expect(mail.message.headers.subject).toBe('Factura F-0001 de Techos Rivera');
    expect(bodyOf(mail)).toContain(sent.shareUrl!);

    // The client opens it: the company sees it was viewed.
    const token = tokenOf(sent.shareUrl);
    const page = await api.get<PublicInvoice>(`/api/public/invoices/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.queryData).toMatchObject({ number: 'F-0001', status: 'partly_paid', balance: 1675.83 });
    const viewed = (await api.database.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]!;
    expect(viewed.viewedAt).not.toBeNull();

    const pay = (body: Record<string, unknown>) =>
      api.post<BilledInvoice>(
        '/api/invoices/recordPayment',
        { invoiceId: invoice.id, date: TODAY, method: 'zelle', ...body },
        s.company.token,
      );
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ amount: 0 }, 400, BILLING_MSG.paymentAmount],
      [{ amount: 2000 }, 400, BILLING_MSG.paymentOverBalance],
      [{ amount: 10, date: addDays(TODAY, 1) }, 400, BILLING_MSG.paymentDate],
      [{ amount: 10, date: '2026-02-30' }, 400, MSG.date],
      [{ amount: 10, method: 'bitcoin' }, 400, BILLING_MSG.paymentMethod],
    ];
    for (const [body, status, message] of refusals) {
      const res = await pay(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.queryError).toBe(message);
    }
    const first = await pay({ amount: 1000, note: 'Primer pago' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.queryData).toMatchObject({ status: 'partly_paid', paid: 1250, balance: 675.83 });
    const second = await pay({ amount: 675.83, method: 'check' });
    expect(second.body.queryData).toMatchObject({ status: 'paid', balance: 0 });
    expect(second.body.queryData.payments.map((p) => [p.amount, p.method])).toEqual([
      [1000, 'zelle'],
      [675.83, 'check'],
    ]);
    const more = await pay({ amount: 1 });
    expect(more.status).toBe(409);
    expect(more.body.queryError).toBe(BILLING_MSG.invoicePaid);
  });

  it("the client's first opening marks a sent invoice viewed; a revoked link is gone", async () => {
    const s = await scene();
    const draft = await billOk(api, s.company, '/api/invoices/create', { projectId: s.project.id });
    const token = tokenOf(draft.shareUrl);
    const early = await api.get<PublicInvoice>(`/api/public/invoices/${token}`);
    expect(early.body.queryData.status).toBe('draft');
    await billOk(api, s.company, '/api/invoices/send', { invoiceId: draft.id, mail: false });
    const opened = await api.get<PublicInvoice>(`/api/public/invoices/${token}`);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.body.queryData).toMatchObject({ status: 'viewed', balance: 1750.75, payments: [] });
    const [listed] = (
      await api.get<BilledInvoice[]>(`/api/invoices/getByProject?projectId=${s.project.id}`, s.company.token)
    ).body.queryData;
    expect(listed).toMatchObject({ status: 'viewed', viewedAt: expect.any(String) });
    await billOk(api, s.company, '/api/invoices/revoke', { invoiceId: draft.id });
    const gone = await api.get(`/api/public/invoices/${token}`);
    expect(gone.status).toBe(404);
    expect(gone.body.queryError).toBe(BILLING_MSG.linkGone);
  });

  it('refuses to bill an estimate not approved, or of another project', async () => {
    const s = await scene();
    const open = await sentEstimate(s);
    const res = await api.post(
      '/api/invoices/create',
      { projectId: s.project.id, estimateId: open.id },
      s.company.token,
    );
    expect(res.body.queryError).toBe(BILLING_MSG.estimateNotApproved);
    const other = await newProject(api, s.company, { clientId: s.client.id });
    const elsewhere = await api.post(
      '/api/invoices/create',
      { projectId: other.id, estimateId: open.id },
      s.company.token,
    );
    expect(elsewhere.body.queryError).toBe(BILLING_MSG.estimateOtherProject);
  });

  it('keeps the Plus limit of invoices per client, counting Factura and new invoices alike', async () => {
    const s = await scene('plus');
    await billOk(api, s.company, '/api/invoices/create', { projectId: s.project.id });
    await billOk(api, s.company, '/api/invoices/create', { projectId: s.project.id });
    const third = await api.post('/api/invoices/create', { projectId: s.project.id }, s.company.token);
    expect(third.status).toBe(409);
  });

  it('an invoice past its due date is overdue, on the summary, and its reminders go once each', async () => {
    const s = await scene('max', 'en');
    const invoice = await billOk(api, s.company, '/api/invoices/create', {
      projectId: s.project.id,
      dueOn: TODAY,
    });
    await billOk(api, s.company, '/api/invoices/send', { invoiceId: invoice.id, mail: false });
    const dueOn = addDays(TODAY, -3);
    await api.database.db.update(invoices).set({ dueOn }).where(eq(invoices.id, invoice.id));
    const [listed] = (
      await api.get<BilledInvoice[]>(`/api/invoices/getByProject?projectId=${s.project.id}`, s.company.token)
    ).body.queryData;
    expect(listed!.status).toBe('overdue');

    const summary = await api.get<BillingSummary>(`/api/invoices/summary?companyId=${s.company.id}`, s.company.token);
    expect(summary.status).toBe(200);
    expect(summary.body.queryData).toMatchObject({
      month: TODAY.slice(0, 7),
      billed: 1750.75,
      collected: 0,
      outstanding: 1750.75,
      overdue: [{ invoiceId: invoice.id, number: 'F-0001', clientName: 'Ana Díaz', balance: 1750.75, dueOn }],
    });

    const deps = api.app.deps;
    const before = mailsTo(s.clientEmail);
    expect(await sweepInvoiceReminders(deps, api.app.log, { today: addDays(dueOn, -1) })).toBe(0);
    expect(await sweepInvoiceReminders(deps, api.app.log, { today: dueOn })).toBe(1);
    const due = lastMailTo(s.clientEmail);
    expect(due.message.headers.subject).toBe('Reminder: invoice F-0001 from Techos Rivera is due today');
    expect(bodyOf(due)).toContain(listed!.shareUrl!);
    expect(await sweepInvoiceReminders(deps, api.app.log, { today: dueOn })).toBe(0);
    expect(await sweepInvoiceReminders(deps, api.app.log, { today: addDays(dueOn, 3) })).toBe(0);
    expect(await sweepInvoiceReminders(deps, api.app.log, { today: addDays(dueOn, 7) })).toBe(1);
    expect(lastMailTo(s.clientEmail).message.headers.subject).toBe(
      'Reminder: invoice F-0001 from Techos Rivera is past due',
    );
    expect(await sweepInvoiceReminders(deps, api.app.log, { today: addDays(dueOn, 8) })).toBe(0);
    expect(mailsTo(s.clientEmail)).toBe(before + 2);
  });

  it('sends no reminders on Plus', async () => {
    const s = await scene('plus');
    const invoice = await billOk(api, s.company, '/api/invoices/create', { projectId: s.project.id, dueOn: TODAY });
    await billOk(api, s.company, '/api/invoices/send', { invoiceId: invoice.id, mail: false });
    const before = mailsTo(s.clientEmail);
    await sweepInvoiceReminders(api.app.deps, api.app.log, { today: TODAY });
    expect(mailsTo(s.clientEmail)).toBe(before);
  });

  it("lists a sent invoice, never a draft, among the project's invoices, with a PDF its client can open", async () => {
    const s = await scene();
    const draft = await billOk(api, s.company, '/api/invoices/create', { projectId: s.project.id });
    const listed = (account: { token: string }) =>
      api.get<{ number: string; url: string }[]>(`/api/projects/invoices?projectId=${s.project.id}`, account.token);
    expect((await listed(s.company)).body.queryData).toEqual([]);
    await billOk(api, s.company, '/api/invoices/send', { invoiceId: draft.id, mail: false });
    for (const account of [s.company, s.client]) {
      const [one] = (await listed(account)).body.queryData;
      expect(one!.number).toBe('F-0001');
      const pdf = await api.app.inject({ url: one!.url, headers: { authorization: `Bearer ${account.token}` } });
      expect(pdf.statusCode, one!.url).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
  });

  it('Factura numbers on with F-, and its invoices read as sent', async () => {
    const s = await scene();
    await billOk(api, s.company, '/api/invoices/create', { projectId: s.project.id });
    const factura = await api.post<{ number: string }>(
      '/api/projects/invoice',
      { projectId: s.project.id },
      s.company.token,
    );
    expect(factura.status, JSON.stringify(factura.body)).toBe(200);
    expect(factura.body.queryData.number).toBe('F-0002');
    const listed = await api.get<BilledInvoice[]>(
      `/api/invoices/getByProject?projectId=${s.project.id}`,
      s.company.token,
    );
    expect(listed.body.queryData[0]).toMatchObject({ number: 'F-0002', status: 'sent', total: 1750.75 });
  });
});

describe('rate limits', () => {
  it('answers 429 past ten answers to share links from one address in ten minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await approve('y'.repeat(43), approval(), '192.0.2.7')).status);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, statuses.indexOf(429)).every((status) => status === 404)).toBe(true);
  });
});
