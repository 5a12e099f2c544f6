import { expect, test, type Browser, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OUTBOX } from '../playwright.config.js';
import { loginAs } from './helpers.js';

/** Each person in a browser of their own (separate storage), as two people on two devices. */
async function personIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, username);
  await page.goto('/projects');
  return page;
}

const card = (page: Page, name: string) => page.getByTestId('project-card').filter({ hasText: name });

test('company and client see each other’s chat messages live', async ({ browser }) => {
  const company = await personIn(browser, 'empresa');
  const client = await personIn(browser, 'cliente1');
  const project = 'Techo nuevo casa González';

  await client.waitForTimeout(500);
  await card(client, project).getByRole('button', { name: 'Mensajes' }).click();
  const clientChat = client.getByRole('dialog');
  const text = `¿Cuándo ponen las tejas? ${Date.now()}`;
  await clientChat.getByRole('textbox', { name: 'Mensaje' }).fill(text);
  await clientChat.getByRole('button', { name: 'Enviar' }).click();
  await expect(clientChat.getByText(text)).toBeVisible();

  // The company's card shows the unread message without a reload…
  const unread = card(company, project).locator('.mantine-Indicator-indicator');
  await expect(unread).toHaveText(/[1-9]/);
  // …and opening the chat shows it and clears the count.
  await card(company, project).getByRole('button', { name: 'Mensajes' }).click();
  const companyChat = company.getByRole('dialog');
  await expect(companyChat.getByText(text)).toBeVisible();

  const reply = `El jueves temprano ${Date.now()}`;
  await companyChat.getByRole('textbox', { name: 'Mensaje' }).fill(reply);
  await companyChat.getByRole('button', { name: 'Enviar' }).click();
  await expect(clientChat.getByText(reply)).toBeVisible();
  await company.keyboard.press('Escape');
  await expect(unread).toBeHidden();
});

test('a client’s approval reaches the company’s screen live', async ({ browser }) => {
  const company = await personIn(browser, 'empresa');
  const client = await personIn(browser, 'cliente2');
  const project = 'Pintura exterior Miller';
  await expect(card(company, project)).toContainText('Esperando aprobación del cliente');

  // cliente2 reads English.
  await card(client, project).getByRole('button', { name: 'Details' }).click();
  await client.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await client.getByRole('dialog', { name: 'Confirm' }).getByRole('button', { name: 'Yes' }).click();
  await expect(card(client, project)).toContainText('Approved');

  await expect(card(company, project)).toContainText('Aprobado');
  await expect(company.getByRole('button', { name: /Notificaciones: [1-9]/ })).toBeVisible();
});

test('the company sends an invoice that reaches the client by mail as a PDF', async ({ browser }) => {
  const company = await personIn(browser, 'empresa');
  const before = existsSync(OUTBOX) ? readdirSync(OUTBOX) : [];
  await card(company, 'Cerca trasera González').getByRole('button', { name: 'Factura', exact: true }).click();
  await company.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(company.getByText('Envío de factura completado')).toBeVisible();

  await expect.poll(() => readdirSync(OUTBOX).filter((f) => !before.includes(f)).length).toBeGreaterThan(0);
  const mails = readdirSync(OUTBOX)
    .filter((f) => !before.includes(f))
    .map((f) => readFileSync(path.join(OUTBOX, f), 'utf8'));
  const invoiceMail = mails.find((m) => m.includes('application/pdf'));
  expect(invoiceMail).toBeDefined();
  expect(invoiceMail).toMatch(/^To: .*cliente1@demo\.example/m);
});
