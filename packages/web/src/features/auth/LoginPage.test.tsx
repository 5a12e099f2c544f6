import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signInAs } from '../../test/render.js';
import { LoginPage } from './LoginPage.js';

describe('login form', () => {
  it('requires both fields and shows the message under each', async () => {
    renderAt(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Usuario y contraseña son obligatorios')).toHaveLength(2);
  });

  it('sends a signed-in account to its home instead', async () => {
    signInAs({ id: 1, isCompany: true, userType: 'company', companyId: 1, name: 'Techos', logo: null, language: 'es' });
    renderAt(<LoginPage />, '/login', [{ path: '/dashboard', element: <p>panel</p> }]);
    expect(await screen.findByText('panel')).toBeInTheDocument();
  });
});

describe('registration notice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says sign-up is closed when the server has no registration code', async () => {
    // Only the server's answer about registration is stood in for; the page is otherwise real.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ querySuccess: true, queryData: { open: false }, queryError: null })),
    );
    renderAt(<LoginPage />, '/login');
    expect(await screen.findByText('Registraciones están deshabilitadas por el momento')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Regístrese' })).toBeNull();
  });
});
