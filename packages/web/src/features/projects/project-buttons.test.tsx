import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '@obra/domain';
import type { SessionAccount } from '../../lib/session.js';
import { fakeMatchMedia } from '../../test/media.js';
import { aJob, aProject } from '../../test/fixtures.js';
import { ADMIN, CLIENT, COMPANY, CONTRACTOR, EMPLOYEE, OTHER_COMPANY, renderAt, signInAs } from '../../test/render.js';
import { ProjectCard } from './ProjectCard.js';
import { ProjectDetails } from './ProjectDetails.js';

/**
 * The role-dependent buttons of a project's card and details, for each kind of viewer. Ownership
 * decides, not the kind of account: a company on another company's project and a contractor
 * working on one are no owners; a contractor is the owner of his own company's project.
 */

/** A project awaiting its client, with a job held by the contractor; costs are there for the owner to see. */
const projectOf = (companyId: number, clientId = CLIENT.id): Project =>
  aProject({
    id: 40,
    companyId,
    clientId,
    status: 'CLIENT_APPROVAL',
    price: 3000,
    cost: 150,
    labor: 400,
    profit: 2450,
    projectItems: [
      aJob({
        id: 401,
        projectId: 40,
        itemPrice: 3000,
        itemCost: 150,
        itemLabor: 400,
        itemProfit: 2450,
        userId: CONTRACTOR.id,
        assignee: `${CONTRACTOR.id}#${CONTRACTOR.name}`,
      }),
    ],
  });

const OWNER_CARD = [
  'Notificar',
  'Mensajes',
  'Factura',
  'Presupuestos y facturas',
  'Archivar',
  'Recordatorios: 0',
  'Detalles',
];
const OWNER_DETAILS = ['Gastos', 'Presupuestos y facturas', 'Gastos del proyecto', 'Editar'];

const CASES: {
  viewer: string;
  account: SessionAccount;
  project: Project;
  card: string[];
  details: string[];
  /** Sees cost, labour and profit, and the project's sent invoices. */
  costs: boolean;
  invoices: boolean;
}[] = [
  {
    viewer: 'the owning company',
    account: COMPANY,
    project: projectOf(1),
    card: OWNER_CARD,
    details: OWNER_DETAILS,
    costs: true,
    invoices: true,
  },
  {
    viewer: 'an admin of the owning company',
    account: ADMIN,
    project: projectOf(1),
    card: OWNER_CARD,
    details: OWNER_DETAILS,
    costs: true,
    invoices: true,
  },
  {
    viewer: 'another company',
    account: OTHER_COMPANY,
    project: projectOf(1),
    card: ['Detalles'],
    details: [],
    costs: false,
    invoices: false,
  },
  {
    viewer: 'an employee of the owning company',
    account: EMPLOYEE,
    project: projectOf(1),
    card: ['Detalles'],
    details: [],
    costs: false,
    invoices: false,
  },
  {
    viewer: 'a contractor on his own company’s project',
    account: CONTRACTOR,
    project: projectOf(CONTRACTOR.companyId!),
    card: OWNER_CARD,
    details: OWNER_DETAILS,
    costs: true,
    invoices: true,
  },
  {
    viewer: 'a contractor working on another company’s project',
    account: CONTRACTOR,
    project: projectOf(1),
    card: ['Detalles'],
    details: [],
    costs: false,
    invoices: false,
  },
  {
    viewer: 'the project’s client',
    account: CLIENT,
    project: projectOf(1),
    card: ['Mensajes', 'Detalles'],
    details: ['Rechazar', 'Aprobar'],
    costs: false,
    invoices: true,
  },
  {
    viewer: 'a client of another project',
    account: CLIENT,
    project: projectOf(1, 99),
    card: ['Detalles'],
    details: [],
    costs: false,
    invoices: false,
  },
];

/** The buttons a viewer may or may not get; the photo toggles are everyone's. */
const ROLE_BUTTONS = [
  'Notificar',
  'Mensajes',
  'Factura',
  'Presupuestos y facturas',
  'Archivar',
  'Gastos',
  'Gastos del proyecto',
  'Editar',
  'Aprobar',
  'Rechazar',
];

const buttonNames = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('button')
    .map((b) => b.textContent?.trim() ?? '')
    .filter((name) => ROLE_BUTTONS.includes(name) || name.startsWith('Recordatorios') || name === 'Detalles');

beforeEach(() => {
  vi.stubGlobal('matchMedia', fakeMatchMedia(true));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ querySuccess: true, queryData: [], queryError: null })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const noop = () => undefined;

describe.each(CASES)('project buttons for $viewer', ({ account, project, card, details, costs, invoices }) => {
  it('the card shows only the buttons this viewer may use', async () => {
    signInAs(account);
    renderAt(
      <ProjectCard
        project={project}
        reminders={0}
        actions={{
          onMessages: noop,
          onDetails: noop,
          onInvoice: noop,
          onBilling: noop,
          onNotify: noop,
          onReminders: noop,
        }}
      />,
      '/projects',
    );
    const shown = await screen.findByTestId('project-card');
    expect(buttonNames(shown)).toEqual(card);
  });

  it('the details show only the buttons, costs and invoices this viewer may see', async () => {
    signInAs(account);
    renderAt(<ProjectDetails project={project} opened onClose={noop} onBilling={noop} />, '/projects');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('jobs-table');
    expect(buttonNames(dialog)).toEqual(details);
    expect(within(dialog).queryAllByTestId('job-cost')).toHaveLength(costs ? 1 : 0);
    expect(within(dialog).queryByTestId('project-profit') !== null).toBe(costs);
    expect(within(dialog).queryByText('Facturas enviadas') !== null).toBe(invoices);
  });
});
