import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, requiredMessage, type Expense } from '@obra/domain';
import { renderAt, signInAs } from '../../test/render.js';
import { ExpensesModal } from './ExpensesModal.js';

const envelope = (queryData: unknown) => Response.json({ querySuccess: true, queryData, queryError: null });

const saved: Expense = {
  id: 9,
  name: 'Clavos',
  amount: 15.5,
  description: 'Caja de clavos',
  date: '2026-12-03',
  projectId: 40,
  jobId: 401,
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A fake expenses API: the job starts with `initial`, a create answers the list with the new rows. */
function stubApi(initial: Expense[]): Sent[] {
  const sent: Sent[] = [];
  let list = [...initial];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api/, '').replace(/\?.*$/, '');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      if (method !== 'GET') sent.push({ method, path, body });
      if (path === '/expenses/getByJobId') return envelope(list);
      if (path === '/expenses/create') {
        const rows = body as Omit<Expense, 'id'>[];
        list = [...list, ...rows.map((r, i) => ({ ...r, amount: Number(r.amount), id: 100 + i }))];
        return envelope(list);
      }
      return envelope(null);
    }),
  );
  return sent;
}

function open(onClose: () => void = () => undefined) {
  signInAs({ id: 1, isCompany: true, userType: 'company', companyId: 1, name: 'Techos', logo: null, language: 'es' });
  renderAt(
    <ExpensesModal projectId={40} jobId={401} title="Gastos: Quitar tejas" opened onClose={onClose} />,
    '/projects',
  );
}

const form = () => screen.getByTestId('expenses-modal');

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('ExpensesModal', () => {
  it('lists saved expenses with their amount and date', async () => {
    stubApi([saved]);
    open();
    const row = await screen.findByTestId('expense-row');
    expect(within(row).getByText('Clavos')).toBeTruthy();
    expect(within(row).getByText('12/03/2026')).toBeTruthy();
    expect(within(row).getByTestId('expense-amount').textContent).toMatch(/15\.50/);
  });

  it('shows the empty state', async () => {
    stubApi([]);
    open();
    expect(await screen.findByText('No hay gastos guardados para este trabajo')).toBeTruthy();
  });

  it('validates new rows with the shared rules and sends them all in one create', async () => {
    const sent = stubApi([]);
    open();
    await screen.findByText('No hay gastos guardados para este trabajo');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar gasto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(requiredMessage('name'))).toBeTruthy();
    expect(screen.getByText(requiredMessage('amount'))).toBeTruthy();
    expect(screen.getByText(requiredMessage('description'))).toBeTruthy();
    expect(screen.getByText('La fecha del gasto es obligatoria')).toBeTruthy();
    expect(sent).toEqual([]);

    const f = within(form());
    await userEvent.type(f.getByLabelText(/^Nombre/), 'Tejas');
    await userEvent.type(f.getByLabelText(/^Cantidad/), '12.345');
    await userEvent.type(f.getByLabelText(/^Descripción/), 'Tejas de barro');
    await userEvent.type(f.getByLabelText(/^Fecha/), '2026-12-04');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MSG.money)).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.clear(f.getByLabelText(/^Cantidad/));
    await userEvent.type(f.getByLabelText(/^Cantidad/), '120.50');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar gasto' }));
    const rows = screen.getAllByTestId('new-expense-row');
    expect(rows).toHaveLength(2);
    const second = within(rows[1]!);
    await userEvent.type(second.getByLabelText(/^Nombre/), 'Clavos');
    await userEvent.type(second.getByLabelText(/^Cantidad/), '79.5');
    await userEvent.type(second.getByLabelText(/^Descripción/), 'Caja');
    await userEvent.type(second.getByLabelText(/^Fecha/), '2026-12-05');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.getAllByTestId('expense-row')).toHaveLength(2));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/expenses/create',
        body: [
          {
            name: 'Tejas',
            amount: '120.50',
            description: 'Tejas de barro',
            date: '2026-12-04',
            projectId: 40,
            jobId: 401,
          },
          { name: 'Clavos', amount: '79.5', description: 'Caja', date: '2026-12-05', projectId: 40, jobId: 401 },
        ],
      },
    ]);
    expect(screen.queryAllByTestId('new-expense-row')).toHaveLength(0);
  });

  it('asks before closing with unsaved rows and closes at once without them', async () => {
    stubApi([]);
    const onClose = vi.fn();
    open(onClose);
    await screen.findByText('No hay gastos guardados para este trabajo');

    await userEvent.click(within(form()).getByRole('button', { name: 'Agregar gasto' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByText('Si cierra esta ventana perderá su información. ¿Desea cerrar?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByText('Si cierra esta ventana perderá su información. ¿Desea cerrar?')).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('new-expense-row')).toHaveLength(1);

    await userEvent.click(within(form()).getByRole('button', { name: 'Cerrar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryAllByTestId('new-expense-row')).toHaveLength(0);
    await waitFor(() =>
      expect(screen.queryByText('Si cierra esta ventana perderá su información. ¿Desea cerrar?')).toBeNull(),
    );

    await userEvent.click(within(form()).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Si cierra esta ventana perderá su información. ¿Desea cerrar?')).toBeNull();
  });
});
