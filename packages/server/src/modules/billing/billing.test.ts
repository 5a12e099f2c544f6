import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BILLING_MSG,
  DEFAULT_TIME_ZONE,
  MSG,
  todayIn,
  type BilledInvoice,
  type BillingSummary,
  type Estimate,
  type Notification,
  type Project,
  type PublicEstimate,
  type PublicInvoice,
} from '@obra/domain';
import type { Config } from '../../config.js';
import { companies, estimates, invoices, projects } from '../../db/schema.js';
import { useApi, refusal } from '../../test/app.js';
import {
  newClient,
  newCompany,
  newEmployee,
  newProject,
  type Account,
  type CompanyAccount,
} from '../../test/factories.js';
import { partsOfType, textOf, useSmtpServer, type ReceivedMail } from '../../test/smtp.js';
import { readPdf } from '../../test/pdf.js';
import { approval, billOk, estimateOk, signatureOf, tokenOf } from '../../test/billing.js';
import { tinyPng } from '../../test/uploads.js';
import { addDays } from './records.js';
import { sweepInvoiceReminders } from './reminders.js';

const overrides: Partial<Config> = {};
const inbox = useSmtpServer(overrides);
const api = useApi(overrides);

const TODAY = todayIn(DEFAULT_TIME_ZONE);
const GONE = refusal(BILLING_MSG.linkGone);
const JOBS = [
  { itemName: 'Quitar tejas viejas', itemPrice: 500 },
  { itemName: 'Tejas nuevas', itemPrice: 1250.75 },
];

interface Scene {
  company: CompanyAccount;
  client: Account;
  clientEmail: string;
  project: Project;
}

async function scene(plan: 'plus' | 'max' | 'pro' = 'pro', language: 'es' | 'en' = 'es'): Promise<Scene> {
  const company = await newCompany(api, { name: 'Techos Rivera' });
  await api.database.db.update(companies).set({ plan }).where(eq(companies.id, company.id));
  const client = await newClient(api, company, { name: 'Ana Díaz', language });
  const account = await api.get<{ email: string }>(`/api/account/get/user?account=${client.id}`, client.token);
  const project = await newProject(api, company, {
    name: 'Casa Díaz',
    clientId: client.id,
    status: 'CLIENT_APPROVAL',
    projectItems: JOBS,
  });
  return { company, client, clientEmail: account.body.queryData.email, project };
}

function lastMailTo(address: string): ReceivedMail {
  const mail = inbox.smtp.received.filter((m) => m.rcptTo.includes(address)).at(-1);
  expect(mail, `a mail to ${address}`).toBeDefined();
  return mail!;
}
const mailsTo = (address: string) => inbox.smtp.received.filter((m) => m.rcptTo.includes(address)).length;
const bodyOf = (mail: ReceivedMail) => textOf(partsOfType(mail.message, 'text/plain')[0])!;

const publicEstimate = (token: string) => api.get<PublicEstimate>(`/api/public/estimates/${token}`);
/** Each client answers from an address of its own, so that only the rate-limit test meets the limit. */
let addresses = 0;
const answer = (token: string, action: 'approve' | 'reject', body: Record<string, unknown>, from?: string) =>
  api.request<PublicEstimate>({
    method: 'POST',
    url: `/api/public/estimates/${token}/${action}`,
    payload: body,
    remoteAddress: from ?? `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`,
  });
const approve = (token: string, body: Record<string, unknown> = approval(), from?: string) =>
  answer(token, 'approve', body, from);
const rejectWith = (token: string, reason: string) => answer(token, 'reject', { reason });
const projectStatus = async (id: number) =>
  (await api.database.db.select().from(projects).where(eq(projects.id, id)))[0]!.status;
const estimateRow = async (id: number) =>
  (await api.database.db.select().from(estimates).where(eq(estimates.id, id)))[0]!;

