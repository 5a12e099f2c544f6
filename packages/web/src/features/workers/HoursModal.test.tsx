import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_MSG, type HoursSummary, type TimeEntry } from '@obra/domain';
import { COMPANY, renderAt, signInAs } from '../../test/render.js';
import { HoursModal } from './HoursModal.js';

const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  Response.json({ querySuccess: true, queryData: data, queryError: null, ...extra });

const ENTRY: TimeEntry = {
  id: 41,
  jobId: 7,
  jobName: 'Techo norte',
  projectId: 3,
  projectName: 'Casa Pérez',
  userId: 6,
  workerName: 'Carlos Méndez',
  enRouteAt: null,
  startedAt: '2026-11-24T15:00:00.000Z',
  endedAt: null,
  seconds: null,
  offline: true,
  corrected: false,
};

const SUMMARY = (from: string, to: string): HoursSummary => ({
  from,
  to,
  weeks: [{ week: from, userId: 6, workerName: 'Carlos Méndez', seconds: 4800, hourlyRate: null }],
  workers: [{ userId: 6, workerName: 'Carlos Méndez', seconds: 4800, hourlyRate: null }],
  jobs: [
    { jobId: 7, jobName: 'Techo norte', projectId: 3, projectName: 'Casa Pérez', seconds: 4800, unratedSeconds: 4800 },
  ],
});

function serve() {
  const asked: string[] = [];
  const corrections: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      asked.push(url);
      const params = new URL(url, 'http://x').searchParams;
      if (url.startsWith('/api/time/hours')) return ok(SUMMARY(params.get('from')!, params.get('to')!));
      if (url.startsWith('/api/time/entries/correct')) {
        corrections.push(JSON.parse(String(init?.body)));
        return ok({ ...ENTRY, corrected: true });
      }
      if (url.startsWith('/api/time/entries')) return ok([ENTRY], { nextCursor: null });
      return ok([]);
    }),
  );
  return { asked, corrections };
}

describe("the company's hours", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a week per worker and per job, says who has no rate, and moves a week at a time', async () => {
    const { asked } = serve();
    signInAs(COMPANY);
    renderAt(<HoursModal onClose={() => undefined} />, '/workers');
    const byWorker = await screen.findByTestId('hours-by-worker');
    expect(within(byWorker).getByText('Carlos Méndez')).toBeInTheDocument();
    expect(within(byWorker).getByText('1:20')).toBeInTheDocument();
    expect(within(byWorker).getByText('Sin tarifa: sus horas cuentan $0 de mano de obra')).toBeInTheDocument();
    expect(within(screen.getByTestId('hours-by-job')).getByText(/1:20 h sin tarifa/)).toBeInTheDocument();
    const first = asked.find((u) => u.startsWith('/api/time/hours'))!;
    const monday = new URL(first, 'http://x').searchParams.get('from')!;
    expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Semana anterior' }));
    await waitFor(() => expect(asked.filter((u) => u.startsWith('/api/time/hours'))).toHaveLength(2));
    const before = new URL(asked.filter((u) => u.startsWith('/api/time/hours'))[1]!, 'http://x').searchParams;
    expect(Date.parse(monday) - Date.parse(before.get('from')!)).toBe(7 * 86_400_000);
  });

  it('corrects an entry in a dialog that needs a reason, and sends the instants', async () => {
    const { corrections } = serve();
    signInAs(COMPANY);
    renderAt(<HoursModal onClose={() => undefined} />, '/workers');
    const user = userEvent.setup();
    const entries = await screen.findByTestId('hours-entries');
    expect(within(entries).getByText('Sin terminar')).toBeInTheDocument();
    expect(within(entries).getByText('Sin conexión')).toBeInTheDocument();
    await user.click(within(entries).getByRole('button', { name: 'Corregir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Corregir registro: Carlos Méndez' });
    // Read and written in the company's time zone (Denver), whatever the browser's own.
    expect(within(dialog).getByLabelText('Entrada')).toHaveValue('2026-11-24T08:00');
    const end = within(dialog).getByLabelText('Salida');
    await user.clear(end);
    await user.type(end, '2026-11-24T17:30');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar corrección' }));
    expect(await within(dialog).findByText(TIME_MSG.reasonRequired)).toBeInTheDocument();
    expect(corrections).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Motivo/), 'Olvidó tocar Terminar');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar corrección' }));
    await waitFor(() => expect(corrections).toHaveLength(1));
    expect(corrections[0]).toEqual({
      entryId: 41,
      startedAt: ENTRY.startedAt,
      endedAt: '2026-11-25T00:30:00.000Z',
      reason: 'Olvidó tocar Terminar',
    });
    expect(await screen.findByText('Registro corregido')).toBeInTheDocument();
  });
});
