import { expect, test } from '@playwright/test';
import { horizontalOverflow, loginAs, tinyPng } from './helpers.js';

const JOB = 'Instalar base impermeable';

test.describe.configure({ mode: 'serial' });

test('the calendar shows this week from Sunday and moves within 0 to 4 weeks ahead', async ({ page }) => {
  await loginAs(page, 'empleado1');
  await page.goto('/calendar');
  const days = page.getByTestId('calendar-day');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toContainText('Domingo');
  await expect(days.last()).toContainText('Sábado');
  // Today is in the week shown, highlighted, and the employee's job starting today is on it.
  const today = page.locator('[data-testid="calendar-day"][aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).toContainText('Hoy');
  await expect(today).toContainText(JOB);
  // The job opens from the calendar, where its dates can be moved.
  await today.getByRole('button', { name: JOB }).click();
  await expect(page.getByRole('dialog').getByLabel('Fecha final')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const previous = page.getByRole('button', { name: 'Semana anterior' });
  const next = page.getByRole('button', { name: 'Semana siguiente' });
  const range = page.getByTestId('calendar-range');
  await expect(previous).toBeDisabled();
  const thisWeek = await range.textContent();
  for (let week = 1; week <= 4; week++) {
    await next.click();
    await expect(range).not.toHaveText(thisWeek ?? '');
    await expect(days.first()).toContainText('Domingo');
  }
  await expect(next).toBeDisabled();
  await expect(page.locator('[data-testid="calendar-day"][aria-current="date"]')).toHaveCount(0);
  for (let week = 1; week <= 4; week++) await previous.click();
  await expect(range).toHaveText(thisWeek ?? '');
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
});

test('the jobs and calendar screens fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 'empleado1');
  for (const path of ['/jobs', '/calendar']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await horizontalOverflow(page)).toBe(0);
  }
  await page.goto('/jobs');
  await expect(page.getByTestId('job-card').filter({ hasText: JOB })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('an employee adds a photo to a job, then completes it', async ({ page }) => {
  await loginAs(page, 'empleado1');
  await page.goto('/jobs');
  const row = page.getByRole('row').filter({ hasText: JOB });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  await row.getByRole('button', { name: 'Detalles' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Este trabajo no tiene fotos guardadas')).toBeVisible();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'avance.png', mimeType: 'image/png', buffer: tinyPng() });
  await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
  const thumbnail = dialog.getByRole('img', { name: 'Foto avance.png' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(dialog.getByText('Este trabajo no tiene fotos guardadas')).toHaveCount(0);
  await expect(dialog.getByText('Fotos disponibles: 5')).toBeVisible();

  // A second photo, then deleted after the confirmation.
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'borrar.png', mimeType: 'image/png', buffer: tinyPng() });
  await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(dialog.getByText('Fotos disponibles: 4')).toBeVisible();
  await dialog.getByRole('button', { name: 'Eliminar foto' }).nth(1).click();
  const ask = page.getByRole('dialog', { name: 'Confirmar' });
  await expect(ask).toContainText('¿Está seguro de eliminar esta foto? No puede ser recuperada');
  await ask.getByRole('button', { name: 'Sí' }).click();
  await expect(dialog.getByText('Fotos disponibles: 5')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Foto borrar.png' })).toHaveCount(0);
  await expect(thumbnail).toBeVisible();

  // Saving through the modal keeps the job on the list.
  await dialog.getByLabel('Comentarios').fill('Base colocada en el lado norte');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Trabajo actualizado')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await row.getByRole('button', { name: 'Detalles' }).click();
  await expect(page.getByRole('dialog').getByLabel('Comentarios')).toHaveValue('Base colocada en el lado norte');
  await expect(page.getByRole('dialog').getByRole('img', { name: 'Foto avance.png' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The save's toast must be gone (4 s) so the next one is the completion's own.
  await expect(page.getByText('Trabajo actualizado')).toHaveCount(0);

  await row.getByRole('button', { name: 'Completar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Trabajo actualizado')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: JOB })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Trabajos' })).toBeVisible();
  await expect(page.getByText(JOB)).toHaveCount(0);
});

test('an independent contractor sees the jobs assigned to them, the company’s and their own', async ({ page }) => {
  await loginAs(page, 'contratista');
  await page.getByRole('link', { name: 'Trabajos' }).first().click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('row').filter({ hasText: 'Plantar arbustos' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Corte y poda' })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Corte y poda' }).getByRole('button', { name: 'Completar' }),
  ).toBeEnabled();
});
