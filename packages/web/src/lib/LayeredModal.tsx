import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTopLayer } from './modal-layers.js';

/**
 * Mantine's Modal that closes on Escape only when no other dialog is open over it, with a close
 * button screen readers can name.
 */
export function LayeredModal({ closeOnEscape = true, closeButtonProps, ...props }: ModalProps) {
  const { t } = useTranslation();
  const top = useTopLayer(props.opened);
  return (
    <Modal
      {...props}
      closeOnEscape={closeOnEscape && top}
      closeButtonProps={{ 'aria-label': t('app.closeDialog'), ...closeButtonProps }}
    />
  );
}
