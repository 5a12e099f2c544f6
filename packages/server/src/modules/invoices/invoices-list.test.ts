import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Project } from '@obra/domain';
import type { Config } from '../../config.js';
import { startSmtpServer, type TestSmtp } from '../../test/smtp.js';
import { useApi, refusal } from '../../test/app.js';
import { newAdmin, newClient, newCompany, newEmployee, newProject } from '../../test/factories.js';
import { INVOICE_JOBS, downloadAs, invoiceOk, listedInvoices } from '../../test/invoices.js';
import { readPdf } from '../../test/pdf.js';

// Sending an invoice mails it, so these tests have a mail server too (invoices.test.ts sends them).
const overrides: Partial<Config> = {};
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  overrides.smtpUrl = smtp.url;
});
afterAll(async () => {
  await smtp?.close();
});
const api = useApi(overrides);

const REFUSED = refusal(MSG.forbidden);

describe('GET /api/projects/invoices and the invoice PDF', () => {
  it('lists a project’s invoices for the company side and its client, and serves the PDF to them only', async () => {
    const company = await newCompany(api);
    const admin = await newAdmin(api, company);
    const client = await newClient(api, company);
    const otherClient = await newClient(api, company);
    const employee = await newEmployee(api, company);
    const stranger = await newCompany(api);
    const project = await newProject(api, company, { clientId: client.id, projectItems: INVOICE_JOBS });
    const first = await invoiceOk(api, company, project.id);
    const second = await invoiceOk(api, company, project.id);

    for (const who of [company, admin, client]) {
      const res = await listedInvoices(api, who, project.id);
      expect(res.status, who.username).toBe(200);
      expect(res.body.queryData).toEqual([
        {
          id: second.invoiceId,
          number: second.number,
          total: 1850.74,
          createdAt: expect.any(String),
          url: expect.stringMatching(/^\/api\/files\/[0-9a-f]{32}\.pdf$/),
        },
        {
          id: first.invoiceId,
          number: first.number,
          total: 1850.74,
          createdAt: expect.any(String),
          url: expect.stringMatching(/^\/api\/files\/[0-9a-f]{32}\.pdf$/),
        },
      ]);
    }
    const [newest] = (await listedInvoices(api, company, project.id)).body.queryData;
    for (const who of [company, admin, client]) {
      const file = await downloadAs(api, who, newest!.url);
      expect(file.statusCode, who.username).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect((await readPdf(file.rawPayload)).lines).toContain(`Número: ${second.number}`);
    }
    for (const who of [otherClient, employee, stranger]) {
      const res = await listedInvoices(api, who, project.id);
      expect(res.status, who.username).toBe(403);
      expect(res.body).toEqual(REFUSED);
      const file = await downloadAs(api, who, newest!.url);
      expect(file.statusCode, who.username).toBe(403);
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
    }
    expect((await api.get(`/api/projects/invoices?projectId=${project.id}`)).status).toBe(401);
  });

  it('no longer shows a former client the project’s invoices', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const project = await newProject(api, company, { clientId: client.id });
    await invoiceOk(api, company, project.id);
    const [inv] = (await listedInvoices(api, client, project.id)).body.queryData;
    const moved = await api.post<Project>(
      '/api/projects/update',
      { ...project, clientId: 0, status: 'IN_PROGRESS', projectItems: [] },
      company.token,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await listedInvoices(api, client, project.id)).status).toBe(403);
    expect((await downloadAs(api, client, inv!.url)).statusCode).toBe(403);
    expect((await downloadAs(api, company, inv!.url)).statusCode).toBe(200);
  });
});
