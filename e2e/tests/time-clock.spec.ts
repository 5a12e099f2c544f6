import { expect, test } from '@playwright/test';
import { loginAs, newJobFor } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a worker taps En camino, Empezar and Terminar on a phone, and the company reads and corrects the hours', async ({
  page,
  browser,
}) => {
  const office = await browser.newPage();
  await loginAs(office, 'empresa');
  const jobName = `Medir techo ${Date.now().toString(36)}`;
  await newJobFor(office, 'Carlos Méndez', jobName);

  await loginAs(page, 'empleado1');
  await page.goto('/jobs');
  const card = page.getByTestId('job-card').filter({ hasText: jobName });
  const clock = card.getByRole('group', { name: `Reloj de ${jobName}` });
  await expect(clock.getByText('Sin empezar')).toBeVisible();
  // Large enough for a thumb, and as wide as the card.
  const start = clock.getByRole('button', { name: 'Empezar' });
  const box = (await start.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(48);
  expect(box.width).toBeGreaterThan(250);

  await clock.getByRole('button', { name: 'En camino' }).click();
  await expect(clock.getByText(/^En camino desde las/)).toBeVisible();
  await start.click();
  await expect(clock.getByText(/^Trabajando desde las/)).toBeVisible();
  // Drawn again by the server, the clock shows where the worker stands.
  await page.reload();
  await expect(clock.getByText(/^Trabajando desde las/)).toBeVisible();
  await clock.getByRole('button', { name: 'Terminar' }).click();
  await expect(clock.getByText('Sin empezar')).toBeVisible();

  await office.goto('/workers');
  await office.getByRole('button', { name: 'Horas' }).click();
  const hours = office.getByRole('dialog', { name: 'Horas trabajadas' });
  await expect(hours.getByTestId('hours-by-job')).toContainText(jobName);
  const entry = hours.getByTestId('hours-entries').getByRole('row').filter({ hasText: jobName });
  await entry.getByRole('button', { name: 'Corregir' }).click();
  const correction = office.getByRole('dialog', { name: /^Corregir registro/ });
  await correction.getByLabel(/Motivo/).fill('Llegó antes de tocar Empezar');
  await correction.getByRole('button', { name: 'Guardar corrección' }).click();
  await expect(office.getByText('Registro corregido')).toBeVisible();
  await expect(entry).toContainText('Corregido');
});
