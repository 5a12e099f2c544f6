import { expect, test, type Browser, type Page } from '@playwright/test';
import { horizontalOverflow, loginAs, tinyPng } from './helpers.js';

/** Each person in a browser of their own (separate storage), as two people on two devices. */
async function personIn(browser: Browser, username: string, width?: number): Promise<Page> {
  const context = await browser.newContext(width ? { viewport: { width, height: 740 } } : {});
  const page = await context.newPage();
  await loginAs(page, username);
  await page.goto('/projects');
  return page;
}

const card = (page: Page, name: string) => page.getByTestId('project-card').filter({ hasText: name });
const PROJECT = 'Techo nuevo casa González';

test.describe.configure({ mode: 'serial' });

test('photos sent in the chat by the company and by the client reach the other side live', async ({ browser }) => {
  const company = await personIn(browser, 'empresa');
  const client = await personIn(browser, 'cliente1', 360);

  await card(client, PROJECT).getByRole('button', { name: 'Mensajes' }).click();
  const clientChat = client.getByRole('dialog');
  await expect(clientChat.getByRole('textbox', { name: 'Mensaje' })).toBeVisible();
  const before = await clientChat.getByTestId('chat-photo').count();

  await card(company, PROJECT).getByRole('button', { name: 'Mensajes' }).click();
  const companyChat = company.getByRole('dialog');
  const name = `tejas-${Date.now()}.png`;
  await companyChat.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: tinyPng() });
  await expect(companyChat.getByText(`Foto adjunta: ${name}`)).toBeVisible();
  await companyChat.getByRole('button', { name: 'Enviar' }).click();
  await expect(companyChat.getByText(`Foto adjunta: ${name}`)).toHaveCount(0);
  await expect(companyChat.getByTestId('chat-photo')).toHaveCount(before + 1);

  // The client, who did nothing, sees the new photo's thumbnail, loaded.
  await expect(clientChat.getByTestId('chat-photo')).toHaveCount(before + 1);
  const thumbnail = clientChat.getByRole('img', { name: 'Foto del mensaje' }).last();
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await horizontalOverflow(client)).toBeLessThanOrEqual(0);

  // The thumbnail opens the full photo.
  await thumbnail.click();
  const full = client.getByRole('dialog', { name: 'Foto del mensaje' });
  await expect(full.getByRole('img', { name: 'Foto del mensaje' })).toBeVisible();
  expect(await horizontalOverflow(client)).toBeLessThanOrEqual(0);
  await client.keyboard.press('Escape');
  await expect(full).toHaveCount(0);

  // The client answers from the phone with a photo of their own, which the company sees live.
  const reply = `gotera-${Date.now()}.png`;
  await clientChat
    .locator('input[type="file"]')
    .setInputFiles({ name: reply, mimeType: 'image/png', buffer: tinyPng() });
  await clientChat.getByRole('textbox', { name: 'Mensaje' }).fill('Aquí entra el agua');
  await clientChat.getByRole('button', { name: 'Enviar' }).click();
  await expect(clientChat.getByTestId('chat-photo')).toHaveCount(before + 2);
  await expect(companyChat.getByText('Aquí entra el agua')).toBeVisible();
  await expect(companyChat.getByTestId('chat-photo')).toHaveCount(before + 2);
  const received = companyChat.getByRole('img', { name: 'Foto del mensaje' }).last();
  await expect.poll(() => received.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a photo the company adds to the project shows in the client’s details', async ({ browser }) => {
  const company = await personIn(browser, 'empresa');
  const client = await personIn(browser, 'cliente1');
  const name = `fachada-${Date.now()}.png`;

  await card(company, PROJECT).getByRole('button', { name: 'Detalles' }).click();
  const details = company.getByRole('dialog', { name: PROJECT });
  await expect(details.getByText('Fotos del proyecto')).toBeVisible();
  await details
    .getByTestId('project-photos')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'image/png', buffer: tinyPng() });
  await details.getByRole('button', { name: 'Subir', exact: true }).click();
  const mine = details.getByRole('img', { name: `Foto: ${name}` });
  await expect(mine).toBeVisible();

  await card(client, PROJECT).getByRole('button', { name: 'Detalles' }).click();
  const clientDetails = client.getByRole('dialog', { name: PROJECT });
  const seen = clientDetails.getByRole('img', { name: `Foto: ${name}` });
  await expect(seen).toBeVisible();
  await expect.poll(() => seen.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Read-only for the client.
  await expect(clientDetails.getByRole('button', { name: 'Eliminar foto' })).toHaveCount(0);
  await expect(clientDetails.getByTestId('project-photos').locator('input[type="file"]')).toHaveCount(0);

  // The company deletes it after the confirmation.
  await details
    .getByTestId('project-photo')
    .filter({ has: company.getByRole('img', { name: `Foto: ${name}` }) })
    .getByRole('button', { name: 'Eliminar foto' })
    .click();
  const ask = company.getByRole('dialog', { name: 'Confirmar' });
  await expect(ask).toContainText('¿Está seguro de eliminar esta foto? No puede ser recuperada');
  await ask.getByRole('button', { name: 'Sí' }).click();
  await expect(mine).toHaveCount(0);
});