async function sentEstimate(s: Scene, body: Record<string, unknown> = {}): Promise<Estimate> {
  const made = await estimateOk(api, s.company, { projectId: s.project.id, ...body });
  const res = await api.post<Estimate>('/api/estimates/send', { estimateId: made.id, mail: false }, s.company.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
}

describe('estimates', () => {
  it('makes an estimate with tax and a deposit, numbered per company, and mails the client its link and PDF', async () => {
    const s = await scene();
    const made = await estimateOk(api, s.company, { projectId: s.project.id, taxRate: 8.25, depositPercent: 30 });
    expect(made).toMatchObject({
      number: 'P-0001',
      status: 'draft',
      subtotal: 1750.75,
      taxRate: 8.25,
      tax: 144.44,
      total: 1895.19,
      depositPercent: 30,
      deposit: 568.56,
      expiresOn: addDays(TODAY, 30),
      language: 'es',
      version: 1,
      approval: null,
    });
    expect(made.lines.map((l) => [l.name, l.price])).toEqual([
      ['Quitar tejas viejas', 500],
      ['Tejas nuevas', 1250.75],
    ]);
    expect(made.terms).toContain('depósito');
    const token = tokenOf(made.shareUrl);
    expect(made.shareUrl).toBe(`${api.app.deps.config.publicUrl}/e/${token}`);
    expect((await estimateOk(api, s.company, { projectId: s.project.id })).number).toBe('P-0002');

    // Stored hashed: no column holds the token, the hash is its sha256.
    const row = await estimateRow(made.id);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.shareTokenHash).toBe(createHash('sha256').update(token).digest('hex'));

    const sent = await api.post<Estimate>('/api/estimates/send', { estimateId: made.id }, s.company.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.queryData).toMatchObject({ status: 'sent', shareUrl: made.shareUrl });
    const mail = lastMailTo(s.clientEmail);
    expect(mail.message.headers.subject).toBe('Presupuesto P-0001 de Techos Rivera');
    expect(bodyOf(mail)).toContain(made.shareUrl!);
    const [pdfPart] = partsOfType(mail.message, 'application/pdf');
    const pdf = await readPdf(pdfPart!.content);
    expect(pdf.lines).toContain('PRESUPUESTO');
    expect(pdf.lines).toContain('Tejas nuevas');
    expect(pdf.lines.join('\n')).toContain('Depósito');

    const listed = await api.get<Estimate[]>(`/api/estimates/getByProject?projectId=${s.project.id}`, s.company.token);
    expect(listed.body.queryData.map((e) => e.number)).toEqual(['P-0002', 'P-0001']);
  });

  it('takes the company default terms, and refuses bad input with the Spanish message, changing nothing', async () => {
    const s = await scene();
    const update = await api.post(
      '/api/account/update/company',
      {
        name: 'Techos Rivera',
        phone: '8015550100',
        email: 'oficina@rivera.com',
        address: '10 Main St',
        city: 'Ogden',
        state: 'UT',
        zip: '84401',
        estimateTerms: 'Pago al terminar.',
      },
      s.company.token,
    );
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(update.body.queryData).toMatchObject({ estimateTerms: 'Pago al terminar.' });
    expect((await estimateOk(api, s.company, { projectId: s.project.id })).terms).toBe('Pago al terminar.');

    const bad: [Record<string, unknown>, string][] = [
      [{ depositPercent: 10, depositAmount: 100 }, BILLING_MSG.depositBoth],
      [{ taxRate: 31 }, BILLING_MSG.taxRate],
      [{ taxRate: 'ocho' }, BILLING_MSG.taxRate],
      [{ depositAmount: 100000 }, BILLING_MSG.depositOverTotal],
      [{ expiresOn: '2020-01-01' }, BILLING_MSG.expiresInPast],
      [{ lines: [] }, BILLING_MSG.lines],
      [{ terms: 'x'.repeat(4001) }, BILLING_MSG.termsTooLong],
    ];
    for (const [body, message] of bad) {
      const res = await api.post('/api/estimates/create', { projectId: s.project.id, ...body }, s.company.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.queryError).toBe(message);
    }
    const all = await api.get<Estimate[]>(`/api/estimates/getByProject?projectId=${s.project.id}`, s.company.token);
    expect(all.body.queryData).toHaveLength(1);
  });

  it('refuses other companies, the client and workers', async () => {
    const s = await scene();
    const other = await newCompany(api);
    const worker = await newEmployee(api, s.company);
    const made = await estimateOk(api, s.company, { projectId: s.project.id });
    for (const account of [other, s.client, worker]) {
      const calls = [
        api.post('/api/estimates/create', { projectId: s.project.id }, account.token),
        api.get(`/api/estimates/getByProject?projectId=${s.project.id}`, account.token),
        api.post('/api/estimates/send', { estimateId: made.id, mail: false }, account.token),
        api.post('/api/estimates/revoke', { estimateId: made.id }, account.token),
        api.post('/api/invoices/create', { projectId: s.project.id }, account.token),
        api.get(`/api/invoices/summary?companyId=${s.company.id}`, account.token),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual(refusal(MSG.forbidden));
      }
      const pdf = await api.app.inject({
        url: `/api/estimates/pdf?estimateId=${made.id}`,
        headers: { authorization: `Bearer ${account.token}` },
      });
      expect(pdf.statusCode).toBe(403);
    }
    expect(await estimateRow(made.id)).toMatchObject({ status: 'draft', shareRevokedAt: null });
  });
});

