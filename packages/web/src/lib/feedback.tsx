import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { Text } from '@mantine/core';
import i18n, { translateMessage } from './i18n.js';
import { openLayer } from './modal-layers.js';

/** SPEC §4: feedback messages disappear after 4 seconds. */
export const TOAST_LIFETIME_MS = 4000;

export const toast = {
  success(message: string) {
    notifications.show({ title: i18n.t('app.success'), message, color: 'green', autoClose: TOAST_LIFETIME_MS });
  },
  failure(message: string) {
    notifications.show({
      title: i18n.t('app.failure'),
      message: translateMessage(message),
      color: 'red',
      autoClose: TOAST_LIFETIME_MS,
    });
  },
};

let dialogs = 0;

/** The product's confirmations as a dialog rather than the browser's confirm(). */
export function confirm(message: string, options: { danger?: boolean } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    // On top of any open dialog: Escape answers this question and leaves the dialog below open.
    const release = openLayer(`confirm-${++dialogs}`);
    const answer = (value: boolean) => {
      release();
      resolve(value);
    };
    modals.openConfirmModal({
      title: i18n.t('app.confirm'),
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: i18n.t('app.yes'), cancel: i18n.t('app.cancel') },
      confirmProps: { color: options.danger ? 'red' : 'blue' },
      closeButtonProps: { 'aria-label': i18n.t('app.closeDialog') },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}

/** An informational message the product shows as an alert. */
export function inform(message: string): void {
  const release = openLayer(`inform-${++dialogs}`);
  modals.open({
    title: i18n.t('app.name'),
    children: <Text size="sm">{message}</Text>,
    closeButtonProps: { 'aria-label': i18n.t('app.closeDialog') },
    onClose: release,
  });
}
