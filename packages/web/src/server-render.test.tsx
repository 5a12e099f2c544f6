import { describe, expect, it, vi } from 'vitest';
import { SCREENS, can, principalOfAccount } from '@obra/domain';
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
    const drawn = await drawSignedIn({
      url: screen,
      account: { ...account, timeZone: 'America/Denver' },
      phone: false,
      load,
    });
    expect(drawn).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});
