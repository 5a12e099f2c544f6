import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { principalOfAccount, type Notification } from '@obra/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationTarget } from '../../app/navigation.js';
import { COMPANY, renderAt, signInAs } from '../../test/render.js';
import { NotificationsBell } from './NotificationsBell.js';

const notifications: Notification[] = [
  // 00:50 UTC on the 23rd is the evening of the 22nd where the company works.
  {
    id: 1,
    message: 'María aprobó el proyecto Techo casa',
    read: false,
    projectId: 3,
    createdAt: '2026-11-23T00:50:00.000Z',
  },
  { id: 2, message: 'Aviso sin proyecto', read: false, projectId: null, createdAt: '2026-11-20T17:00:00.000Z' },
];

// Where the header's bell sends a company (app/layout/SignedInActions.tsx).
const companyTarget = (projectId: number | null) => notificationTarget(principalOfAccount(COMPANY), projectId);

function serve() {
  const marked: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/notifications/update')) marked.push(JSON.parse(String(init?.body)));
      const data = url.startsWith('/api/notifications/get/company')
        ? notifications
        : url.includes('update')
          ? true
          : [];
      return Response.json({ querySuccess: true, queryData: data, queryError: null });
    }),
  );
  return marked;
}

describe('the notifications bell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('dates each notification where the company works and opens its project, reading it', async () => {
    const marked = serve();
    signInAs(COMPANY);
    renderAt(<NotificationsBell targetOf={companyTarget} />, '/dashboard', [
      { path: '/projects', element: <p>Pantalla de proyectos</p> },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notificaciones: 2 notificaciones sin leer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(within(dialog).getByText('11/22/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('11/20/2026')).toBeInTheDocument();
    // Nowhere to go without a project: plain text.
    expect(within(dialog).queryByRole('link', { name: 'Aviso sin proyecto' })).toBeNull();

    const link = within(dialog).getByRole('link', { name: 'María aprobó el proyecto Techo casa' });
    expect(link).toHaveAttribute('href', '/projects?id=3');
    await user.click(link);
    expect(await screen.findByText('Pantalla de proyectos')).toBeInTheDocument();
    await waitFor(() => expect(marked).toEqual([{ id: 1 }]));
    // Opening reads it quietly; only the explicit button says so.
    expect(screen.queryByText('Notificación actualizada')).toBeNull();
  });
});
