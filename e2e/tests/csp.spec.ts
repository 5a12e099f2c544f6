import { expect, test } from '@playwright/test';
import { loginAs } from './helpers.js';

// The content security policy forbids inline and eval'd scripts: the app must work entirely under it.
test('the visitor pages and the signed-in screens run under the CSP without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const first = await page.goto('/');
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
  await loginAs(page, 'empresa');
  for (const path of ['/dashboard', '/projects', '/jobs', '/workers', '/clients', '/calendar', '/account']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
  }
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui').first()).toBeVisible();
  await expect(page.getByText('Obra API')).toBeVisible();
  expect(violations).toEqual([]);
});
