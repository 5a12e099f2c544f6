/**
 * Renders a visitor's page to HTML at build time (scripts/prerender.ts): the same components the
 * browser hydrates, in Spanish, for nobody signed in.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App.js';
import { AppRoutes, preloadRoute, ROUTE_TITLES } from './app/router.js';
import i18n from './lib/i18n.js';

export { ROUTE_TITLES };

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
  const key = ROUTE_TITLES[path] ?? 'notFound';
  return { html, title: i18n.t(`titles.${key}`) };
}
