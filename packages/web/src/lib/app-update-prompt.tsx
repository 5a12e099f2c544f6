import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { want } from './hosts.js';
import i18n from './i18n.js';

const PROMPT_ID = 'app-update';

/** Offers a downloaded version of the app; `apply` runs when the person taps 'Actualizar'. */
export function showUpdatePrompt(apply: () => void): void {
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
            notifications.hide(PROMPT_ID);
            apply();
          }}
        >
          {i18n.t('app.update')}
        </Button>
      </Group>
    ),
  });
}
