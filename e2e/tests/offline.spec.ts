import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { OUTBOX } from '../playwright.config.js';
import { DEMO_PASSWORD, api, loginAs, projectBody, sessionOf, tinyPng } from './helpers.js';

// Issue 13, "Works without signal": the worker's phone, with the installed app's service worker.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });

/** Today where the demo company works: kept jobs are those of the next 7 days from it. */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Denver' });

/** The mails in the outbox naming this text in their body (quoted-printable lines joined again). */
function mailsNaming(text: string): string[] {
  if (!existsSync(OUTBOX)) return [];
  return readdirSync(OUTBOX)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(OUTBOX, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((raw) => raw.includes(text));
}

/**
 * The company, in a browser of its own, with a new project of two jobs for empleado1 starting
 * today, for its client John Miller when `forClient` (who then gets the automatic notices).
 */
async function officeWithJobs(browser: Browser, names: [string, string], forClient = false) {
  const office = await (await browser.newContext()).newPage();
  await loginAs(office, 'empresa');
  const { companyId } = await sessionOf(office);
  const clients = forClient
    ? await api<{ id: number; name: string }[]>(office, 'GET', `/clients/getByCompany?companyId=${companyId}`)
    : [];
  const clientId = clients.find((c) => c.name === 'John Miller')?.id;
  const assignees = await api<{ name: string; assignee: string }[]>(
    office,
    'GET',
    `/projects/getAssigneesByCompany?companyId=${companyId}`,
  );
  const assignee = assignees.find((a) => a.name === 'Carlos Méndez')!.assignee;
  const jobs = names.map((itemName) => ({ itemName, itemPrice: 150, assignee, itemStartDate: today() }));
  const project = await api<{ id: number; name: string; projectItems: { id: number; itemName: string }[] }>(
    office,
    'POST',
    '/projects/create',
    { ...projectBody(`Sin señal ${names[0]}`, jobs), ...(clientId ? { clientId, status: 'IN_PROGRESS' } : {}) },
  );
  return { office, project };
}

/** Whether the device's IndexedDB keeps a job by this name for the signed-in worker. */
const kept = (page: Page, name: string) =>
  page.evaluate(async (jobName) => {
    // Opened only once the app made it: opening a missing database would make an empty one.
    if (!(await indexedDB.databases()).some((db) => db.name === 'obra-offline')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('obra-offline');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('jobs')) return resolve(false);
        const all = db.transaction('jobs').objectStore('jobs').getAll();
        all.onsuccess = () => resolve(JSON.stringify(all.result).includes(jobName));
        all.onerror = () => resolve(false);
        db.close();
      };
    });
  }, name);

/** Waits until the app would open without signal: its service worker active and this job kept. */
async function readyWithoutSignal(page: Page, jobName: string) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
      timeout: 30_000,
    })
    .toBe('activated');
  await expect.poll(() => kept(page, jobName), { timeout: 30_000 }).toBe(true);
}

/** Sends again, as it was, a request the app made: same body, same Idempotency-Key. */
async function replay(page: Page, request: Request) {
  const headers = await request.allHeaders();
  return page.request.fetch(request.url(), {
    method: 'POST',
    headers: {
      authorization: headers.authorization!,
      'content-type': headers['content-type']!,
      'idempotency-key': headers['idempotency-key']!,
    },
    data: request.postDataBuffer()!,
  });
}

