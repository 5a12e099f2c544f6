import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@obra/domain';
import { hashPassword, hashUsername } from '../../lib/hash.js';
import { renderAt } from '../../test/render.js';
import { WorkerForm } from './WorkerForm.js';

async function fill(label: RegExp, value: string) {
  await userEvent.type(screen.getByLabelText(label), value);
}

describe('worker form', () => {
  it('refuses a bad phone and passwords that differ', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderAt(<WorkerForm onSubmit={onSubmit} />, '/workers');
    await fill(/^Nombre/, 'Pedro Ruiz');
    await fill(/^Teléfono/, '555-12');
    await fill(/^Contraseña/, 'secreto123');
    await fill(/^Repita la contraseña/, 'secreto124');
    await userEvent.click(screen.getByRole('button', { name: 'Crear trabajador' }));
    expect(await screen.findByText(MSG.phone)).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El oficio es obligatorio')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trade and hashes the username and password', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderAt(<WorkerForm onSubmit={onSubmit} />, '/workers');
    await fill(/^Nombre/, 'Pedro Ruiz');
    await fill(/^Correo electrónico/, 'pedro@example.com');
    await fill(/^Teléfono/, '8015550123');
    await userEvent.click(screen.getAllByLabelText(/^Oficio/)[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Pintura', hidden: true }));
    await fill(/^Usuario/, ' Pedro ');
    await fill(/^Contraseña/, 'secreto123');
    await fill(/^Repita la contraseña/, 'secreto123');
    await userEvent.click(screen.getByRole('button', { name: 'Crear trabajador' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Pedro Ruiz',
      email: 'pedro@example.com',
      phone: '8015550123',
      field: 'Pintura',
      username: await hashUsername('pedro'),
      password: await hashPassword('secreto123'),
    });
  });
});
