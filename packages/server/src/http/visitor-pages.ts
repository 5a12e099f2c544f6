import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The visitor's pages the web build prerenders (packages/web/scripts/prerender.mjs writes
 * dist/pages/<name>.html): their HTML holds the page itself, and the app loads on demand
 * (docs/decisions/0007). Any other path gets index.html, which starts the app at once.
 */
const VISITOR_PAGES: Record<string, string> = {
  '/': 'home',
  '/about': 'about',
  '/policies': 'policies',
  '/subscription': 'subscription',
  '/login': 'login',
  '/signup': 'signup',
};

/**
 * Which file under the web root answers a page's path (its query string and hash aside). A build
 * without a prerendered page (an older one) answers that path with index.html, as before.
 */
export function pageFiles(root: string): (url: string) => string {
  const built = new Set(
    Object.values(VISITOR_PAGES).filter((name) => existsSync(path.join(root, 'pages', `${name}.html`))),
  );
  return (url) => {
    const pathname = url.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, '$1');
    const name = VISITOR_PAGES[pathname];
    return name && built.has(name) ? `pages/${name}.html` : 'index.html';
  };
}
