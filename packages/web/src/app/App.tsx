import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { ApiError } from '../lib/api.js';
import { useWanted } from '../lib/hosts.js';
import { theme } from './theme.js';
import { lazyNamed } from '../lib/lazy-named.js';

/** SPEC §1: the theme is kept in localStorage under 'color'; the first visit follows the system. */
const colorSchemeManager = localStorageColorSchemeManager({ key: 'color' });

// Mounted the first time a toast or a dialog is asked for (lib/hosts.ts).
const Notifications = lazyNamed(() => import('@mantine/notifications'), 'Notifications');
const ModalsHost = lazyNamed(() => import('../lib/modals-host.js'), 'ModalsHost');

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refused or missing resource will not change by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status !== null && error.status < 500) && count < 2,
    },
  },
});

/** The providers around the routes; the browser passes its router, the build's prerender a static one. */
export function App({ children }: { children: ReactNode }) {
  const toasts = useWanted('toasts');
  const modals = useWanted('modals');
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        {/* Each in its own boundary: one loading must never hide (and so remount) the other. */}
        {toasts && (
          <Suspense fallback={null}>
            <Notifications position="top-right" />
          </Suspense>
        )}
        {modals && (
          <Suspense fallback={null}>
            <ModalsHost />
          </Suspense>
        )}
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
