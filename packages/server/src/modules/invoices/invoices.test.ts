import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  INVOICE_MSG,
  MSG,
  formatDate,
  planLimitMessage,
  todayIn,
  type Notification,
} from '@obra/domain';
import type { Config } from '../../config.js';
import { companies, invoices } from '../../db/schema.js';
import {
  headerParam,
  partsOfType,
  startSmtpServer,
  textOf,
  type ReceivedMail,
  type TestSmtp,
} from '../../test/smtp.js';
import { useApi, refusal } from '../../test/app.js';
import {
  newAdmin,
  newClient,
  newCompany,
  newEmployee,
  newProject,
  type Account,
  type CompanyAccount,
} from '../../test/factories.js';
import { tinyPng, uploadLogo } from '../../test/uploads.js';
import { readPdf } from '../../test/pdf.js';
import { INVOICE_JOBS, invoice, invoiceOk } from '../../test/invoices.js';

const overrides: Partial<Config> = {};
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  overrides.smtpUrl = smtp.url;
});
afterAll(async () => {
  await smtp?.close();
});
// New companies start on Plus (the default plan), where the invoice limit applies.
const api = useApi(overrides);

afterEach(() => {
  vi.restoreAllMocks();
});

const REFUSED = refusal(MSG.forbidden);
const TODAY = formatDate(todayIn(DEFAULT_TIME_ZONE));

async function userNotices(account: Account): Promise<string[]> {
  const res = await api.get<Notification[]>(`/api/notifications/get/user?userId=${account.id}`, account.token);
  expect(res.status).toBe(200);
  return res.body.queryData.map((n) => n.message);
}

const invoiceRows = (companyId: number) =>
  api.database.db.select().from(invoices).where(eq(invoices.companyId, companyId));

/** Runs `action` and checks the SMTP server received nothing meanwhile. */
async function expectNoMail(action: () => Promise<void>) {
  const before = smtp.received.length;
  await action();
  expect(smtp.received.length).toBe(before);
}

function lastMailTo(address: string): ReceivedMail {
  const mail = smtp.received.filter((m) => m.rcptTo.includes(address)).at(-1);
  expect(mail, `a mail to ${address}`).toBeDefined();
  return mail!;
}

function attachmentOf(mail: ReceivedMail) {
  const [pdf] = partsOfType(mail.message, 'application/pdf');
  expect(pdf, 'a PDF attachment').toBeDefined();
  const disposition = pdf!.headers['content-disposition'] ?? '';
  return { content: pdf!.content, disposition, filename: headerParam(disposition, 'filename') };
}

async function clientEmail(client: Account): Promise<string> {
  const res = await api.get<{ email: string }>(`/api/account/get/user?account=${client.id}`, client.token);
  expect(res.status).toBe(200);
  return res.body.queryData.email;
}

async function companyWithLogo(overrides: Record<string, unknown> = {}): Promise<CompanyAccount> {
  const company = await newCompany(api, overrides);
  const logo = await uploadLogo(
    api,
    company.token,
    { id: String(company.id), isCompany: 'true' },
    {
      filename: 'logo.png',
      type: 'image/png',
      content: tinyPng(),
    },
  );
  expect(logo.status, JSON.stringify(logo.body)).toBe(200);
  return company;
}

