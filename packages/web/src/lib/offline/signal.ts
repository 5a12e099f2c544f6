// The outbox's light half: who is told when it changes, and a hint of how many changes an account
// has unsent, kept in localStorage so a screen learns it without loading the IndexedDB code (the
// signed-in script budget): with nothing unsent and a signal, that code never loads.

import { storedToken } from '../api.js';

/**
 * Whether a change can go to the server now: the browser has a network and the tab a session. An
 * app opened from the device (no token, lib/offline/device-account.ts) keeps its changes until
 * the worker signs in again.
 */
export function canSend(): boolean {
  return navigator.onLine && storedToken() !== null;
}

const listeners = new Set<() => void>();
const hintKey = (owner: string) => `obra-outbox:${owner}`;

/** Calls `listener` after every change to the outbox; returns the unsubscribe. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener that an account's outbox changed, now holding `unsent` changes. */
export function signalOutbox(owner: string, unsent: number): void {
  try {
    if (unsent > 0) localStorage.setItem(hintKey(owner), String(unsent));
    else localStorage.removeItem(hintKey(owner));
  } catch {
    // Storage refused (private mode): the screens read the outbox itself instead.
  }
  for (const listener of listeners) listener();
}

/** Whether an account may have changes on the device: true when the hint says so or cannot be read. */
export function mayHaveUnsent(owner: string): boolean {
  try {
    return localStorage.getItem(hintKey(owner)) !== null;
  } catch {
    return true;
  }
}
