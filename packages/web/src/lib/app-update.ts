/** What the app uses of the browser's ServiceWorkerContainer: a stand-in in tests. */
export type Workers = Pick<ServiceWorkerContainer, 'register' | 'addEventListener' | 'controller'>;

/**
 * Registers the service worker (pwa.config.ts) and, when a new version of the app has been
 * downloaded and waits, offers it with 'Actualizar'. Nothing changes until the person taps it: then
 * the new worker takes over (Workbox's worker skips waiting on that message) and the page reloads
 * once, on the new version's files throughout. The prompt's code loads only when there is one to
 * show; the first worker of a new install takes no page over and offers nothing.
 */
export async function watchForUpdates(
  workers: Workers = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  let asked = false;
  const offer = (waiting: ServiceWorker) =>
    void import('./app-update-prompt.js').then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => {
        asked = true;
        waiting.postMessage({ type: 'SKIP_WAITING' });
      }),
    );
  workers.addEventListener('controllerchange', () => {
    if (asked) reload();
  });
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await workers.register('/sw.js', { scope: '/' });
  } catch {
    // No worker (a private window, a browser that refuses it): the app works as a web page does.
    return;
  }
  // A browser told to block workers (Playwright's default in our tests) answers nothing at all.
  if (!registration) return;
  const isUpdate = () => workers.controller !== null;
  if (registration.waiting && isUpdate()) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && isUpdate()) offer(installing);
    });
  });
}
