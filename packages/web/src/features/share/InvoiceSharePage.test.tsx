import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.js';
import { InvoiceSharePage } from './InvoiceSharePage.js';
import { anInvoice, ok, refusal, renderShare, serve } from './share-test-kit.js';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('es', false);
});

describe("the client's invoice page (/f/<token>)", () => {
  it('shows a partly paid invoice: totals, what was paid, the balance, the due date and the payments', async () => {
    const sent = serve(() => ok(anInvoice()));
    renderShare('/f/tok-f', '/f/:token', <InvoiceSharePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Factura F-0003' })).toBeVisible();
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/public/invoices/tok-f' });
    expect(screen.getByText('Pagada en parte')).toBeVisible();
    expect(screen.getByText('Pagar antes del 12/15/2026')).toBeVisible();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('1,082.50');
    expect(within(table).getByRole('row', { name: /^Pagado/ })).toHaveTextContent('500.00');
    expect(within(table).getByRole('row', { name: /^Saldo/ })).toHaveTextContent('582.50');
    const payments = screen.getByRole('list', { name: 'Pagos' });
    expect(within(payments).getByRole('listitem')).toHaveTextContent('11/22/2026 · Zelle: $500.00');
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute('rel', 'noreferrer');
    // Nothing to answer on an invoice.
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Factura F-0003 · Techos Rivera'));
  });

  it('shows an estimate deposit paid, in English when the invoice is', async () => {
    serve(() => ok(anInvoice({ language: 'en', deposit: { amount: 324.75, state: 'paid' }, paid: 824.75 })));
    renderShare('/f/tok-f', '/f/:token', <InvoiceSharePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice F-0003' })).toBeVisible();
    expect(screen.getByRole('row', { name: /^The estimate's deposit/ })).toHaveTextContent('paid');
    expect(screen.getByText('Partly paid')).toBeVisible();
  });

  it('says a gone link is gone', async () => {
    serve(() => refusal(404, 'Este enlace ya no está disponible. Pida uno nuevo a la empresa.', 'SHARE_LINK_GONE'));
    renderShare('/f/tok-f', '/f/:token', <InvoiceSharePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace ya no está disponible' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
