import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingSummary } from '@obra/domain';
import { setLanguage } from '../../lib/i18n.js';
import { COMPANY, renderAt, signInAs } from '../../test/render.js';
import { BillingSummaryCard } from './BillingSummaryCard.js';

const summary: BillingSummary = {
  month: '2026-11',
  billed: 5200,
  collected: 3100.5,
  outstanding: 2099.5,
  overdue: [
    {
      invoiceId: 21,
      number: 'F-0001',
      projectId: 3,
      projectName: 'Techo casa',
      clientName: 'María',
      balance: 600,
      dueOn: '2026-11-10',
    },
  ],
  awaitingEstimates: [
    {
      estimateId: 11,
      number: 'P-0002',
      projectId: 4,
      projectName: 'Cocina',
      clientName: '',
      total: 1082.5,
      sentAt: '2026-11-20T15:00:00.000Z',
      expiresOn: '2026-12-20',
    },
  ],
};

function open() {
  const fetch = vi.fn(async () => Response.json({ querySuccess: true, queryData: summary, queryError: null }));
  vi.stubGlobal('fetch', fetch);
  signInAs(COMPANY);
  renderAt(<BillingSummaryCard />, '/dashboard', [{ path: '/projects', element: <p>Proyectos</p> }]);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('BillingSummaryCard', () => {
  it("shows the month's money, the overdue invoices with their clients and the estimates awaiting an answer", async () => {
    const fetch = open();
    expect(await screen.findByRole('heading', { name: 'Cobros de noviembre de 2026' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/invoices/summary?companyId=1', expect.anything());
    expect(screen.getByTestId('billing-billed').textContent).toMatch(/Facturado.*5[.,]200[.,]00/);
    expect(screen.getByTestId('billing-collected').textContent).toMatch(/Cobrado.*3[.,]100[.,]50/);
    expect(screen.getByTestId('billing-outstanding').textContent).toMatch(/Pendiente de cobro.*2[.,]099[.,]50/);
    const overdue = screen.getByTestId('overdue-invoices');
    expect(within(overdue).getByRole('link', { name: 'F-0001 · Techo casa' })).toHaveAttribute(
      'href',
      '/projects?id=3',
    );
    expect(overdue.textContent).toMatch(/María · saldo .*600[.,]00 · venció el 11\/10\/2026/);
    const awaiting = screen.getByTestId('awaiting-estimates');
    expect(within(awaiting).getByRole('link', { name: 'P-0002 · Cocina' })).toHaveAttribute('href', '/projects?id=4');
    expect(awaiting.textContent).toMatch(/Sin cliente · .*1[.,]082[.,]50 · vence el 12\/20\/2026/);
  });

  it('speaks English to an English reader', async () => {
    await setLanguage('en', false);
    try {
      open();
      expect(await screen.findByRole('heading', { name: 'Getting paid in November 2026' })).toBeInTheDocument();
      expect(screen.getByTestId('billing-outstanding').textContent).toMatch(/Outstanding\$2,099\.50/);
    } finally {
      await setLanguage('es', false);
    }
  });
});
