import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Lang } from './data.js';

// Finding things on the app's screens and saving the pictures (scripts/guide-screenshots.ts).

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'packages/web/public/guides');
/** Browser viewport; the picture is scaled down to IMAGE_WIDTH × IMAGE_HEIGHT (AboutPage sets the same size). */
export const VIEWPORT = { width: 1000, height: 750 };
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;
const MAX_BYTES = 80 * 1024;

export const card = (page: Page, name: string) => page.getByTestId('project-card').filter({ hasText: name });
export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

export async function openProjects(page: Page) {
  await page.goto('/projects');
  await page.getByTestId('project-card').first().waitFor();
}

export async function pick(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Scrolls an element of a modal to the top of the modal's body, below its sticky title bar. */
export async function scrollToTop(target: Locator) {
  await target.evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    const content = el.closest('.mantine-Modal-content');
    const header = content?.querySelector('.mantine-Modal-header');
    if (content && header) content.scrollTop -= header.getBoundingClientRect().height + 28;
  });
}

/** Waits for Mantine's transitions and the fonts, then saves the viewport as a compact WebP. */
export async function shoot(page: Page, lang: Lang, id: string) {
  await page.waitForTimeout(400);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const dir = path.join(OUT, lang);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${id}.webp`);
  let quality = 70;
  for (;;) {
    await sharp(png).resize(IMAGE_WIDTH, IMAGE_HEIGHT, { fit: 'fill' }).webp({ quality, effort: 6 }).toFile(file);
    if (statSync(file).size <= MAX_BYTES || quality <= 40) break;
    quality -= 10;
  }
  console.log(`${path.relative(ROOT, file)}  ${(statSync(file).size / 1024).toFixed(1)} KB  q${quality}`);
}

/** A made-up photo of roofing underlayment, so the job has real pictures without shipping any. */
export async function roofPhoto(n: number): Promise<Buffer> {
  const hues = ['#5b6b7a', '#6b5a4e', '#4f5d52'];
  const stripes = Array.from({ length: 9 }, (_, i) => {
    const y = 230 + i * 42;
    return `<path d="M${-40 + i * 10} ${y} L${840 - i * 10} ${y - 90}" stroke="#1f2326" stroke-width="${14 - i}" opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5ff"/><stop offset="1" stop-color="#dff0ff"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#sky)"/>
    <polygon points="0,${230 - n * 20} 800,${120 - n * 20} 800,600 0,600" fill="${hues[n % hues.length]}"/>
    ${stripes}
    <rect x="${560 - n * 120}" y="300" width="26" height="300" fill="#c9a227"/>
    <rect x="${620 - n * 120}" y="280" width="26" height="320" fill="#c9a227"/>
    ${Array.from({ length: 7 }, (_, i) => `<rect x="${560 - n * 120}" y="${320 + i * 40}" width="86" height="10" fill="#c9a227"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
