import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListedJob, Project } from '@obra/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPLOYEE, renderAt, signInAs } from '../../../test/render.js';
import { JobsPage } from './JobsPage.js';
import { offlineDb } from '../../../lib/offline/db.js';
import { changesOf } from '../../../lib/offline/outbox.js';

const listed: ListedJob = {
  id: 7,
  name: 'Instalar base impermeable',
  address: '1234 Harrison Blvd',
  clientName: 'María González',
  projectName: 'Techo nuevo',
  companyName: 'Techos Ruiz',
  startDate: '2026-11-20',
  endDate: '2026-11-22T00:00:00.000Z',
  details: 'Comments / Details',
  status: 'SCHEDULED',
  assignee: '5#Carlos Méndez',
  userId: 5,
  proid: 3,
};

const project = {
  id: 3,
  projectItems: [
    {
      id: 7,
      projectId: 3,
      itemName: 'Instalar base impermeable',
      itemStatus: 'SCHEDULED',
      itemStartDate: '2026-11-20',
      itemEndDate: '2026-11-22',
      itemPrice: 1800,
      comments: 'Comments / Details',
      userId: 5,
      assignee: '5#Carlos Méndez',
    },
  ],
} as unknown as Project;

const ok = (data: unknown) => Response.json({ querySuccess: true, queryData: data, queryError: null });

function serve(updateAnswer: () => Response) {
  let jobs = [listed];
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/projects/getJobsByUser')) return ok(jobs);
      if (url.startsWith('/api/projects/getProjectById')) return ok(project);
      if (url.startsWith('/api/projects/updateJob')) {
        bodies.push(JSON.parse(String(init?.body)));
        const answer = updateAnswer();
        if (answer.ok) jobs = [];
        return answer;
      }
      return new Response(null, { status: 404 });
    }),
  );
  return bodies;
}

describe('jobs screen (SPEC §2 Jobs)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the job with its dates as MM/dd/yyyy and completes it after confirming', async () => {
    const bodies = serve(() => ok(project));
    signInAs(EMPLOYEE);
    renderAt(<JobsPage />, '/jobs');

    expect(await screen.findByText('Instalar base impermeable')).toBeInTheDocument();
    expect(screen.getByText('11/20/2026')).toBeInTheDocument();
    expect(screen.getByText('11/22/2026')).toBeInTheDocument();
    expect(screen.getByText('María González')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Completar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('Trabajo actualizado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Instalar base impermeable')).toBeNull());
    expect(bodies).toEqual([
      expect.objectContaining({
        id: 7,
        projectId: 3,
        itemName: 'Instalar base impermeable',
        itemStatus: 'COMPLETED',
        itemStartDate: '2026-11-20',
        itemEndDate: '2026-11-22',
        itemPrice: 1800,
        assignee: '5#Carlos Méndez',
      }),
    ]);
  });

  it('says so when the server refuses the job’s update, and keeps it', async () => {
    serve(() => Response.json({ querySuccess: false, queryData: null, queryError: 'x' }, { status: 400 }));
    signInAs(EMPLOYEE);
    renderAt(<JobsPage />, '/jobs');

    await userEvent.click(await screen.findByRole('button', { name: 'Completar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('No se pudo actualizar el trabajo.')).toBeInTheDocument();
    expect(screen.getByText('Instalar base impermeable')).toBeInTheDocument();
    expect(await changesOf('u5')).toEqual([]);
  });

  it('keeps the completion on the device when the server fails, and shows it applied', async () => {
    serve(() => Response.json({ querySuccess: false, queryData: null, queryError: 'x' }, { status: 500 }));
    signInAs(EMPLOYEE);
    renderAt(<JobsPage />, '/jobs');

    await userEvent.click(await screen.findByRole('button', { name: 'Completar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/Guardado en el dispositivo/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Instalar base impermeable')).toBeNull());
    const [queued] = await changesOf('u5');
    expect(queued).toMatchObject({ kind: 'job.update', status: 'pending', body: { id: 7, itemStatus: 'COMPLETED' } });
  });

  it('without a signal, shows the jobs kept on the device and queues a completion', async () => {
    const bodies = serve(() => ok(project));
    const db = await offlineDb();
    await db.put('jobs', {
      owner: 'u5',
      savedAt: '2026-11-19T10:00:00.000Z',
      jobs: [{ listed: { ...listed, name: 'Trabajo guardado' }, full: project.projectItems[0]!, photos: [] }],
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    signInAs(EMPLOYEE);
    renderAt(<JobsPage />, '/jobs');

    expect(await screen.findByText('Trabajo guardado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Completar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/Guardado en el dispositivo/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Trabajo guardado')).toBeNull());
    expect(bodies).toEqual([]);
    const [queued] = await changesOf('u5');
    expect(queued).toMatchObject({ body: { id: 7, itemStatus: 'COMPLETED', itemPrice: 1800 } });
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const bodies = serve(() => ok(project));
    signInAs(EMPLOYEE);
    renderAt(<JobsPage />, '/jobs');

    await userEvent.click(await screen.findByRole('button', { name: 'Completar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([]);
    expect(screen.getByText('Instalar base impermeable')).toBeInTheDocument();
  });
});
