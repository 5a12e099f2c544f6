/**
 * Lighthouse (mobile preset: simulated slow 4G and 4x CPU) on the pages a newcomer and a crew
 * open first: `/` and `/login` as a visitor, `/dashboard` as the demo company and `/jobs` as the
 * demo employee, on the production build served by the real server. Runs each page several
 * times, prints the medians and writes them to bench/RESULTS.md. A benchmark: it asserts nothing.
 *   npm run build && npm run bench:lighthouse            (RUNS=5 for more runs)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_LAUNCH } from '../e2e/chromium.js';
import { machine, ROOT, signInOnLoad, withServer, writeSection } from './server.js';

const RUNS = Number(process.env.RUNS ?? 3);

interface Target {
  path: string;
  /** The demo account the page is opened as; none for a visitor. */
  as?: string;
}
const TARGETS: Target[] = [
  { path: '/' },
  { path: '/login' },
  { path: '/dashboard', as: 'empresa' },
  { path: '/jobs', as: 'empleado1' },
];

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

async function measure(page: Page, url: string): Promise<Figures> {
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // A signed-in page that sent its visitor to /login would be measuring the wrong page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
  };
}

function median(runs: Figures[]): Figures {
  const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const keys = Object.keys(runs[0]!) as Array<keyof Figures>;
  return Object.fromEntries(keys.map((key) => [key, mid(runs.map((run) => run[key]))])) as unknown as Figures;
}

function describe(target: Target): string {
  return target.as ? `${target.path} (${target.as})` : target.path;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function render(rows: Array<{ target: Target; figures: Figures }>): string {
  return [
    '| page | performance | accessibility | FCP | LCP | TBT | CLS | transferred |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ target, figures: f }) =>
        `| \`${describe(target)}\` | ${f.performance} | ${f.accessibility} | ${seconds(f.fcp)} | ${seconds(f.lcp)} | ` +
        `${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${Math.round(f.bytes / 1024)} KB |`,
    ),
  ].join('\n');
}

await withServer(async (origin) => {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_LAUNCH.executablePath,
    args: CHROMIUM_LAUNCH.args,
  });
  const rows: Array<{ target: Target; figures: Figures }> = [];
  for (const target of TARGETS) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      if (target.as) await signInOnLoad(page, origin, target.as);
      runs.push(await measure(page, `${origin}${target.path}`));
      await page.close();
    }
    rows.push({ target, figures: median(runs) });
    console.log(describe(target), JSON.stringify(rows.at(-1)!.figures));
  }
  const version = await browser.version();
  await browser.close();
  const table = render(rows);
  console.log(`\n${table}`);
  const lighthouseVersion = (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
  ).version;
  await writeSection(
    'lighthouse',
    'Lighthouse',
    `Median of ${RUNS} runs per page, ${new Date().toISOString().slice(0, 10)}, Lighthouse ${lighthouseVersion} ` +
      `mobile preset (simulated slow 4G, 4x CPU slowdown); ${machine(version)}.\n\n${table}`,
  );
});
