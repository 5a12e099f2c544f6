import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The visitor's pages the web build prerenders (packages/web/scripts/prerender.mjs writes
 * dist/pages/<name>.html, `/` as home.html): their HTML holds the page itself and the app loads on
 * demand (docs/decisions/0007). Which pages there are is what the build wrote, read once at start;
 * any other path gets index.html, which starts the app at once.
 */
export function pageFiles(root: string): (url: string) => string {
  const folder = path.join(root, 'pages');
  const built = new Set(
    existsSync(folder) ? readdirSync(folder).flatMap((file) => (file.endsWith('.html') ? [file] : [])) : [],
  );
  return (url) => {
    const pathname = url.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, '$1');
    const file = pathname === '/' ? 'home.html' : `${pathname.slice(1)}.html`;
    // One segment of plain letters: nothing in the address can reach outside the folder.
    return /^[a-z-]+\.html$/.test(file) && built.has(file) ? `pages/${file}` : 'index.html';
  };
}

/**
 * The client's share pages (/e/<token> for an estimate, /f/<token> for an invoice): the app's
 * index.html draws them from the API. Their addresses hold a token, so they are never indexed, even
 * when someone posts a link where a search engine finds it.
 */
export function isSharePage(url: string): boolean {
  return /^\/[ef]\/[^/]+\/?$/.test(url.split(/[?#]/, 1)[0]!);
}
