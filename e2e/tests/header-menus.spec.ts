import { expect, test } from '@playwright/test';
import { loginAs } from './helpers.js';

/** The header's menus load at their first press (docs/decisions/0007): that press still opens them. */
test('the account menu opens from the keyboard at its first press and gives the focus back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'empresa');
  const account = page.getByRole('button', { name: /^Cuenta: / });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Cuenta' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(account).toBeFocused();
});

test('the "Nuevo" menu opens at its first press on a middle-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await loginAs(page, 'empresa');
  await page.getByRole('button', { name: '+ Nuevo' }).click();
  await page.getByRole('menuitem', { name: 'Nuevo Proyecto' }).click();
  await expect(page).toHaveURL(/\/projects\?nuevo=proyecto$/);
});

test("at 1280 px the header has SPEC's two create buttons, side by side with the whole menu", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'empresa');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: '+ Nuevo' })).toHaveCount(0);
  // Nothing of the header is pushed off its right edge.
  const account = await header.getByRole('button', { name: /^Cuenta: / }).boundingBox();
  expect(account!.x + account!.width).toBeLessThanOrEqual(1280);

  await header.getByRole('link', { name: 'Nuevo Proyecto' }).click();
  await expect(page).toHaveURL(/\/projects\?nuevo=proyecto$/);
  await expect(page.getByRole('dialog', { name: 'Nuevo proyecto' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await header.getByRole('link', { name: 'Nuevo Recordatorio' }).click();
  await expect(page).toHaveURL(/\/dashboard\?nuevo=recordatorio$/);
  await expect(page.getByRole('dialog', { name: 'Nuevo recordatorio' })).toBeVisible();
});
