import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceListed, MediaItem, Project } from '@obra/domain';
import { setLanguage } from '../../lib/i18n.js';
import type { SessionAccount } from '../../lib/session.js';
import { fakeMatchMedia } from '../../test/media.js';
import { CLIENT, COMPANY, renderAt, signInAs } from '../../test/render.js';
import { ProjectDetails } from './ProjectDetails.js';

const envelope = (queryData: unknown) => Response.json({ querySuccess: true, queryData, queryError: null });

const job = (id: number, itemName: string, extra: Partial<Project['projectItems'][number]> = {}) => ({
  id,
  projectId: 40,
  itemName,
  itemStatus: 'SCHEDULED' as const,
  itemStartDate: '2026-12-01',
  itemEndDate: '2026-12-02',
  itemPrice: 1000,
  comments: '',
  userId: 7,
  assignee: '7#Carlos Méndez',
  ...extra,
});

const ownerProject: Project = {
  id: 40,
  companyId: 1,
  // The signed-in CLIENT: only a project's own client approves or rejects it.
  clientId: CLIENT.id,
  clientName: 'María',
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
  progress: 0,
  cost: 150,
  labor: 400,
  profit: 2450,
  projectItems: [
    job(401, 'Quitar tejas', { itemPrice: 1000, itemCost: 150, itemLabor: 400, itemProfit: 450 }),
    job(402, 'Poner tejas', { itemPrice: 2000, itemCost: 0, itemLabor: 0, itemProfit: 2000 }),
  ],
};

/** What the client's answers carry: no cost, labor or profit. */
const clientProject: Project = {
  ...ownerProject,
  status: 'CLIENT_APPROVAL',
  cost: undefined,
  labor: undefined,
  profit: undefined,
  projectItems: ownerProject.projectItems.map(({ itemCost: _c, itemLabor: _l, itemProfit: _p, ...rest }) => rest),
} as Project;

const photo = (id: number, jobId: number): MediaItem => ({
  id,
  name: `p${id}.jpg`,
  url: `/api/files/p${id}.jpg`,
  thumbUrl: `/api/files/p${id}.webp`,
  kind: 'job',
  jobId,
  projectId: 40,
  originalName: `foto${id}.jpg`,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const invoice: InvoiceListed = {
  id: 3,
  number: '2026-0003',
  total: 3000,
  // Evening of 11/21 in Denver, already 11/22 in UTC: the invoice is dated where the company works.
  createdAt: '2026-11-22T03:30:00.000Z',
  url: '/api/files/factura-3.pdf',
};

interface Call {
  path: string;
  method: string;
  body: unknown;
  authorization: string | null;
}

/** A fake API: job photos per job, the project's invoices, and status updates. */
function stubApi({ invoices = [invoice] }: { invoices?: InvoiceListed[] } = {}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      calls.push({
        path: url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: headers.get('authorization'),
      });
      const path = url.replace(/\?.*$/, '');
      if (path === '/api/media/getByJob') {
        const jobId = Number(new URLSearchParams(url.split('?')[1]).get('jobId'));
        return envelope(jobId === 401 ? [photo(1, 401), photo(2, 401)] : []);
      }
      if (path === '/api/media/getByProject') return envelope([]);
      if (path === '/api/projects/invoices') return envelope(invoices);
      if (path === '/api/projects/updateStatus') return envelope({ ...clientProject, status: 'REJECTED' });
      if (path.startsWith('/api/files/')) return new Response('%PDF', { status: 200 });
      return envelope(null);
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:fake', revokeObjectURL: () => undefined }));
  return calls;
}

/** Wide screens: the media query of `sm` and up matches. */
function screenIsWide(wide: boolean) {
  vi.stubGlobal('matchMedia', fakeMatchMedia(wide));
}

function open(account: SessionAccount, project: Project) {
  signInAs(account);
  renderAt(<ProjectDetails project={project} opened onClose={() => undefined} />, '/projects');
}

const jobPhotoCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/api/media/getByJob'));

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('es', false);
});

