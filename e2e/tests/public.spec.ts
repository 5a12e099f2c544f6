import { expect, test } from '@playwright/test';
import { horizontalOverflow } from './helpers.js';

test('a visitor tours the public pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hecho Para Trabajar Contigo' })).toBeVisible();
  for (const id of ['our-products', 'pricing', 'resources', 'contact-form']) {
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { name: 'Gestión de proyectos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Facturas automáticas' })).toBeVisible();

  // Menu entries take the visitor to the anchors.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Precios' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();

  // Buying a plan is not built: the button says so.
  await page.getByRole('button', { name: 'Elegir Max' }).click();
  await expect(page.getByRole('dialog')).toContainText('en construcción');
  await page.keyboard.press('Escape');

  await page.getByRole('navigation').first().getByRole('link', { name: 'Preguntas' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(page.getByText('Inicie sesión para ver las guías paso a paso.')).toBeVisible();

  await page.goto('/policies#2');
  await expect(page.getByText('Última actualización: 6/25/2025')).toBeVisible();
  await expect(page.locator('[id="2"]')).toBeInViewport();
  await expect(page.locator('[id="1"]')).toContainText('13 años');
  await expect(page.locator('[id="2"]')).toContainText('30 días');

  await page.goto('/subscription#pro');
  await expect(page.locator('#plus')).toBeVisible();
  await expect(page.locator('#max')).toBeVisible();
  await expect(page.locator('#pro')).toBeInViewport();

  await page.goto('/esta-pagina-no-existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada o disponible pronto' })).toBeVisible();
});

test('a visitor opening a signed-in screen goes to /login', async ({ page }) => {
  for (const path of ['/dashboard', '/account', '/projects', '/workers']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('a visitor switches the language to English and back', async ({ page }) => {
  await page.goto('/');
  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Made To Work With You' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Made To Work With You' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByText('ES', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hecho Para Trabajar Contigo' })).toBeVisible();
});

test('the theme is kept across a reload under the key "color"', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Cambiar tema claro u oscuro' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('color'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('the first visit follows the system theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no public page overflows horizontally', async ({ page }, testInfo) => {
    const accountPages = [
      '/forgot-password',
      `/reset-password?token=${'a'.repeat(43)}`,
      `/invitation?token=${'a'.repeat(43)}`,
    ];
    for (const path of ['/', '/about', '/policies', '/subscription', '/login', '/signup', ...accountPages, '/nada']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
    await page.goto('/');
    await page.screenshot({ path: testInfo.outputPath('home-360.png'), fullPage: true });
  });

  test('the menu opens from the burger', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .last()
      .getByRole('link', { name: 'Preguntas' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
  });
});