test('without signal a worker clocks a job, completes it with a photo and edits comments; back online all arrive once', async ({
  page,
  context,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const done = `Revisar tejado ${stamp}`;
  const commented = `Medir canaletas ${stamp}`;
  const { office, project } = await officeWithJobs(browser, [done, commented], true);
  const doneId = project.projectItems.find((j) => j.itemName === done)!.id;
  const commentedId = project.projectItems.find((j) => j.itemName === commented)!.id;
  await office.goto('/projects');
  const officeCard = office.getByTestId('project-card').filter({ hasText: project.name });
  await expect(officeCard).toContainText('0%');

  await loginAs(page, 'empleado1');
  await page.goto('/jobs');
  const card = (name: string) => page.getByTestId('job-card').filter({ hasText: name });
  await expect(card(done)).toBeVisible();
  await readyWithoutSignal(page, commented);

  // No signal: the page opens from the service worker and draws the kept jobs.
  await context.setOffline(true);
  await page.reload();
  const status = page.getByRole('banner').getByRole('status');
  await expect(status).toHaveText('Sin conexión');
  await expect(card(done)).toBeVisible();
  await expect(card(commented)).toBeVisible();

  // The time clock: on the way, working, finished; each tap kept with its own time.
  const clock = card(done).getByRole('group', { name: `Reloj de ${done}` });
  for (const [tap, pending] of [
    ['En camino', 'Sin conexión · 1 cambio pendiente'],
    ['Empezar', 'Sin conexión · 2 cambios pendientes'],
    ['Terminar', 'Sin conexión · 3 cambios pendientes'],
  ] as const) {
    await clock.getByRole('button', { name: tap }).click();
    await expect(status).toHaveText(pending);
  }
  await expect(clock.getByRole('button', { name: 'En camino' })).toBeEnabled();

  await card(done).getByRole('button', { name: 'Completar' }).click();
  const sheet = page.getByRole('dialog', { name: `Completar: ${done}` });
  const chooser = page.waitForEvent('filechooser');
  await sheet.getByRole('button', { name: 'Agregar fotos' }).click();
  await (await chooser).setFiles({ name: 'tejado.png', mimeType: 'image/png', buffer: tinyPng() });
  await sheet.getByRole('button', { name: 'Confirmar' }).click();
  await expect(card(done)).toHaveCount(0);
  await expect(status).toHaveText('Sin conexión · 5 cambios pendientes');

  await card(commented).getByRole('button', { name: 'Detalles' }).click();
  let details = page.getByRole('dialog', { name: 'Detalles del trabajo' });
  await details.getByLabel('Comentarios').fill('Faltan dos bajantes');
  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(details).toBeHidden();
  await expect(status).toHaveText('Sin conexión · 6 cambios pendientes');
  // The queued comment shows in the job's details meanwhile.
  await card(commented).getByRole('button', { name: 'Detalles' }).click();
  details = page.getByRole('dialog', { name: 'Detalles del trabajo' });
  await expect(details.getByLabel('Comentarios')).toHaveValue('Faltan dos bajantes');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // A receipt from the field, kept on the device too.
  await card(commented).getByRole('button', { name: 'Gastos' }).click();
  const expense = page.getByRole('dialog', { name: `Gastos: ${commented}` });
  await expense.getByLabel(/Nombre/).fill('Bajantes');
  await expense.getByLabel(/Cantidad/).fill('38.40');
  await expense.getByLabel(/Descripción/).fill('Ferretería Ogden');
  await expense.getByRole('button', { name: 'Guardar' }).click();
  await expect(expense).toBeHidden();
  await expect(status).toHaveText('Sin conexión · 7 cambios pendientes');

  // The header keeps its buttons on the phone's screen.
  const account = page.getByRole('banner').getByRole('button', { name: /^Cuenta:/ });
  const box = await account.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);

  // The signal returns: the queue is sent in order, each change with its own key.
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/api\/(time\/clock|projects\/updateJob|upload\/photos|expenses\/create)$/.test(request.url())
    ) {
      sent.push(request);
    }
  });
  await context.setOffline(false);
  await expect(status).toHaveText('', { timeout: 40_000 });
  expect(sent.map((r) => new URL(r.url()).pathname)).toEqual([
    '/api/time/clock',
    '/api/time/clock',
    '/api/time/clock',
    '/api/projects/updateJob',
    '/api/upload/photos',
    '/api/projects/updateJob',
    '/api/expenses/create',
  ]);
  const keys = await Promise.all(sent.map(async (r) => (await r.allHeaders())['idempotency-key']));
  expect(new Set(keys).size).toBe(7);

  // The company's open page shows the job completed, live.
  await expect(officeCard).toContainText('50%');
  const stored = await api<{ projectItems: { id: number; itemStatus: string; comments: string }[] }>(
    office,
    'GET',
    `/projects/getProjectById?projectId=${project.id}`,
  );
  expect(stored.projectItems.find((j) => j.id === doneId)?.itemStatus).toBe('COMPLETED');
  expect(stored.projectItems.find((j) => j.id === commentedId)?.comments).toBe('Faltan dos bajantes');
  expect(await api<unknown[]>(office, 'GET', `/media/getByJob?jobId=${doneId}`)).toHaveLength(1);
  const entries = await api<{ enRouteAt: string; startedAt: string; endedAt: string; offline: boolean }[]>(
    office,
    'GET',
    `/time/entries?jobId=${doneId}`,
  );
  expect(
    await api<{ name: string; amount: number }[]>(office, 'GET', `/expenses/getByJobId?jobId=${commentedId}`),
  ).toEqual([expect.objectContaining({ name: 'Bajantes', amount: 38.4 })]);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ offline: true });
  expect(Date.parse(entries[0]!.endedAt)).toBeGreaterThanOrEqual(Date.parse(entries[0]!.startedAt));

  // The same changes sent again, with their keys, are answered and applied once.
  for (const request of sent) {
    const again = await replay(page, request);
    expect(again.status(), await again.text()).toBe(200);
    expect(again.headers()['idempotent-replayed']).toBe('true');
  }
  expect(await api<unknown[]>(office, 'GET', `/media/getByJob?jobId=${doneId}`)).toHaveLength(1);
  expect(await api<unknown[]>(office, 'GET', `/time/entries?jobId=${doneId}`)).toHaveLength(1);
  // The client had one mail per notice: the worker on the way, and the job done (the project is not).
  await expect.poll(() => mailsNaming(stamp).length, { timeout: 10_000 }).toBe(2);
  expect(mailsNaming(stamp).filter((raw) => raw.includes('on the way'))).toHaveLength(1);
  await office.close();
});

