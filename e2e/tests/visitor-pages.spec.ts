import { expect, test } from '@playwright/test';
import { REGISTRATION_CODE } from '../playwright.config.js';
import { holdTheApp } from './helpers.js';

/**
 * A visitor's pages arrive prerendered and the app loads on demand (docs/decisions/0007). These
 * check what that must never cost: something typed or pressed before the app took over, or a page
 * the app and the prerendered HTML draw differently.
 */

test('what a visitor types and presses before the app has loaded is kept and done', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/signup');
  await page.getByLabel('Código').fill(REGISTRATION_CODE);
  await page.getByRole('button', { name: 'Continuar' }).click();
  // The app is still on its way: the press waits for it.
  await expect(page.getByRole('button', { name: /Compañía/ })).toHaveCount(0);
  release();
  // Once the app is in charge the code typed earlier is checked: the next step shows.
  await expect(page.getByRole('button', { name: /Compañía/ })).toBeVisible();
});

test('a login typed and sent before the app has loaded signs in once it has', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/login');
  await page.getByLabel('Usuario').fill('empresa');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a login sent when no script could load never puts the password in the address', async ({ page }) => {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/login');
  await page.getByLabel('Usuario').fill('empresa');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForLoadState('load');
  expect(page.url()).not.toContain('demo1234');
  expect(page.url()).not.toContain('empresa');
});

test('buttons look like buttons before and after the app takes over', async ({ page }) => {
  // Mantine's styles are imported piece by piece: in the wrong order a button's own background
  // loses to the plain button it is built on, and every button shows as bare text.
  const background = () =>
    page.getByRole('link', { name: 'Empiece ahora' }).evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.goto('/');
  expect(await background()).not.toBe('rgba(0, 0, 0, 0)');
  await page.keyboard.press('Shift');
  await page.waitForLoadState('networkidle');
  expect(await background()).not.toBe('rgba(0, 0, 0, 0)');
});

test('a visitor page needs no script to be read and followed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hecho Para Trabajar Contigo' })).toBeVisible();
  await expect(page).toHaveTitle('Obra — Hecho para trabajar contigo');
  await page.getByRole('navigation').first().getByRole('link', { name: 'Preguntas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(page).toHaveTitle('Preguntas frecuentes · Obra');
  await context.close();
});

for (const path of ['/', '/about', '/policies', '/subscription', '/login', '/signup']) {
  test(`${path} is the same page prerendered and in the app, with its own title`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const prerenderedTitle = await page.goto(path).then(() => page.title());
    // A key press wakes the app; it takes over the HTML that is there.
    await page.keyboard.press('Shift');
    // React marks the container it has taken over.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')),
        ),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems, `errors while ${path} hydrated`).toEqual([]);
    expect(await page.title()).toBe(prerenderedTitle);

    // Pictures are sized (nothing shifts while they load) and those below the first screen wait.
    const pictures = await page.locator('img').evaluateAll((images) =>
      images.map((img) => ({
        src: img.getAttribute('src'),
        sized: img.hasAttribute('width') && img.hasAttribute('height'),
        lazy: img.getAttribute('loading') === 'lazy',
        belowFold: img.getBoundingClientRect().top > window.innerHeight,
      })),
    );
    for (const picture of pictures) {
      expect(picture.sized, `${picture.src} has a width and a height`).toBe(true);
      if (picture.belowFold) expect(picture.lazy, `${picture.src} below the fold loads lazily`).toBe(true);
    }
  });
}
