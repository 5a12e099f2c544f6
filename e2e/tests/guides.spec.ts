import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflow, loginAs } from './helpers.js';

/** Loads every guide picture (they are lazy) and answers each one's src and natural width. */
async function loadedImages(page: Page): Promise<{ src: string; width: number }[]> {
  const images = page.getByTestId('guide').getByRole('img');
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  }
  return images.evaluateAll((list) =>
    (list as HTMLImageElement[]).map((img) => ({ src: new URL(img.src).pathname, width: img.naturalWidth })),
  );
}

for (const [username, guides] of [
  ['empresa', ['createProject', 'assignWorker', 'addExpenses', 'sendInvoice', 'chat']],
  ['cliente1', ['approveProject', 'chat']],
] as const) {
  test(`${username} sees their guides with pictures that load, on a phone and on a computer`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await loginAs(page, username);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 2, name: 'Guías' })).toBeVisible();
    await expect(page.getByTestId('guide')).toHaveCount(guides.length);
    expect(
      await page.getByTestId('guide').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-guide'))),
    ).toEqual([...guides]);

    const images = await loadedImages(page);
    expect(images.map((i) => i.src)).toEqual(guides.map((id) => `/guides/es/${id}.webp`));
    for (const image of images) expect(image.width, image.src).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Every picture fits the 360 px screen.
    for (const box of await page
      .getByTestId('guide')
      .getByRole('img')
      .evaluateAll((list) => list.map((img) => img.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(360);
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}
