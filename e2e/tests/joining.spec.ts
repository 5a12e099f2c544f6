import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { OUTBOX } from '../playwright.config.js';
import { loginAs, sha256, signUp, SIGNUP_PASSWORD as PASSWORD, unique } from './helpers.js';

/** The link a mail to this address carried (the .eml files the server writes without SMTP). */
async function linkMailedTo(address: string, since: Set<string>, route: string): Promise<string> {
  const read = () => {
    if (!existsSync(OUTBOX)) return null;
    for (const file of readdirSync(OUTBOX).filter((f) => f.endsWith('.eml') && !since.has(f))) {
      // Quoted-printable: soft line breaks and '=' written as =3D.
      const text = readFileSync(path.join(OUTBOX, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!text.includes(address)) continue;
      const link = new RegExp(`https?://[^\\s]+(${route}\\?token=[A-Za-z0-9_-]+)`).exec(text);
      if (link) return link[1]!;
    }
    return null;
  };
  await expect.poll(read).not.toBeNull();
  return read()!;
}
const mailsNow = () => new Set(existsSync(OUTBOX) ? readdirSync(OUTBOX) : []);

async function newCompany(page: Page) {
  const name = `Techos E2E ${unique()}`;
  const company = await signUp(page.request, 'company', { name, email: `dueno-${unique()}@example.com` });
  return { ...company, name, identifier: `${company.id}#${name}` };
}

test('a sign-up with the identifier waits for the company, which accepts it on /workers', async ({ page }) => {
  const company = await newCompany(page);
  const person = await signUp(page.request, 'user', {
    name: `Pedro Solicitud ${unique()}`,
    email: `pedro-${unique()}@example.com`,
    userType: 'employee',
    companyIdentifier: company.identifier,
  });

  await loginAs(page, company.username, PASSWORD);
  await page.goto('/workers');
  const requests = page.getByRole('region', { name: 'Solicitudes para unirse' });
  await expect(requests.getByTestId('join-request')).toHaveCount(1);
  await expect(page.getByText('Todavía no tiene trabajadores.')).toBeVisible();
  await requests.getByRole('button', { name: /^Aceptar a Pedro Solicitud/ }).click();
  await expect(page.getByText('Solicitud aceptada')).toBeVisible();
  await expect(requests).toHaveCount(0);
  await expect(page.getByRole('switch', { name: /Pedro Solicitud/ }).first()).toBeChecked();
  expect(person.id).toBeGreaterThan(0);
});

test('the company invites a worker by e-mail, who joins from the link', async ({ page, browser }) => {
  const company = await newCompany(page);
  await loginAs(page, company.username, PASSWORD);
  await page.goto('/workers');
  const email = `invitado-${unique()}@example.com`;
  const before = mailsNow();
  await page.getByRole('button', { name: 'Invitar por correo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitar a un trabajador' });
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('button', { name: 'Enviar la invitación' }).click();
  await expect(page.getByText(`Invitación enviada a ${email}`)).toBeVisible();

  const link = await linkMailedTo(email, before, '/invitation');
  const invited = await (await browser.newContext()).newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: `Invitación de ${company.name}` })).toBeVisible();
  await invited.getByLabel('Nombre').fill('Lupe Invitada');
  await invited.getByLabel('Teléfono').fill('801-555-0142');
  await invited.getByLabel('Oficio').fill('Pintura');
  await invited.getByLabel('Usuario').fill(`lupe-${unique()}`);
  await invited.getByLabel('Contraseña').fill(PASSWORD);
  await invited.getByRole('button', { name: 'Aceptar la invitación' }).click();
  await expect(invited).toHaveURL(/\/jobs$/);

  await page.reload();
  await expect(page.getByRole('switch', { name: /Lupe Invitada/ }).first()).toBeVisible();
});

test('a forgotten password is reset from the mailed link; the old one stops working', async ({ page }) => {
  const email = `olvido-${unique()}@example.com`;
  const person = await signUp(page.request, 'user', { name: 'Rita Olvido', email, userType: 'contractor' });
  const before = mailsNow();
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByRole('status')).toContainText('Si hay una cuenta con ese correo');

  await page.goto(await linkMailedTo(email, before, '/reset-password'));
  await page.getByLabel('Contraseña nueva').fill('otra-clave-2');
  await page.getByLabel('Repita la contraseña').fill('otra-clave-3');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Repita la contraseña').fill('otra-clave-2');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByRole('status')).toContainText('Contraseña guardada');

  const old = await page.request.post('/api/auth/login', {
    data: { username: sha256(person.username), password: sha256(PASSWORD) },
  });
  expect(old.status()).toBe(401);
  await loginAs(page, person.username, 'otra-clave-2');
});
