import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Worker } from '@obra/domain';
import { renderAt, signInAs } from '../../test/render.js';
import { WorkersList } from './WorkersList.js';

const worker = (userId: number, name: string, type: Worker['type']): Worker => ({
  userId,
  name,
  field: 'Techado',
  email: `${userId}@ejemplo.com`,
  phone: '801-555-0100',
  completedJobs: 0,
  assignedJobs: 0,
  type,
  access: true,
  pending: false,
  hourlyRate: null,
});

describe('workers list', () => {
  it('keeps an admin from turning off their own access, but not anyone else’s', async () => {
    signInAs({ id: 5, isCompany: false, userType: 'admin', companyId: 1, name: 'Lucía', logo: null, language: 'es' });
    renderAt(
      <WorkersList
        workers={[worker(5, 'Lucía Rivera', 'admin'), worker(6, 'Carlos Méndez', 'employee')]}
        onSetPassword={() => undefined}
      />,
      '/workers',
    );
    expect(await screen.findByRole('switch', { name: /Lucía Rivera/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /Carlos Méndez/ })).toBeEnabled();
  });

  it('lets the company itself change every worker', async () => {
    signInAs({ id: 5, isCompany: true, userType: 'company', companyId: 5, name: 'Techos', logo: null, language: 'es' });
    renderAt(
      <WorkersList workers={[worker(5, 'Lucía Rivera', 'admin')]} onSetPassword={() => undefined} />,
      '/workers',
    );
    expect(await screen.findByRole('switch', { name: /Lucía Rivera/ })).toBeEnabled();
  });
});

describe('workers list: taking access away', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The access calls the list sends, each answered with the workers as they stand. */
  function stubAccessCalls(): unknown[] {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        const body = JSON.stringify({ querySuccess: true, queryData: [], queryError: null });
        return new Response(body, { headers: { 'content-type': 'application/json' } });
      }),
    );
    return bodies;
  }

  it('asks before blocking a worker, and a "no" leaves the access on', async () => {
    const calls = stubAccessCalls();
    signInAs({ id: 5, isCompany: true, userType: 'company', companyId: 5, name: 'Techos', logo: null, language: 'es' });
    renderAt(
      <WorkersList workers={[worker(6, 'Carlos Méndez', 'employee')]} onSetPassword={() => undefined} />,
      '/workers',
    );
    await userEvent.click(await screen.findByRole('switch', { name: /Carlos Méndez/ }));
    const question = await screen.findByRole('dialog', { name: 'Confirmar' });
    expect(question).toHaveTextContent('¿Está seguro que quiere quitarle el acceso a Carlos Méndez?');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('switch', { name: /Carlos Méndez/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(calls).toEqual([{ userId: 6, access: false }]));
  });

  it('gives access back without asking', async () => {
    const calls = stubAccessCalls();
    signInAs({ id: 5, isCompany: true, userType: 'company', companyId: 5, name: 'Techos', logo: null, language: 'es' });
    const blocked = { ...worker(6, 'Carlos Méndez', 'employee'), access: false };
    renderAt(<WorkersList workers={[blocked]} onSetPassword={() => undefined} />, '/workers');
    await userEvent.click(await screen.findByRole('switch', { name: /Carlos Méndez/ }));
    await waitFor(() => expect(calls).toEqual([{ userId: 6, access: true }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
