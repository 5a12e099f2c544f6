import type { SessionAccount } from '../session.js';

/**
 * Issue 13: a crew member's installed app that the phone's system closed must open again without
 * a signal. The token lives in sessionStorage (PRODUCT.md) and dies with the window, so the device
 * keeps who last signed in on it as crew (what the header shows, never the token) and, when the
 * app starts with no session and no signal, opens their kept jobs as that account. Nothing reaches
 * the server until they sign in again; their changes wait in the outbox meanwhile.
 * Forgotten when they log out.
 */
const KEY = 'obra.deviceAccount';

export function keepDeviceAccount(account: SessionAccount): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(account));
  } catch {
    // Storage refused (private mode): the app simply needs a signal to open signed out.
  }
}

export function forgetDeviceAccount(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

function keptDeviceAccount(): SessionAccount | null {
  try {
    const kept = localStorage.getItem(KEY);
    return kept ? (JSON.parse(kept) as SessionAccount) : null;
  } catch {
    return null;
  }
}

let openedOnDevice: SessionAccount | null = null;

/**
 * Called on start when the tab has no session and the browser's session could not be resumed:
 * with no signal (`reached` false, or the browser says so), opens the account kept on the device.
 * Returns it, or null when the app should ask to sign in as usual.
 */
export function openOnDevice(reached: boolean): SessionAccount | null {
  const offline = !reached || (typeof navigator !== 'undefined' && !navigator.onLine);
  openedOnDevice = offline ? keptDeviceAccount() : null;
  return openedOnDevice;
}

/** The account the app was opened as from the device (openOnDevice), taken once by the session. */
export function takeDeviceSession(): SessionAccount | null {
  const account = openedOnDevice;
  openedOnDevice = null;
  return account;
}
