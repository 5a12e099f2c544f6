import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { OUTBOX } from '../playwright.config.js';

const outbox = () => (existsSync(OUTBOX) ? readdirSync(OUTBOX).filter((f) => f.endsWith('.eml')) : []);

test('a visitor sends the contact form after the captcha verifies', async ({ page }) => {
  const before = outbox();
  await page.goto('/#contact-form');
  const form = page.locator('#contact-form');
  await expect(form).toBeVisible();

  // SPEC §5: every field is required.
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText('Algunos campos están vacíos. Por favor llena todos los campos para seguir.'),
  ).toBeVisible();

  await form.getByLabel('Su correo electrónico').fill('vecina@example.com');
  await form.getByLabel('Asunto').fill('Presupuesto de techo');
  await form.getByRole('textbox', { name: 'Mensaje' }).fill('¿Pueden revisar mi techo esta semana? <b>gracias</b>');
  const agreement = form.getByLabel(/Acepto que usen mi información/);
  await expect(agreement).not.toBeChecked();

  // The agreement turns true when the captcha verifies (SPEC §5).
  await form.getByRole('button', { name: 'Verificar' }).click();
  await expect(form.getByText('Verificado').first()).toBeVisible({ timeout: 30_000 });
  await expect(agreement).toBeChecked();

  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Tu correo fue enviado. ¡Responderemos pronto!')).toBeVisible();

  await expect.poll(() => outbox().length).toBe(before.length + 1);
  const mail = outbox().find((f) => !before.includes(f))!;
  const raw = readFileSync(path.join(OUTBOX, mail), 'utf8');
  expect(raw).toMatch(/^To: contacto@obra\.local/m);
  expect(raw).toMatch(/^Reply-To: vecina@example\.com/m);
  expect(raw).toContain('Presupuesto de techo');
});
