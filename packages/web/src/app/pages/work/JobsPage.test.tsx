import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListedJob, Project } from '@obra/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPLOYEE, renderAt, signInAs } from '../../../test/render.js';
import { JobsPage } from './JobsPage.js';

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
  afterEach(() => vi.unstubAllGlobals());

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

  it('says so when the job could not be updated, and keeps it', async () => {
    serve(() => Response.json({ querySuccess: false, queryData: null, queryError: 'x' }, { status: 500 }));
    signInAs(EMPLOYEE);
    renderAt(<JobsPage />, '/jobs');

    await userEvent.click(await screen.findByRole('button', { name: 'Completar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('No se pudo actualizar el trabajo.')).toBeInTheDocument();
    expect(screen.getByText('Instalar base impermeable')).toBeInTheDocument();
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
