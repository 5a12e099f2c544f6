import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anEstimate, ok, serve } from '../features/share/share-test-kit.js';
import { setLanguage } from '../lib/i18n.js';
import { AppRoutes, isSharePath, isSignedInPath, preloadRoute } from './router.js';
import { theme } from './theme.js';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await setLanguage('es', false);
});

describe("the client's share pages in the router", () => {
  it('are /e/<token> and /f/<token>, visitor pages', () => {
    expect(isSharePath('/e/tok-1')).toBe(true);
    expect(isSharePath('/f/tok-1/')).toBe(true);
    expect(isSharePath('/e/')).toBe(false);
    expect(isSharePath('/f/a/b')).toBe(false);
    expect(isSignedInPath('/e/tok-1')).toBe(false);
  });

  it("open without the app's menu and name themselves after their document", async () => {
    serve(() => ok(anEstimate()));
    // The router's scroll to a hash asks for what jsdom does not do.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await preloadRoute('/e/tok-1');
    render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter initialEntries={['/e/tok-1']}>
            <AppRoutes />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Presupuesto P-0007' })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Saltar al contenido' })).toBeNull();
    expect(document.title).toBe('Presupuesto P-0007 · Techos Rivera');
  });
});