describe('POST /api/projects/invoice', () => {
  it('makes a Spanish PDF invoice, keeps it, mails it to a Spanish client and notifies them', async () => {
    const company = await companyWithLogo({ name: 'Techos Rivera', phone: '801-555-0199' });
    const client = await newClient(api, company, {
      name: 'Ana Díaz',
      address: '77 Pine Ave',
      city: 'Provo',
      state: 'UT',
      zip: '84601',
    });
    const project = await newProject(api, company, {
      name: 'Casa Díaz',
      address: '500 Center St, Ogden, UT, 84401',
      clientId: client.id,
      projectItems: INVOICE_JOBS,
    });
    expect(project.price).toBe(1850.74);

    const sent = await invoiceOk(api, company, project.id);
    expect(sent).toEqual({
      invoiceId: expect.any(Number),
      number: `F-0001`,
      address: '500 Center St, Ogden, UT, 84401',
      message: '500 Center St, Ogden, UT, 84401: Envío de factura completado',
    });
    expect(sent.message).toBe(INVOICE_MSG.sent(project.address));

    // The mail: to the client, in Spanish, with the PDF attached.
    const email = await clientEmail(client);
    const mail = lastMailTo(email);
    expect(mail.rcptTo).toEqual([email]);
    expect(mail.message.headers.subject).toBe(`Factura F-0001 de Techos Rivera`);
    const body = textOf(partsOfType(mail.message, 'text/plain')[0])!;
    expect(body).toContain('Hola Ana Díaz:');
    expect(body).toContain(`Techos Rivera le envía la factura F-0001 del proyecto Casa Díaz.`);
    expect(body).toContain('Total: $1,850.74');
    expect(body).toContain('La factura va adjunta en PDF.');
    const attachment = attachmentOf(mail);
    expect(attachment.disposition).toMatch(/^attachment/);
    expect(attachment.filename).toBe(`factura-F-0001.pdf`);

    // The PDF, read back by a PDF reader.
    expect(attachment.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(attachment.content);
    expect(pdf.title).toBe(`Factura F-0001`);
    expect(pdf.lines).toContain('FACTURA');
    expect(pdf.lines).toContain(`Número: F-0001`);
    expect(pdf.lines).toContain(`Fecha: ${TODAY}`);
    for (const line of [
      'Techos Rivera',
      '123 Main St',
      'Ogden, UT 84401',
      'Teléfono: 801-555-0199',
      'FACTURAR A',
      'Ana Díaz',
      '77 Pine Ave',
      'Provo, UT 84601',
      email,
      'Casa Díaz',
      '500 Center St, Ogden, UT, 84401',
      'Descripción',
      'Importe',
      'Quitar tejas viejas',
      '$500.00',
      'Tejas nuevas',
      '$1,250.75',
      'Canaletas',
      '$99.99',
      'Total',
      '$1,850.74',
    ]) {
      expect(pdf.lines, line).toContain(line);
    }
    // The total comes after every job.
    expect(pdf.lines.lastIndexOf('$1,850.74')).toBeGreaterThan(pdf.lines.indexOf('$99.99'));
    expect(pdf.images, 'the company logo').toBe(1);

    // Kept: the row, and the same PDF in file storage.
    const [row] = await invoiceRows(company.id);
    expect(row).toMatchObject({
      id: sent.invoiceId,
      projectId: project.id,
      clientId: client.id,
      sequence: 1,
      number: `F-0001`,
      totalCents: 185074,
      language: 'es',
      sentTo: email,
    });
    expect(row!.fileName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect((await api.files.get(row!.fileName))?.equals(attachment.content)).toBe(true);

    expect(await userNotices(client)).toContain(`Factura F-0001 del proyecto Casa Díaz`);
  });

  it('writes invoice and mail in English for an English-speaking client, numbering on per company', async () => {
    const company = await newCompany(api, { name: 'Pintura Luna' });
    const client = await newClient(api, company, { name: 'Sam Smith', language: 'en' });
    const project = await newProject(api, company, {
      name: 'Kitchen',
      clientId: client.id,
      projectItems: INVOICE_JOBS.slice(0, 2),
    });
    const first = await invoiceOk(api, company, project.id);
    const second = await invoiceOk(api, company, project.id);
    expect([first.number, second.number]).toEqual([`F-0001`, `F-0002`]);
    // The message shown to the company stays Spanish.
    expect(second.message).toBe(`${project.address}: Envío de factura completado`);

    const mail = lastMailTo(await clientEmail(client));
    expect(mail.message.headers.subject).toBe(`Invoice F-0002 from Pintura Luna`);
    const body = textOf(partsOfType(mail.message, 'text/plain')[0])!;
    expect(body).toContain('Hello Sam Smith,');
    expect(body).toContain(`Pintura Luna sends you invoice F-0002 for the project Kitchen.`);
    expect(body).toContain('Total: $1,750.75');
    expect(body).not.toContain('Hola');
    const attachment = attachmentOf(mail);
    expect(attachment.filename).toBe(`invoice-F-0002.pdf`);

    const pdf = await readPdf(attachment.content);
    for (const line of [
      'INVOICE',
      `Number: F-0002`,
      `Date: ${TODAY}`,
      'BILL TO',
      'Sam Smith',
      'Description',
      'Amount',
      'Quitar tejas viejas',
      '$500.00',
      'Tejas nuevas',
      '$1,250.75',
      'Total',
      '$1,750.75',
    ]) {
      expect(pdf.lines, line).toContain(line);
    }
    expect(pdf.text).not.toContain('Factura');
    // No logo uploaded: none drawn.
    expect(pdf.images).toBe(0);
    expect(await userNotices(client)).toContain(`Invoice F-0002 for project Kitchen`);
  });

  it('bills the entered price of a project without jobs, as one line', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const project = await newProject(api, company, { name: 'Limpieza general', price: 320.5, clientId: client.id });
    await invoiceOk(api, company, project.id);
    const pdf = await readPdf(attachmentOf(lastMailTo(await clientEmail(client))).content);
    expect(pdf.lines).toContain('Limpieza general');
    expect(pdf.lines.filter((l) => l === '$320.50')).toHaveLength(2);
    const [row] = await invoiceRows(company.id);
    expect(row!.totalCents).toBe(32050);
  });

  it('lets an admin send it as the company', async () => {
    const company = await newCompany(api);
    const admin = await newAdmin(api, company);
    const client = await newClient(api, company);
    const project = await newProject(api, company, { clientId: client.id });
    expect((await invoiceOk(api, admin, project.id)).number).toBe(`F-0001`);
  });

  it('on Plus refuses a third invoice for one client (409), mailing and storing nothing', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const otherClient = await newClient(api, company);
    const one = await newProject(api, company, { clientId: client.id });
    const two = await newProject(api, company, { clientId: client.id });
    const three = await newProject(api, company, { clientId: otherClient.id });
    await invoiceOk(api, company, one.id);
    await invoiceOk(api, company, two.id);

    const put = vi.spyOn(api.files, 'put');
    const notices = await userNotices(client);
    await expectNoMail(async () => {
      for (const projectId of [one.id, two.id]) {
        const res = await invoice(api, company, projectId);
        expect(res.status).toBe(409);
        expect(res.body).toEqual(refusal(planLimitMessage('plus', 'invoicesPerClient')));
      }
    });
    expect(put).not.toHaveBeenCalled();
    expect(await invoiceRows(company.id)).toHaveLength(2);
    expect(await userNotices(client)).toEqual(notices);

    // The limit is per client: another client of the company still gets theirs.
    expect((await invoiceOk(api, company, three.id)).number).toBe(`F-0003`);
    // And a plan without the limit lifts it.
    await api.database.db.update(companies).set({ plan: 'max' }).where(eq(companies.id, company.id));
    expect((await invoiceOk(api, company, one.id)).number).toBe(`F-0004`);
  });

  it('leaves nothing behind when the mail cannot be sent (503)', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const project = await newProject(api, company, { clientId: client.id });
    const put = vi.spyOn(api.files, 'put');
    const remove = vi.spyOn(api.files, 'remove');
    vi.spyOn(api.app.deps.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const res = await invoice(api, company, project.id);
    expect(res.status).toBe(503);
    expect(res.body).toEqual(refusal(INVOICE_MSG.sendFailed));
    expect(put).toHaveBeenCalledTimes(1);
    const name = await put.mock.results[0]!.value;
    expect(remove).toHaveBeenCalledWith(name);
    expect(await api.files.get(name as string)).toBeNull();
    expect(await invoiceRows(company.id)).toEqual([]);
    expect((await userNotices(client)).filter((m) => m.startsWith('Factura'))).toEqual([]);
    vi.restoreAllMocks();
    // The number was not used up.
    expect((await invoiceOk(api, company, project.id)).number).toBe(`F-0001`);
  });

  it('needs a client (400), and is the company side’s alone (403 for everyone else)', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const employee = await newEmployee(api, company);
    const stranger = await newCompany(api);
    const strangerAdmin = await newAdmin(api, stranger);
    const lonely = await newProject(api, company, { clientId: 0 });
    const project = await newProject(api, company, { clientId: client.id });
    await expectNoMail(async () => {
      const res = await invoice(api, company, lonely.id);
      expect(res.status).toBe(400);
      expect(res.body.queryError).toBe(INVOICE_MSG.noClient);
      for (const who of [stranger, strangerAdmin, employee, client]) {
        const refused = await invoice(api, who, project.id);
        expect(refused.status, who.username).toBe(403);
        expect(refused.body).toEqual(REFUSED);
      }
      expect((await invoice(api, stranger, lonely.id)).body).toEqual(REFUSED);
    });
    expect(await invoiceRows(company.id)).toEqual([]);
  });
});
