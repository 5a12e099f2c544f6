import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate as fillCache } from '@tanstack/react-query';
import { languageReady, setLanguage } from '../lib/i18n.js';
import { drawAsWide } from '../lib/media.js';
import { queryClient } from '../lib/query-client.js';
import { readStored, type SessionAccount } from '../lib/session.js';
import { openOnDevice } from '../lib/offline/device-account.js';
import { App } from './App.js';
import { adoptDrawnSession, readDrawnState, resumeSession } from './drawn.js';
import { AppRoutes, isSharePath, isSignedInPath, preloadRoute } from './router.js';

const app = (drawnFor?: SessionAccount) => (
  <StrictMode>
    <App>
      <BrowserRouter>
        <AppRoutes drawnFor={drawnFor} />
      </BrowserRouter>
    </App>
  </StrictMode>
);

/**
 * Starts the app in the page: over HTML that is already there (`hydrate`: a visitor's prerendered
 * page, or a signed-in screen the server drew with its data), or from an empty root. A reader who
 * chose English sees English from the first paint of the app.
 */
export async function start(root: HTMLElement, hydrate: boolean): Promise<void> {
  const path = window.location.pathname;
  const drawn = hydrate ? readDrawnState() : null;
  if (drawn) {
    if (await adoptDrawnSession(drawn.account)) {
      // The cache starts with the data the page was drawn from, so the first render matches it.
      fillCache(queryClient, drawn.queries);
      drawAsWide(drawn.wide);
      await Promise.all([setLanguage(drawn.account.language, false), preloadRoute(path)]);
      // As a transition, hydration yields to the browser every few milliseconds: the screen is
      // already there to read and scroll, and a slow phone must not freeze while the app takes it over.
      startTransition(() => void hydrateRoot(root, app(drawn.account)));
      installWhenIdle();
      return;
    }
    // Drawn for an account this tab is not signed in as: the app draws the page for this tab's.
    hydrate = false;
  } else if (isSignedInPath(path) && !readStored()) {
    // A signed-in screen the server did not draw (a client's, the account page, any screen the
    // installed app opens without a signal) in a tab without a token: the browser's session, if it
    // has one, before the app sends the tab to /login. With no signal, the crew's app opens as the
    // account that last worked on this device (lib/offline/device-account.ts).
    const { resumed, reached } = await resumeSession();
    const onDevice = resumed ? null : openOnDevice(reached);
    if (onDevice) await setLanguage(onDevice.language, false);
  }
  // The page's own chunk first: hydration then takes over the whole prerendered page in one pass.
  await Promise.all([languageReady(), preloadRoute(path)]);
  if (hydrate) hydrateRoot(root, app());
  else createRoot(root).render(app());
  installWhenIdle();
}

/** The service worker of the installed app (pwa.config.ts), once the page has what it needs. */
function installWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A client who opens an estimate or an invoice from a link is no user of the app: their phone
  // downloads none of it to keep (a worker already installed still answers pages from the network).
  if (isSharePath(window.location.pathname)) return;
  const install = () => void import('../lib/app-update.js').then(({ watchForUpdates }) => watchForUpdates());
  if (document.readyState === 'complete') setTimeout(install, 1000);
  else window.addEventListener('load', () => setTimeout(install, 1000), { once: true });
}
