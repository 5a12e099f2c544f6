import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.js';
import { loginAs } from './helpers.js';

/** Every route each kind of account uses (SPEC §2), the visitor's pages included. */
const ROUTES: Record<string, string[]> = {
  visitor: ['/', '/about', '/policies', '/subscription', '/login', '/signup', '/forgot-password', '/no-such-page'],
  empresa: ['/dashboard', '/calendar', '/projects', '/jobs', '/workers', '/clients', '/account', '/subscription'],
  empleado1: ['/dashboard', '/calendar', '/projects', '/jobs', '/account'],
  contratista: ['/dashboard', '/calendar', '/projects', '/jobs', '/account', '/subscription'],
  cliente2: ['/dashboard', '/projects', '/account'],
};

/** The page has drawn its content: a heading is in, and no loader is spinning. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

for (const width of [1280, 360]) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`at ${width} px in the ${scheme} theme`, () => {
      test.use({ viewport: { width, height: 800 }, colorScheme: scheme, isMobile: width < 500, hasTouch: width < 500 });

      for (const [account, routes] of Object.entries(ROUTES)) {
        test(`axe finds nothing serious on ${account}'s pages`, async ({ page }) => {
          if (account !== 'visitor') await loginAs(page, account);
          for (const route of routes) {
            await page.goto(route);
            await settled(page);
            await expectNoSeriousViolations(page, `${route} (${account}, ${width} px, ${scheme})`);
          }
        });
      }
    });
  }
}
