import { useCallback, useRef } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';

/**
 * An open dialog gets a history entry of its own (same address, its id in the entry's state), so
 * that a phone's Back closes the dialog instead of leaving the page with what was typed in it.
 */
const KEY = 'obraDialogs';

/** The dialogs whose entries lead to this one, oldest first. */
export function dialogsIn(state: unknown): readonly string[] {
  const list = (state as Record<string, unknown> | null)?.[KEY];
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

export function withDialog(state: unknown, id: string): Record<string, unknown> {
  const base = typeof state === 'object' && state !== null ? state : {};
  return { ...base, [KEY]: [...dialogsIn(state), id] };
}

// Ids outlive a reload in the browser's history: an id from an earlier load must not match one of this load's.
const LOAD = Math.random().toString(36).slice(2, 8);
export function dialogEntryId(reactId: string): string {
  return `${LOAD}${reactId}`;
}

/** Going back through a dialog's entry because the app closes it, not because the person pressed Back. */
let expectedPops = 0;

export function leaveDialogEntry(navigate: NavigateFunction): void {
  expectedPops += 1;
  void navigate(-1);
}

/** Whether the entry that just went away was left by the app itself (answered once). */
export function takeExpectedPop(): boolean {
  if (expectedPops === 0) return false;
  expectedPops -= 1;
  return true;
}

/**
 * For a dialog that the address opens (/projects?id=…, ?nuevo=…): its page closes it by going back
 * through the dialog's entry first, then changing the address, so the entry cannot outlive the
 * dialog and open it again on the next Back.
 */
export function useCloseAddressDialog(close: () => void): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  // Read when called: a dialog may hold this function from an earlier render of its page.
  const latest = useRef({ location, navigate, close });
  latest.current = { location, navigate, close };
  return useCallback(() => {
    const { location: here, navigate: go, close: closeNow } = latest.current;
    if (dialogsIn(here.state).length > 0) leaveDialogEntry(go);
    else closeNow();
  }, []);
}
