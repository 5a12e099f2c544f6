import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPLOYEE, renderAt, signInAs } from '../../test/render.js';
import { offlineDb, type Change } from '../../lib/offline/db.js';
import { changesOf } from '../../lib/offline/outbox.js';
import { signalOutbox } from '../../lib/offline/signal.js';
import { OfflineStatus } from './OfflineStatus.js';

/** Puts changes of empleado (id 5) on the device, as the outbox would have left them. */
async function onDevice(changes: Partial<Change>[]) {
  const db = await offlineDb();
  for (const [i, change] of changes.entries()) {
    await db.put('outbox', {
      id: `cambio-${i}`,
      owner: 'u5',
      kind: 'job.update',
      label: 'Instalar base',
      path: '/projects/updateJob',
      body: {},
      createdAt: '2026-11-20T15:00:00.000Z',
      status: 'pending',
      ...change,
    });
  }
  signalOutbox('u5', changes.length);
}

describe('the header’s offline status (issue 13)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the device is offline and how many changes wait', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await onDevice([{}, {}, { kind: 'job.photos' }]);
    signInAs(EMPLOYEE);
    renderAt(<OfflineStatus />, '/jobs');
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Sin conexión · 3 cambios pendientes'));
  });

  it('lists a refused change with the server’s reason, and keeps it until Descartar', async () => {
    await onDevice([{ status: 'refused', reason: 'El trabajo ya no está asignado a usted' }]);
    signInAs(EMPLOYEE);
    renderAt(<OfflineStatus />, '/jobs');
    expect(screen.getByRole('status')).toHaveTextContent('');

    await userEvent.click(await screen.findByRole('button', { name: 'Cambios no enviados (1)' }));
    const list = await screen.findByRole('dialog', { name: 'Cambios no enviados' });
    expect(within(list).getByText('Cambio del trabajo: Instalar base')).toBeInTheDocument();
    expect(within(list).getByText('El trabajo ya no está asignado a usted')).toBeInTheDocument();
    expect(await changesOf('u5')).toHaveLength(1);

    await userEvent.click(within(list).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await changesOf('u5')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Cambios no enviados/ })).toBeNull();
  });
});
