import { useSyncExternalStore } from 'react';

/**
 * Toasts and dialogs are shown by Mantine's containers, which bring code (transitions, focus trap,
 * scroll lock, floating UI) that most pages never need. They are mounted the first time something
 * asks for them; a toast or dialog asked for before then waits in its store until they listen.
 */
type Host = 'toasts' | 'modals';

const wanted: Record<Host, boolean> = { toasts: false, modals: false };
const listeners = new Set<() => void>();

export function want(host: Host): void {
  if (wanted[host]) return;
  wanted[host] = true;
  for (const listener of listeners) listener();
}

export function useWanted(host: Host): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted[host],
    () => false,
  );
}

let markMounted: () => void = () => undefined;

/** Resolves once the modal manager listens; a dialog opened before then would be lost. */
export const modalsReady = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function modalsMounted(): void {
  markMounted();
}
