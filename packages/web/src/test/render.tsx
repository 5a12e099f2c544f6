import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ACCOUNT_KEY, TOKEN_KEY } from '../lib/api.js';
import { SessionProvider, type SessionAccount } from '../lib/session.js';
import { theme } from '../app/theme.js';
import { ModalsHost } from '../lib/modals-host.js';

/** An employee of company 1, for screens a worker uses. */
export const EMPLOYEE: SessionAccount = {
  id: 5,
  isCompany: false,
  userType: 'employee',
  companyId: 1,
  name: 'Carlos',
  logo: null,
  language: 'es',
};

/** Company 1 itself, working in Utah. */
export const COMPANY: SessionAccount = {
  id: 1,
  isCompany: true,
  userType: 'company',
  companyId: 1,
  name: 'Techos Rivera',
  logo: null,
  language: 'es',
  timeZone: 'America/Denver',
};

/** A client of company 1. */
export const CLIENT: SessionAccount = {
  id: 7,
  isCompany: false,
  userType: 'client',
  companyId: null,
  name: 'María González',
  logo: null,
  language: 'es',
};

/** An admin of company 1: the company side, signed in as a person. */
export const ADMIN: SessionAccount = {
  id: 6,
  isCompany: false,
  userType: 'admin',
  companyId: 1,
  name: 'Ana',
  logo: null,
  language: 'es',
};

/** An independent contractor whose own company is 9; he also works on company 1's jobs. */
export const CONTRACTOR: SessionAccount = {
  id: 8,
  isCompany: false,
  userType: 'contractor',
  companyId: 9,
  name: 'Pedro',
  logo: null,
  language: 'es',
  timeZone: 'America/Denver',
};

/** Company 2, another tenant. */
export const OTHER_COMPANY: SessionAccount = {
  id: 2,
  isCompany: true,
  userType: 'company',
  companyId: 2,
  name: 'Pisos Ortega',
  logo: null,
  language: 'es',
  timeZone: 'America/Denver',
};

/** Every kind of signed-in account, by name, for tests that go through each role. */
export const ACCOUNTS = { company: COMPANY, admin: ADMIN, employee: EMPLOYEE, contractor: CONTRACTOR, client: CLIENT };

/** Puts a signed-in account in session storage, as a login would. */
export function signInAs(account: SessionAccount): void {
  sessionStorage.setItem(TOKEN_KEY, 'token-de-prueba');
  sessionStorage.setItem(ACCOUNT_KEY, JSON.stringify(account));
}

/** Renders a screen inside the app's providers at a path, with a memory router. */
export function renderAt(
  element: ReactElement,
  path = '/',
  extraRoutes: { path: string; element: ReactElement }[] = [],
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <RouterOutletShim />
          </SessionProvider>
        ),
        children: [{ path, element }, ...extraRoutes],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <Notifications />
        <ModalsHost />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function RouterOutletShim() {
  return <Outlet />;
}
