import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BILLING_MSG, todayIn } from '@obra/domain';
import { addTexts } from '../../lib/i18n.js';
import { billingDocumentsTexts } from '../../locales/billing/documents.js';
import { anInvoice } from '../../test/billing-fixtures.js';
import { COMPANY, renderAt, signInAs } from '../../test/render.js';
import { PaymentDialog } from './PaymentDialog.js';

const envelope = (queryData: unknown) => Response.json({ querySuccess: true, queryData, queryError: null });

/** A fake API whose recordPayment answers with `answer`; the bodies sent are kept. */
function stubApi(answer: () => Response = () => envelope(anInvoice({ paid: 1000, balance: 0 }))): unknown[] {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/invoices/recordPayment')) {
        sent.push(JSON.parse(String(init?.body)));
        return answer();
      }
      return envelope([]);
    }),
  );
  return sent;
}

function open(onClose = vi.fn()) {
  signInAs(COMPANY);
  renderAt(<PaymentDialog invoice={anInvoice()} onClose={onClose} />, '/projects');
  return onClose;
}

beforeAll(() => addTexts(billingDocumentsTexts));
afterEach(() => vi.unstubAllGlobals());

describe('PaymentDialog', () => {
  it("starts with the invoice's balance, the company's today and cash", async () => {
    stubApi();
    open();
    expect(await screen.findByRole('dialog', { name: 'Registrar pago: factura F-0001' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Cantidad/)).toHaveValue('600.00');
    expect(screen.getByLabelText(/Cantidad/)).toHaveAccessibleDescription(/Saldo: .*600[.,]00/);
    expect(screen.getByLabelText(/Fecha/)).toHaveValue(todayIn(COMPANY.timeZone!));
    expect(screen.getByLabelText(/Forma de pago/)).toHaveValue('cash');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Efectivo',
      'Cheque',
      'Zelle',
      'Tarjeta',
      'Transferencia',
    ]);
  });

  it('records what was typed and closes', async () => {
    const user = userEvent.setup();
    const sent = stubApi();
    const onClose = open();
    const amount = await screen.findByLabelText(/Cantidad/);
    await user.clear(amount);
    await user.type(amount, '250');
    await user.selectOptions(screen.getByLabelText(/Forma de pago/), 'zelle');
    await user.type(screen.getByLabelText('Nota'), 'Segundo pago');
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { invoiceId: 21, amount: '250', date: todayIn(COMPANY.timeZone!), method: 'zelle', note: 'Segundo pago' },
    ]);
  });

  it('refuses a payment of nothing before sending it', async () => {
    const user = userEvent.setup();
    const sent = stubApi();
    open();
    const amount = await screen.findByLabelText(/Cantidad/);
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText(BILLING_MSG.paymentAmount)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal (more than the balance) and stays open", async () => {
    const user = userEvent.setup();
    stubApi(() =>
      Response.json(
        { querySuccess: false, queryData: null, queryError: BILLING_MSG.paymentOverBalance },
        { status: 400 },
      ),
    );
    const onClose = open();
    const amount = await screen.findByLabelText(/Cantidad/);
    await user.clear(amount);
    await user.type(amount, '900');
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText(BILLING_MSG.paymentOverBalance)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
