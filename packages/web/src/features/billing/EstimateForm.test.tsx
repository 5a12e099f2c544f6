import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BILLING_MSG, MSG } from '@obra/domain';
import { addTexts, setLanguage } from '../../lib/i18n.js';
import { billingDocumentsTexts } from '../../locales/billing/documents.js';
import { aJob, aProject } from '../../test/fixtures.js';
import { anEstimate } from '../../test/billing-fixtures.js';
import { COMPANY, renderAt, signInAs } from '../../test/render.js';
import { EstimateForm } from './EstimateForm.js';

const envelope = (queryData: unknown) => Response.json({ querySuccess: true, queryData, queryError: null });
/** The server's 400 for an expiry date in the past, with its code as the API sends it. */
const pastExpiry = () =>
  Response.json(
    {
      querySuccess: false,
      queryData: null,
      queryError: BILLING_MSG.expiresInPast,
      errorCode: 'ESTIMATE_EXPIRY_IN_PAST',
    },
    { status: 400 },
  );

/** A fake API: every create is kept, and answered with `answer`. */
function stubApi(answer: () => Response = () => envelope(anEstimate())): unknown[] {
  const created: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/estimates/create')) {
        created.push(JSON.parse(String(init?.body)));
        return answer();
      }
      return envelope([]);
    }),
  );
  return created;
}

const project = aProject({
  projectItems: [aJob(), aJob({ id: 8, itemName: 'Canaletas', itemPrice: 250, comments: 'Comments / Details' })],
});

function open(onClose = vi.fn()) {
  signInAs(COMPANY);
  renderAt(<EstimateForm project={project} terms="Pago a 30 días" onClose={onClose} />, '/projects');
  return onClose;
}

const form = () => screen.getByTestId('estimate-form');
const totalRow = (label: string) =>
  within(screen.getByRole('group', { name: 'Totales' }))
    .getAllByTestId('total-row')
    .find((row) => row.textContent?.startsWith(label))!;

beforeAll(() => addTexts(billingDocumentsTexts));
afterEach(() => vi.unstubAllGlobals());

describe('EstimateForm', () => {
  it("starts from the project's jobs and the company's terms, with the totals of their prices", async () => {
    stubApi();
    open();
    const lines = await screen.findAllByTestId('billing-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByLabelText(/Concepto/)).toHaveValue('Techo norte');
    expect(within(lines[0]!).getByLabelText(/Descripción/)).toHaveValue('Texto viejo');
    expect(within(lines[1]!).getByLabelText(/Precio/)).toHaveValue('250.00');
    expect(within(lines[1]!).getByLabelText(/Descripción/)).toHaveValue('');
    expect(screen.getByLabelText('Términos')).toHaveValue('Pago a 30 días');
    expect(totalRow('Total').textContent).toMatch(/1[.,]250[.,]00/);
  });

  it('follows the typing: a line removed, a free line added, a sales tax and a deposit', async () => {
    const user = userEvent.setup();
    stubApi();
    open();
    await user.click(await screen.findByRole('button', { name: 'Quitar la línea 2' }));
    await user.click(screen.getByRole('button', { name: 'Agregar línea' }));
    const added = screen.getAllByTestId('billing-line')[1]!;
    await user.type(within(added).getByLabelText(/Concepto/), 'Permiso');
    await user.type(within(added).getByLabelText(/Precio/), '100');
    await user.type(screen.getByLabelText(/Impuesto sobre la venta/), '8.25');
    await user.type(screen.getByLabelText(/Depósito \(% del total\)/), '50');
    expect(totalRow('Subtotal').textContent).toMatch(/1[.,]100[.,]00/);
    expect(totalRow('Impuesto (8.25 %)').textContent).toMatch(/90[.,]75/);
    expect(totalRow('Total').textContent).toMatch(/1[.,]190[.,]75/);
    // Half of 1,190.75 is 595.375: half up to the cent, as the server rounds.
    expect(totalRow('Depósito').textContent).toMatch(/595[.,]38/);
  });

  it("shows the contract's messages on the fields at fault and sends nothing", async () => {
    const user = userEvent.setup();
    const created = stubApi();
    open();
    const first = (await screen.findAllByTestId('billing-line'))[0]!;
    await user.clear(within(first).getByLabelText(/Precio/));
    await user.type(within(first).getByLabelText(/Precio/), '12.345');
    await user.type(screen.getByLabelText(/Impuesto sobre la venta/), '45');
    await user.click(screen.getByRole('button', { name: 'Crear presupuesto' }));
    expect(await within(form()).findByText(BILLING_MSG.taxRate)).toBeInTheDocument();
    expect(within(first).getByText(MSG.money)).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('asks for at least one line', async () => {
    const user = userEvent.setup();
    const created = stubApi();
    open();
    await user.click(await screen.findByRole('button', { name: 'Quitar la línea 2' }));
    await user.click(screen.getByRole('button', { name: 'Quitar la línea 1' }));
    await user.click(screen.getByRole('button', { name: 'Crear presupuesto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BILLING_MSG.lines);
    expect(created).toEqual([]);
  });

  it('switches the deposit to an amount: only that one is sent, and it may not pass the total', async () => {
    const user = userEvent.setup();
    const created = stubApi();
    const onClose = open();
    await user.type(await screen.findByLabelText(/Depósito \(% del total\)/), '30');
    await user.click(screen.getByRole('radio', { name: 'Cantidad' }));
    expect(screen.queryByLabelText(/Depósito \(% del total\)/)).toBeNull();
    const amount = screen.getByLabelText(/Depósito \(\$\)/);
    await user.type(amount, '2000');
    await user.click(screen.getByRole('button', { name: 'Crear presupuesto' }));
    expect(await within(form()).findByText(BILLING_MSG.depositOverTotal)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Crear presupuesto' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      projectId: 3,
      lines: [
        { name: 'Techo norte', description: 'Texto viejo', price: '1000.00', jobId: 7 },
        { name: 'Canaletas', description: '', price: '250.00', jobId: 8 },
      ],
      depositAmount: '500',
      expiresOn: null,
      terms: 'Pago a 30 días',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's refusal and stays open", async () => {
    const user = userEvent.setup();
    stubApi(pastExpiry);
    const onClose = open();
    await user.type(await screen.findByLabelText(/Vence el/), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Crear presupuesto' }));
    expect(await screen.findByText(BILLING_MSG.expiresInPast)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("speaks English to an English reader, the contract's and the server's messages too", async () => {
    const user = userEvent.setup();
    await setLanguage('en', false);
    try {
      stubApi(pastExpiry);
      open();
      await user.type(await screen.findByLabelText(/Sales tax/), '45');
      await user.click(screen.getByRole('button', { name: 'Create estimate' }));
      expect(await within(form()).findByText(/The tax rate must be a percentage/)).toBeInTheDocument();
      await user.clear(screen.getByLabelText(/Sales tax/));
      await user.click(screen.getByRole('button', { name: 'Create estimate' }));
      expect(await screen.findByText('The expiry date cannot be before today')).toBeInTheDocument();
    } finally {
      await setLanguage('es', false);
    }
  });
});
