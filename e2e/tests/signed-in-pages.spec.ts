import { expect, test, type Page } from '@playwright/test';
import { chooseFromAccountMenu, holdTheApp, loginAs } from './helpers.js';

/**
 * Signed-in screens arrive drawn by the server with their data, and the app takes them over after
 * the first paint (docs/decisions/0010). These check what that must never cost: a screen the
 * server and the app draw differently, a press made before the app took over, a tab's own session.
 */

const appInCharge = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer'))),
    )
    .toBe(true);

/** Errors and warnings the page logs from now on (a hydration mismatch is one). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The browser tests block service workers (playwright.config.ts), and Playwright says so.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const SCREENS: Array<{ as: string; path: string; shows: RegExp }> = [
  { as: 'empresa', path: '/dashboard', shows: /Techo nuevo casa González/ },
  { as: 'empresa', path: '/projects', shows: /Techo nuevo casa González/ },
  { as: 'empresa', path: '/calendar', shows: /Instalar base impermeable/ },
  { as: 'empresa', path: '/workers', shows: /Carlos Méndez/ },
  { as: 'empresa', path: '/clients', shows: /María González/ },
  { as: 'admin', path: '/dashboard', shows: /Techo nuevo casa González/ },
  // Other tests give empleado1 jobs and complete them: the screen is drawn with a job or without any.
  { as: 'empleado1', path: '/jobs', shows: /Completar|No tiene trabajos pendientes/ },
  { as: 'contratista', path: '/projects', shows: /Proyectos/ },
];

/** A phone's browser and a desktop's: the server draws lists for each as its user agent says. */
const DEVICES = [
  {
    name: 'a phone',
    viewport: { width: 360, height: 800 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  },
  { name: 'a desktop', viewport: { width: 1280, height: 800 }, userAgent: undefined },
];

for (const { as, path, shows } of SCREENS) {
  for (const device of DEVICES) {
    test(`${path} as ${as} on ${device.name} arrives drawn with its data and the app takes it over unchanged`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: device.viewport, userAgent: device.userAgent });
      const page = await context.newPage();
      await loginAs(page, as);
      const release = await holdTheApp(page);
      const problems = problemsOf(page);
      await page.goto(path);
      // Before any of the app has run: the screen, its data and its title are there.
      await expect(page.getByRole('main')).toContainText(shows);
      const drawnTitle = await page.title();
      expect(drawnTitle).toMatch(/ · Obra$/);
      const drawn = await page.getByRole('main').innerText();
      release();
      await appInCharge(page);
      await page.waitForLoadState('networkidle');
      expect(problems, `errors while ${path} was taken over`).toEqual([]);
      expect(await page.title()).toBe(drawnTitle);
      // The app drew nothing else over it: what was drawn is what is shown.
      expect(await page.getByRole('main').innerText()).toBe(drawn);
      await context.close();
    });
  }
}

test('a press on a drawn screen before the app has loaded is done once it has', async ({ page }) => {
  await loginAs(page, 'empresa');
  const release = await holdTheApp(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Agregar recordatorio' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: /recordatorio/i })).toBeVisible();
});

test('a new tab of a signed-in browser opens the screen signed in, and the tab can work', async ({ page, context }) => {
  await loginAs(page, 'empresa');
  const tab = await context.newPage();
  await tab.goto('/dashboard');
  await expect(tab.getByRole('main')).toContainText('Techo nuevo casa González');
  await appInCharge(tab);
  // The tab took the session's token (the cookie is not readable by scripts), so its calls are signed in.
  await expect.poll(() => tab.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
  expect(await tab.evaluate(() => document.cookie)).not.toContain('obra_session');
  await tab.getByRole('link', { name: 'Trabajadores' }).first().click();
  await expect(tab).toHaveURL(/\/workers$/);
  await expect(tab.getByRole('main')).toContainText('Carlos Méndez');
});

test('a new tab of a signed-in client, whose screens the app draws, is signed in too', async ({ page, context }) => {
  await loginAs(page, 'cliente1');
  const tab = await context.newPage();
  await tab.goto('/projects');
  await expect(tab).toHaveURL(/\/projects$/);
  await expect(tab.getByRole('heading', { name: 'Proyectos', level: 1 })).toBeVisible();
  expect(await tab.evaluate(() => document.getElementById('drawn-state'))).toBeNull();
  await expect.poll(() => tab.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
});

test('a tab keeps its own account when another tab signed in as someone else', async ({ page, context }) => {
  await loginAs(page, 'empresa');
  const other = await context.newPage();
  await loginAs(other, 'empleado1');
  // The browser's cookie is now the employee's; this tab is still the company's.
  await page.goto('/dashboard');
  await appInCharge(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Panel', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Techo nuevo casa González');
  await expect(page.getByRole('link', { name: 'Trabajadores' }).first()).toBeVisible();
});

test('after a logout the signed-in screens are drawn for nobody', async ({ page, context }) => {
  await loginAs(page, 'empresa');
  await chooseFromAccountMenu(page, 'Cerrar sesión');
  await page.getByRole('button', { name: 'Sí' }).click();
  // The logout's answer clears the cookie.
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'obra_session')).toBe(false);
  const answer = await page.request.get('/dashboard');
  expect(await answer.text()).not.toContain('Techo nuevo casa González');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
