import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render.js';
import { useUnsavedPage } from './unsaved-page.js';

function AccountForm() {
  const [name, setName] = useState('');
  useUnsavedPage(name !== '');
  return (
    <main>
      <input aria-label="Nombre" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Link to="/otra">Otra página</Link>
    </main>
  );
}

const DISCARD = 'Si cierra esta ventana perderá su información. ¿Desea cerrar?';

describe('a page form with unsaved changes', () => {
  it("asks before one of the app's links leaves it: Cancelar stays with the text, Sí leaves", async () => {
    renderAt(<AccountForm />, '/account', [{ path: '/otra', element: <p>La otra página</p> }]);
    await userEvent.type(await screen.findByLabelText('Nombre'), 'Rosa');
    await userEvent.click(screen.getByRole('link', { name: 'Otra página' }));
    expect(await screen.findByText(DISCARD)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText(DISCARD)).toBeNull());
    expect(screen.getByLabelText('Nombre')).toHaveValue('Rosa');

    await userEvent.click(screen.getByRole('link', { name: 'Otra página' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('La otra página')).toBeInTheDocument();
  });

  it('lets the links go at once while nothing is typed', async () => {
    renderAt(<AccountForm />, '/account', [{ path: '/otra', element: <p>La otra página</p> }]);
    await userEvent.click(await screen.findByRole('link', { name: 'Otra página' }));
    expect(await screen.findByText('La otra página')).toBeInTheDocument();
    expect(screen.queryByText(DISCARD)).toBeNull();
  });
});
