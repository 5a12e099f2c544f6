/**
 * The boot script of the pages that arrive with their content. A visitor's page arrives
 * prerendered: readable, scrollable and with working links before any script runs. The app (React, Mantine, the router, the catalogues) loads only when the visitor
 * needs it — a tap, a key, a focused field, or a part of the page that needs it coming near the
 * screen — and then takes over the HTML that is there (hydration). A tap on a button or a form sent
 * before then is held and happens again once the app is in charge; what was typed stays in the
 * fields, as those forms read their fields rather than keep them in state. Nothing the visitor did
 * is lost. docs/decisions/0007 says why.
 *
 * A signed-in screen the server drew with its data (docs/decisions/0010) is shown first and taken
 * over by the app at once after its first paint, as its reader is about to use it; a press before
 * then is held in the same way.
 */

/**
 * The event the app sends once the page has its content (app/PageReady.tsx sends it). Named here
 * rather than imported: a module shared with the app would be bundled with the app, and a
 * visitor's page would download the app with its boot.
 */
const PAGE_READY = 'obra:page-ready';
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
const CONTROL = 'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"]';

/**
 * Loads the app's entry, whose address the prerendered page carries (`data-app`): the boot shares
 * no module with the app, so a visitor's page downloads nothing of it until then. The entry reads
 * `data-start` to hydrate the page or draw over it.
 */
function loadApp(root: HTMLElement, mode: 'hydrate' | 'render'): Promise<unknown> {
  root.dataset.start = mode;
  return import(/* @vite-ignore */ root.dataset.app!);
}

/** Runs `work` once the browser has painted what the page holds now. */
function afterFirstPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}

export function startWhenNeeded(root: HTMLElement): void {
  const drawn = root.hasAttribute('data-drawn');
  if (!drawn && !prerenderedFor(root)) {
    void loadApp(root, 'render');
    return;
  }
  const held: Array<() => void> = [];
  let started = false;

  const hold = (event: Event) => {
    if (event.type === 'submit') {
      const form = event.target as HTMLFormElement;
      held.push(() => form.isConnected && form.requestSubmit());
    } else {
      const control = (event.target as Element).closest<HTMLElement>(CONTROL);
      // Links need no app: they load the next page as links do.
      if (!control || control.closest('a[href]')) return;
      held.push(() => control.isConnected && control.click());
    }
    event.preventDefault();
    event.stopPropagation();
    begin();
  };

  const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && begin(), {
    rootMargin: '300px',
  });

  function begin() {
    if (started) return;
    started = true;
    near.disconnect();
    for (const type of WAKE_EVENTS) document.removeEventListener(type, begin, true);
    window.addEventListener(
      PAGE_READY,
      () => {
        document.removeEventListener('click', hold, true);
        document.removeEventListener('submit', hold, true);
        // After React has run what the first commit scheduled, so the press meets a settled form.
        setTimeout(() => {
          for (const replay of held.splice(0)) replay();
        });
      },
      { once: true },
    );
    void loadApp(root, 'hydrate');
  }

  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  for (const type of WAKE_EVENTS) document.addEventListener(type, begin, { capture: true, passive: true });
  root.querySelectorAll('[data-needs-app]').forEach((element) => near.observe(element));
  if (drawn) afterFirstPaint(begin);
}

/**
 * The prerendered HTML is the page of a Spanish-reading visitor. A signed-in account or an English
 * reader gets the app at once, drawn over it.
 */
function prerenderedFor(root: HTMLElement): boolean {
  if (!root.hasAttribute('data-prerendered')) return false;
  try {
    return !sessionStorage.getItem('token') && localStorage.getItem('lang') !== 'en';
  } catch {
    return true;
  }
}
