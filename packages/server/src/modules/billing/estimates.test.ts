import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BILLING_MSG, DEFAULT_TIME_ZONE, MSG, addDays, todayIn, type Estimate, type Notification } from '@obra/domain';
import type { Config } from '../../config.js';
import { companies, estimates } from '../../db/schema.js';
import { useApi, refusal } from '../../test/app.js';
import { newCompany, newEmployee, newProject } from '../../test/factories.js';
import { partsOfType, useSmtpServer } from '../../test/smtp.js';
import { readPdf } from '../../test/pdf.js';
import { approval, billingHelpers, estimateOk, signatureOf, tokenOf } from '../../test/billing.js';
import { tinyPng, uploadLogo } from '../../test/uploads.js';

const overrides: Partial<Config> = {};
const inbox = useSmtpServer(overrides);
const api = useApi(overrides);

const TODAY = todayIn(DEFAULT_TIME_ZONE);
const GONE = refusal(BILLING_MSG.linkGone);
const { scene, lastMailTo, bodyOf, publicEstimate, approve, rejectWith, projectStatus, estimateRow, sentEstimate } =
  billingHelpers(api, inbox);

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

  it('without a client to write to, sending by mail is refused (400) and sharing the link oneself is not', async () => {
    const s = await scene();
    const alone = await newProject(api, s.company, { name: 'Sin cliente' });
    const made = await estimateOk(api, s.company, { projectId: alone.id, lines: [{ name: 'Visita', price: 80 }] });
    expect(made).toMatchObject({ total: 80, lines: [{ name: 'Visita', description: '', price: 80, jobId: null }] });
    const mailed = await api.post('/api/estimates/send', { estimateId: made.id }, s.company.token);
    expect(mailed.status).toBe(400);
    expect(mailed.body.queryError).toBe(BILLING_MSG.noClientEmail);
    expect(await estimateRow(made.id)).toMatchObject({ status: 'draft', sentAt: null });
    const shared = await api.post<Estimate>(
      '/api/estimates/send',
      { estimateId: made.id, mail: false },
      s.company.token,
    );
    expect(shared.body.queryData).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
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

  it("serves the company's logo to the page without a session, and nothing once the link is gone", async () => {
    const s = await scene();
    const logo = await uploadLogo(
      api,
      s.company.token,
      { id: String(s.company.id), isCompany: 'true' },
      { filename: 'logo.png', type: 'image/png', content: tinyPng() },
    );
    expect(logo.status).toBe(200);
    const made = await sentEstimate(s);
    const token = tokenOf(made.shareUrl);
    const page = await publicEstimate(token);
    expect(page.body.queryData.company.logoUrl).toBe(`/api/public/estimates/${token}/logo`);
    const image = await api.app.inject({ url: page.body.queryData.company.logoUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    await api.post('/api/estimates/revoke', { estimateId: made.id }, s.company.token);
    expect((await api.app.inject({ url: `/api/public/estimates/${token}/logo` })).statusCode).toBe(404);
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
