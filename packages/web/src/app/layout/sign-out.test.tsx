import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPLOYEE, renderAt, signInAs } from '../../test/render.js';
import { offlineDb } from '../../lib/offline/db.js';
import { keptJobs } from '../../lib/offline/kept-jobs.js';
import { signalOutbox } from '../../lib/offline/signal.js';
import { aListedJob } from '../../test/fixtures.js';
import { AppLayout } from './AppLayout.js';

const ok = (data: unknown) => Response.json({ querySuccess: true, queryData: data, queryError: null });

/** empleado (id 5) has a job kept on the device. */
async function keptOnDevice() {
  const db = await offlineDb();
  await db.put('jobs', {
    owner: 'u5',
    savedAt: '2026-11-26T10:00:00.000Z',
    jobs: [{ listed: aListedJob(), full: null, photos: [] }],
  });
}

async function signOut(expected: RegExp) {
  signInAs(EMPLOYEE);
  renderAt(<AppLayout />, '/jobs', [{ path: '/', element: <p>Inicio</p> }]);
  await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
  expect(await screen.findByText(expected)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Sí' }));
}

describe('signing out of a device with the crew’s offline data (issue 13)', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith('/api/account/get/user') ? ok({ name: 'Carlos', logo: null, language: 'es' }) : ok([]),
      ),
    ),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('forgets the kept jobs when nothing waits to be sent', async () => {
    await keptOnDevice();
    await signOut(/¿Proceder a cerrar sesión\?/);
    // The outbox is forgotten first, then the kept jobs.
    await waitFor(async () => expect(await keptJobs('u5')).toEqual([]));
  });

  it('warns of unsent changes and keeps everything on the device', async () => {
    // No signal: the change stays queued.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await keptOnDevice();
    const db = await offlineDb();
    await db.put('outbox', {
      id: 'cambio-1',
      owner: 'u5',
      kind: 'job.update',
      label: 'Instalar base',
      path: '/projects/updateJob',
      body: {},
      createdAt: '2026-11-26T10:00:00.000Z',
      status: 'pending',
    });
    signalOutbox('u5', 1);
    await signOut(/Hay 1 cambio sin enviar/);
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
    expect(await keptJobs('u5')).toHaveLength(1);
    expect(await db.count('outbox')).toBe(1);
  });
});
