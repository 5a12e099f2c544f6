import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type CompanyAccount, type UserAccount } from '@obra/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY, EMPLOYEE, renderAt, signInAs } from '../../test/render.js';
import { AccountPage } from './AccountPage.js';

const company: CompanyAccount = {
  id: 1,
  name: 'Techos Rivera',
  phone: '801-555-0100',
  email: 'oficina@rivera.com',
  address: '10 Main St',
  city: 'Ogden',
  state: 'UT',
  zip: '84401',
  logo: null,
  language: 'es',
  field: 'Techado',
  timeZone: 'America/Denver',
  plan: 'plus',
  identifier: '1#Techos Rivera',
  clientNotices: { enRoute: true, jobDone: true, projectDone: true },
  estimateTerms: '',
  isCompany: true,
};

const employee: UserAccount = {
  ...company,
  id: EMPLOYEE.id,
  name: 'Carlos',
  userType: 'employee',
  field: 'Pintura',
  companyId: 1,
  companyName: 'Techos Rivera',
  isCompany: false,
};

/** The account read, and each switch saved as the server would (or refused, with `refuse`). */
function serve(account: CompanyAccount | UserAccount, refuse = false) {
  const saved: Record<string, unknown>[] = [];
  let current = account;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/account/update/notices')) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        saved.push(body);
        if (refuse) {
          return Response.json(
            { querySuccess: false, queryData: null, queryError: MSG.forbidden, errorCode: 'FORBIDDEN' },
            { status: 403 },
          );
        }
        const { id: _id, ...change } = body;
        current = {
          ...(current as CompanyAccount),
          clientNotices: { ...(current as CompanyAccount).clientNotices, ...change },
        };
      }
      return Response.json({ querySuccess: true, queryData: current, queryError: null });
    }),
  );
  return saved;
}

const section = async () => within(await screen.findByRole('region', { name: 'Avisos automáticos a clientes' }));

describe('the automatic notices to clients on /account', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the company its three notices, on, and saves each as it is flipped, with a toast', async () => {
    const saved = serve(company);
    signInAs(COMPANY);
    renderAt(<AccountPage />, '/account');
    const notices = await section();
    const jobDone = notices.getByRole('switch', { name: 'Cuando se completa un trabajo' });
    for (const name of [
      'Cuando un trabajador va en camino',
      'Cuando se completa un trabajo',
      'Cuando se terminan todos los trabajos del proyecto',
    ]) {
      expect(notices.getByRole('switch', { name })).toBeChecked();
    }

    await userEvent.click(jobDone);
    await waitFor(() => expect(jobDone).not.toBeChecked());
    expect(saved).toEqual([{ id: 1, jobDone: false }]);
    expect(await screen.findByText('Aviso desactivado')).toBeInTheDocument();
    expect(notices.getByRole('switch', { name: 'Cuando un trabajador va en camino' })).toBeChecked();

    await userEvent.click(jobDone);
    await waitFor(() => expect(jobDone).toBeChecked());
    expect(saved).toEqual([
      { id: 1, jobDone: false },
      { id: 1, jobDone: true },
    ]);
    expect(await screen.findByText('Aviso activado')).toBeInTheDocument();
  });

  it('keeps what is typed in the account form when a switch is saved', async () => {
    serve(company);
    signInAs(COMPANY);
    renderAt(<AccountPage />, '/account');
    const name = await screen.findByDisplayValue('Techos Rivera');
    await userEvent.clear(name);
    await userEvent.type(name, 'Techos Rivera e Hijos');
    const notices = await section();
    const enRoute = notices.getByRole('switch', { name: 'Cuando un trabajador va en camino' });
    await userEvent.click(enRoute);
    await waitFor(() => expect(enRoute).not.toBeChecked());
    expect(name).toHaveValue('Techos Rivera e Hijos');
  });

  it('tells of a refusal and leaves the switch as it was', async () => {
    serve(company, true);
    signInAs(COMPANY);
    renderAt(<AccountPage />, '/account');
    const projectDone = (await section()).getByRole('switch', {
      name: 'Cuando se terminan todos los trabajos del proyecto',
    });
    await userEvent.click(projectDone);
    expect(await screen.findByText(/No se guardó el cambio/)).toBeInTheDocument();
    expect(projectDone).toBeChecked();
  });

  it('is the company’s alone: a worker’s account has no such section', async () => {
    serve(employee);
    signInAs(EMPLOYEE);
    renderAt(<AccountPage />, '/account');
    expect(await screen.findByDisplayValue('Carlos')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Avisos automáticos a clientes' })).toBeNull();
  });
});
