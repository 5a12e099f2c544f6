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
const template = withApp(withoutAppPreload(readFileSync(path.join(dist, 'visitor.html'), 'utf8')));
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Vite preloads from visitor.html the app's chunk too, as the owner of the stylesheet both pages
 * share; a visitor's page must not download the app before it is needed (docs/decisions/0007).
 * Only what the boot script itself imports stays preloaded.
 */
function withoutAppPreload(html) {
  const boot = html.match(/<script type="module"[^>]*src="\/(assets\/visitor-[^"]+\.js)"/)?.[1];
  if (!boot) throw new Error('visitor.html has no boot script');
  const code = readFileSync(path.join(dist, boot), 'utf8');
  const imported = new Set([...code.matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1]}`));
  return html.replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (link, href) =>
    imported.has(href) ? link : '',
  );
}

/**
 * The app as index.html starts it: its style sheets, so the prerendered page looks as the app
 * will, and the address of its entry, which the boot script loads when it is needed.
 */
function withApp(html) {
  const app = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const styles = app.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const entry = app.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
  if (styles.length === 0 || !entry) throw new Error('index.html has no style sheet or no entry script');
  return html
    .replace('</head>', `    ${styles.join('\n    ')}\n  </head>`)
    .replace('<div id="root" data-prerendered>', `<div id="root" data-prerendered data-app="${entry}">`);
}

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
