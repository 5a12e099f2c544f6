import { expect, test } from '@playwright/test';
import { loginAs } from './helpers.js';

test.use({ viewport: { width: 1280, height: 800 } });

test("a project card's Recordatorios button opens its reminders, where 'Recordatorio' adds one to it", async ({
  page,
}) => {
  await loginAs(page, 'empresa');
  await page.goto('/projects');
  const card = page.getByTestId('project-card').filter({ has: page.getByRole('button', { name: 'Recordatorios: 1' }) });
  const name = await card.first().getByRole('heading').textContent();
  await card.first().getByRole('button', { name: 'Recordatorios: 1' }).click();

  const panel = page.getByRole('dialog', { name: `Recordatorios: ${name}` });
  await expect(panel.getByTestId('reminder')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Recordatorio', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo recordatorio' });
  await expect(form.getByLabel('Proyecto')).toHaveValue(name!);
});

test("the company's job table at desktop width shows each job's cost, labor and profit", async ({ page }) => {
  await loginAs(page, 'empresa');
  await page.goto('/projects');
  await page.getByTestId('project-card').first().getByRole('button', { name: 'Detalles' }).click();
  const table = page.getByRole('dialog').getByTestId('jobs-table');
  for (const header of ['Precio', 'Costo', 'Mano de obra', 'Ganancia']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const first = table.getByTestId('job-row').first();
  await expect(first.getByTestId('job-labor')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(first.getByTestId('job-profit')).toHaveText(/^-?\$[\d,]+\.\d\d$/);
});

/** "$1,234.50" as cents. */
function cents(text: string): number {
  const match = /\$([\d,]+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

test("a contractor's figures count only what is his", async ({ page }) => {
  await loginAs(page, 'contratista');
  await page.goto('/jobs');
  await expect(page.getByRole('table')).toBeVisible();
  const assigned = await page.getByRole('table').locator('tbody tr').count();
  expect(assigned).toBeGreaterThan(0);

  // His own company's active projects (the cards naming a client); those of a company he works for name it.
  await page.goto('/projects');
  const cards = page.getByTestId('project-card');
  await expect(cards.first()).toBeVisible();
  let own = 0;
  let theirs = 0;
  for (const card of await cards.all()) {
    const status = await card.getByTestId('project-status').textContent();
    if (status === 'Completado' || status === 'Rechazado') continue;
    const total = cents((await card.getByText(/^Total:/).textContent()) ?? '');
    if (await card.getByText(/^Cliente:/).count()) own += total;
    else theirs += 1;
  }
  expect(theirs).toBeGreaterThan(0);

  await page.goto('/dashboard');
  expect(cents((await page.getByTestId('stat-total').textContent()) ?? '')).toBe(own);
  // Open jobs: at least every job /jobs lists him for, whatever company's.
  const open = Number(await page.getByTestId('stat-jobs').locator('p').last().textContent());
  expect(open).toBeGreaterThanOrEqual(assigned);

  // Another company's project is worth, to him, the jobs he is shown of it.
  await page.goto('/projects');
  const other = cards.filter({ has: page.getByText(/^Compañía:/) }).first();
  await other.getByRole('button', { name: 'Detalles' }).click();
  const details = page.getByRole('dialog');
  const shownTotal = cents(
    (await details
      .getByText(/Total:/)
      .first()
      .textContent()) ?? '',
  );
  const jobPrices = await details.getByTestId(/job-(row|card)/).allTextContents();
  expect(jobPrices.length).toBeGreaterThan(0);
  expect(shownTotal).toBe(jobPrices.reduce((sum, text) => sum + cents(text), 0));
});

test("a contractor's plan page shows his own plan and usage, not a request to log in as a company", async ({
  page,
}) => {
  await loginAs(page, 'contratista');
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: /^Su plan actual:/ })).toBeVisible();
  await expect(page.getByText(/^Inicie sesión/)).toHaveCount(0);
});

test('the State field takes a typed or pasted code or name on every address form', async ({ page }) => {
  await loginAs(page, 'empresa');
  await page.goto('/projects?nuevo=proyecto');
  const state = page.getByRole('dialog').getByRole('combobox', { name: 'Estado', exact: true });
  await state.fill('ut');
  await page.keyboard.press('Tab');
  await expect(state).toHaveValue('UT');
  await state.fill('Nueva York');
  await state.press('Enter');
  await expect(state).toHaveValue('NY');
  await page.getByRole('dialog', { name: 'Nuevo proyecto' }).getByRole('button', { name: 'Cerrar ventana' }).click();
  await page.getByRole('button', { name: 'Sí' }).click();

  await page.goto('/account');
  const own = page.getByRole('combobox', { name: 'Estado', exact: true });
  await own.fill('Utah');
  await page.keyboard.press('Tab');
  await expect(own).toHaveValue('UT');
});
