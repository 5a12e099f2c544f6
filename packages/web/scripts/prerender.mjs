// Writes the visitor's pages as HTML at build time (docs/decisions/0007): each page rendered by the
// server build of the app (src/prerender.tsx) into a copy of the built index.html that starts the
// visitor's boot script instead of the app, with its own title, and pre-compressed like every other
// file the build writes. The server answers a path with dist/pages/<name>.html when there is one.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(web, 'dist');
const ssr = path.join(web, '.prerender');

/** The visitor's pages and their file names (`/` is home.html, `/login` login.html). */
const PAGES = ['/', '/about', '/policies', '/subscription', '/login', '/signup'];

const { renderPage } = await import(path.join(ssr, 'prerender.js'));
const template = visitorTemplate(readFileSync(path.join(dist, 'index.html'), 'utf8'));
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html as a visitor's page: the same head and style sheets, but the boot script instead of
 * the app's entry and none of the app's files preloaded. The root carries the entry's address,
 * which the boot loads when the app is needed.
 */
function visitorTemplate(index) {
  const entry = index.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  const boot = readdirSync(path.join(dist, 'assets')).find((file) => /^visitor-[\w-]+\.js$/.test(file));
  if (!entry || !boot) throw new Error('the build has no app entry or no visitor boot script');
  return index
    .replace(entry[0], `<script type="module" crossorigin src="/assets/${boot}"></script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<div id="root"></div>', `<div id="root" data-prerendered data-app="${entry[1]}"><!--page--></div>`);
}

/** Writes dist/pages/<name>.html with its brotli and gzip copies. */
function write(name, html) {
  const file = path.join(dist, 'pages', `${name}.html`);
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

if (!template.includes('<!--page-->')) throw new Error('index.html has no empty root to fill');
mkdirSync(path.join(dist, 'pages'), { recursive: true });
for (const route of PAGES) {
  const { html, title } = await renderPage(route);
  const page = template
    .replace('<!--page-->', html)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`);
  write(route === '/' ? 'home' : route.slice(1), page);
}
rmSync(ssr, { recursive: true, force: true });
console.log(`prerendered ${PAGES.length} pages into dist/pages`);
