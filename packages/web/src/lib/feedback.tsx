import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';
import i18n from './i18n.js';
import { openLayer } from './modal-layers.js';
import { modalsReady, want } from './hosts.js';

/** SPEC §4: feedback messages disappear after 4 seconds. */
export const TOAST_LIFETIME_MS = 4000;

/** Shows a toast; the toasts' code loads with the first one, not with the first page. */
function show(title: string, message: string, color: 'green' | 'red'): void {
  want('toasts');
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ title, message, color, autoClose: TOAST_LIFETIME_MS }),
  );
}

export const toast = {
  success(message: string) {
    show(i18n.t('app.success'), message, 'green');
  },
  failure(message: string) {
    show(i18n.t('app.failure'), message, 'red');
  },
};

let dialogs = 0;

/** The product's confirmations as a dialog rather than the browser's confirm(). */
export function confirm(message: string, options: { danger?: boolean } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    // On top of any open dialog: Escape answers this question and leaves the dialog below open.
    const release = openLayer(`confirm-${++dialogs}`);
    want('modals');
    const answer = (value: boolean) => {
      release();
      resolve(value);
    };
    void modalsReady.then(() =>
      modals.openConfirmModal({
        title: i18n.t('app.confirm'),
        children: <Text size="sm">{message}</Text>,
        labels: { confirm: i18n.t('app.yes'), cancel: i18n.t('app.cancel') },
        confirmProps: { color: options.danger ? 'red' : 'blue' },
        closeButtonProps: { 'aria-label': i18n.t('app.closeDialog') },
        onConfirm: () => answer(true),
        onCancel: () => answer(false),
        onClose: () => answer(false),
      }),
    );
  });
}

/** An informational message the product shows as an alert. */
export function inform(message: string): void {
  const release = openLayer(`inform-${++dialogs}`);
  want('modals');
  void modalsReady.then(() =>
    modals.open({
      title: i18n.t('app.name'),
      children: <Text size="sm">{message}</Text>,
      closeButtonProps: { 'aria-label': i18n.t('app.closeDialog') },
      onClose: release,
    }),
  );
}
