/**
 * What each first page costs a phone: the scripts and style sheets it loads until the network is
 * quiet, gzipped, for a visitor's pages and for each signed-in screen opened directly (a cold
 * cache). The same measure e2e/tests/budgets.spec.ts holds to its budgets; this prints the figures
 * and writes them to bench/RESULTS.md.
 *   npm run build && npm run bench:weight
 */
import { gzipSync } from 'node:zlib';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_LAUNCH } from '../e2e/chromium.js';
import { machine, signInOnLoad, withServer, writeSection } from './server.js';

const PAGES: Array<{ path: string; as?: string; budget: number }> = [
  { path: '/', budget: 120 },
  { path: '/login', budget: 120 },
  { path: '/signup', budget: 120 },
  { path: '/dashboard', as: 'empresa', budget: 250 },
  { path: '/projects', as: 'empresa', budget: 250 },
  { path: '/calendar', as: 'empresa', budget: 250 },
  { path: '/workers', as: 'empresa', budget: 250 },
  { path: '/clients', as: 'empresa', budget: 250 },
  { path: '/account', as: 'empresa', budget: 250 },
  { path: '/jobs', as: 'empleado1', budget: 250 },
  { path: '/projects', as: 'cliente1', budget: 250 },
];

async function weigh(page: Page, url: string): Promise<{ scripts: number; styles: number; files: number }> {
  const loaded: Array<{ url: string; type: string }> = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') loaded.push({ url: request.url(), type });
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  let scripts = 0;
  let styles = 0;
  for (const file of loaded) {
    const size = gzipSync(Buffer.from(await (await fetch(file.url)).arrayBuffer()), { level: 9 }).length;
    if (file.type === 'script') scripts += size;
    else styles += size;
  }
  return { scripts, styles, files: loaded.length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await withServer(async (origin) => {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_LAUNCH.executablePath,
    args: CHROMIUM_LAUNCH.args,
  });
  const rows = ['| page | JavaScript | CSS | files | budget (JS) |', '| --- | ---: | ---: | ---: | ---: |'];
  for (const { path, as, budget } of PAGES) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    if (as) await signInOnLoad(page, origin, as);
    const { scripts, styles, files } = await weigh(page, `${origin}${path}`);
    rows.push(`| \`${path}\`${as ? ` (${as})` : ''} | ${kb(scripts)} | ${kb(styles)} | ${files} | ${budget} KB |`);
    console.log(rows.at(-1));
    await context.close();
  }
  const version = await browser.version();
  await browser.close();
  await writeSection(
    'weight',
    'Page weight',
    `Gzipped (level 9), everything loaded until the network is quiet, no interaction, cold cache; ` +
      `${new Date().toISOString().slice(0, 10)}; ${machine(version)}.\n\n${rows.join('\n')}`,
  );
});
