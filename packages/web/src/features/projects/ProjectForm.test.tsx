import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_JOB_COMMENTS, MSG, planLimitMessage, requiredMessage, type Project } from '@obra/domain';
import { setLanguage } from '../../lib/i18n.js';
import { renderAt, signInAs } from '../../test/render.js';
import { ProjectForm } from './ProjectForm.js';

const envelope = (queryData: unknown) => Response.json({ querySuccess: true, queryData, queryError: null });

interface Sent {
  path: string;
  body: unknown;
}

/** A fake API: workers and clients of the company, and a create that answers with `createAnswer`. */
function stubApi(createAnswer: () => Response, clients: unknown[] = []): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api/, '').replace(/\?.*$/, '');
      if (init?.method === 'POST') sent.push({ path, body: JSON.parse(String(init.body)) });
      if (path === '/projects/getAssigneesByCompany') {
        return envelope([{ userId: 7, name: 'Carlos Méndez', assignee: '7#Carlos Méndez' }]);
      }
      if (path === '/clients/getByCompany') return envelope(clients);
      if (path === '/projects/create') return createAnswer();
      return envelope(null);
    }),
  );
  return sent;
}

function openForm(project?: Project) {
  signInAs({ id: 1, isCompany: true, userType: 'company', companyId: 1, name: 'Techos', logo: null, language: 'es' });
  renderAt(<ProjectForm project={project} opened onClose={() => undefined} />, '/projects');
}

const saved: Project = {
  id: 40,
  companyId: 1,
  clientId: 0,
  clientName: '',
  companyName: 'Techos',
  name: 'Techo casa Ruiz',
  address: '12 Calle Sol, Ogden, UT, 84401',
  city: 'Ogden',
  state: 'UT',
  zip: '84401',
  startDate: '2026-12-01',
  endDate: '2026-12-20',
  price: 3000,
  type: '',
  status: 'IN_PROGRESS',
  description: 'Cambiar el techo',
  unreadMessages: 0,
  progress: 50,
  cost: 0,
  labor: 0,
  profit: 3000,
  projectItems: [
    {
      id: 401,
      projectId: 40,
      itemName: 'Quitar tejas',
      itemStatus: 'COMPLETED',
      itemStartDate: '2026-12-01',
      itemEndDate: '2026-12-02',
      itemPrice: 1000,
      itemLabor: 0,
      itemCost: 0,
      itemProfit: 1000,
      comments: '',
      userId: 7,
      assignee: '7#Carlos Méndez',
    },
    {
      id: 402,
      projectId: 40,
      itemName: 'Poner tejas',
      itemStatus: 'SCHEDULED',
      itemStartDate: '2026-12-03',
      itemEndDate: '2026-12-05',
      itemPrice: 2000,
      itemLabor: 0,
      itemCost: 0,
      itemProfit: 2000,
      comments: DEFAULT_JOB_COMMENTS,
      userId: -1,
      assignee: 'Unassigned',
    },
  ],
};

const form = () => within(screen.getByTestId('project-form'));
const underForm = () => screen.findByTestId('project-form-error');

async function fillValid(city: string, zip: string) {
  const f = form();
  await userEvent.type(f.getByLabelText(/^Nombre del proyecto/), 'Techo nuevo');
  await userEvent.type(f.getByLabelText(/^Dirección/), '123 Calle Falsa');
  await userEvent.type(f.getByLabelText(/^Ciudad/), city);
  await userEvent.type(f.getAllByLabelText(/^Estado/)[0]!, 'UT');
  await userEvent.type(f.getByLabelText(/^Código postal/), zip);
  fireEvent.change(f.getByLabelText(/^Fecha de inicio/), { target: { value: '2026-12-01' } });
  fireEvent.change(f.getByLabelText(/^Fecha final/), { target: { value: '2026-12-20' } });
  await userEvent.type(f.getByLabelText(/^Descripción/), 'Cambiar todo el techo');
}

