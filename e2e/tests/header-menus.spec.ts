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
