import { describe, expect, it, vi } from 'vitest';
import { SCREENS, can, principalOfAccount } from '@obra/domain';
import type { DrawnState } from './app/drawn.js';
import { aProject } from './test/fixtures.js';
import { ACCOUNTS } from './test/render.js';
import { drawSignedIn } from './server-render.js';

/**
 * The server draws a signed-in screen only for an account the policy lets open it; any other is
 * left to the app, whose guard sends the account home. A refused screen asks for no data at all.
 */
describe('drawSignedIn: which screens the server draws for each kind of account', () => {
  const refused = Object.entries(ACCOUNTS).flatMap(([name, account]) =>
    SCREENS.filter((screen) => !can(principalOfAccount(account), 'screen.open', screen)).map(
      (screen) => [screen, name, account] as const,
    ),
  );

  it('refuses every kind of account some screen', () => {
    expect(new Set(refused.map(([, name]) => name)).size).toBe(Object.keys(ACCOUNTS).length);
  });

  it.each(refused)('%s for %s: not drawn, nothing loaded', async (screen, _name, account) => {
    const load = vi.fn();
    const loadPage = vi.fn();
    const drawn = await drawSignedIn({
      url: screen,
      account: { ...account, timeZone: 'America/Denver' },
      phone: false,
      load,
      loadPage,
    });
    expect(drawn).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(loadPage).not.toHaveBeenCalled();
  });
});

describe('drawSignedIn: a list read a page at a time', () => {
  it("draws the projects screen from the list's first page and hands the app that page with its cursor", async () => {
    const loadPage = vi.fn(async (path: string) => ({
      queryData: path.startsWith('/projects/') ? [aProject({ name: 'Techo Ogden' })] : [],
      nextCursor: path.startsWith('/projects/') ? 'siguiente' : null,
    }));
    const drawn = await drawSignedIn({
      url: '/projects',
      account: { ...ACCOUNTS.company, timeZone: 'America/Denver' },
      phone: false,
      load: vi.fn(),
      loadPage,
    });
    expect(loadPage).toHaveBeenCalledWith(
      expect.stringMatching(/^\/projects\/getByCompany\?companyId=1&limit=50&status=/),
    );
    expect(drawn!.html).toContain('Techo Ogden');
    expect(drawn!.html).toContain('Cargar más');
    const state = JSON.parse(drawn!.state) as DrawnState;
    const list = state.queries.queries.find((query) => query.queryKey[1] === 'company:1')!;
    expect(list.state.data).toMatchObject({ pages: [{ nextCursor: 'siguiente' }], pageParams: [[]] });
  });
});
