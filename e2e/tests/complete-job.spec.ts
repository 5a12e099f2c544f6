import { expect, test, type Page } from '@playwright/test';
import { loginAs, tinyPng } from './helpers.js';

/** The signed-in page's token and account id. */
async function sessionOf(page: Page): Promise<{ token: string; id: number; companyId: number | null }> {
  return page.evaluate(() => {
    const account = JSON.parse(sessionStorage.getItem('account') ?? '{}') as { id: number; companyId: number | null };
    return { token: sessionStorage.getItem('token') ?? '', id: account.id, companyId: account.companyId };
  });
}

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const { token } = await sessionOf(page);
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { queryData: T }).queryData;
}

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a worker completes a job with a camera photo in three taps, the photo going up after', async ({
  page,
  browser,
}) => {
  // The company gives empleado1 a job of a project of its own, so no other test's job is touched.
  const office = await browser.newPage();
  await loginAs(office, 'empresa');
  const { companyId } = await sessionOf(office);
  const assignees = await api<{ userId: number; name: string; assignee: string }[]>(
    office,
    'GET',
    `/projects/getAssigneesByCompany?companyId=${companyId}`,
  );
  const worker = assignees.find((a) => a.name === 'Carlos Méndez')!;
  const jobName = `Revisar canaletas ${Date.now().toString(36)}`;
  const project = await api<{ id: number; projectItems: { id: number }[] }>(office, 'POST', '/projects/create', {
    name: `Visita ${jobName}`,
    address: '500 Center St, Ogden, UT, 84401',
    city: 'Ogden',
    state: 'UT',
    zip: '84401',
    startDate: '2026-12-01',
    endDate: '2026-12-20',
    description: 'Revisión',
    type: 'Techado',
    price: 0,
    projectItems: [{ itemName: jobName, itemPrice: 150, assignee: worker.assignee, itemStartDate: '2026-12-02' }],
  });

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
