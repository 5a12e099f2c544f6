import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { horizontalOverflow, loginAs } from './helpers.js';

// Ana Torres' job: no other browser test adds photos to it or completes it.
const WORKER = 'empleado2';
const JOB = 'Tejas nuevas';
const NAME = 'IMG_20261120_101500.JPEG';
/** What the browser sends instead: the same name, with the extension of the JPEG it wrote. */
const SENT_NAME = 'IMG_20261120_101500.jpg';
/** A weak 4G uplink, in bytes per second: a few hundred KB take a few seconds, so the percent moves. */
const SLOW_UPLINK = 120_000;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 740 } });

let photo: Buffer;

test.beforeAll(async () => {
  // A 12 MP camera photo of about 4.6 MB, stored sideways with the EXIF orientation that says
  // "turn 90° to view" (4000×3000 stored, 3000×4000 seen), as phones save portrait photos.
  photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
});

/** Opens the job's dialog once its photos are listed; answers how many more fit (6 per job). */
async function openJob(page: Page): Promise<{ dialog: Locator; available: number; listUrl: string }> {
  const listed = page.waitForResponse((r) => r.url().includes('/api/media/getByJob'));
  await page.getByTestId('job-card').filter({ hasText: JOB }).getByRole('button', { name: 'Detalles' }).click();
  const response = await listed;
  const { queryData } = (await response.json()) as { queryData: unknown[] };
  const dialog = page.getByRole('dialog', { name: 'Detalles del trabajo' });
  const available = 6 - queryData.length;
  await expect(dialog.getByText(`Fotos disponibles: ${available}`)).toBeVisible();
  return { dialog, available, listUrl: response.url() };
}

test.beforeEach(async ({ page }) => {
  await loginAs(page, WORKER);
  await page.goto('/jobs');
});

async function choosePhoto(dialog: Locator): Promise<void> {
  await dialog.locator('input[type="file"]').setInputFiles({ name: NAME, mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByText(NAME)).toBeVisible();
}

/** Slows the page's network as a weak 4G connection does, the uplink most. */
async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 4 * SLOW_UPLINK,
    uploadThroughput: SLOW_UPLINK,
  });
}

/** Records in the page every value the progress bar takes, and answers them when asked. */
async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      document.querySelectorAll('[role="progressbar"]').forEach((bar) => {
        const value = Number(bar.getAttribute('aria-valuenow'));
        if (seen.at(-1) !== value) seen.push(value);
      });
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/** A GET to the API or a stored file, as the app makes it: with the session's token. */
async function fetched(page: Page, url: string): Promise<Buffer> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return response.body();
}

/** How many bytes a request sent: its form, whose files Playwright does not keep. */
async function sentSize(request: Request): Promise<number> {
  return Number(await request.headerValue('content-length'));
}

interface Stored {
  url: string;
  originalName: string;
}

test('a camera photo goes up from a phone resized, upright, with its progress shown', async ({ page }) => {
  expect(photo.length).toBeGreaterThan(4_000_000);
  const { dialog, available: before } = await openJob(page);
  await choosePhoto(dialog);
  await slowNetwork(page);
  const progress = await recordProgress(page);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/upload/photos'), { timeout: 60_000 });

  const started = Date.now();
  await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Subiendo fotos…' });
  await expect(bar).toBeVisible();
  await expect(dialog.getByText(/^\d{1,3} %$/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  const response = await answer;
  const sentBytes = await sentSize(response.request());
  const { queryData } = (await response.json()) as { queryData: Stored[] };
  await expect(dialog.getByText(`Fotos disponibles: ${before - 1}`)).toBeVisible();
  const thumbnail = dialog.getByRole('img', { name: `Foto ${SENT_NAME}` });
  await expect(thumbnail).toBeVisible();
  const seconds = (Date.now() - started) / 1000;
  await expect(bar).toHaveCount(0);
  await expect(dialog.locator('input[type="file"]')).toHaveValue('');

  // The percent moved through values between the ends: real progress, not a spinner.
  const seen = await progress();
  expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
  expect(seen).toContain(100);

  // What went up and what is stored: a few hundred KB, long edge 2048, still portrait.
  expect(sentBytes).toBeGreaterThan(50_000);
  expect(sentBytes).toBeLessThan(photo.length / 4);
  const item = queryData.find((p) => p.originalName === SENT_NAME);
  expect(item).toBeDefined();
  const stored = await fetched(page, item!.url);
  const { width, height, format } = await sharp(stored).metadata();
  expect(format).toBe('jpeg');
  expect({ width, height }).toEqual({ width: 1536, height: 2048 });
  expect(stored.length).toBeLessThan(1_000_000);
  expect(stored.length).toBeLessThan(photo.length / 4);
  test.info().annotations.push({
    type: 'figures',
    description: `chosen ${photo.length} B; sent ${sentBytes} B; stored ${stored.length} B (${width}×${height}); ${seconds.toFixed(1)} s at ${SLOW_UPLINK} B/s up; progress ${seen.join(', ')}`,
  });
});

test('Cancelar stops the upload and keeps the chosen photo to send again', async ({ page }) => {
  const { dialog, available: before, listUrl } = await openJob(page);
  await choosePhoto(dialog);
  await slowNetwork(page);
  const aborted = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/upload/photos'));

  await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Subiendo fotos…' })).toBeVisible();
  // From the keyboard, as a screen reader user would: focus is on Cancelar once the upload runs.
  const cancel = dialog.getByRole('button', { name: 'Cancelar' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');

  expect((await aborted).failure()?.errorText).toMatch(/ABORTED/);
  // The job's clock has a status of its own: the upload's is the one outside it.
  await expect(dialog.getByRole('status').and(dialog.locator(':not([data-testid="clock-status"])'))).toHaveText(
    'Subida cancelada',
  );
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expect(dialog.getByText(NAME)).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Subir', exact: true });
  await expect(send).toBeEnabled();
  await expect(send).toBeFocused();
  await expect(dialog.getByText(`Fotos disponibles: ${before}`)).toBeVisible();

  // Nothing was stored: the server lists as many photos of the job as before.
  const { queryData } = JSON.parse((await fetched(page, listUrl)).toString()) as { queryData: unknown[] };
  expect(queryData).toHaveLength(6 - before);
});

test('a failed upload says so, and Reintentar sends the photo without choosing it again', async ({ page }) => {
  const { dialog, available: before } = await openJob(page);
  await choosePhoto(dialog);
  const tries: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/upload/photos')) tries.push(r);
  });
  // The first try meets a dropped connection.
  await page.route('**/api/upload/photos', (route) => route.abort('connectionreset'), { times: 1 });

  await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('No se pudo subir la foto');
  await expect(alert).toContainText('No se pudo realizar la operación');
  await expect(dialog.getByText(NAME)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const retry = alert.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeFocused();

  await retry.click();
  await expect(dialog.getByRole('img', { name: `Foto ${SENT_NAME}` }).last()).toBeVisible();
  await expect(dialog.getByText(`Fotos disponibles: ${before - 1}`)).toBeVisible();
  await expect(dialog.getByText('No se pudo subir la foto')).toHaveCount(0);
  // The second try carried the photo as prepared: a few hundred KB, not the camera's MBs.
  expect(tries).toHaveLength(2);
  const sent = await sentSize(tries[1]!);
  expect(sent).toBeGreaterThan(50_000);
  expect(sent).toBeLessThan(photo.length / 4);
});
