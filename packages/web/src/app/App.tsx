import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client.js';
import { useWanted } from '../lib/hosts.js';
import { cssVariablesResolver, theme } from './theme.js';
import { lazyNamed } from '../lib/lazy-named.js';

/** SPEC §1: the theme is kept in localStorage under 'color'; the first visit follows the system. */
const colorSchemeManager = localStorageColorSchemeManager({ key: 'color' });

// Mounted the first time a toast or a dialog is asked for (lib/hosts.ts).
const Notifications = lazyNamed(() => import('@mantine/notifications'), 'Notifications');
const ModalsHost = lazyNamed(() => import('../lib/modals-host.js'), 'ModalsHost');

/**
 * The providers around the routes; the browser passes its router, the server a static one and a
 * query cache of the one page it draws.
 */
export function App({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const toasts = useWanted('toasts');
  const modals = useWanted('modals');
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <QueryClientProvider client={client}>
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
