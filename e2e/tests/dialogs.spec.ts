import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers.js';

const DISCARD = 'Si cierra esta ventana perderá su información. ¿Desea cerrar?';

/**
 * Whether the app's page (outside every dialog) is hidden from assistive technology, as its heading
 * shows. Not `main` itself: a list's live region ('Cargar más' says how many rows came) stays
 * readable, as aria-hidden leaves live regions, so the path down to it is not hidden; the rest is.
 */
async function pageHidden(page: Page): Promise<boolean> {
  return page.locator('main#main h1').evaluate((heading) => heading.closest('[aria-hidden="true"]') !== null);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("Back closes a worker's job dialog and stays on the Jobs screen", async ({ page }) => {
    await loginAs(page, 'empleado1');
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Detalles' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await pageHidden(page)).toBe(true);

    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { name: 'Trabajos' })).toBeVisible();
    expect(await pageHidden(page)).toBe(false);
    await expect(page.getByRole('button', { name: 'Detalles' }).first()).toBeFocused();
  });

  test("Back closes a project's details opened from its card, and the next Back does not reopen them", async ({
    page,
  }) => {
    await loginAs(page, 'empresa');
    await page.goto('/dashboard');
    await page.goto('/projects');
    const card = page.getByTestId('project-card').first();
    await card.getByRole('button', { name: 'Detalles' }).click();
    await expect(page).toHaveURL(/\/projects\?id=\d+$/);
    await expect(page.getByRole('dialog')).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/projects$/);
    await expect(card.getByRole('button', { name: 'Detalles' })).toBeFocused();

    // Closed by its X this time: the address loses the id and Back goes on to the page before.
    await card.getByRole('button', { name: 'Detalles' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar ventana' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/projects$/);
    await expect(card.getByRole('button', { name: 'Detalles' })).toBeFocused();
  });
});

test.describe('on a phone, with typed work', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("Back over a job's typed comments asks first and keeps them on No", async ({ page }) => {
    await loginAs(page, 'empleado1');
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Detalles' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Comentarios').fill('Falta sellar la esquina norte');
    await page.goBack();
    await expect(page.getByText(DISCARD)).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog.getByLabel('Comentarios')).toHaveValue('Falta sellar la esquina norte');
    await expect(page).toHaveURL(/\/jobs$/);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('new expense rows not saved: Back and the X ask first, and No keeps them', async ({ page }) => {
    await loginAs(page, 'empresa');
    await page.goto('/projects');
    await page.getByTestId('project-card').first().getByRole('button', { name: 'Detalles' }).click();
    const details = page.getByRole('dialog');
    await details.getByRole('button', { name: 'Gastos' }).first().click();
    const expenses = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Agregar gasto' }) });
    await expenses.getByRole('button', { name: 'Agregar gasto' }).click();
    await expect(page.getByTestId('new-expense-row')).toHaveCount(1);

    await page.goBack();
    const ask = page.getByText(DISCARD);
    await expect(ask).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(ask).toHaveCount(0);
    await expect(page.getByTestId('new-expense-row')).toHaveCount(1);

    await expenses.getByRole('button', { name: 'Cerrar ventana' }).click();
    await page.getByRole('button', { name: 'Sí' }).click();
    await expect(expenses).toHaveCount(0);
    // Focus is back on the button that opened the expenses, not on the details' first control.
    await expect(details.getByRole('button', { name: 'Gastos' }).first()).toBeFocused();
    // The details under it stay open, on the same address.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page).toHaveURL(/\/projects\?id=\d+$/);
  });

  test('a message typed to the client and not sent: Escape asks first, Sí closes', async ({ page }) => {
    await loginAs(page, 'empresa');
    await page.goto('/projects');
    await page.getByTestId('project-card').first().getByRole('button', { name: 'Mensajes' }).click();
    const chat = page.getByRole('dialog');
    await chat.getByRole('textbox', { name: 'Mensaje' }).fill('Mañana llegamos a las 8');
    await page.keyboard.press('Escape');
    const ask = page.getByText(DISCARD);
    await expect(ask).toBeVisible();
    await page.getByRole('button', { name: 'Sí' }).click();
    await expect(page.locator('.mantine-Modal-content')).toHaveCount(0);
  });

  test('a filled Nuevo Proyecto form asks before Escape or the X lose it', async ({ page }) => {
    await loginAs(page, 'empresa');
    await page.goto('/projects?nuevo=proyecto');
    const form = page.getByRole('dialog', { name: 'Nuevo proyecto' });
    await form.getByLabel('Nombre del proyecto').fill('Cerca del patio');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Confirmar' });
    await expect(ask).toContainText(DISCARD);
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form.getByLabel('Nombre del proyecto')).toHaveValue('Cerca del patio');
    // The form's own Cancelar asks too.
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(ask).toContainText(DISCARD);
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await form.getByRole('button', { name: 'Cerrar ventana' }).click();
    await page.getByRole('button', { name: 'Sí' }).click();
    await expect(form).toHaveCount(0);
    await expect(page).toHaveURL(/\/projects$/);
  });

  test("the account page with a change not saved asks before the menu's links leave it", async ({ page }) => {
    await loginAs(page, 'empresa');
    await page.goto('/account');
    const name = page.getByRole('textbox', { name: /^Nombre/ }).first();
    await name.fill('Techos del Norte');
    await page.getByRole('banner').getByRole('link', { name: 'Proyectos' }).click();
    await expect(page.getByText(DISCARD)).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(name).toHaveValue('Techos del Norte');
  });
});
