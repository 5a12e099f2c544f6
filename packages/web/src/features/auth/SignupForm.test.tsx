import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@obra/domain';
import { renderAt } from '../../test/render.js';
import { SignupForm } from './SignupForm.js';

async function fill(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe('sign-up form', () => {
  it('checks the address, phone, logo and terms with the shared rules', async () => {
    renderAt(<SignupForm registrationCode="X" isCompany />, '/signup');
    await fill(/^Ciudad/, 'ogden');
    await fill(/^Código postal/, '8440');
    await fill(/^Teléfono/, '8015550100');
    await fill(/^Correo electrónico/, 'no-es-correo');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText(MSG.city)).toBeInTheDocument();
    expect(screen.getByText(MSG.zip)).toBeInTheDocument();
    expect(screen.getByText(MSG.phone)).toBeInTheDocument();
    expect(screen.getByText(MSG.email)).toBeInTheDocument();
    expect(screen.getByText(MSG.logoRequired)).toBeInTheDocument();
    expect(screen.getByText('Debe aceptar los términos para registrarse')).toBeInTheDocument();
    expect(screen.getByText('El nombre es obligatorio')).toBeInTheDocument();
  });

  it('asks an employee for the company identifier as id#name', async () => {
    renderAt(<SignupForm registrationCode="X" isCompany={false} />, '/signup');
    await userEvent.click(screen.getAllByLabelText(/^Tipo de cuenta/)[0]!);
    await userEvent.click(await screen.findByRole('option', { name: /Empleado/, hidden: true }));
    await fill(/^Identificador de la compañía/, 'Techos Rivera');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(MSG.identifier)).toBeInTheDocument();
  });

  it('accepts a good address without messages', async () => {
    renderAt(<SignupForm registrationCode="X" isCompany />, '/signup');
    await fill(/^Ciudad/, 'St. George');
    await fill(/^Código postal/, '84770');
    await fill(/^Teléfono/, '435-555-0100');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await screen.findByText(MSG.logoRequired);
    expect(screen.queryByText(MSG.city)).toBeNull();
    expect(screen.queryByText(MSG.zip)).toBeNull();
    expect(screen.queryByText(MSG.phone)).toBeNull();
  });
});
