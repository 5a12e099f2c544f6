import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/render.js';
import { watchForUpdates, type ServiceWorkerHandle } from './app-update.js';

/** A service worker's page side whose events the test fires itself. */
function fakeWorker() {
  const listeners = new Map<string, () => void>();
  const handle: ServiceWorkerHandle & { fire(type: string): void } = {
    addEventListener: (type, listener) => void listeners.set(type, listener),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(async () => undefined),
    fire: (type) => listeners.get(type)?.(),
  };
  return handle;
}

describe('a new version of the installed app', () => {
  it('waits for a tap on Actualizar, then takes over and reloads once', async () => {
    renderAt(<p>Trabajos</p>, '/jobs');
    const worker = fakeWorker();
    const reload = vi.fn();
    await watchForUpdates(worker, reload);
    expect(worker.register).toHaveBeenCalledOnce();

    worker.fire('waiting');
    const update = await screen.findByRole('button', { name: 'Actualizar' });
    expect(screen.getByText('Hay una nueva versión de Obra.')).toBeInTheDocument();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();

    await userEvent.setup().click(update);
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
    worker.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads a page it was not asked to (the first install taking control)', async () => {
    const worker = fakeWorker();
    const reload = vi.fn();
    await watchForUpdates(worker, reload);
    worker.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });
});