const save = () => userEvent.click(form().getByRole('button', { name: 'Guardar' }));

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('es', false);
});

describe('project form', () => {
  it('asks for the required fields', async () => {
    stubApi(() => envelope({ id: 1 }));
    openForm();
    await save();
    expect(await screen.findByText(requiredMessage('name'))).toBeInTheDocument();
    expect(screen.getByText(requiredMessage('address'))).toBeInTheDocument();
    expect(screen.getByText(requiredMessage('city'))).toBeInTheDocument();
    expect(screen.getByText(requiredMessage('state'))).toBeInTheDocument();
    expect(screen.getByText(requiredMessage('zip'))).toBeInTheDocument();
    expect(screen.getByText(requiredMessage('startDate'))).toBeInTheDocument();
    expect(screen.getByText(requiredMessage('endDate'))).toBeInTheDocument();
    expect(screen.getByText(requiredMessage('description'))).toBeInTheDocument();
  });

  it('checks city, then zip, with the shared rules and shows only the first failure under the form', async () => {
    const sent = stubApi(() => envelope({ id: 1 }));
    openForm();
    await fillValid('ogden', '8440');
    await save();
    expect(await underForm()).toHaveTextContent(MSG.city);
    expect(screen.queryByText(MSG.zip)).toBeNull();

    await userEvent.clear(form().getByLabelText(/^Ciudad/));
    await userEvent.type(form().getByLabelText(/^Ciudad/), 'Ogden');
    await save();
    await waitFor(() => expect(screen.getByTestId('project-form-error')).toHaveTextContent(MSG.zip));
    expect(screen.queryByText(MSG.city)).toBeNull();
    expect(sent.filter((s) => s.path === '/projects/create')).toHaveLength(0);
  });

  it('checks job amounts and dates', async () => {
    stubApi(() => envelope({ id: 1 }));
    openForm();
    await userEvent.click(form().getByRole('button', { name: 'Agregar trabajo' }));
    const job = within(screen.getByTestId('job-row'));
    await userEvent.type(job.getByLabelText(/^Precio/), '12.345');
    fireEvent.change(job.getByLabelText(/^Inicio/), { target: { value: '2026-12-10' } });
    fireEvent.change(job.getByLabelText(/^Fin/), { target: { value: '2026-12-01' } });
    await save();
    expect(await job.findByText(MSG.money)).toBeInTheDocument();
    expect(job.getByText(MSG.endBeforeStart)).toBeInTheDocument();
    expect(job.getByText(requiredMessage('itemName'))).toBeInTheDocument();
  });

  it('sends the joined address and the sum of the job prices, and shows a plan limit under the form', async () => {
    const limit = planLimitMessage('plus', 'activeProjects');
    const sent = stubApi(() =>
      Response.json({ querySuccess: false, queryData: null, queryError: limit }, { status: 409 }),
    );
    openForm();
    await fillValid('Ogden', '84401');
    for (const [name, price, labor] of [
      ['Quitar tejas', '1000.50', '300'],
      ['Poner tejas', '2000', '2500'],
    ] as const) {
      await userEvent.click(form().getByRole('button', { name: 'Agregar trabajo' }));
      const job = within(screen.getAllByTestId('job-row').at(-1)!);
      await userEvent.type(job.getByLabelText(/^Nombre del trabajo/), name);
      await userEvent.type(job.getByLabelText(/^Precio/), price);
      await userEvent.type(job.getByLabelText(/^Mano de obra/), labor);
    }
    const profits = screen.getAllByTestId('job-profit');
    expect(profits[0]).toHaveAttribute('data-tone', 'profit');
    expect(profits[1]).toHaveAttribute('data-tone', 'loss');
    expect(screen.getByTestId('project-total')).toHaveTextContent('$3,000.50');

    await save();
    expect(await underForm()).toHaveTextContent(limit);
    const create = sent.find((s) => s.path === '/projects/create');
    expect(create?.body).toMatchObject({
      name: 'Techo nuevo',
      address: '123 Calle Falsa, Ogden, UT, 84401',
      city: 'Ogden',
      state: 'UT',
      zip: '84401',
      startDate: '2026-12-01',
      endDate: '2026-12-20',
      price: '3000.50',
      status: 'IN_PROGRESS',
      clientId: 0,
      projectItems: [
        { itemName: 'Quitar tejas', itemPrice: '1000.50', itemLabor: '300', assignee: 'Unassigned' },
        { itemName: 'Poner tejas', itemPrice: '2000', itemLabor: '2500', assignee: 'Unassigned' },
      ],
    });
    // Much typing: slow on a loaded machine.
  }, 45_000);

  it('shows the rule failure under the form in the reader’s language', async () => {
    setLanguage('en', false);
    stubApi(() => envelope({ id: 1 }));
    openForm();
    const f = form();
    await userEvent.type(f.getByLabelText(/^Project name/), 'Roof');
    await userEvent.type(f.getByLabelText(/^Address/), '1 Main St');
    await userEvent.type(f.getByLabelText(/^City/), 'ogden');
    await userEvent.type(f.getAllByLabelText(/^State/)[0]!, 'UT');
    await userEvent.type(f.getByLabelText(/^Zip/), '84401');
    fireEvent.change(f.getByLabelText(/^Start date/), { target: { value: '2026-12-01' } });
    fireEvent.change(f.getByLabelText(/^End date/), { target: { value: '2026-12-02' } });
    await userEvent.type(f.getByLabelText(/^Description/), 'New roof');
    await userEvent.click(f.getByRole('button', { name: 'Save' }));
    expect(await underForm()).toHaveTextContent('The city must start with a capital letter');
  });

  it("shows SPEC's default job comments as the placeholder, not as text to erase", async () => {
    openForm(saved);
    const [, open] = (await screen.findAllByTestId('job-row')).map((row) => within(row));
    const comments = open!.getByLabelText('Comentarios');
    expect(comments).toHaveValue('');
    expect(comments).toHaveAttribute('placeholder', 'Comentarios / Detalles');
  });

  it('keeps a completed job from being reassigned or removed, and asks before removing a saved one', async () => {
    const sent = stubApi(() => envelope({ id: 40 }));
    openForm(saved);
    const [done, open] = screen.getAllByTestId('job-row').map((row) => within(row));
    expect(done!.getByText('Completado')).toBeInTheDocument();
    expect(done!.getByRole('button', { name: 'Quitar trabajo' })).toBeDisabled();
    expect(done!.getByDisplayValue('Carlos Méndez')).toBeDisabled();
    expect(open!.getByRole('button', { name: 'Quitar trabajo' })).toBeEnabled();

    await userEvent.click(open!.getByRole('button', { name: 'Quitar trabajo' }));
    expect(
      await screen.findByText('¿Está seguro de eliminar este trabajo? Esto no puede ser recuperado'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.getAllByTestId('job-row')).toHaveLength(1));
    expect(sent).toContainEqual({ path: '/projects/job/delete', body: { jobId: 402, projectId: 40 } });
    expect(screen.getByTestId('project-total')).toHaveTextContent('$1,000.00');
  });

  it('takes the price typed in while the project has no jobs, and sends it', async () => {
    const sent = stubApi(() => envelope({ id: 1 }));
    openForm();
    await fillValid('Ogden', '84401');
    const price = form().getByLabelText(/^Precio del proyecto \(\$\)/);
    await userEvent.type(price, '12.345');
    await save();
    expect(await form().findByText(MSG.money)).toBeInTheDocument();
    expect(sent.filter((s) => s.path === '/projects/create')).toHaveLength(0);

    await userEvent.clear(price);
    await userEvent.type(price, '2500.5');
    expect(screen.getByTestId('project-total')).toHaveTextContent('$2,500.50');
    await save();
    await waitFor(() => expect(sent.find((s) => s.path === '/projects/create')).toBeDefined());
    expect(sent.find((s) => s.path === '/projects/create')?.body).toMatchObject({ price: '2500.50', projectItems: [] });
  });

  it('shows the sum of the job prices, read-only, in place of the price once the project has jobs', async () => {
    const sent = stubApi(() => envelope({ id: 1 }));
    openForm();
    await fillValid('Ogden', '84401');
    await userEvent.type(form().getByLabelText(/^Precio del proyecto \(\$\)/), '999');
    await userEvent.click(form().getByRole('button', { name: 'Agregar trabajo' }));
    expect(form().queryByLabelText(/^Precio del proyecto \(\$\)/)).toBeNull();
    const job = within(screen.getByTestId('job-row'));
    await userEvent.type(job.getByLabelText(/^Nombre del trabajo/), 'Pintar');
    await userEvent.type(job.getByLabelText(/^Precio/), '1200.25');
    const sum = form().getByLabelText(/^Precio del proyecto$/);
    expect(sum).toHaveAttribute('readonly');
    expect(sum).toHaveValue('$1,200.25');
    await save();
    await waitFor(() => expect(sent.find((s) => s.path === '/projects/create')).toBeDefined());
    expect(sent.find((s) => s.path === '/projects/create')?.body).toMatchObject({ price: '1200.25' });
  });

  it('shows a saved project’s own price when it has no jobs', async () => {
    stubApi(() => envelope({ id: 40 }));
    openForm({ ...saved, price: 750.5, projectItems: [] });
    expect(form().getByLabelText(/^Precio del proyecto \(\$\)/)).toHaveValue('750.50');
    expect(screen.getByTestId('project-total')).toHaveTextContent('$750.50');
  });

  it('starts a project without a client in progress, and one with a client waiting for their approval', async () => {
    const sent = stubApi(
      () => envelope({ id: 1 }),
      [
        {
          id: 9,
          name: 'Ana García',
          email: 'ana@example.com',
          phone: '',
          address: '',
          city: '',
          state: '',
          zip: '',
          hasLogin: true,
          projectCount: 0,
          activeProjectCount: 0,
        },
      ],
    );
    openForm();
    const status = form().getByLabelText(/^Estado del proyecto/);
    expect(status).toHaveValue('En progreso');
    await userEvent.click(status);
    expect(await screen.findByRole('option', { name: 'En progreso', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Esperando aprobación del cliente', hidden: true })).toBeNull();

    await userEvent.click(form().getByLabelText(/^Cliente/));
    await userEvent.click(await screen.findByRole('option', { name: 'Ana García', hidden: true }));
    await waitFor(() => expect(status).toHaveValue('Esperando aprobación del cliente'));

    await userEvent.click(form().getByLabelText(/^Cliente/));
    await userEvent.click(await screen.findByRole('option', { name: 'Sin cliente', hidden: true }));
    await waitFor(() => expect(status).toHaveValue('En progreso'));

    await userEvent.click(form().getByLabelText(/^Cliente/));
    await userEvent.click(await screen.findByRole('option', { name: 'Ana García', hidden: true }));
    await waitFor(() => expect(status).toHaveValue('Esperando aprobación del cliente'));
    await fillValid('Ogden', '84401');
    await save();
    await waitFor(() => expect(sent.find((s) => s.path === '/projects/create')).toBeDefined());
    expect(sent.find((s) => s.path === '/projects/create')?.body).toMatchObject({
      clientId: 9,
      status: 'CLIENT_APPROVAL',
    });
  });

  it('does not keep a saved project without a client waiting for an approval nobody can give', async () => {
    stubApi(() => envelope({ id: 40 }));
    openForm({ ...saved, status: 'CLIENT_APPROVAL' });
    expect(form().getByLabelText(/^Estado del proyecto/)).toHaveValue('En progreso');
  });
});
