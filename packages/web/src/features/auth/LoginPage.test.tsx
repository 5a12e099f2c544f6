import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, requiredMessage } from '@obra/domain';
import { setLanguage } from '../../lib/i18n.js';
import { renderAt, signInAs } from '../../test/render.js';
import { LoginPage } from './LoginPage.js';

describe('login form', () => {
  it('requires both fields and shows the message under each', async () => {
    renderAt(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    // The server's own messages, one per field.
    expect(await screen.findByText(requiredMessage('username'))).toBeInTheDocument();
    expect(screen.getByText(requiredMessage('password'))).toBeInTheDocument();
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

describe('a refused login', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    return setLanguage('es', false);
  });

  /** The server answers the login with a 429 in Spanish and its code; registration stays open. */
  async function tooManyAttempts() {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/auth/login')
          ? Response.json(
              { querySuccess: false, queryData: null, queryError: MSG.rateLimited, errorCode: 'RATE_LIMITED' },
              { status: 429 },
            )
          : Response.json({ querySuccess: true, queryData: { open: true }, queryError: null }),
      ),
    );
    renderAt(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText(/^(Usuario|Username)/), 'rivera');
    await userEvent.type(screen.getByLabelText(/^(Contraseña|Password)/), 'secreta');
    await userEvent.click(screen.getByRole('button', { name: /^(Entrar|Log in)$/ }));
  }

  it('says why in Spanish for a Spanish reader', async () => {
    await tooManyAttempts();
    expect(await screen.findByText(`No se pudo iniciar sesión. Error: ${MSG.rateLimited}`)).toBeInTheDocument();
  });

  it('says why in English for an English reader, translated by its code', async () => {
    await setLanguage('en', false);
    await tooManyAttempts();
    expect(
      await screen.findByText('Failed to login. Error: Too many attempts. Wait a moment and try again.'),
    ).toBeInTheDocument();
  });
});
