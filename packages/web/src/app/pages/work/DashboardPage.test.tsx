import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProject } from '../../../test/fixtures.js';
import { COMPANY, renderAt, signInAs } from '../../../test/render.js';
import { DashboardPage } from './DashboardPage.js';

const page = (queryData: unknown[], nextCursor: string | null = null) =>
  Response.json({ querySuccess: true, queryData, nextCursor, queryError: null });

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard of a company with more active projects than a page', () => {
  it("shows the server's figures for every project, and its first 50 active projects with Cargar más for the rest", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://obra.test');
        asked.push(url.pathname + url.search);
        if (url.pathname === '/api/projects/summary') {
          return Response.json({
            querySuccess: true,
            queryData: { activeProjects: 52, openJobs: 340, totalActiveCents: 5_200_000, profitActiveCents: -1500 },
            queryError: null,
          });
        }
        if (url.pathname === '/api/projects/getByCompany') {
          const from = url.searchParams.has('cursor') ? 51 : 1;
          const count = from === 1 ? 50 : 2;
          const rows = Array.from({ length: count }, (_, i) => aProject({ id: from + i, name: `Obra ${from + i}` }));
          return page(rows, from === 1 ? 'despues-de-50' : null);
        }
        if (url.pathname.startsWith('/api/')) return page([]);
        return new Response(null, { status: 404 });
      }),
    );
    signInAs(COMPANY);
    renderAt(<DashboardPage />, '/dashboard');

    const figures = await screen.findByTestId('general-info');
    await waitFor(() => expect(within(figures).getByTestId('stat-projects')).toHaveTextContent('52'));
    expect(within(figures).getByTestId('stat-jobs')).toHaveTextContent('340');
    expect(within(figures).getByTestId('stat-total')).toHaveTextContent('$52,000.00');
    expect(within(figures).getByTestId('stat-profit')).toHaveTextContent('-$15.00');

    const list = screen.getByTestId('active-projects');
    expect(within(list).getAllByTestId('active-project')).toHaveLength(50);
    // The list asks the server for the active projects only.
    expect(asked.find((path) => path.startsWith('/api/projects/getByCompany'))).toContain('status=CLIENT_APPROVAL');
    await userEvent.click(within(list).getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(within(list).getAllByTestId('active-project')).toHaveLength(52));
    expect(within(list).queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });
});
