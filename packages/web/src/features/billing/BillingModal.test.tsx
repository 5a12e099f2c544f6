import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProject } from '../../test/fixtures.js';
import { anEstimate, anInvoice } from '../../test/billing-fixtures.js';
import { COMPANY, renderAt, signInAs } from '../../test/render.js';
import { BillingModal } from './BillingModal.js';

const envelope = (queryData: unknown) => Response.json({ querySuccess: true, queryData, queryError: null });

interface Sent {
  path: string;
  body: unknown;
}

/** A fake billing API with one estimate per entry of `estimates` and one invoice; writes are kept. */
function stubApi(estimates = [anEstimate()], invoices = [anInvoice()]): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api/, '').replace(/\?.*$/, '');
      if (init?.method === 'POST') sent.push({ path, body: JSON.parse(String(init.body)) });
      if (path === '/estimates/getByProject') return envelope(estimates);
      if (path === '/invoices/getByProject') return envelope(invoices);
      if (path === '/account/get/company') return envelope({ id: 1, estimateTerms: 'Pago a 30 días' });
      return envelope(true);
    }),
  );
  return sent;
}

function open() {
  signInAs(COMPANY);
  renderAt(<BillingModal project={aProject()} onClose={() => undefined} />, '/projects');
}

afterEach(() => vi.unstubAllGlobals());

describe('BillingModal', () => {
  it('lists the estimates and invoices with their state, totals, balance and payments', async () => {
    stubApi();
    open();
    const estimate = await screen.findByTestId('estimate');
    expect(within(estimate).getByRole('heading', { name: 'Presupuesto P-0001' })).toBeInTheDocument();
    expect(within(estimate).getByText('Enviado')).toBeInTheDocument();
    expect(estimate.textContent).toMatch(/Total: .*1[.,]082[.,]50/);
    expect(estimate.textContent).toMatch(/Depósito: .*324[.,]75/);
    expect(estimate.textContent).toContain('Vence el 12/26/2026');

    const invoice = screen.getByTestId('billed-invoice');
    expect(within(invoice).getByText('Pagada en parte')).toBeInTheDocument();
    expect(invoice.textContent).toMatch(/Saldo: .*600[.,]00/);
    expect(within(invoice).getByTestId('payment').textContent).toMatch(
      /11\/22\/2026 · Zelle · .*400[.,]00 · Primer pago/,
    );
    expect(within(invoice).getByRole('button', { name: 'Registrar pago de la factura F-0001' })).toBeInTheDocument();
  });

  it('says when the project has none yet', async () => {
    stubApi([], []);
    open();
    expect(await screen.findByText('Este proyecto aún no tiene presupuestos')).toBeInTheDocument();
    expect(screen.getByText('Este proyecto aún no tiene facturas')).toBeInTheDocument();
  });

  it("copies a draft's link and marks it shared, without the server mailing it", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    const sent = stubApi([anEstimate({ status: 'draft', sentAt: null })], []);
    open();
    const share = await screen.findByRole('group', { name: 'Compartir P-0001' });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(within(share).getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith('https://obra.example/e/abc123');
    await waitFor(() => expect(sent).toEqual([{ path: '/estimates/send', body: { estimateId: 11, mail: false } }]));
  });

  it("links WhatsApp and the mail to messages in the document's language", async () => {
    stubApi();
    open();
    const share = await screen.findByRole('group', { name: 'Compartir F-0001' });
    const whatsapp = within(share).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=Hello%20Mar%C3%ADa%2C%20here%20is%20invoice/,
    );
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(within(share).getByRole('link', { name: 'Correo' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Invoice%20F-0001%20from%20Techos%20P%C3%A9rez&body=/,
    );
  });

  it('has the server mail it, and revokes a link only once confirmed', async () => {
    const user = userEvent.setup();
    const sent = stubApi();
    open();
    const share = await screen.findByRole('group', { name: 'Compartir P-0001' });
    await user.click(within(share).getByRole('button', { name: 'Enviar por correo' }));
    await waitFor(() => expect(sent).toEqual([{ path: '/estimates/send', body: { estimateId: 11, mail: true } }]));

    await user.click(within(share).getByRole('button', { name: 'Revocar enlace' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await user.click(within(share).getByRole('button', { name: 'Revocar enlace' }));
    await user.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ path: '/estimates/revoke', body: { estimateId: 11 } });
  });

  it('invoices an approved estimate, saying whether its deposit was paid', async () => {
    const user = userEvent.setup();
    const sent = stubApi([anEstimate({ status: 'approved' })], []);
    open();
    await user.click(await screen.findByRole('button', { name: 'Facturar el presupuesto P-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Facturar el presupuesto P-0001' });
    await user.click(within(dialog).getByRole('radio', { name: 'Depósito pagado' }));
    await user.type(within(dialog).getByLabelText('Pagar antes del'), '2026-12-20');
    await user.click(within(dialog).getByRole('button', { name: 'Crear factura' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { path: '/invoices/create', body: { projectId: 3, estimateId: 11, dueOn: '2026-12-20', deposit: 'paid' } },
      ]),
    );
  });

  it('offers to invoice an approved estimate only until it has been invoiced', async () => {
    stubApi([anEstimate({ status: 'approved' })], [anInvoice({ estimateId: 11 })]);
    open();
    const estimate = await screen.findByTestId('estimate');
    await screen.findByTestId('billed-invoice');
    expect(within(estimate).getByText('Aprobado')).toBeInTheDocument();
    expect(within(estimate).queryByRole('button', { name: /Facturar/ })).toBeNull();
  });
});
