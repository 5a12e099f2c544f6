import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobsPage } from '../../app/pages/work/JobsPage.js';
import { aListedJob } from '../../test/fixtures.js';
import { EMPLOYEE, renderAt, signInAs } from '../../test/render.js';

const listed = aListedJob();
const ok = (data: unknown) => Response.json({ querySuccess: true, queryData: data, queryError: null });

/** The jobs screen with one job; what is posted to /api/expenses/create is kept. */
function serve() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/projects/getJobsByUser')) return ok([listed]);
      if (url.startsWith('/api/expenses/create')) {
        const body = JSON.parse(String(init?.body)) as unknown[];
        posted.push(body);
        return ok([{ id: 1, ...(body[0] as object), amount: 12.5 }]);
      }
      return ok([]);
    }),
  );
  return posted;
}

describe('a worker’s expense from the field', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds an expense to the job from its card, dated today, and asks again for what is missing', async () => {
    const posted = serve();
    signInAs(EMPLOYEE);
    renderAt(<JobsPage />, '/jobs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gastos' }));
    const sheet = await screen.findByRole('dialog', { name: `Gastos: ${listed.name}` });
    expect(within(sheet).getByLabelText(/Fecha/)).not.toHaveValue('');

    await user.click(within(sheet).getByRole('button', { name: 'Guardar' }));
    expect(await within(sheet).findAllByText(/requerido|obligatorio/i)).not.toHaveLength(0);
    expect(posted).toHaveLength(0);

    await user.type(within(sheet).getByLabelText(/Nombre/), 'Clavos');
    await user.type(within(sheet).getByLabelText(/Cantidad/), '12.50');
    await user.type(within(sheet).getByLabelText(/Descripción/), 'Ferretería');
    await user.click(within(sheet).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual([
      expect.objectContaining({
        name: 'Clavos',
        amount: '12.50',
        description: 'Ferretería',
        projectId: listed.proid,
        jobId: listed.id,
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Gastos: ${listed.name}` })).toBeNull());
  });
});
