import { expect, test } from '@playwright/test';
import { REGISTRATION_CODE } from '../playwright.config.js';
import { chooseFromAccountMenu, horizontalOverflow, loginAs, tinyPng } from './helpers.js';

const landings: [string, RegExp][] = [
  ['empresa', /\/dashboard$/],
  ['admin', /\/dashboard$/],
  ['empleado1', /\/jobs$/],
  ['contratista', /\/projects$/],
  ['cliente1', /\/projects$/],
];

for (const [username, landing] of landings) {
  test(`${username} lands on the right page after login`, async ({ page }) => {
    await loginAs(page, username);
    await expect(page).toHaveURL(landing);
  });
}

test('a wrong password shows the login failure message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill('empresa');
  await page.getByLabel('Contraseña').fill('equivocada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toContainText('Revise su usuario y contraseña');
  await expect(page).toHaveURL(/\/login$/);
});

test('a company signs up with a logo and sees its identifier', async ({ page }) => {
  const suffix = Date.now().toString(36);
  await page.goto('/signup');
  await page.getByLabel('Código').fill('NO-ES');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('El código de registro no es correcto')).toBeVisible();
  await expect(page.getByLabel('Código')).toHaveValue('');

  await page.getByLabel('Código').fill(REGISTRATION_CODE);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: /Compañía/ }).click();

  await page.getByLabel('Nombre de la compañía').fill(`Pintura Sol ${suffix}`);
  await page.getByLabel('Correo electrónico').fill(`sol-${suffix}@example.com`);
  await page.getByLabel('Teléfono (XXX-XXX-XXXX)').fill('801-555-0142');
  await page.getByLabel('Dirección (calle y número)').fill('77 Washington Blvd');
  await page.getByLabel('Ciudad').fill('Ogden');
  await page.getByRole('combobox', { name: 'Estado' }).fill('ut');
  await page.getByLabel('Código postal').fill('84401');
  await page.getByRole('combobox', { name: 'Oficio' }).click();
  await page.getByRole('option', { name: 'Pintura' }).click();
  await page.getByLabel('Usuario').fill(`sol-${suffix}`);
  await page.getByLabel(/^Contraseña/).fill('una-clave-larga');
  await page.getByLabel('Repita la contraseña').fill('una-clave-larga');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
  await page.getByLabel(/Acepto los términos/).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account');
  await expect(page.getByTestId('company-identifier')).toContainText(`#Pintura Sol ${suffix}`);
});

test('an account edits its profile', async ({ page }) => {
  await loginAs(page, 'empleado2');
  await page.goto('/account');
  const phone = page.getByLabel('Teléfono (XXX-XXX-XXXX)');
  await phone.fill('385-555-0177');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Los detalles de la cuenta fueron actualizados')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Teléfono (XXX-XXX-XXXX)')).toHaveValue('385-555-0177');

  await page.getByLabel('Ciudad').fill('ogden');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La ciudad tiene que empezar con una letra mayúscula')).toBeVisible();
});

test('a company turns an automatic notice to its clients off and on again in /account', async ({ page }) => {
  await loginAs(page, 'empresa');
  const jobDone = page.getByRole('switch', { name: 'Cuando se completa un trabajo' });
  // The switches load when they come onto the screen, below the account form.
  const openSwitches = async () => {
    await page.goto('/account');
    await page.getByRole('button', { name: 'Guardar' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(jobDone).toBeVisible();
  };
  await openSwitches();
  await expect(jobDone).toBeChecked();
  await jobDone.click();
  await expect(page.getByText('Aviso desactivado')).toBeVisible();
  await openSwitches();
  await expect(jobDone).not.toBeChecked();
  await jobDone.click();
  await expect(page.getByText('Aviso activado')).toBeVisible();
  await expect(jobDone).toBeChecked();
});

test('logout asks first, then returns to the visitor menu', async ({ page }) => {
  await loginAs(page, 'empresa');
  await chooseFromAccountMenu(page, 'Cerrar sesión');
  await expect(page.getByRole('dialog')).toContainText('¿Proceder a cerrar sesión?');
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('a session the server no longer accepts sends the user to /login', async ({ page }) => {
  await loginAs(page, 'empresa');
  await page.evaluate(() => sessionStorage.setItem('token', 'caducado'));
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

for (const width of [768, 1024, 1280, 1440]) {
  test(`a company's header fits ${width} px and keeps every action reachable`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await loginAs(page, 'empresa');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    for (const name of [/^Cuenta:/, /^Notificaciones/, 'Cambiar tema claro u oscuro']) {
      await expect(page.getByRole('banner').getByRole('button', { name })).toBeInViewport();
    }
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('signed-in screens do not overflow', async ({ page }) => {
    await loginAs(page, 'empresa');
    for (const path of ['/dashboard', '/account', '/subscription', '/about']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
});
