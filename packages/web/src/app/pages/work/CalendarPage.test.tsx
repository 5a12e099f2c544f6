import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aListedJob } from '../../../test/fixtures.js';
import { COMPANY, renderAt, signInAs } from '../../../test/render.js';
import { CalendarPage } from './CalendarPage.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the calendar', () => {
  it('asks the server only for the jobs of the week it shows, and for the next week when it moves', async () => {
    // Thursday 26 November 2026 in Utah.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T18:00:00.000Z'));
    const asked: URLSearchParams[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://obra.test');
        if (url.pathname !== '/api/projects/getJobsByCompany') return new Response(null, { status: 404 });
        const params = url.searchParams;
        asked.push(params);
        const job = aListedJob({
          name: `Trabajo desde ${params.get('from')}`,
          startDate: params.get('from'),
          endDate: null,
        });
        return Response.json({ querySuccess: true, queryData: [job], nextCursor: null, queryError: null });
      }),
    );
    signInAs(COMPANY);
    renderAt(<CalendarPage />, '/calendar');
    expect(await screen.findByText('Trabajo desde 2026-11-22')).toBeInTheDocument();
    expect(asked.map((p) => [p.get('from'), p.get('to')])).toEqual([['2026-11-22', '2026-11-28']]);

    await userEvent.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(await screen.findByText('Trabajo desde 2026-11-29')).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)?.get('to')).toBe('2026-12-05'));
    expect(asked).toHaveLength(2);
  });
});
