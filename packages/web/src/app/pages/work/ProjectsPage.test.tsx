import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project, ProjectStatus } from '@obra/domain';
import { Navigate, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signInAs } from '../../../test/render.js';
import { ProjectsPage } from './ProjectsPage.js';

const ok = (data: unknown) => Response.json({ querySuccess: true, queryData: data, queryError: null });

let nextId = 1;
function project(name: string, status: ProjectStatus, endDate: string, client: [number, string] = [0, '']): Project {
  return {
    id: nextId++,
    companyId: 1,
    clientId: client[0],
    clientName: client[1],
    companyName: 'Techos',
    name,
    address: '12 Calle Sol, Ogden, UT, 84401',
    city: 'Ogden',
    state: 'UT',
    zip: '84401',
    startDate: '2026-11-01',
    endDate,
    price: 1000,
    type: '',
    status,
    description: 'Trabajo',
    unreadMessages: 0,
    progress: null,
    projectItems: [],
  };
}

const ANA: [number, string] = [9, 'Ana García'];
const projects = [
  project('Cerca rechazada', 'REJECTED', '2026-12-30', ANA),
  project('Techo terminado', 'COMPLETED', '2026-11-10'),
  project('Pintura tardía', 'IN_PROGRESS', '2027-02-01', ANA),
  project('Jardín pronto', 'CLIENT_APPROVAL', '2026-12-01', [4, 'John Miller']),
  project('Baño aprobado', 'APPROVED', '2026-12-15', ANA),
];

function reminder(rid: number, text: string, about: Project, dueDate: string) {
  return { rid, text, dueDate, projectId: about.id, projectName: about.name, address: about.address, overdue: false };
}

function serve(reminders: unknown[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/api/projects/getByCompany')) return ok(projects);
      if (url.startsWith('/api/reminders/getByCompany')) return ok(reminders);
      if (url.startsWith('/api/clients/getByCompany')) return ok([]);
      return new Response(null, { status: 404 });
    }),
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The projects screen opened at an address with a query string. */
function openAt(address: string) {
  signInAs({ id: 1, isCompany: true, userType: 'company', companyId: 1, name: 'Techos', logo: null, language: 'es' });
  renderAt(<Navigate to={address} replace />, '/', [
    {
      path: '/projects',
      element: (
        <>
          <ProjectsPage />
          <Where />
        </>
      ),
    },
  ]);
}

const names = () => screen.getAllByTestId('project-card').map((card) => within(card).getByRole('heading').textContent);

afterEach(() => vi.unstubAllGlobals());

describe('projects screen', () => {
  it('lists work still to do first, soonest due first, and completed or rejected projects last', async () => {
    serve();
    openAt('/projects');
    await screen.findAllByTestId('project-card');
    expect(names()).toEqual(['Jardín pronto', 'Baño aprobado', 'Pintura tardía', 'Cerca rechazada', 'Techo terminado']);
  });

  it('shows one client’s projects under a chip that clears the filter', async () => {
    serve();
    openAt('/projects?client=9');
    await screen.findAllByTestId('project-card');
    expect(names()).toEqual(['Baño aprobado', 'Pintura tardía', 'Cerca rechazada']);
    const chip = screen.getByTestId('client-filter');
    expect(chip).toHaveTextContent('Cliente: Ana García');

    await userEvent.click(within(chip).getByRole('button', { name: 'Quitar el filtro de cliente' }));
    await waitFor(() => expect(screen.getAllByTestId('project-card')).toHaveLength(5));
    expect(screen.queryByTestId('client-filter')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/projects$/);
  });

  it('says so when the project to open is not among the caller’s projects, and drops the id', async () => {
    serve();
    openAt('/projects?id=99999');
    expect(await screen.findByText('No se encontró el proyecto entre los proyectos guardados')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/projects$/));
    expect(screen.getAllByTestId('project-card')).toHaveLength(5);
  });

  it("opens a project's reminders from its card: only that project's, and 'Recordatorio' adds one to it", async () => {
    const [, , pintura, jardin] = projects;
    serve([
      reminder(1, 'Comprar pintura', pintura!, '2026-12-02'),
      reminder(2, 'Llamar a John', jardin!, '2026-12-01'),
      reminder(3, 'Lijar la puerta', pintura!, '2026-11-30'),
    ]);
    openAt('/projects');
    const card = (await screen.findAllByTestId('project-card')).find((c) => c.textContent?.includes('Pintura tardía'))!;
    await userEvent.click(await within(card).findByRole('button', { name: 'Recordatorios: 2' }));

    const panel = await screen.findByRole('dialog', { name: 'Recordatorios: Pintura tardía' });
    const texts = within(panel)
      .getAllByTestId('reminder')
      .map((r) => r.querySelector('p')?.textContent);
    expect(texts).toEqual(['Lijar la puerta', 'Comprar pintura']);

    await userEvent.click(within(panel).getByRole('button', { name: 'Recordatorio' }));
    const form = await screen.findByRole('dialog', { name: 'Nuevo recordatorio' });
    expect(within(form).getByLabelText(/^Proyecto/)).toHaveValue('Pintura tardía');
  });
});
