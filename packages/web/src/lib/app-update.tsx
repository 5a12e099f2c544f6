import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { want } from './hosts.js';
import i18n from './i18n.js';

const PROMPT_ID = 'app-update';

/** What the service worker's page side needs of workbox-window's Workbox: injectable in tests. */
export interface ServiceWorkerHandle {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
  register(): Promise<unknown>;
}

/**
 * Registers the service worker (pwa.config.ts) and, when a new version of the app has been
 * downloaded and waits, offers it with 'Actualizar'. Nothing changes until the person taps it: then
 * the new worker takes over and the page reloads once, on the new version's files throughout.
 */
export async function watchForUpdates(
  handle?: ServiceWorkerHandle,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  // Reloads only after a tap on 'Actualizar': the first worker of a new install takes no page over.
  let asked = false;
  const offerUpdate = (apply: () => void) => {
    want('toasts');
    notifications.show({
      id: PROMPT_ID,
      autoClose: false,
      withCloseButton: true,
      closeButtonProps: { 'aria-label': i18n.t('app.close') },
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{i18n.t('app.newVersion')}</Text>
          <Button
            size="xs"
            onClick={() => {
              asked = true;
              notifications.hide(PROMPT_ID);
              apply();
            }}
          >
            {i18n.t('app.update')}
          </Button>
        </Group>
      ),
    });
  };
  const sw = handle ?? new (await import('workbox-window')).Workbox('/sw.js', { scope: '/' });
  sw.addEventListener('waiting', () => offerUpdate(() => sw.messageSkipWaiting()));
  sw.addEventListener('controlling', () => {
    if (asked) reload();
  });
  try {
    await sw.register();
  } catch {
    // No worker (a private window, a browser that refuses it): the app works as a web page does.
  }
}
