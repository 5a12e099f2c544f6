// Writes the visitor's pages as HTML at build time (docs/decisions/0007): each page rendered by the
// server build of the app (src/prerender.tsx) into the built visitor.html, with its own title, and
// pre-compressed like every other file the build writes. The server sends dist/pages/<name>.html.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(web, 'dist');
const ssr = path.join(web, '.prerender');

/** The visitor's pages and the file each is written to; the server's list must match. */
const PAGES = {
  '/': 'home',
  '/about': 'about',
  '/policies': 'policies',
  '/subscription': 'subscription',
  '/login': 'login',
  '/signup': 'signup',
};

const { renderPage } = await import(path.join(ssr, 'prerender.js'));
const template = readFileSync(path.join(dist, 'visitor.html'), 'utf8');
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

mkdirSync(path.join(dist, 'pages'), { recursive: true });
for (const [route, name] of Object.entries(PAGES)) {
  const { html, title } = await renderPage(route);
  if (!template.includes('<!--page-->')) throw new Error('visitor.html has no <!--page--> placeholder');
  const page = template
    .replace('<!--page-->', html)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`);
  const file = path.join(dist, 'pages', `${name}.html`);
  writeFileSync(file, page);
  writeFileSync(`${file}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
}
// The template itself is no page of its own.
for (const suffix of ['', '.br', '.gz']) rmSync(path.join(dist, `visitor.html${suffix}`), { force: true });
rmSync(ssr, { recursive: true, force: true });
console.log(`prerendered ${Object.keys(PAGES).length} pages into dist/pages`);
