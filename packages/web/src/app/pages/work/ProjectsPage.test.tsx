import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project, ProjectStatus } from '@obra/domain';
import { Navigate, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signInAs } from '../../../test/render.js';
import { ProjectsPage } from './ProjectsPage.js';

const ok = (data: unknown) =>
  Response.json({ querySuccess: true, queryData: data, nextCursor: null, queryError: null });

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

/** The server's list: narrowed by the client, status and search asked, as its SQL filters do. */
function serve(reminders: unknown[] = []) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const params = new URL(url, 'http://obra.test').searchParams;
      if (url.startsWith('/api/projects/getByCompany')) {
        asked.push(params);
        const search = params.get('q')?.toLowerCase();
        const found = projects.filter(
          (p) =>
            (!params.has('clientId') || String(p.clientId) === params.get('clientId')) &&
            (!params.has('status') || params.get('status')!.split(',').includes(p.status)) &&
            (!search || `${p.name} ${p.address}`.toLowerCase().includes(search)),
        );
        return ok(found);
      }
      if (url.startsWith('/api/projects/getProjectById')) {
        const found = projects.find((p) => String(p.id) === params.get('projectId'));
        return found
          ? ok(found)
          : Response.json({ querySuccess: false, queryData: null, queryError: 'No encontrado' }, { status: 404 });
      }
      if (url.startsWith('/api/reminders/getByCompany')) return ok(reminders);
      if (url.startsWith('/api/clients/getByCompany')) return ok([]);
      if (url.startsWith('/api/estimates/getByProject') || url.startsWith('/api/invoices/getByProject')) return ok([]);
      return new Response(null, { status: 404 });
    }),
  );
  return asked;
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
  it('lists work still to do first, then completed and rejected projects, and asks the server for a search once the typing pauses', async () => {
    const asked = serve();
    openAt('/projects');
    await waitFor(() => expect(screen.getAllByTestId('project-card')).toHaveLength(5));
    expect(names()).toEqual(['Pintura tardía', 'Jardín pronto', 'Baño aprobado', 'Cerca rechazada', 'Techo terminado']);
    expect(asked[0]?.get('limit')).toBe('50');

    await userEvent.type(screen.getByLabelText('Buscar por nombre o dirección'), 'pint');
    await waitFor(() => expect(names()).toEqual(['Pintura tardía']));
    // One request for the whole word, not one a key.
    expect(new Set(asked.filter((params) => params.has('q')).map((params) => params.get('q')))).toEqual(
      new Set(['pint']),
    );

    await userEvent.clear(screen.getByLabelText('Buscar por nombre o dirección'));
    await userEvent.type(screen.getByLabelText('Buscar por nombre o dirección'), 'zzz');
    expect(await screen.findByText('Ningún proyecto coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('opens a project that is not among the pages read so far by its id', async () => {
    serve();
    // John Miller's list does not hold Ana's project 3.
    openAt('/projects?client=4&id=3');
    expect(await screen.findByRole('dialog', { name: /Pintura tardía/ })).toBeInTheDocument();
    const cards = screen.getAllByTestId('project-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Jardín pronto');
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain(
      '/api/projects/getProjectById?projectId=3',
    );
  });

  it('shows one client’s projects under a chip that clears the filter', async () => {
    const asked = serve();
    openAt('/projects?client=9');
    await waitFor(() => expect(screen.getAllByTestId('project-card')).toHaveLength(3));
    expect(names()).toEqual(['Pintura tardía', 'Baño aprobado', 'Cerca rechazada']);
    const chip = screen.getByTestId('client-filter');
    expect(chip).toHaveTextContent('Cliente: Ana García');

    // The server narrows the list: the screen asks for the client's projects.
    expect(asked.at(-1)?.get('clientId')).toBe('9');

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

  it("opens a project's estimates and invoices from its card, and gives the focus back on closing", async () => {
    serve();
    openAt('/projects');
    const card = (await screen.findAllByTestId('project-card')).find((c) => c.textContent?.includes('Jardín pronto'))!;
    const button = within(card).getByRole('button', { name: 'Presupuestos y facturas' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Presupuestos y facturas: Jardín pronto' });
    expect(await within(dialog).findByText('Este proyecto aún no tiene presupuestos')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("opens the estimates and invoices from a project's details too, above them", async () => {
    const jardin = projects[3]!;
    serve();
    openAt(`/projects?id=${jardin.id}`);
    const details = await screen.findByRole('dialog', { name: /Jardín pronto/ });
    await userEvent.click(await within(details).findByRole('button', { name: 'Presupuestos y facturas' }));
    expect(await screen.findByRole('dialog', { name: 'Presupuestos y facturas: Jardín pronto' })).toBeInTheDocument();
  });
});
