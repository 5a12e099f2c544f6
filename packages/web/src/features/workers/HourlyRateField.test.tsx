import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_MSG, type Worker } from '@obra/domain';
import { COMPANY, renderAt, signInAs } from '../../test/render.js';
import { WorkersList } from './WorkersList.js';

const carlos: Worker = {
  userId: 6,
  name: 'Carlos Méndez',
  field: 'Techado',
  email: 'carlos@ejemplo.com',
  phone: '801-555-0100',
  completedJobs: 0,
  assignedJobs: 1,
  type: 'employee',
  access: true,
  pending: false,
  hourlyRate: null,
};

/** The rate calls the list sends, each answered with the worker at the rate asked. */
function stubRateCalls(): unknown[] {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { hourlyRate: string | null };
      bodies.push(body);
      const rate = body.hourlyRate === null ? null : Number(body.hourlyRate);
      return Response.json({ querySuccess: true, queryData: [{ ...carlos, hourlyRate: rate }], queryError: null });
    }),
  );
  return bodies;
}

describe("a worker's hourly rate on /workers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is saved when the field is left, with feedback, and shown with cents', async () => {
    const calls = stubRateCalls();
    signInAs(COMPANY);
    renderAt(<WorkersList workers={[carlos]} onSetPassword={() => undefined} />, '/workers');
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Tarifa por hora de Carlos Méndez' });
    expect(field).toHaveValue('');
    await user.type(field, '18.5');
    await user.tab();
    await waitFor(() => expect(calls).toEqual([{ userId: 6, hourlyRate: '18.5' }]));
    expect(await screen.findByText('Tarifa guardada')).toBeInTheDocument();
  });

  it('says what is wrong with a figure that is not money, and sends nothing', async () => {
    const calls = stubRateCalls();
    signInAs(COMPANY);
    renderAt(<WorkersList workers={[carlos]} onSetPassword={() => undefined} />, '/workers');
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Tarifa por hora de Carlos Méndez' });
    await user.type(field, '18.505{Enter}');
    expect(await screen.findByText(TIME_MSG.rate)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('clears a rate when the field is emptied', async () => {
    const calls = stubRateCalls();
    signInAs(COMPANY);
    renderAt(<WorkersList workers={[{ ...carlos, hourlyRate: 20 }]} onSetPassword={() => undefined} />, '/workers');
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Tarifa por hora de Carlos Méndez' });
    expect(field).toHaveValue('20.00');
    await user.clear(field);
    await user.tab();
    await waitFor(() => expect(calls).toEqual([{ userId: 6, hourlyRate: null }]));
  });
});
