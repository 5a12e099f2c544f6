import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs, newJobFor } from './helpers.js';

/** WCAG 2.5.5: a target a gloved thumb can hit. */
const MIN_TARGET = 44;

/** Every visible control inside `scope` shorter than the minimum, named for the failure message. */
async function smallControls(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots, min) => {
    const selector =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=switch], [role=menuitem], [role=combobox], [role=option]';
    const found: string[] = [];
    for (const root of roots) {
      for (const el of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
        const box = el.getBoundingClientRect();
        // Zero-sized controls are visually hidden inputs whose label is the target (a switch's).
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        if (box.height < min) {
          const name = el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('type') ?? '';
          found.push(`${el.tagName.toLowerCase()} "${name.trim().slice(0, 40)}" is ${Math.round(box.height)} px tall`);
        }
      }
    }
    return found;
  }, MIN_TARGET);
}

async function expectAllTouchable(page: Page, scope: Locator): Promise<void> {
  await expect(scope.first()).toBeVisible();
  expect(await smallControls(scope)).toEqual([]);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("a worker's header, Jobs screen and job dialog have no control under 44 px", async ({ page, browser }) => {
    // A job of its own: another test may have completed the demo's.
    const office = await browser.newPage();
    await loginAs(office, 'empresa');
    await newJobFor(office, 'Carlos Méndez', `Medir el techo ${Date.now().toString(36)}`);
    await office.close();
    await loginAs(page, 'empleado1');
    await page.goto('/jobs');
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    await expectAllTouchable(page, page.getByRole('banner'));
    await expectAllTouchable(page, page.locator('main'));

    await page.getByRole('button', { name: 'Detalles' }).first().click();
    await expectAllTouchable(page, page.getByRole('dialog'));
  });

  test("the company's project card and its details have no control under 44 px", async ({ page }) => {
    await loginAs(page, 'empresa');
    await page.goto('/projects');
    const card = page.getByTestId('project-card');
    await expectAllTouchable(page, card);
    await expectAllTouchable(page, page.getByRole('banner'));

    await card.first().getByRole('button', { name: 'Detalles' }).click();
    await expectAllTouchable(page, page.getByRole('dialog'));
  });

  test("the open phone menu and a contractor's dashboard have no control under 44 px", async ({ page }) => {
    await loginAs(page, 'contratista');
    await page.goto('/dashboard');
    await expect(page.getByTestId('active-project').first()).toBeVisible();
    await expectAllTouchable(page, page.locator('main'));

    await page.getByRole('banner').getByRole('button', { name: 'Abrir el menú' }).click();
    await expectAllTouchable(page, page.getByRole('navigation'));
  });
});
