/**
 * A visitor's page arrives prerendered: readable, scrollable and with working links before any
 * script runs. The app (React, Mantine, the router, the catalogues) loads only when the visitor
 * needs it — a tap, a key, a focused field, or a part of the page that needs it coming near the
 * screen — and then takes over the HTML that is there (hydration). A tap on a button or a form sent
 * before then is held and happens again once the app is in charge, so nothing the visitor did is
 * lost. docs/decisions/0007 says why.
 */
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
const CONTROL = 'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"]';

export function startWhenNeeded(root: HTMLElement): void {
  if (!prerenderedFor(root)) {
    void import('../app/start.js').then(({ start }) => start(root, false));
    return;
  }
  const held: Array<() => void> = [];
  const typed = new Map<Field, string>();
  let started = false;

  // What the visitor types is kept as they type it, up to the moment the app is in charge.
  const keep = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
  };

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
    void Promise.all([import('../app/start.js'), import('../lib/page-ready.js')]).then(async ([app, ready]) => {
      await app.start(root, true);
      await ready.pageReady;
      document.removeEventListener('input', keep, true);
      restore(typed);
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      for (const replay of held.splice(0)) replay();
    });
  }

  document.addEventListener('input', keep, true);
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  for (const type of WAKE_EVENTS) document.addEventListener(type, begin, { capture: true, passive: true });
  root.querySelectorAll('[data-needs-app]').forEach((element) => near.observe(element));
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Hydration, and the forms' own setup, give a field the app's value (empty on a first page); what
 * the visitor typed goes back in as typing would, so the app's own state has it too.
 */
function restore(typed: Map<Field, string>): void {
  for (const [field, value] of typed) {
    if (!field.isConnected || field.value === value) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
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
