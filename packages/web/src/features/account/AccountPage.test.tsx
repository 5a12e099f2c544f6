import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyAccount } from '@obra/domain';
import { COMPANY, renderAt, signInAs } from '../../test/render.js';
import { AccountPage } from './AccountPage.js';

const account: CompanyAccount & { estimateTerms: string } = {
  id: 1,
  name: 'Techos Rivera',
  phone: '801-555-0100',
  email: 'oficina@techos.example',
  address: '12 Main St',
  city: 'Provo',
  state: 'UT',
  zip: '84601',
  logo: null,
  language: 'es',
  field: 'Techado',
  timeZone: 'America/Denver',
  plan: 'pro',
  identifier: '1#Techos Rivera',
  clientNotices: { enRoute: true, jobDone: true, projectDone: true },
  isCompany: true,
  estimateTerms: 'Pago a 30 días',
};

describe("AccountPage's estimate terms", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the company's default terms of its estimates and saves them with the account", async () => {
    const user = userEvent.setup();
    const updates: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith('/api/account/update/company')) updates.push(JSON.parse(String(init?.body)));
        return Response.json({ querySuccess: true, queryData: account, queryError: null });
      }),
    );
    signInAs(COMPANY);
    renderAt(<AccountPage />, '/account');
    const terms = await screen.findByRole('textbox', { name: 'Términos del presupuesto' });
    expect(terms).toHaveValue('Pago a 30 días');
    await user.clear(terms);
    await user.type(terms, 'Depósito del 30 % al aprobar');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ id: 1, estimateTerms: 'Depósito del 30 % al aprobar' });
  });
});
