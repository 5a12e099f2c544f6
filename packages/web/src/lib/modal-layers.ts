import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * The open dialogs, oldest first. Every Mantine modal listens for Escape on the window, so a dialog
 * opened over another (a photo over the chat, a confirmation over a form) would close both, and the
 * form's unsaved work with it: only the topmost layer may close on Escape.
 */
let layers: readonly string[] = [];
const listeners = new Set<() => void>();
let openings = 0;
const latestOpening = new Map<string, number>();

function replace(next: readonly string[]): void {
  layers = next;
  for (const listener of listeners) listener();
}

/**
 * Puts a dialog on top; the function returned takes it off again (more than once is harmless).
 * Taking off waits for the current event to finish: browsers run React's updates between one
 * window listener and the next, so the dialog below would otherwise become the top in time to
 * close on the very Escape that closed this one.
 */
export function openLayer(id: string): () => void {
  const opening = ++openings;
  latestOpening.set(id, opening);
  replace([...layers.filter((layer) => layer !== id), id]);
  return () =>
    setTimeout(() => {
      // Opened again meanwhile: that newer opening keeps its place.
      if (latestOpening.get(id) !== opening) return;
      latestOpening.delete(id);
      replace(layers.filter((layer) => layer !== id));
    }, 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this dialog, while open, is the topmost one. */
export function useTopLayer(opened: boolean): boolean {
  const id = useId();
  useEffect(() => (opened ? openLayer(id) : undefined), [opened, id]);
  // A page drawn on the server has no dialog open.
  return (
    useSyncExternalStore(
      subscribe,
      () => layers.at(-1),
      () => undefined,
    ) === id
  );
}
