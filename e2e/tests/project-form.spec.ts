import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillProjectBasics, horizontalOverflow, loginAs } from './helpers.js';

const card = (page: Page, name: string) => page.getByTestId('project-card').filter({ hasText: name });
const projectForm = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('project-form') });

/** Nothing in the page or inside the form is wider than the 360 px screen. */
async function expectNoOverflow(page: Page, form: Locator) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const inner = await form.getByTestId('project-form').evaluate((el) => {
    const widest = Math.max(
      ...Array.from(el.querySelectorAll('*')).map((child) => child.getBoundingClientRect().right),
    );
    return { scroll: el.scrollWidth - el.clientWidth, widest };
  });
  expect(inner.scroll).toBeLessThanOrEqual(0);
  expect(inner.widest).toBeLessThanOrEqual(360);
}

async function pick(form: Locator, page: Page, label: string, option: string) {
  await form.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openEdit(page: Page, name: string): Promise<Locator> {
  await card(page, name).getByRole('button', { name: 'Detalles' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Editar' }).click();
  const form = projectForm(page);
  await expect(form).toBeVisible();
  return form;
}

test('the company creates a project with jobs, edits it, removes a job and deletes it, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await loginAs(page, 'empresa');
  const name = `Baño remodelado ${Date.now()}`;

  // The header's 'Nuevo Proyecto' link opens the form through the query string.
  await page.goto('/projects?nuevo=proyecto');
  const form = projectForm(page);
  await expect(form).toBeVisible();

  await fillProjectBasics(page, form, { name, description: 'Cambiar azulejos y regadera' });
  await form.getByLabel('Tipo de proyecto').fill('Remodelación');

  await form.getByRole('button', { name: 'Agregar trabajo' }).click();
  await form.getByRole('button', { name: 'Agregar trabajo' }).click();
  const jobs = form.getByTestId('job-row');
  await expect(jobs).toHaveCount(2);
  const first = jobs.nth(0);
  await first.getByLabel('Nombre del trabajo').fill('Quitar azulejos');
  await first.getByLabel('Inicio').fill('2026-12-01');
  await first.getByLabel('Fin').fill('2026-12-03');
  await first.getByLabel('Precio ($)').fill('1200');
  await first.getByLabel('Mano de obra ($)').fill('400');
  await pick(first, page, 'Asignado a', 'Carlos Méndez');
  const second = jobs.nth(1);
  await second.getByLabel('Nombre del trabajo').fill('Instalar regadera');
  await second.getByLabel('Inicio').fill('2026-12-05');
  await second.getByLabel('Precio ($)').fill('800');
  await second.getByLabel('Mano de obra ($)').fill('800');

  // Profit per job with its colour, and the project total.
  await expect(first.getByTestId('job-profit')).toHaveAttribute('data-tone', 'profit');
  await expect(second.getByTestId('job-profit')).toHaveAttribute('data-tone', 'even');
  await expect(form.getByTestId('project-total')).toContainText('2,000.00');
  await expectNoOverflow(page, form);

  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Proyecto creado')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page).not.toHaveURL(/nuevo=proyecto/);

  const created = card(page, name);
  await expect(created).toBeVisible();
  await expect(created).toContainText('2,000.00');
  await expect(created).toContainText('Quitar azulejos');
  await expect(created).toContainText('Carlos Méndez');

  // Edit: a new price for the second job.
  let edit = await openEdit(page, name);
  await expect(
    edit.getByTestId('job-row').nth(0).getByRole('combobox', { name: 'Asignado a', exact: true }),
  ).toHaveValue('Carlos Méndez');
  await edit.getByTestId('job-row').nth(1).getByLabel('Precio ($)').fill('950');
  await expect(edit.getByTestId('job-row').nth(1).getByTestId('job-profit')).toHaveAttribute('data-tone', 'profit');
  await expectNoOverflow(page, edit);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Proyecto actualizado')).toBeVisible();
  await expect(edit).toBeHidden();
  // Escape reaches the details once focus is back in them, on the button that opened the form.
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Editar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card(page, name)).toContainText('2,150.00');

  // Remove the second job, with the confirmation, then save the new total.
  edit = await openEdit(page, name);
  await edit.getByTestId('job-row').nth(1).getByRole('button', { name: 'Quitar trabajo' }).click();
  const ask = page
    .getByRole('dialog')
    .filter({ hasText: '¿Está seguro de eliminar este trabajo? Esto no puede ser recuperado' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Sí' }).click();
  await expect(edit.getByTestId('job-row')).toHaveCount(1);
  await expect(edit.getByTestId('project-total')).toContainText('1,200.00');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Proyecto actualizado').first()).toBeVisible();
  await expect(edit).toBeHidden();
  // Escape reaches the details once focus is back in them, on the button that opened the form.
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Editar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card(page, name)).toContainText('1,200.00');
  await expect(card(page, name)).toContainText('1/1');

  // Delete the project, with its confirmation.
  edit = await openEdit(page, name);
  await edit.getByRole('button', { name: 'Eliminar proyecto' }).click();
  const really = page
    .getByRole('dialog')
    .filter({ hasText: 'Este proyecto será eliminado y no podrá recuperarse. ¿Confirma eliminarlo?' });
  await really.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Proyecto eliminado')).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
});