test('a change the server refuses meanwhile is shown with its reason and kept until dismissed', async ({
  page,
  context,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const gone = `Cambiar teja ${stamp}`;
  const { office, project } = await officeWithJobs(browser, [gone, `Sellar ventana ${stamp}`]);
  const goneId = project.projectItems.find((j) => j.itemName === gone)!.id;

  await loginAs(page, 'empleado1');
  await page.goto('/jobs');
  const card = page.getByTestId('job-card').filter({ hasText: gone });
  await expect(card).toBeVisible();
  await expect.poll(() => kept(page, gone), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Completar' }).click();
  await page
    .getByRole('dialog', { name: `Completar: ${gone}` })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  const status = page.getByRole('banner').getByRole('status');
  await expect(status).toHaveText('Sin conexión · 1 cambio pendiente');
  await expect(card).toHaveCount(0);

  // Meanwhile the company deletes the job: the queued completion can no longer be applied.
  await api(office, 'POST', '/projects/job/delete', { jobId: goneId, projectId: project.id });
  await context.setOffline(false);
  const unsent = page.getByRole('banner').getByRole('button', { name: 'Cambios no enviados (1)' });
  await expect(unsent).toBeVisible({ timeout: 40_000 });
  await expect(status).toHaveText('');

  await unsent.click();
  const list = page.getByRole('dialog', { name: 'Cambios no enviados' });
  await expect(list).toContainText(`Cambio del trabajo: ${gone}`);
  await expect(list.getByRole('alert')).not.toBeEmpty();
  // It stays until the worker dismisses it, across a reload too.
  await page.reload();
  await expect(unsent).toBeVisible();
  await unsent.click();
  await list.getByRole('button', { name: 'Descartar' }).click();
  await expect(unsent).toBeHidden();
  await office.close();
});

test('an app the phone closed opens again without signal as the worker who used it; the changes wait for a sign-in', async ({
  page,
  context,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const done = `Podar seto ${stamp}`;
  const { office, project } = await officeWithJobs(browser, [done, `Regar jardín ${stamp}`]);
  const doneId = project.projectItems.find((j) => j.itemName === done)!.id;
  const statusOf = async () =>
    (
      await api<{ projectItems: { id: number; itemStatus: string }[] }>(
        office,
        'GET',
        `/projects/getProjectById?projectId=${project.id}`,
      )
    ).projectItems.find((j) => j.id === doneId)?.itemStatus;

  await loginAs(page, 'empleado1');
  await page.goto('/jobs');
  await expect(page.getByTestId('job-card').filter({ hasText: done })).toBeVisible();
  await readyWithoutSignal(page, done);

  // The system closes the app, taking its session (sessionStorage) with it; it opens again with no signal.
  await context.setOffline(true);
  await page.close();
  const phone = await context.newPage();
  await phone.goto('/jobs');
  await expect(phone).toHaveURL(/\/jobs$/);
  const status = phone.getByRole('banner').getByRole('status');
  await expect(status).toHaveText('Sin conexión');
  const card = phone.getByTestId('job-card').filter({ hasText: done });
  await card.getByRole('button', { name: 'Completar' }).click();
  await phone
    .getByRole('dialog', { name: `Completar: ${done}` })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(card).toHaveCount(0);
  await expect(status).toHaveText('Sin conexión · 1 cambio pendiente');

  // Back in signal the change waits: the device has no session to send it with.
  await context.setOffline(false);
  await expect(status).toHaveText('1 cambio pendiente');
  const signIn = phone.getByRole('banner').getByRole('button', { name: 'Inicia sesión para enviar tus cambios' });
  await expect(signIn).toBeVisible();
  expect(await statusOf()).not.toBe('COMPLETED');

  // The worker signs in when they choose, comes back to their jobs, and the change is sent.
  await signIn.click();
  await expect(phone).toHaveURL(/\/login$/);
  await phone.getByLabel('Usuario').fill('empleado1');
  await phone.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await phone.getByRole('button', { name: 'Entrar' }).click();
  await expect(phone).toHaveURL(/\/jobs$/);
  await expect.poll(statusOf, { timeout: 40_000 }).toBe('COMPLETED');
  await expect(status).toHaveText('');
  await office.close();
});
