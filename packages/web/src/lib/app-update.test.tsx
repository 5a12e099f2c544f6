import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/render.js';
import { watchForUpdates, type Workers } from './app-update.js';

/** A browser's service workers as the test drives them: a registration whose new worker installs on cue. */
function fakeBrowser(controlled: boolean) {
  const workers = new EventTarget();
  const registration = Object.assign(new EventTarget(), { waiting: null, installing: null as ServiceWorker | null });
  const newWorker = Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
  const container = Object.assign(workers, {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(async () => registration),
  }) as unknown as Workers;
  return {
    container,
    newWorker,
    /** A new version is found and finishes installing. */
    install() {
      registration.installing = newWorker as unknown as ServiceWorker;
      registration.dispatchEvent(new Event('updatefound'));
      newWorker.state = 'installed';
      newWorker.dispatchEvent(new Event('statechange'));
    },
    takeOver: () => workers.dispatchEvent(new Event('controllerchange')),
  };
}

describe('a new version of the installed app', () => {
  it('waits for a tap on Actualizar, then takes over and reloads once', async () => {
    renderAt(<p>Trabajos</p>, '/jobs');
    const browser = fakeBrowser(true);
    const reload = vi.fn();
    await watchForUpdates(browser.container, reload);
    expect(browser.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });

    browser.install();
    const update = await screen.findByRole('button', { name: 'Actualizar' });
    expect(screen.getByText('Hay una nueva versión de Obra.')).toBeInTheDocument();
    expect(browser.newWorker.postMessage).not.toHaveBeenCalled();

    await userEvent.setup().click(update);
    expect(browser.newWorker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    browser.takeOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers nothing on a first install, and never reloads a page it was not asked to', async () => {
    renderAt(<p>Trabajos</p>, '/jobs');
    const browser = fakeBrowser(false);
    const reload = vi.fn();
    await watchForUpdates(browser.container, reload);
    browser.install();
    browser.takeOver();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Actualizar' })).toBeNull());
    expect(reload).not.toHaveBeenCalled();
  });
});
