import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, horizontalOverflow, loginAs, sessionOf, tinyPng } from './helpers.js';

/** Each person in a browser of their own (separate storage), as on their own device. */
async function personIn(browser: Browser, username: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 740 : 900 } });
  const page = await context.newPage();
  await loginAs(page, username);
  await page.goto('/projects');
  return page;
}

const card = (page: Page, name: string) => page.getByTestId('project-card').filter({ hasText: name });
const PROJECT = 'Techo nuevo casa González';
const JOB = 'Quitar tejas viejas';

async function openDetails(page: Page, project: string, button = 'Detalles') {
  await card(page, project).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: project });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

test('a photo a worker adds to a job is seen by the company and by the client in the details', async ({ browser }) => {
  // empleado1 adds a photo to one of their jobs of the demo project, as the jobs screen would.
  const worker = await personIn(browser, 'empleado1');
  const me = await sessionOf(worker);
  const projects = await api<{ id: number; name: string; projectItems: { id: number; itemName: string }[] }[]>(
    worker,
    'GET',
    `/projects/getByUser?userId=${me.id}`,
  );
  const project = projects.find((p) => p.name === PROJECT)!;
  const job = project.projectItems.find((j) => j.itemName === JOB)!;
  const uploadPhoto = async (name: string) => {
    const upload = await worker.request.post('/api/upload/photos', {
      headers: { authorization: `Bearer ${me.token}` },
      multipart: {
        projectId: String(project.id),
        jobId: String(job.id),
        isProjectItem: 'true',
        photos: { name, mimeType: 'image/png', buffer: tinyPng() },
      },
    });
    expect(upload.status()).toBe(200);
    return ((await upload.json()) as { queryData: unknown[] }).queryData.length;
  };
  const photoName = `detalle-${Date.now()}.png`;
  const saved = await uploadPhoto(photoName);

  // The company, on a desktop: the jobs table, the photos of that job on demand, with delete.
  const company = await personIn(browser, 'empresa');
  const details = await openDetails(company, PROJECT);
  const table = details.getByTestId('jobs-table');
  await expect(table).toBeVisible();
  const row = table.getByTestId('job-row').filter({ hasText: JOB });
  await row.getByRole('button', { name: 'Fotos' }).click();
  const panel = details.getByTestId('job-photos');
  await expect(panel.getByTestId('job-photo')).toHaveCount(saved);
  await expect(row.getByRole('button', { name: `Fotos (${saved})` })).toHaveAttribute('aria-expanded', 'true');
  const thumb = panel.getByRole('img', { name: `Foto ${photoName}` });
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(panel.getByRole('button', { name: 'Eliminar foto' }).first()).toBeVisible();
  await shot(company, 'empresa-1280-fotos');

  // The thumbnail opens the full photo over the details; Escape closes only the photo.
  await thumb.click();
  const full = company.getByRole('dialog', { name: `Foto ${photoName}` });
  await expect(full.getByRole('img', { name: `Foto ${photoName}` })).toBeVisible();
  await company.keyboard.press('Escape');
  await expect(full).toHaveCount(0);
  await expect(details).toBeVisible();

  // The client, on a phone: a card per job, the same photo, nothing to delete, nothing overflows.
  const client = await personIn(browser, 'cliente1', 360);
  const clientDetails = await openDetails(client, PROJECT);
  await expect(clientDetails.getByTestId('jobs-table')).toHaveCount(0);
  const jobCard = clientDetails.getByTestId('job-card').filter({ hasText: JOB });
  await expect(jobCard).toContainText('Precio:');
  await expect(jobCard).not.toContainText('Ganancia');
  await jobCard.getByRole('button', { name: 'Fotos' }).click();
  const clientThumb = jobCard.getByRole('img', { name: `Foto ${photoName}` });
  await expect.poll(() => clientThumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(jobCard.getByRole('button', { name: 'Eliminar foto' })).toHaveCount(0);
  expect(await horizontalOverflow(client)).toBeLessThanOrEqual(0);
  await shot(client, 'cliente1-360-fotos');

  // Another photo from the worker reaches both open panels live, without reopening anything.
  const more = await uploadPhoto(`otra-${Date.now()}.png`);
  await expect(panel.getByTestId('job-photo')).toHaveCount(more);
  await expect(jobCard.getByTestId('job-photo')).toHaveCount(more);
});

test('an invoice the company sends is listed in the details, with its PDF, for the company and the client', async ({
  browser,
}) => {
  const company = await personIn(browser, 'empresa', 360);
  const me = await sessionOf(company);
  const projects = await api<{ id: number; name: string }[]>(
    company,
    'GET',
    `/projects/getByCompany?companyId=${me.companyId}`,
  );
  const projectId = projects.find((p) => p.name === PROJECT)!.id;
  const before = (await api<unknown[]>(company, 'GET', `/projects/invoices?projectId=${projectId}`)).length;

  // Open the details once first, so the list is cached when the invoice goes out.
  let details = await openDetails(company, PROJECT);
  await expect(details.getByTestId('project-invoices')).toBeVisible();
  await expect(details.getByTestId('invoice')).toHaveCount(before);
  await company.keyboard.press('Escape');
  await expect(details).toHaveCount(0);

  await card(company, PROJECT).getByRole('button', { name: 'Factura', exact: true }).click();
  await company.getByRole('dialog', { name: 'Confirmar' }).getByRole('button', { name: 'Sí' }).click();
  await expect(company.getByText('Envío de factura completado')).toBeVisible();

  details = await openDetails(company, PROJECT);
  const invoices = details.getByTestId('invoice');
  await expect(invoices).toHaveCount(before + 1);
  const newest = invoices.first();
  await expect(newest).toContainText(/Factura \S+/);
  await expect(newest).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(newest).toContainText('$');
  expect(await horizontalOverflow(company)).toBeLessThanOrEqual(0);
  await newest.scrollIntoViewIfNeeded();
  await shot(company, 'empresa-360-facturas');

  // The PDF opens in a new tab, fetched with the token.
  const [tab] = await Promise.all([
    company.context().waitForEvent('page'),
    newest.getByRole('button', { name: /^Ver PDF de la factura/ }).click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);

  // The client the invoice went to sees it in the details too.
  const client = await personIn(browser, 'cliente1');
  const clientDetails = await openDetails(client, PROJECT);
  await expect(clientDetails.getByTestId('invoice')).toHaveCount(before + 1);
  await clientDetails.getByTestId('project-invoices').scrollIntoViewIfNeeded();
  await shot(client, 'cliente1-1280-facturas');
});

test('the English client is asked before deciding; Cancel or Escape changes nothing and keeps the details open', async ({
  browser,
}) => {
  // A project of its own awaiting cliente2's approval, so that no other test's decision matters.
  const company = await personIn(browser, 'empresa');
  const me = await sessionOf(company);
  const clients = await api<{ id: number; name: string }[]>(
    company,
    'GET',
    `/clients/getByCompany?companyId=${me.companyId}`,
  );
  const john = clients.find((c) => c.name === 'John Miller')!;
  const name = `Cerca Miller ${Date.now()}`;
  await api(company, 'POST', '/projects/create', {
    name,
    address: '455 E 5th Ave, Salt Lake City, UT, 84103',
    city: 'Salt Lake City',
    state: 'UT',
    zip: '84103',
    startDate: '2030-05-01',
    endDate: '2030-05-10',
    description: 'Fence with a long description of the work to do.',
    type: 'Carpintería',
    clientId: john.id,
    projectItems: [
      {
        itemName: 'Quitar la cerca vieja y limpiar el terreno',
        itemStartDate: '2030-05-01',
        itemPrice: 1250.5,
        itemLabor: 300,
      },
      {
        itemName: 'Cerca nueva',
        itemStartDate: '2030-05-03',
        itemEndDate: '2030-05-10',
        itemPrice: 4800,
        itemLabor: 1200,
      },
    ],
  });

  const client = await personIn(browser, 'cliente2', 360);
  const details = await openDetails(client, name, 'Details');
  await expect(details.getByTestId('job-card')).toHaveCount(2);
  await expect(details.getByText('Sent invoices')).toBeVisible();
  expect(await horizontalOverflow(client)).toBeLessThanOrEqual(0);
  await shot(client, 'cliente2-360-detalles');

  await details.getByRole('button', { name: 'Reject' }).click();
  const question = client.getByRole('dialog', { name: 'Confirm' });
  await expect(question).toContainText(
    'Are you sure you want to reject this project? This decision cannot be changed.',
  );
  await shot(client, 'cliente2-360-confirmar');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Reject' })).toBeVisible();

  // Escape answers the question alone: the details stay open under it.
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(question).toContainText('Approve this project?');
  await client.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Approve' })).toBeVisible();

  // Nothing changed, on the screen or on the server.
  await client.reload();
  await expect(card(client, name)).toContainText('Awaiting client approval');
  const projects = await api<{ name: string; status: string }[]>(
    company,
    'GET',
    `/projects/getByCompany?companyId=${me.companyId}`,
  );
  expect(projects.find((p) => p.name === name)?.status).toBe('CLIENT_APPROVAL');
});
