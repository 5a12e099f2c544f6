/**
 * The app rendered outside a browser, by the same components the browser then takes over:
 * - `renderPage`: a visitor's page, in Spanish, for nobody signed in, at build time
 *   (scripts/prerender.mjs, docs/decisions/0007);
 * - `drawSignedIn`: a signed-in screen with the account's data, by the server for each request
 *   that carries the session cookie (packages/server/src/http/signed-in-pages.ts, docs/decisions/0010).
 */
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { QueryClient, dehydrate, type QueryKey } from '@tanstack/react-query';
import type { DrawSignedIn } from '@obra/domain';
import { App } from './app/App.js';
import type { DrawnState } from './app/drawn.js';
import { firstQueries } from './app/first-data.js';
import { firstPageData } from './lib/paged-query.js';
import { mayOpen } from './app/navigation.js';
import { AppRoutes, preloadRoute, ROUTE_TITLES } from './app/router.js';
import i18n, { setLanguage } from './lib/i18n.js';
import { drawAsWide } from './lib/media.js';
import { scopeOf, type SessionAccount } from './lib/session.js';

export { ROUTE_TITLES };

const pathOf = (url: string) => url.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, '$1');

export async function renderPage(path: string): Promise<{ html: string; title: string }> {
  await Promise.all([i18n.changeLanguage('es'), preloadRoute(path)]);
  // Every lazy part is loaded by now: the page renders in one synchronous pass, with no streaming
  // boundaries (and so no inline scripts) in the HTML.
  const html = renderToString(
    <StrictMode>
      <App>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>,
  );
  return { html, title: titleOf(path) };
}

function titleOf(path: string): string {
  return i18n.t(`titles.${ROUTE_TITLES[path] ?? 'notFound'}`);
}

/**
 * One draw at a time: the language is the catalogue's, shared by every render in this process, so
 * two accounts in two languages must not render at once. Their data is fetched before, in parallel.
 */
let drawing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = drawing.then(work, work);
  drawing = run.catch(() => undefined);
  return run;
}

/** Every Suspense boundary resolved, so the HTML is whole and carries no script of React's. */
async function renderWhole(element: ReactElement): Promise<string> {
  // Never outlined: a boundary sent apart would need an inline script to put it in place.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

export const drawSignedIn: DrawSignedIn = async ({ url, account: drawnFor, phone, load, loadPage }) => {
  const account: SessionAccount = drawnFor;
  const scope = scopeOf(account);
  const path = pathOf(url);
  // "Today" and every date follow the company's time zone; a client's is their browser's, which
  // the server cannot know, so their screens are drawn by the app.
  if (!account.timeZone) return null;
  if (!mayOpen(scope.principal, path)) return null;
  const queries = firstQueries(path, scope);
  if (!queries) return null;

  // The page's own cache: nothing of one account's may reach another's page.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // A list read a page at a time starts with its first page, as the app's paged query keeps it.
  const fetchFirst = async ({ queryKey, path, paged }: (typeof queries)[number]) => {
    if (!paged) return client.fetchQuery({ queryKey, queryFn: () => load(path) });
    const { queryData, nextCursor } = await loadPage(path);
    client.setQueryData(queryKey, firstPageData({ items: queryData as unknown[], nextCursor }));
  };
  await Promise.all(queries.filter((query) => !query.afterWhole).map(fetchFirst));
  // A list the screen reads after another has ended, when that one ended on its first page.
  const ended = (key: QueryKey) =>
    client.getQueryData<{ pages: { nextCursor: string | null }[] }>(key)?.pages[0]?.nextCursor === null;
  await Promise.all(queries.filter((query) => query.afterWhole && ended(query.afterWhole)).map(fetchFirst));

  return oneAtATime(async () => {
    await Promise.all([setLanguage(account.language, false), preloadRoute(path)]);
    drawAsWide(!phone);
    const html = await renderWhole(
      <StrictMode>
        <App client={client}>
          <StaticRouter location={url}>
            <AppRoutes drawnFor={account} />
          </StaticRouter>
        </App>
      </StrictMode>,
    );
    const state: DrawnState = { account, wide: !phone, queries: dehydrate(client) };
    return { html, title: titleOf(path), state: JSON.stringify(state) };
  });
};
