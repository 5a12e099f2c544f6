import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.js';
import { loginAs } from './helpers.js';

/** Opens a dialog, lets it settle, runs axe on the page with it open, and closes it again. */
async function checkDialog(page: Page, where: string, open: () => Promise<unknown>): Promise<void> {
  await open();
  // Only the top dialog is readable: one under it is hidden from assistive technology.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectNoSeriousViolations(page, where);
  await page.keyboard.press('Escape');
  await expect(page.locator('.mantine-Modal-content')).toHaveCount(0);
}

function firstCard(page: Page): Locator {
  return page.getByTestId('project-card').first();
}

for (const width of [1280, 360]) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`with a dialog open at ${width} px in the ${scheme} theme`, () => {
      test.use({ viewport: { width, height: 800 }, colorScheme: scheme, isMobile: width < 500, hasTouch: width < 500 });
      const at = `${width} px, ${scheme}`;

      test("axe finds nothing serious in the company's dialogs", async ({ page }) => {
        await loginAs(page, 'empresa');
        await page.goto('/projects');
        for (const button of ['Detalles', 'Mensajes', 'Notificar']) {
          await checkDialog(page, `${button} (${at})`, () =>
            firstCard(page).getByRole('button', { name: button }).click(),
          );
        }
        // Expenses over the details: axe with both open, then Escape closes the top one only.
        await firstCard(page).getByRole('button', { name: 'Detalles' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Gastos' }).first().click();
        await expect(page.getByRole('button', { name: 'Agregar gasto' })).toBeVisible();
        await expectNoSeriousViolations(page, `Gastos (${at})`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('button', { name: 'Agregar gasto' })).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(page.locator('.mantine-Modal-content')).toHaveCount(0);

        await checkDialog(page, `Nuevo Proyecto (${at})`, () => page.goto('/projects?nuevo=proyecto'));
        await checkDialog(page, `Nuevo Recordatorio (${at})`, () => page.goto('/dashboard?nuevo=recordatorio'));
        await checkDialog(page, `Notificaciones (${at})`, () =>
          page
            .getByRole('banner')
            .getByRole('button', { name: /^Notificaciones/ })
            .click(),
        );
        await page.goto('/workers');
        await checkDialog(page, `Nuevo Trabajador (${at})`, () =>
          page.getByRole('button', { name: 'Nuevo Trabajador' }).click(),
        );
      });

      test("axe finds nothing serious in a worker's job dialog", async ({ page }) => {
        await loginAs(page, 'empleado1');
        await page.goto('/jobs');
        await checkDialog(page, `the job (${at})`, () =>
          page.getByRole('button', { name: 'Detalles' }).first().click(),
        );
      });

      test("axe finds nothing serious in a client's dialogs", async ({ page }) => {
        await loginAs(page, 'cliente2');
        await page.goto('/projects');
        for (const button of ['Details', 'Messages']) {
          await checkDialog(page, `the client's ${button} (${at})`, () =>
            firstCard(page).getByRole('button', { name: button }).click(),
          );
        }
      });
    });
  }
}
