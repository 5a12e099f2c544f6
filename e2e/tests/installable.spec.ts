import { expect, test } from '@playwright/test';
import { loginAs } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });

test('the manifest describes an installable app that opens on the worker’s Jobs screen', async ({ request }) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Obra', short_name: 'Obra', start_url: '/jobs', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test('once visited, the app opens with no network, from its service worker', async ({ page, context }) => {
  await loginAs(page, 'empleado1');
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Trabajos', level: 1 })).toBeVisible();
  // The worker installs itself after the page has loaded, keeping the app's files.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
      timeout: 30_000,
    })
    .toBe('activated');
  expect(await page.evaluate(async () => (await caches.keys()).some((name) => name.includes('precache')))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  // The page came from the worker's copy of the app, which draws the frame and the screen itself.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Obra' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trabajos', level: 1 })).toBeVisible();
  await context.setOffline(false);
});
