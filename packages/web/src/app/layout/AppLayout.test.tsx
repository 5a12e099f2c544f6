import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, signInAs } from '../../test/render.js';
import { AppLayout } from './AppLayout.js';
import type { SessionAccount } from '../../lib/session.js';

const account = (overrides: Partial<SessionAccount>): SessionAccount => ({
  id: 7,
  isCompany: false,
  userType: 'employee',
  companyId: 3,
  name: 'Carlos',
  logo: null,
  language: 'es',
  ...overrides,
});

function navLinks() {
  const nav = screen.getAllByRole('navigation')[0]!;
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('header', () => {
  it('shows the visitor menu, no bell and no creation buttons', async () => {
    renderAt(<AppLayout />);
    expect(navLinks()).toEqual(['Inicio', 'Productos', 'Precios', 'Recursos', 'Preguntas', 'Iniciar sesión']);
    expect(screen.queryByRole('button', { name: /Notificaciones/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nuevo Proyecto' })).toBeNull();
  });

  it('gives a company its menu, the bell and both creation buttons', async () => {
    signInAs(account({ isCompany: true, userType: 'company', id: 3 }));
    renderAt(<AppLayout />);
    expect(navLinks()).toEqual(['Panel', 'Calendario', 'Proyectos', 'Trabajadores', 'Clientes', 'Cuenta', 'Ayuda']);
    // The signed-in header's buttons load apart from the first page.
    expect(await screen.findByRole('button', { name: /Notificaciones/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nuevo Proyecto' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Nuevo Recordatorio' }).length).toBeGreaterThan(0);
  });

  it('treats an admin as the company (authType 1)', async () => {
    signInAs(account({ userType: 'admin' }));
    renderAt(<AppLayout />);
    expect(navLinks()).toContain('Trabajadores');
  });

  it('gives an employee calendar and jobs, no creation buttons', async () => {
    signInAs(account({ userType: 'employee' }));
    renderAt(<AppLayout />);
    expect(navLinks()).toEqual(['Calendario', 'Trabajos', 'Cuenta', 'Ayuda']);
    expect(screen.queryByRole('link', { name: 'Nuevo Proyecto' })).toBeNull();
  });

  it('gives a client projects only', async () => {
    signInAs(account({ userType: 'client', companyId: null }));
    renderAt(<AppLayout />);
    expect(navLinks()).toEqual(['Proyectos', 'Cuenta', 'Ayuda']);
  });
});