describe('the share page of an estimate', () => {
  it('shows the one estimate without a session, approves it once, sets the project APPROVED and tells the company', async () => {
    const s = await scene();
    const made = await sentEstimate(s, { depositAmount: 200 });
    const token = tokenOf(made.shareUrl);

    const page = await publicEstimate(token);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body.queryData).toMatchObject({
      number: 'P-0001',
      status: 'sent',
      clientName: 'Ana Díaz',
      company: { name: 'Techos Rivera' },
      deposit: 200,
      version: 1,
      pdfUrl: `/api/public/estimates/${token}/pdf`,
    });
    expect(JSON.stringify(page.body.queryData)).not.toContain(`"id"`);
    const pdf = await api.app.inject({ url: `/api/public/estimates/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const approved = await approve(token, approval({ version: 1 }));
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.queryData).toMatchObject({ status: 'approved', approval: { name: 'Ana Díaz' } });
    expect(await projectStatus(s.project.id)).toBe('APPROVED');
    const row = await estimateRow(made.id);
    expect(row).toMatchObject({ status: 'approved', approvedName: 'Ana Díaz', approvedVersion: 1 });
    expect(row.approvedAddress).toBeTruthy();
    expect(row.approvedSnapshot).toMatchObject({ number: 'P-0001', totalCents: 175075, depositCents: 20000 });
    expect(await api.files.get(row.signatureFile!)).toEqual(tinyPng());

    // A second approval, and racing ones, are refused.
    const again = await approve(token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal(BILLING_MSG.estimateClosed));
    const reject = await rejectWith(token, 'Muy caro');
    expect(reject.status).toBe(409);

    // The company: its bell, its mail, and its view with the approval.
    const bell = await api.get<Notification[]>(
      `/api/notifications/get/company?companyId=${s.company.id}`,
      s.company.token,
    );
    expect(bell.body.queryData.map((n) => n.message)).toContain(
      'Ana Díaz aprobó el presupuesto P-0001 del proyecto Casa Díaz',
    );
    const companyEmail = (await api.database.db.select().from(companies).where(eq(companies.id, s.company.id)))[0]!
      .email;
    expect(lastMailTo(companyEmail).message.headers.subject).toBe('Ana Díaz aprobó el presupuesto P-0001');
    const [mine] = (await api.get<Estimate[]>(`/api/estimates/getByProject?projectId=${s.project.id}`, s.company.token))
      .body.queryData;
    expect(mine!.approval).toMatchObject({ name: 'Ana Díaz', version: 1 });
    const signature = await api.app.inject({
      url: mine!.approval!.signatureUrl!,
      headers: { authorization: `Bearer ${s.company.token}` },
    });
    expect(signature.statusCode).toBe(200);
    // The approved estimate's link keeps showing its outcome.
    expect((await publicEstimate(token)).body.queryData.status).toBe('approved');
  });

  it('two approvals at once: one wins', async () => {
    const s = await scene();
    const token = tokenOf((await sentEstimate(s)).shareUrl);
    const answers = await Promise.all([approve(token), approve(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('refuses a signature that is not a PNG, or too big, or a changed version, changing nothing', async () => {
    const s = await scene();
    const made = await sentEstimate(s);
    const token = tokenOf(made.shareUrl);
    const fakePng = Buffer.concat([tinyPng().subarray(0, 8), Buffer.from('not really an image')]);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(310_000)]);
    const jpegLabelled = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64')}`;
    for (const signature of [signatureOf(fakePng), signatureOf(big), jpegLabelled, 'data:image/png;base64,!!!']) {
      const res = await approve(token, approval({ signature }));
      expect(res.status).toBe(400);
      expect(res.body.queryError).toBe(BILLING_MSG.signature);
    }
    const noTerms = await approve(token, approval({ acceptTerms: false }));
    expect(noTerms.body.queryError).toBe(BILLING_MSG.acceptTerms);
    const changed = await approve(token, approval({ version: 2 }));
    expect(changed.status).toBe(409);
    expect(changed.body.queryError).toBe(BILLING_MSG.estimateChanged);
    expect(await estimateRow(made.id)).toMatchObject({ status: 'sent', signatureFile: null });
    expect(await projectStatus(s.project.id)).toBe('CLIENT_APPROVAL');
  });

  it('rejects with a reason, leaving the project as it was, and tells the company', async () => {
    const s = await scene();
    const made = await sentEstimate(s);
    const token = tokenOf(made.shareUrl);
    const empty = await rejectWith(token, '  ');
    expect(empty.body.queryError).toBe(BILLING_MSG.rejectReason);
    const res = await rejectWith(token, 'Muy caro');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData).toMatchObject({ status: 'rejected', rejection: { reason: 'Muy caro' } });
    expect(await projectStatus(s.project.id)).toBe('CLIENT_APPROVAL');
    const bell = await api.get<Notification[]>(
      `/api/notifications/get/company?companyId=${s.company.id}`,
      s.company.token,
    );
    expect(bell.body.queryData.map((n) => n.message)).toContain(
      'Ana Díaz rechazó el presupuesto P-0001 del proyecto Casa Díaz',
    );
  });

  it('answers a revoked, an expired and a made-up link the same "gone" way; sending again makes a new link', async () => {
    const s = await scene();
    const made = await sentEstimate(s);
    const token = tokenOf(made.shareUrl);
    const revoked = await api.post<Estimate>('/api/estimates/revoke', { estimateId: made.id }, s.company.token);
    expect(revoked.body.queryData.shareUrl).toBeNull();

    const expired = await sentEstimate(s);
    await api.database.db
      .update(estimates)
      .set({ expiresOn: addDays(TODAY, -2) })
      .where(eq(estimates.id, expired.id));

    for (const gone of [token, tokenOf(expired.shareUrl), 'x'.repeat(43), String(made.id)]) {
      for (const res of [await publicEstimate(gone), await approve(gone)]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual(GONE);
      }
    }
    const listed = await api.get<Estimate[]>(`/api/estimates/getByProject?projectId=${s.project.id}`, s.company.token);
    expect(listed.body.queryData.find((e) => e.id === expired.id)!.status).toBe('expired');

    const resent = await api.post<Estimate>(
      '/api/estimates/send',
      { estimateId: made.id, mail: false },
      s.company.token,
    );
    const fresh = tokenOf(resent.body.queryData.shareUrl);
    expect(fresh).not.toBe(token);
    expect((await publicEstimate(fresh)).status).toBe(200);
    expect((await publicEstimate(token)).status).toBe(404);
  });
});

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
