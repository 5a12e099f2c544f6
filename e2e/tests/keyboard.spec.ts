import { expect, test, type Page } from '@playwright/test';
import { loginAs, newJobFor } from './helpers.js';

/** Where Tab lands: the focused element's name, whether it is on screen, and whether it is in the page's main. */
async function focused(page: Page): Promise<{ name: string; onScreen: boolean; inMain: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '(body)', onScreen: false, inMain: false };
    const box = el.getBoundingClientRect();
    const onScreen =
      box.width > 0 &&
      box.height > 0 &&
      box.right > 0 &&
      box.bottom > 0 &&
      box.left < innerWidth &&
      box.top < innerHeight;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40);
    return { name, onScreen, inMain: el.closest('main') !== null };
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Tab never lands on the hidden phone menu: every stop is on screen', async ({ page }) => {
    await loginAs(page, 'empresa');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Panel' })).toBeVisible();
    const offScreen: string[] = [];
    let stops = 0;
    // Until Tab leaves the page after its last control.
    for (; stops < 60; stops++) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      if (stop.name === '(body)') break;
      if (!stop.onScreen) offScreen.push(`${stops + 1}: ${stop.name}`);
    }
    expect(stops).toBeGreaterThan(10);
    expect(offScreen).toEqual([]);
  });

  test('a move to another page puts the focus on its heading, and Tab goes on from there', async ({ page }) => {
    await loginAs(page, 'empresa');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Panel', level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Clientes' }).press('Enter');
    const heading = page.getByRole('heading', { name: 'Clientes', level: 1 });
    await expect(heading).toBeFocused();
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain).toBe(true);
  });

  test('a form dialog opens on its first field', async ({ page }) => {
    await loginAs(page, 'empresa');
    await page.goto('/projects');
    // The header's create links come with the app's signed-in part: pressed once it has taken over.
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: 'Nuevo Proyecto' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nuevo proyecto' });
    await expect(dialog.getByLabel('Nombre del proyecto')).toBeFocused();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the menu says whether it is open, keeps Tab in the menu and closes on Escape', async ({ page }) => {
    await loginAs(page, 'empresa');
    await page.goto('/dashboard');
    const burger = page.getByRole('banner').getByRole('button', { name: 'Abrir el menú' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    // Closed, its links are neither readable nor reachable.
    await expect(page.locator('#app-menu')).toHaveAttribute('inert', '');

    await burger.click();
    const open = page.getByRole('banner').getByRole('button', { name: 'Cerrar el menú' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(menu.getByRole('link', { name: 'Proyectos' })).toBeVisible();
    await expect(page.locator('#app-menu')).not.toHaveAttribute('inert');
    await expect(page.locator('main')).toHaveAttribute('inert', '');

    const strays: string[] = [];
    const reached: string[] = [];
    // Until Tab leaves the page after the menu's last link: never into the page under the menu.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      if (stop.name === '(body)') break;
      reached.push(stop.name);
      if (stop.inMain || !stop.onScreen) strays.push(`${i + 1}: ${stop.name}`);
    }
    expect(strays).toEqual([]);
    expect(reached).toContain('Proyectos');

    await page.keyboard.press('Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
  });
});

test.describe('a worker on the keyboard', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('completes a job from the keyboard, and the focus lands on the page, not nowhere', async ({ page, browser }) => {
    const office = await browser.newPage();
    await loginAs(office, 'empresa');
    const jobName = `Sellar ventanas ${Date.now().toString(36)}`;
    await newJobFor(office, 'Carlos Méndez', jobName);

    await loginAs(page, 'empleado1');
    await page.goto('/jobs');
    const card = page.getByTestId('job-card').filter({ hasText: jobName });
    await card.getByRole('button', { name: 'Completar' }).focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: `Completar: ${jobName}` });
    await sheet.getByRole('button', { name: 'Confirmar' }).focus();
    await page.keyboard.press('Enter');
    await expect(card).toHaveCount(0);
    // The Completar button left with its card: the heading takes the focus instead of the page body.
    await expect(page.getByRole('heading', { name: 'Trabajos', level: 1 })).toBeFocused();
  });
});
