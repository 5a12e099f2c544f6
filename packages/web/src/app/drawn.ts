import type { DehydratedState } from '@tanstack/react-query';
import { DRAWN_STATE_ID, type LoginResult } from '@obra/domain';
import { ApiError, post } from '../lib/api.js';
import { readStored, storeSession, type SessionAccount } from '../lib/session.js';

/** What a page the server drew for an account carries for the app (server-render.tsx). */
export interface DrawnState {
  account: SessionAccount;
  /** Whether lists that follow the screen's width were drawn wide (lib/media.ts). */
  wide: boolean;
  queries: DehydratedState;
}

/** The state of the page the server drew, if this page is one. */
export function readDrawnState(): DrawnState | null {
  const element = document.getElementById(DRAWN_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DrawnState;
  } catch {
    return null;
  }
}

const sameAccount = (a: SessionAccount, b: SessionAccount) => a.id === b.id && a.isCompany === b.isCompany;

/**
 * Whether this tab may take over the page drawn for `account`. A tab signed in as that account
 * keeps its token and takes the fresher account; a tab signed in as someone else stays theirs (the
 * app draws the page for them); a tab with no token, as a new tab has, takes the session cookie's.
 */
export async function adoptDrawnSession(account: SessionAccount): Promise<boolean> {
  const stored = readStored();
  if (stored) {
    if (!sameAccount(stored, account)) return false;
    storeSession({ ...stored, ...account });
    return true;
  }
  const { resumed } = await resumeSession();
  return resumed !== null && sameAccount(resumed, account);
}

/**
 * Takes the session cookie's session into this tab, as a login would, if the browser has one: a
 * new tab of a signed-in browser is signed in too. `resumed` is null when it has none, and
 * `reached` false when the server could not be asked (no signal).
 */
export async function resumeSession(): Promise<{ resumed: SessionAccount | null; reached: boolean }> {
  try {
    const resumed = await post<LoginResult>('/auth/resume', {}, { anonymous: true });
    storeSession(resumed);
    return { resumed, reached: true };
  } catch (error) {
    return { resumed: null, reached: !(error instanceof ApiError && error.status === null) };
  }
}
