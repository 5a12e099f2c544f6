import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS, type Screen } from '@obra/domain';
import type { SessionAccount } from '../lib/session.js';
import { ACCOUNTS, renderAt, signInAs } from '../test/render.js';
import { RequireAccess } from './RequireAccess.js';

type Who = keyof typeof ACCOUNTS | 'visitor';

/**
 * Who opens each signed-in screen, written out here rather than read from the policy, so a change
 * to the policy that opens or closes a screen to a role fails this test.
 */
const OPENS: Record<Screen, Who[]> = {
  '/dashboard': ['company', 'admin', 'contractor'],
  '/calendar': ['company', 'admin', 'employee', 'contractor'],
  '/projects': ['company', 'admin', 'contractor', 'client'],
  '/jobs': ['employee', 'contractor'],
  '/workers': ['company', 'admin'],
  '/clients': ['company', 'admin'],
  '/account': ['company', 'admin', 'employee', 'contractor', 'client'],
};

/** Where each account is sent from a screen it may not open: its home, and /login for a visitor. */
const HOME: Record<Who, string> = {
  visitor: '/login',
  company: '/dashboard',
  admin: '/dashboard',
  employee: '/jobs',
  contractor: '/projects',
  client: '/projects',
};

const WHO: Who[] = ['visitor', 'company', 'admin', 'employee', 'contractor', 'client'];

function openAs(who: Who, path: Screen) {
  if (who !== 'visitor') signInAs(ACCOUNTS[who] as SessionAccount);
  const elsewhere = ['/login', ...SCREENS.filter((s) => s !== path)].map((other) => ({
    path: other,
    element: <p>{`redirigido a ${other}`}</p>,
  }));
  renderAt(
    <RequireAccess path={path}>
      <p>{`pantalla ${path}`}</p>
    </RequireAccess>,
    path,
    elsewhere,
  );
}

beforeEach(() => {
  // The stored session is checked on start: the account answers as it is.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ querySuccess: true, queryData: { name: 'x', logo: null, language: 'es' }, queryError: null }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('RequireAccess: each signed-in screen for each kind of account', () => {
  const cases = SCREENS.flatMap((path) => WHO.map((who) => [path, who, OPENS[path].includes(who)] as const));

  it.each(cases)('%s as %s: opens it = %s', async (path, who, opens) => {
    openAs(who, path);
    if (opens) {
      expect(await screen.findByText(`pantalla ${path}`)).toBeInTheDocument();
    } else {
      expect(await screen.findByText(`redirigido a ${HOME[who]}`)).toBeInTheDocument();
      expect(screen.queryByText(`pantalla ${path}`)).toBeNull();
    }
  });
});
