import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page is prerendered or hydrated, true from then on: what only the browser can
 * show (the contact form and its captcha, toasts, dialogs) renders after hydration, so the
 * prerendered HTML and the app's first render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
