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
