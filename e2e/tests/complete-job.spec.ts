import { expect, test } from '@playwright/test';
import { api, loginAs, newJobFor, tinyPng } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a worker completes a job with a camera photo in three taps, the photo going up after', async ({
  page,
  browser,
}) => {
  // The company gives empleado1 a job of a project of its own, so no other test's job is touched.
  const office = await browser.newPage();
  await loginAs(office, 'empresa');
  const jobName = `Revisar canaletas ${Date.now().toString(36)}`;
  const project = await newJobFor(office, 'Carlos Méndez', jobName);

  await loginAs(page, 'empleado1');
  await page.goto('/jobs');
  const card = page.getByTestId('job-card').filter({ hasText: jobName });
  await expect(card).toBeVisible();

  // 1: Completar.
  await card.getByRole('button', { name: 'Completar' }).click();
  const sheet = page.getByRole('dialog', { name: `Completar: ${jobName}` });
  // 2: Agregar fotos, which opens the camera (here, the file chooser it is).
  const chooser = page.waitForEvent('filechooser');
  await sheet.getByRole('button', { name: 'Agregar fotos' }).click();
  const camera = await chooser;
  expect(await camera.element().getAttribute('capture')).toBe('environment');
  await camera.setFiles({ name: 'canaleta.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(sheet.getByTestId('chosen-photos')).toHaveText('1 foto lista para subir');
  // 3: Confirmar.
  await sheet.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page.getByText('Trabajo actualizado')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Las fotos del trabajo se subieron')).toBeVisible();

  const jobId = project.projectItems[0]!.id;
  const stored = await api<{ projectItems: { id: number; itemStatus: string }[] }>(
    office,
    'GET',
    `/projects/getProjectById?projectId=${project.id}`,
  );
  expect(stored.projectItems.find((j) => j.id === jobId)?.itemStatus).toBe('COMPLETED');
  const photos = await api<unknown[]>(office, 'GET', `/media/getByJob?jobId=${jobId}`);
  expect(photos).toHaveLength(1);
  await office.close();
});