describe('project details: job photos', () => {
  it('asks for no job photos on opening, then for one job only when its photos open', async () => {
    const calls = stubApi();
    open(COMPANY, ownerProject);
    const cards = await screen.findAllByTestId('job-card');
    expect(cards).toHaveLength(2);
    await screen.findByTestId('invoice');
    expect(jobPhotoCalls(calls)).toHaveLength(0);

    const toggle = within(cards[0]!).getByRole('button', { name: 'Fotos' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const panel = await within(cards[0]!).findByTestId('job-photos');
    expect(await within(panel).findAllByTestId('job-photo')).toHaveLength(2);
    expect(jobPhotoCalls(calls).map((c) => c.path)).toEqual(['/api/media/getByJob?jobId=401']);
    // The count shows once known, and the owner side may delete.
    expect(within(cards[0]!).getByRole('button', { name: 'Fotos (2)' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getAllByRole('button', { name: 'Eliminar foto' })).toHaveLength(2);

    // Closing and opening again shows the photos at once; the other job's photos were never asked for.
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Fotos (2)' }));
    expect(within(cards[0]!).queryByTestId('job-photos')).toBeNull();
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Fotos (2)' }));
    expect(within(cards[0]!).getAllByTestId('job-photo')).toHaveLength(2);
    expect(jobPhotoCalls(calls).every((c) => c.path === '/api/media/getByJob?jobId=401')).toBe(true);
  });

  it('shows the client the photos without a delete button, and says when a job has none', async () => {
    stubApi();
    open(CLIENT, clientProject);
    const cards = await screen.findAllByTestId('job-card');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Fotos' }));
    expect(await within(cards[0]!).findAllByTestId('job-photo')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Eliminar foto' })).toBeNull();

    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Fotos' }));
    expect(await within(cards[1]!).findByText('Este trabajo no tiene fotos guardadas')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Fotos (0)' })).toBeInTheDocument();
  });
});

describe('project details: layout', () => {
  it('stacks each job as a card on a phone, with cost, labor and profit for the owner side', async () => {
    stubApi();
    open(COMPANY, ownerProject);
    const [first] = await screen.findAllByTestId('job-card');
    const card = within(first!);
    expect(screen.queryByTestId('jobs-table')).toBeNull();
    expect(card.getByText('Quitar tejas')).toBeInTheDocument();
    expect(card.getByText('Programado')).toBeInTheDocument();
    expect(card.getByText('12/01/2026 – 12/02/2026')).toBeInTheDocument();
    expect(card.getByText(/Carlos Méndez/)).toBeInTheDocument();
    expect(card.getByText('Precio:')).toBeInTheDocument();
    expect(card.getByTestId('job-cost')).toHaveTextContent('150.00');
    expect(card.getByText('Mano de obra:')).toBeInTheDocument();
    expect(card.getByText('Ganancia:')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Gastos' })).toBeInTheDocument();
  });

  it('shows the client no cost, labor, profit or expenses', async () => {
    stubApi();
    open(CLIENT, clientProject);
    const [first] = await screen.findAllByTestId('job-card');
    expect(within(first!).getByText('Precio:')).toBeInTheDocument();
    expect(within(first!).queryByText('Mano de obra:')).toBeNull();
    expect(within(first!).queryByText('Ganancia:')).toBeNull();
    expect(screen.queryByTestId('job-cost')).toBeNull();
  });

  it('keeps the table on wider screens, the photos opening in a row under the job', async () => {
    screenIsWide(true);
    stubApi();
    open(COMPANY, ownerProject);
    const table = await screen.findByTestId('jobs-table');
    expect(screen.queryByTestId('job-card')).toBeNull();
    const rows = within(table).getAllByTestId('job-row');
    expect(rows).toHaveLength(2);
    // The owner side sees every figure of a job, as on a phone: cost, labor and profit.
    expect(within(rows[0]!).getByTestId('job-cost')).toHaveTextContent('$150.00');
    expect(within(rows[0]!).getByTestId('job-labor')).toHaveTextContent('$400.00');
    expect(within(rows[0]!).getByTestId('job-profit')).toHaveTextContent('$450.00');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Fotos' }));
    expect(await within(table).findByText('Este trabajo no tiene fotos guardadas')).toBeInTheDocument();
  });
});

describe('project details: invoices', () => {
  it('lists the sent invoices with number, date and total, and opens the PDF with the token', async () => {
    const calls = stubApi();
    const tab = { location: { href: '' }, close: vi.fn() };
    const opened = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    open(COMPANY, ownerProject);
    const row = await screen.findByTestId('invoice');
    expect(row).toHaveTextContent('Factura 2026-0003');
    expect(row).toHaveTextContent('11/21/2026');
    expect(row).toHaveTextContent('3,000.00');
    await userEvent.click(within(row).getByRole('button', { name: 'Ver PDF de la factura 2026-0003' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:fake'));
    expect(opened).toHaveBeenCalledWith('', '_blank');
    opened.mockRestore();
    const download = calls.find((c) => c.path === '/api/files/factura-3.pdf');
    expect(download?.authorization).toBe('Bearer token-de-prueba');
  });

  it('says when no invoice was sent, for the client too', async () => {
    stubApi({ invoices: [] });
    open(CLIENT, clientProject);
    expect(await screen.findByText('Todavía no se ha enviado ninguna factura de este proyecto.')).toBeInTheDocument();
  });

  it('shows no invoices to a worker, who may not list them', async () => {
    const calls = stubApi();
    open(
      { id: 5, isCompany: false, userType: 'employee', companyId: 1 + 1, name: 'Ana', logo: null, language: 'es' },
      { ...clientProject, status: 'IN_PROGRESS' },
    );
    await screen.findAllByTestId('job-card');
    expect(screen.queryByTestId('project-invoices')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/projects/invoices'))).toBe(false);
  });
});

describe('project details: the client decides', () => {
  const updates = (calls: Call[]) => calls.filter((c) => c.path === '/api/projects/updateStatus');

  it('asks before rejecting, and a "no" changes nothing', async () => {
    const calls = stubApi();
    open(CLIENT, clientProject);
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const question = await screen.findByRole('dialog', { name: 'Confirmar' });
    expect(question).toHaveTextContent('¿Está seguro de rechazar este proyecto? Esta decisión no se puede cambiar.');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText(/Esta decisión no se puede cambiar/)).toBeNull());
    expect(updates(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(updates(calls)[0]!.body).toEqual({ projectId: 40, status: 'REJECTED' });
  });

  it('asks before approving, in English for an English reader', async () => {
    const calls = stubApi();
    setLanguage('en', false);
    open(CLIENT, clientProject);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approve this project?')).toBeInTheDocument();
    expect(updates(calls)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(updates(calls)[0]!.body).toEqual({ projectId: 40, status: 'APPROVED' });
  });
});
