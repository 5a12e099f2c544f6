import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers.js';

/** Whether the app's page (outside every dialog) is hidden from assistive technology. */
async function pageHidden(page: Page): Promise<boolean> {
  return page.locator('main#main').evaluate((main) => main.closest('[aria-hidden="true"]') !== null);
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
    const ask = page.getByText('Si cierra esta ventana perderá su información. ¿Desea cerrar?');
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
    const ask = page.getByText('Si cierra esta ventana perderá su información. ¿Desea cerrar?');
    await expect(ask).toBeVisible();
    await page.getByRole('button', { name: 'Sí' }).click();
    await expect(page.locator('.mantine-Modal-content')).toHaveCount(0);
  });
});
