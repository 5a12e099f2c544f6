import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_MSG, type ClockState } from '@obra/domain';
import { JobsPage } from '../../app/pages/work/JobsPage.js';
import { aJob, aListedJob, aProject } from '../../test/fixtures.js';
import { EMPLOYEE, renderAt, signInAs } from '../../test/render.js';

const listed = aListedJob();
const ok = (data: unknown) => Response.json({ querySuccess: true, queryData: data, queryError: null });
const refused = (message: string, errorCode: string) =>
  Response.json({ querySuccess: false, queryData: null, queryError: message, errorCode }, { status: 400 });

const WORKER = { ...EMPLOYEE, timeZone: 'America/Denver' };
/** 8:32 in Utah on a November morning. */
const WORKING: ClockState = {
  jobId: listed.id,
  phase: 'working',
  enRouteAt: '2026-11-26T15:10:00.000Z',
  startedAt: '2026-11-26T15:32:00.000Z',
  actions: ['END'],
};

/** The jobs screen with one job, the open entries given, and each tap answered by `answer`. */
function serve(open: ClockState[], answer: (body: Record<string, unknown>) => Response) {
  const taps: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/projects/getJobsByUser')) return ok([listed]);
      if (url.startsWith('/api/projects/getProjectById')) return ok(aProject({ projectItems: [aJob()] }));
      if (url.startsWith(`/api/time/open?userId=${WORKER.id}`)) return ok(open);
      if (url.startsWith('/api/time/clock')) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        taps.push(body);
        return answer(body);
      }
      return ok([]);
    }),
  );
  return taps;
}

const clockOf = async () => screen.findByRole('group', { name: `Reloj de ${listed.name}` });

describe('the time clock on a worker’s job', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers 'En camino' and 'Empezar' on a job not started, and records the tap with its time and id", async () => {
    const taps = serve([], (body) =>
      ok({ ...WORKING, phase: 'enRoute', enRouteAt: body.at, startedAt: null, actions: ['START'] }),
    );
    signInAs(WORKER);
    renderAt(<JobsPage />, '/jobs');
    const clock = await clockOf();
    expect(within(clock).getByText('Sin empezar')).toBeInTheDocument();
    expect(within(clock).getByRole('button', { name: 'En camino' })).toBeEnabled();
    expect(within(clock).getByRole('button', { name: 'Empezar' })).toBeEnabled();
    expect(within(clock).getByRole('button', { name: 'Terminar' })).toBeDisabled();

    const before = Date.now();
    await userEvent.setup().click(within(clock).getByRole('button', { name: 'En camino' }));
    await waitFor(() => expect(within(clock).getByText(/^En camino desde las/)).toBeInTheDocument());
    expect(taps).toHaveLength(1);
    const [tap] = taps;
    expect(tap).toMatchObject({ jobId: listed.id, action: 'EN_ROUTE', offline: false });
    expect(Date.parse(String(tap!.at))).toBeGreaterThanOrEqual(before - 1000);
    expect(String(tap!.clientRef).length).toBeGreaterThan(8);
    // The tap shows from the device's outbox at once; the buttons wait for the server's answer.
    await waitFor(() => expect(within(clock).getByRole('button', { name: 'Empezar' })).toBeEnabled());
    expect(within(clock).getByRole('button', { name: 'En camino' })).toBeDisabled();
  });

  it('shows since when the worker is working, in the company’s time, and offers only Terminar', async () => {
    serve([WORKING], () => ok({ ...WORKING, phase: 'idle', enRouteAt: null, startedAt: null, actions: [] }));
    signInAs(WORKER);
    renderAt(<JobsPage />, '/jobs');
    const clock = await clockOf();
    expect(await within(clock).findByText(/^Trabajando desde las 8:32/)).toBeInTheDocument();
    expect(within(clock).getByRole('button', { name: 'Terminar' })).toBeEnabled();
    expect(within(clock).getByRole('button', { name: 'Empezar' })).toBeDisabled();
  });

  it("says the server's refusal in the worker's language", async () => {
    serve([], () => refused(TIME_MSG.alreadyStarted, 'CLOCK_ALREADY_STARTED'));
    signInAs(WORKER);
    renderAt(<JobsPage />, '/jobs');
    const clock = await clockOf();
    await userEvent.setup().click(within(clock).getByRole('button', { name: 'Empezar' }));
    expect(await screen.findByText(TIME_MSG.alreadyStarted)).toBeInTheDocument();
  });

  it('is in the job’s details too, and a tap there shows on the list at once', async () => {
    serve([], (body) => ok({ ...WORKING, enRouteAt: null, startedAt: body.at }));
    signInAs(WORKER);
    renderAt(<JobsPage />, '/jobs');
    const user = userEvent.setup();
    await clockOf();
    await user.click(screen.getByRole('button', { name: 'Detalles' }));
    const dialog = await screen.findByRole('dialog');
    const inDialog = within(dialog).getByRole('group', { name: `Reloj de ${listed.name}` });
    await user.click(within(inDialog).getByRole('button', { name: 'Empezar' }));
    await waitFor(() => expect(within(inDialog).getByText(/^Trabajando desde las/)).toBeInTheDocument());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await clockOf()).getByText(/^Trabajando desde las/)).toBeInTheDocument();
  });
});
