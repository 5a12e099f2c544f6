import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { OUTBOX } from '../playwright.config.js';
import { expectNoSeriousViolations } from './axe.js';
import { api, loginAs, projectBody, sessionOf, tinyPng } from './helpers.js';

// Issue 14, "Getting paid": the owner makes an estimate and sends it; the client, with no account,
// signs it on a phone from the link; the owner invoices and records payments.

/** The mails in the outbox naming this text (quoted-printable lines joined again). */
function mailsNaming(text: string): string[] {
  if (!existsSync(OUTBOX)) return [];
  return readdirSync(OUTBOX)
    .filter((f) => f.endsWith('.eml'))
    .map((f) =>
      readFileSync(path.join(OUTBOX, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((raw) => raw.includes(text));
}

/** The company at 1280 px with a new project of two jobs for John Miller, who reads English. */
async function officeWithProject(browser: Browser, name: string, status = 'CLIENT_APPROVAL') {
  const office = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await loginAs(office, 'empresa');
  const { companyId } = await sessionOf(office);
  const clients = await api<{ id: number; name: string }[]>(
    office,
    'GET',
    `/clients/getByCompany?companyId=${companyId}`,
  );
  const clientId = clients.find((c) => c.name === 'John Miller')!.id;
  const project = await api<{ id: number; name: string }>(office, 'POST', '/projects/create', {
    ...projectBody(name, [
      { itemName: 'Lavar paredes', itemPrice: 400 },
      { itemName: 'Pintar fachada', itemPrice: 1600 },
    ]),
    clientId,
    status,
  });
  await office.goto('/projects');
  return { office, project, card: office.getByTestId('project-card').filter({ hasText: name }) };
}

/** Opens the project's 'Presupuestos y facturas' from its card. */
async function openBilling(office: Page, name: string) {
  await office
    .getByTestId('project-card')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Presupuestos y facturas' })
    .click();
  return office.getByRole('dialog', { name: `Presupuestos y facturas: ${name}` });
}

/** Makes an estimate from the project's jobs with 8.25 % tax and a 30 % deposit. */
async function makeEstimate(office: Page, name: string) {
  const billing = await openBilling(office, name);
  await billing.getByRole('button', { name: 'Nuevo presupuesto' }).click();
  const form = office.getByRole('dialog', { name: `Nuevo presupuesto: ${name}` });
  await expect(form.getByRole('textbox', { name: /Concepto/ }).first()).toHaveValue('Lavar paredes');
  await form.getByLabel('Impuesto sobre la venta (%)').fill('8.25');
  await form.getByLabel('Depósito (% del total)').fill('30');
  await form.getByRole('button', { name: 'Crear presupuesto' }).click();
  await expect(form).toBeHidden();
  // $2,000 + 8.25 % = $2,165.00; 30 % of it = $649.50.
  const item = billing.getByRole('listitem').filter({ hasText: 'Presupuesto P-' });
  await expect(item).toContainText('$2,165.00');
  await expect(item).toContainText('$649.50');
  return { billing, item };
}

const linkIn = (mail: string, kind: 'e' | 'f') => new RegExp(`/${kind}/([A-Za-z0-9_-]{30,})`).exec(mail)?.[0];

test('an estimate mailed to the client is signed on their phone, and the company sees the project approved live', async ({
  browser,
}) => {
  const name = `Fachada ${Date.now().toString(36)}`;
  const { office, card } = await officeWithProject(browser, name);
  const { billing, item } = await makeEstimate(office, name);
  const number = (await item.getByRole('heading').first().innerText()).replace('Presupuesto ', '');
  await item.getByRole('button', { name: 'Enviar por correo' }).click();
  await expect(item).toContainText('Enviado');
  await office.keyboard.press('Escape');
  await expect(billing).toBeHidden();

  // The mail in the client's language holds the link.
  await expect.poll(() => mailsNaming(name).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const mail = mailsNaming(name).find((raw) => raw.includes(number))!;
  expect(mail).toContain('Estimate');
  const link = linkIn(mail, 'e')!;
  expect(link).toBeTruthy();

  // The client, with no account, on a 360 px phone.
  const phone = await (
    await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
  ).newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: `Estimate ${number}` })).toBeVisible();
  await expect(phone.getByText('$2,165.00')).toBeVisible();
  await expect(phone.getByText('$649.50')).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(phone, 'the shared estimate');

  await phone.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = phone.getByRole('form', { name: 'Approve the estimate' });
  await approve.getByLabel('Your name').fill('John Miller');
  const pad = approve.getByRole('img', { name: 'Box to sign in' }).or(approve.locator('canvas')).first();
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await phone.mouse.move(box.x + 20, box.y + box.height / 2);
  await phone.mouse.down();
  for (let x = 30; x < box.width - 20; x += 15) {
    await phone.mouse.move(box.x + x, box.y + box.height / 2 + (x % 30 === 0 ? 12 : -12));
  }
  await phone.mouse.up();
  await approve.getByLabel('I accept the terms').check();
  await approve.getByRole('button', { name: 'Approve and sign' }).click();
  await expect(phone.getByText('Approved by John Miller')).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  // The company's open page shows the project approved without a reload, and the estimate signed.
  await expect(card).toContainText(/aprobado/i);
  await openBilling(office, name);
  await expect(office.getByRole('listitem').filter({ hasText: number })).toContainText('Aprobado por John Miller');

  // The same estimate cannot be approved twice.
  const token = link.split('/').pop()!;
  const again = await phone.request.post(`/api/public/estimates/${token}/approve`, {
    data: {
      name: 'Otra persona',
      signature: `data:image/png;base64,${tinyPng().toString('base64')}`,
      acceptTerms: true,
    },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).errorCode).toBe('ESTIMATE_CLOSED');
  await office.close();
  await phone.close();
});

test('a revoked link and a made-up one show the same page, which tells nothing of the estimate', async ({
  browser,
}) => {
  const name = `Cocina ${Date.now().toString(36)}`;
  const { office, project } = await officeWithProject(browser, name);
  const { item } = await makeEstimate(office, name);
  const [estimate] = await api<{ shareUrl: string }[]>(
    office,
    'GET',
    `/estimates/getByProject?projectId=${project.id}`,
  );
  const link = new URL(estimate!.shareUrl).pathname;

  await item.getByRole('button', { name: 'Revocar enlace' }).click();
  await office.getByRole('dialog', { name: 'Confirmar' }).getByRole('button', { name: 'Sí' }).click();
  await expect(item).toContainText('El enlace de este documento fue revocado');

  const visitor = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  for (const gone of [link, '/e/inventado-0123456789abcdefghijklmnopqrstuvwxyz', '/f/otro-inventado']) {
    await visitor.goto(gone);
    await expect(visitor.getByRole('heading', { name: 'Este enlace ya no está disponible' })).toBeVisible();
    await expect(visitor.getByText(name)).toHaveCount(0);
    await expect(visitor.getByText('$2,165.00')).toHaveCount(0);
  }
  await office.close();
  await visitor.close();
});

test('an invoice with two payments reads partly paid, then paid; an overdue one is on the dashboard', async ({
  browser,
}) => {
  const name = `Baño ${Date.now().toString(36)}`;
  const { office } = await officeWithProject(browser, name, 'IN_PROGRESS');
  const billing = await openBilling(office, name);
  await billing.getByRole('button', { name: 'Nueva factura' }).click();
  const form = office.getByRole('dialog', { name: /Nueva factura/ });
  await form.getByRole('button', { name: 'Crear factura' }).click();
  await expect(form).toBeHidden();
  const invoice = billing.getByRole('listitem').filter({ hasText: 'Factura F-' });
  await expect(invoice).toContainText('$2,000.00');
  await invoice.getByRole('button', { name: 'Enviar por correo' }).click();
  await expect(invoice).toContainText('Enviada');

  const pay = async (amount: string, method: string) => {
    await invoice.getByRole('button', { name: /^Registrar pago/ }).click();
    const dialog = office.getByRole('dialog', { name: /^Registrar pago: factura/ });
    await dialog.getByLabel('Cantidad').fill(amount);
    await dialog.getByLabel('Forma de pago').selectOption({ label: method });
    await dialog.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(dialog).toBeHidden();
  };
  await pay('500', 'Zelle');
  await expect(invoice).toContainText('Pagada en parte');
  await expect(invoice).toContainText('$1,500.00');
  await pay('1500', 'Cheque');
  await expect(invoice).toContainText('Pagada');
  await expect(invoice.getByRole('button', { name: /^Registrar pago/ })).toHaveCount(0);
  await office.keyboard.press('Escape');

  // The demo's fence invoice is ten days past due: the dashboard lists it with its client, and
  // María got its reminder mail once (the server swept the due invoices when it started).
  await office.goto('/dashboard');
  const overdue = office
    .getByTestId('overdue-invoices')
    .getByRole('listitem')
    .filter({ hasText: 'Cerca trasera González' });
  await expect(overdue).toContainText('María González');
  await expect.poll(() => mailsNaming('Cerca trasera').filter((m) => /recordatorio/i.test(m)).length).toBe(1);
  await office.close();
});
