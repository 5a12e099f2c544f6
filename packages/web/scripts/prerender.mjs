// Writes the visitor's pages as HTML at build time (docs/decisions/0007): each page rendered by the
// server build of the app (src/server-render.tsx) into a copy of the built index.html that starts the
// visitor's boot script instead of the app, with its own title, and pre-compressed like every other
// file the build writes. The server answers a path with dist/pages/<name>.html when there is one.
// Also writes dist/pages/signed-in.html, the page around a signed-in screen the server draws for
// each request (docs/decisions/0010).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(web, 'dist');
const ssr = path.join(dist, 'server');

/** The visitor's pages and their file names (`/` is home.html, `/login` login.html). */
const PAGES = ['/', '/about', '/policies', '/subscription', '/login', '/signup'];

const { renderPage } = await import(path.join(ssr, 'render.js'));
const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
const template = visitorTemplate(index);
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The app's entry script in index.html, and the boot script that loads it on a prerendered page. */
function entryAndBoot(index) {
  const entry = index.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  const boot = readdirSync(path.join(dist, 'assets')).find((file) => /^visitor-[\w-]+\.js$/.test(file));
  if (!entry || !boot) throw new Error('the build has no app entry or no visitor boot script');
  return { entry, boot };
}

/**
 * index.html as a visitor's page: the same head and style sheets, but the boot script instead of
 * the app's entry and none of the app's files preloaded. The root carries the entry's address,
 * which the boot loads when the app is needed.
 */
function visitorTemplate(index) {
  const { entry, boot } = entryAndBoot(index);
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

/**
 * index.html as the page around a screen the server draws: the visitor's boot loads the app once
 * the drawn screen has been painted. Nothing of the app is preloaded: on a slow signal its 130 KB
 * would share the line with the style sheets the first paint waits for. The style sheets of the signed-in screens are linked, as the screen arrives drawn with them; the
 * state the app starts from goes in a JSON script (not run, so the content security policy allows
 * it). The server fills the two comments.
 */
function signedInTemplate(index) {
  const { entry, boot } = entryAndBoot(index);
  const linked = new Set([...index.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]));
  const sheets = readdirSync(path.join(dist, 'assets'))
    .filter((file) => file.endsWith('.css') && !linked.has(`/assets/${file}`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/assets/${file}">`);
  return index
    .replace(entry[0], `<script type="module" crossorigin src="/assets/${boot}"></script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', `  ${sheets.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-drawn data-app="${entry[1]}"><!--page--></div>\n    ` +
        '<script type="application/json" id="drawn-state"><!--state--></script>',
    );
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
write('signed-in', signedInTemplate(index));
console.log(`prerendered ${PAGES.length} pages and the signed-in page into dist/pages`);
