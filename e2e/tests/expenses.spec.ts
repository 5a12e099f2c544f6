import { expect, test, type Locator, type Page } from '@playwright/test';
import { horizontalOverflow, loginAs } from './helpers.js';

const PROJECT = 'Techo nuevo casa González';
const CONFIRM_DELETE = '¿Está seguro de eliminar este gasto?';

const details = (page: Page) =>
  page
    .getByRole('dialog')
    .filter({ hasText: PROJECT })
    .filter({ has: page.getByTestId('project-profit') });
const expensesDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('expenses-modal') });

/** '$1,234.50' (or a negative amount) as integer cents. */
async function cents(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const value = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return /[-−(]/.test(text) ? -value : value;
}

/** Nothing in the page or inside the modal is wider than the 360 px screen. */
async function expectNoOverflow(page: Page, modal: Locator) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const inner = await modal.getByTestId('expenses-modal').evaluate((el) => {
    const widest = Math.max(
      ...Array.from(el.querySelectorAll('*')).map((child) => child.getBoundingClientRect().right),
    );
    return { scroll: el.scrollWidth - el.clientWidth, widest };
  });
  expect(inner.scroll).toBeLessThanOrEqual(0);
  expect(inner.widest).toBeLessThanOrEqual(360);
}

async function fillRow(row: Locator, values: { name: string; amount: string; description: string; date: string }) {
  await row.getByLabel('Nombre').fill(values.name);
  await row.getByLabel('Cantidad ($)').fill(values.amount);
  await row.getByLabel('Descripción').fill(values.description);
  await row.getByLabel('Fecha').fill(values.date);
}

test('the company adds two expenses to a job, sees the cost and profit change, and deletes one, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await loginAs(page, 'empresa');
  await page.goto('/projects');
  await page.getByTestId('project-card').filter({ hasText: PROJECT }).getByRole('button', { name: 'Detalles' }).click();
  await expect(page).toHaveURL(/\/projects\?id=\d+/);
  const projectDetails = details(page);
  await expect(projectDetails).toBeVisible();

  const firstJobCost = projectDetails.getByTestId('job-cost').first();
  const profit = projectDetails.getByTestId('project-profit');
  const costBefore = await cents(firstJobCost);
  const profitBefore = await cents(profit);

  await projectDetails.getByRole('button', { name: 'Gastos', exact: true }).first().click();
  const modal = expensesDialog(page);
  await expect(modal).toBeVisible();
  await expect(projectDetails).toBeHidden();
  const saved = modal.getByTestId('expense-row');
  await expect(modal.getByText('No hay gastos guardados para este trabajo').or(saved.first())).toBeVisible();
  const savedBefore = await saved.count();

  await modal.getByRole('button', { name: 'Agregar gasto' }).click();
  await modal.getByRole('button', { name: 'Agregar gasto' }).click();
  const rows = modal.getByTestId('new-expense-row');
  await expect(rows).toHaveCount(2);
  await fillRow(rows.nth(0), {
    name: 'Tejas E2E',
    amount: '120.50',
    description: 'Tejas de barro',
    date: '2026-12-04',
  });
  await fillRow(rows.nth(1), {
    name: 'Clavos E2E',
    amount: '79.50',
    description: 'Caja de clavos',
    date: '2026-12-05',
  });
  await expectNoOverflow(page, modal);

  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(rows).toHaveCount(0);
  await expect(saved).toHaveCount(savedBefore + 2);
  const tejas = saved.filter({ hasText: 'Tejas E2E' });
  await expect(tejas).toContainText('$120.50');
  await expect(tejas).toContainText('12/04/2026');
  await expect(saved.filter({ hasText: 'Clavos E2E' })).toContainText('$79.50');
  await expectNoOverflow(page, modal);

  // Closing with nothing unsaved asks nothing; the details show the job's new cost and the project's profit.
  await modal.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(projectDetails).toBeVisible();
  await expect.poll(() => cents(firstJobCost)).toBe(costBefore + 20000);
  await expect.poll(() => cents(profit)).toBe(profitBefore - 20000);

  // Deleting asks first; the cost and the profit follow.
  await projectDetails.getByRole('button', { name: 'Gastos', exact: true }).first().click();
  await expect(modal).toBeVisible();
  await saved.filter({ hasText: 'Tejas E2E' }).getByRole('button', { name: 'Eliminar' }).click();
  const question = page.getByRole('dialog').filter({ hasText: CONFIRM_DELETE });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Sí' }).click();
  await expect(saved.filter({ hasText: 'Tejas E2E' })).toHaveCount(0);
  await expect(saved).toHaveCount(savedBefore + 1);

  // An unsaved new row makes closing ask; confirming discards it.
  await modal.getByRole('button', { name: 'Agregar gasto' }).click();
  await modal.getByRole('button', { name: 'Cerrar', exact: true }).click();
  const unsaved = page
    .getByRole('dialog')
    .filter({ hasText: 'Si cierra esta ventana perderá su información. ¿Desea cerrar?' });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Sí' }).click();
  await expect(modal).toBeHidden();
  await expect(projectDetails).toBeVisible();
  await expect.poll(() => cents(firstJobCost)).toBe(costBefore + 7950);
  await expect.poll(() => cents(profit)).toBe(profitBefore - 7950);
});
