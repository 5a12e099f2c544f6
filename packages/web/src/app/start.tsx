import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { languageReady } from '../lib/i18n.js';
import { App } from './App.js';
import { AppRoutes, preloadRoute } from './router.js';

/**
 * Starts the app in the page: over the prerendered HTML of a visitor's page (`hydrate`), or from
 * an empty root. A reader who chose English sees English from the first paint of the app.
 */
export async function start(root: HTMLElement, hydrate: boolean): Promise<void> {
  // The page's own chunk first: hydration then takes over the whole prerendered page in one pass.
  await Promise.all([languageReady(), preloadRoute(window.location.pathname)]);
  const app = (
    <StrictMode>
      <App>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>
  );
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
