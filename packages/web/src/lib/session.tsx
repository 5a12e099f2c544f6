import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  AUTH_TYPE,
  actingCompanyId,
  can,
  authTypeOfPrincipal,
  principalOfAccount,
  todayIn,
  type AuthType,
  type IsoDate,
  type LoginResult,
  type Principal,
} from '@obra/domain';
import { ACCOUNT_KEY, TOKEN_KEY, get, qs, setUnauthorizedHandler, storedToken } from './api.js';
import { setLanguage } from './i18n.js';
import { forgetDeviceAccount, keepDeviceAccount, takeDeviceSession } from './offline/device-account.js';

/** What the app knows of the signed-in account; the token itself lives in sessionStorage. */
export interface SessionAccount {
  id: number;
  isCompany: boolean;
  userType: LoginResult['userType'];
  companyId: number | null;
  name: string;
  logo: string | null;
  language: LoginResult['language'];
  /** The company's time zone; null or absent for a client (their browser's is used). */
  timeZone?: string | null;
}

interface SessionValue extends SessionScope {
  /** True while a stored token is being checked on start. */
  restoring: boolean;
  /**
   * True when the crew's app opened without a signal as the account kept on the device, with no
   * token (lib/offline/device-account.ts): the screens show what the device kept, changes wait in
   * the outbox, and nothing is sent until the account signs in again.
   */
  onDevice: boolean;
  signIn(result: LoginResult): void;
  /** Forgets the session here only (the server already ended it). */
  signOut(): void;
  /** Logs out: forgets the session here and ends it on the server. */
  logOut(): void;
  update(changes: Partial<SessionAccount>): void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Who the account acts as: its kind, and the company it acts for on company screens. */
export interface SessionScope {
  account: SessionAccount | null;
  /** Who the account is to the policy (`can`), as the server loads it; null for a visitor. */
  principal: Principal | null;
  authType: AuthType;
  /** The company this account acts as on company screens (a company, an admin's employer, a contractor's own). */
  companyId: number | null;
}

export function scopeOf(account: SessionAccount | null): SessionScope {
  const principal = principalOfAccount(account);
  const companyId = principal ? actingCompanyId(principal) : null;
  return { account, principal, authType: authTypeOfPrincipal(principal), companyId };
}

/** The account kept in this tab, if its token is still there. */
export function readStored(): SessionAccount | null {
  try {
    const raw = sessionStorage.getItem(ACCOUNT_KEY);
    return raw && sessionStorage.getItem(TOKEN_KEY) ? (JSON.parse(raw) as SessionAccount) : null;
  } catch {
    return null;
  }
}

/** Keeps a signed-in account in this tab: its token, when given, and what the app shows of it. */
export function storeSession({ authToken, ...account }: SessionAccount & { authToken?: string }): void {
  if (authToken) sessionStorage.setItem(TOKEN_KEY, authToken);
  sessionStorage.setItem(ACCOUNT_KEY, JSON.stringify(account));
}

/** Whether an account works on the crew's screens, which open without a signal (issue 13). */
const isCrew = (account: SessionAccount) => can(scopeOf(account).principal, 'screen.open', '/jobs');

function clearStored(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(ACCOUNT_KEY);
}

/**
 * `drawnFor`: the account a page drawn on the server was drawn for, fresh from the database; the
 * app starts from it as the server did, with nothing to restore (docs/decisions/0010).
 */
export function SessionProvider({ children, drawnFor }: { children: ReactNode; drawnFor?: SessionAccount }) {
  const [start] = useState(() => {
    const signedIn = drawnFor ?? readStored();
    return { account: signedIn ?? takeDeviceSession(), onDevice: !signedIn };
  });
  const [account, setAccount] = useState<SessionAccount | null>(start.account);
  const [onDevice, setOnDevice] = useState(start.onDevice && start.account !== null);
  const [restoring, setRestoring] = useState(() => !drawnFor && readStored() !== null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signOut = useCallback(() => {
    clearStored();
    setAccount(null);
    setOnDevice(false);
    queryClient.clear();
  }, [queryClient]);

  const logOut = useCallback(() => {
    const token = storedToken();
    forgetDeviceAccount();
    signOut();
    // The server ends the session, so a copy of the token is worth nothing. It is sent after the
    // screen has moved on (keepalive outlives the page); without a signal the token is gone from
    // this browser all the same and runs out on the server by itself.
    if (token) {
      void fetch('/api/auth/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
        keepalive: true,
      }).catch(() => undefined);
    }
  }, [signOut]);

  // Opened from the device, every call answers 401 (there is no token): the worker stays on the
  // kept jobs and signs in when they choose to (the header offers it), with nothing half-typed lost.
  const onDeviceNow = useRef(onDevice);
  onDeviceNow.current = onDevice;
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (onDeviceNow.current) return;
      signOut();
      navigate('/login', { replace: true });
    });
  }, [signOut, navigate]);

  // SPEC §2: a token found on start loads the session (and proves it is still good).
  useEffect(() => {
    const stored = readStored();
    if (!stored || drawnFor) return;
    const path = stored.isCompany ? '/account/get/company' : '/account/get/user';
    get<{ name: string; logo: string | null; language: SessionAccount['language'] }>(
      `${path}${qs({ account: stored.id })}`,
    )
      .then((fresh) => {
        const next = { ...stored, name: fresh.name, logo: fresh.logo, language: fresh.language };
        storeSession(next);
        setAccount(next);
        setLanguage(fresh.language, false);
      })
      .catch(() => undefined)
      .finally(() => setRestoring(false));
  }, [drawnFor]);

  // The device remembers the last account signed in on it if that is crew, however the session
  // came (a login, a drawn page, the browser's cookie), so the app can open offline as it.
  useEffect(() => {
    if (!account || onDevice) return;
    if (isCrew(account)) keepDeviceAccount(account);
    else forgetDeviceAccount();
  }, [account, onDevice]);

  const signIn = useCallback((result: LoginResult) => {
    storeSession(result);
    const { authToken: _token, ...rest } = result;
    setAccount(rest);
    setOnDevice(false);
    setLanguage(rest.language, false);
  }, []);

  const update = useCallback((changes: Partial<SessionAccount>) => {
    setAccount((current) => {
      if (!current) return current;
      const next = { ...current, ...changes };
      storeSession(next);
      return next;
    });
  }, []);

  const value = useMemo<SessionValue>(() => {
    return { ...scopeOf(account), restoring, onDevice, signIn, signOut, logOut, update };
  }, [account, restoring, onDevice, signIn, signOut, logOut, update]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** SPEC §2: where each kind of account lands after login. */
export function homeFor(authType: AuthType): string {
  if (authType === AUTH_TYPE.company) return '/dashboard';
  if (authType === AUTH_TYPE.employee) return '/jobs';
  return '/projects';
}

/** Where the account works: its company's time zone, else the browser's (PRODUCT.md). */
export function useTimeZone(): string {
  const { account } = useSession();
  return account?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today's date where the account works. */
export function useToday(): IsoDate {
  return todayIn(useTimeZone());
}
