import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * The open dialogs, oldest first. Every Mantine modal listens for Escape on the window, so a dialog
 * opened over another (a photo over the chat, a confirmation over a form) would close both, and the
 * form's unsaved work with it: only the topmost layer may close on Escape.
 */
let layers: readonly string[] = [];
const listeners = new Set<() => void>();

function replace(next: readonly string[]): void {
  layers = next;
  for (const listener of listeners) listener();
}

/** Puts a dialog on top; the function returned takes it off again (more than once is harmless). */
export function openLayer(id: string): () => void {
  replace([...layers.filter((layer) => layer !== id), id]);
  return () => replace(layers.filter((layer) => layer !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this dialog, while open, is the topmost one. */
export function useTopLayer(opened: boolean): boolean {
  const id = useId();
  useEffect(() => (opened ? openLayer(id) : undefined), [opened, id]);
  return useSyncExternalStore(subscribe, () => layers.at(-1)) === id;
}
