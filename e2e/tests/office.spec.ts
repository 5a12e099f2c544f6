import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflow, loginAs } from './helpers.js';

async function pickOption(page: Page, label: string, option: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('the dashboard shows the reminders and today’s jobs, and adds a reminder', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'empresa');
  await expect(page).toHaveURL(/\/dashboard$/);
  const reminders = page.getByTestId('reminders');
  await expect(reminders.getByText('Pedir tejas al proveedor')).toBeVisible();
  await expect(reminders.getByText('Revisar presupuesto de riego')).toBeVisible();
  const overdue = reminders.getByTestId('reminder').filter({ hasText: 'Confirmar colores con el cliente' });
  await expect(overdue.getByText('Vencido')).toBeVisible();
  await expect(page.getByTestId('jobs-today').getByText('Instalar base impermeable')).toBeVisible();
  await expect(
    page.getByTestId('active-projects').getByRole('link', { name: 'Techo nuevo casa González' }),
  ).toBeVisible();

  const text = `Llamar al proveedor ${Date.now().toString(36)}`;
  // At desktop width the header has both of SPEC's create buttons.
  await page.getByRole('banner').getByRole('link', { name: 'Nuevo Recordatorio' }).click();
  await expect(page).toHaveURL(/nuevo=recordatorio/);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Seleccione un proyecto válido para este recordatorio')).toBeVisible();
  await dialog.getByLabel('Recordatorio').fill(text);
  await dialog.getByLabel('Fecha').fill('2031-03-15');
  await pickOption(page, 'Proyecto', 'Techo nuevo casa González');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Recordatorio agregado')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/nuevo=/);
  await expect(reminders.getByText(text)).toBeVisible();

  // Completing asks first; a completed reminder leaves the list (SPEC §4).
  await reminders.getByRole('button', { name: `Completar: ${text}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Recordatorio completado')).toBeVisible();
  await expect(reminders.getByText(text)).toHaveCount(0);
  await page.reload();
  await expect(reminders.getByText('Pedir tejas al proveedor')).toBeVisible();
  await expect(reminders.getByText(text)).toHaveCount(0);
});

test('a company creates a worker who can log in until their access is turned off', async ({ page, browser }) => {
  await loginAs(page, 'empresa');
  await page.goto('/workers');
  for (const name of ['Lucía Rivera', 'Carlos Méndez', 'Ana Torres']) {
    await expect(page.getByTestId('worker-row').filter({ hasText: name })).toBeVisible();
  }

  const suffix = Date.now().toString(36);
  const name = `Pedro Ruiz ${suffix}`;
  const username = `pedro${suffix}`;
  const password = 'clave-segura-1';
  await page.getByRole('button', { name: 'Nuevo Trabajador' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Correo electrónico').fill(`${username}@example.com`);
  await dialog.getByLabel('Teléfono').fill('801-555-0177');
  await pickOption(page, 'Oficio', 'Pintura');
  await dialog.getByLabel('Usuario').fill(username);
  await dialog.getByLabel(/^Contraseña/).fill(password);
  await dialog.getByLabel(/^Repita la contraseña/).fill(password);
  await dialog.getByRole('button', { name: 'Crear trabajador' }).click();
  await expect(page.getByText('Trabajador creado')).toBeVisible();
  const row = page.getByTestId('worker-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Pintura');

  const other = await browser.newContext();
  const workerPage = await other.newPage();
  await loginAs(workerPage, username, password);
  await expect(workerPage).toHaveURL(/\/jobs$/);
  await other.close();

  const access = row.getByRole('switch', { name: `Acceso de ${name}` });
  await expect(access).toBeChecked();
  await access.click({ force: true });
  // Blocking asks first.
  const question = page.getByRole('dialog', { name: 'Confirmar' });
  await expect(question).toContainText(`¿Está seguro que quiere quitarle el acceso a ${name}?`);
  await question.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Acceso deshabilitado')).toBeVisible();
  await expect(access).not.toBeChecked();

  const later = await browser.newContext();
  const blocked = await later.newPage();
  await blocked.goto('/login');
  await blocked.getByLabel('Usuario').fill(username);
  await blocked.getByLabel('Contraseña').fill(password);
  await blocked.getByRole('button', { name: 'Entrar' }).click();
  await expect(blocked.getByRole('alert')).toContainText('No se pudo iniciar sesión');
  await expect(blocked).toHaveURL(/\/login$/);
  await later.close();
});

test('a company makes an employee admin and back, but never a contractor', async ({ page }) => {
  await loginAs(page, 'empresa');
  await page.goto('/workers');
  const carlos = page.getByTestId('worker-row').filter({ hasText: 'Carlos Méndez' });
  await carlos.getByRole('button', { name: 'Acciones para Carlos Méndez' }).click();
  await page.getByRole('menuitem', { name: 'Hacer administrador' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(carlos.getByText('Administrador')).toBeVisible();

  await carlos.getByRole('button', { name: 'Acciones para Carlos Méndez' }).click();
  await page.getByRole('menuitem', { name: 'Quitar administrador' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(carlos.getByText('Administrador')).toHaveCount(0);

  await page.getByRole('button', { name: 'Acciones para Miguel Ortiz' }).click();
  await expect(page.getByRole('menuitem', { name: 'Hacer administrador' })).toBeDisabled();
  await page.keyboard.press('Escape');
  // Wait for that menu's closing transition, or its items would be matched with the next menu's.
  await expect(page.getByRole('menu')).toHaveCount(0);

  // Removing asks with SPEC's question.
  await carlos.getByRole('button', { name: 'Acciones para Carlos Méndez' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar de la compañía' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    '¿Está seguro que quiere eliminar a este trabajador de su compañía?',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(carlos).toBeVisible();
});

test('the clients screen lists the demo clients and adds one', async ({ page }) => {
  await loginAs(page, 'empresa');
  await page.goto('/clients');
  await expect(page.getByTestId('client').filter({ hasText: 'María González' })).toBeVisible();
  await expect(page.getByTestId('client').filter({ hasText: 'John Miller' })).toBeVisible();

  const suffix = Date.now().toString(36);
  const name = `Rosa Castillo ${suffix}`;
  await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/invítelo desde su tarjeta/)).toBeVisible();
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Correo electrónico').fill(`rosa-${suffix}@example.com`);
  await dialog.getByLabel('Teléfono').fill('801-555-0190');
  await dialog.getByLabel('Dirección').fill('12 Harrison Blvd');
  await dialog.getByLabel('Ciudad').fill('Ogden');
  await dialog.getByRole('combobox', { name: 'Estado' }).fill('UT');
  await dialog.getByLabel('Código postal').fill('84401');
  await dialog.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(page.getByText('Cliente creado')).toBeVisible();
  const card = page.getByTestId('client').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Sin cuenta todavía');
});

test('the office screens fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 'empresa');
  for (const [path, marker] of [
    ['/dashboard', 'Pedir tejas al proveedor'],
    ['/workers', 'Carlos Méndez'],
    ['/clients', 'John Miller'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(marker).first()).toBeVisible();
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    // On a phone the workers table becomes stacked cards.
    if (path === '/workers') await expect(page.getByRole('table')).toHaveCount(0);
  }
});
