import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoSender } from './usePhotoSender.js';

/** Focus is on nothing a keyboard can use: the page, or a button just disabled. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.matches(':disabled');
}

/**
 * How the sending of photos goes: progress with its percent and a Cancelar button while it runs,
 * what went wrong with a Reintentar button after a failure. Keyboard focus lost with a button
 * that went away (the send button while it runs, Cancelar after) lands on the one now shown:
 * Cancelar, Reintentar, or `sendButton` once cancelled.
 */
export function PhotoSendStatus({
  sender,
  sendButton,
}: {
  sender: PhotoSender;
  sendButton: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const action = useRef<HTMLButtonElement>(null);
  const { phase } = sender;

  useEffect(() => {
    if (!focusLost()) return;
    (phase.step === 'cancelled' ? sendButton.current : action.current)?.focus();
  }, [phase.step, sendButton]);

  if (phase.step === 'idle') return null;
  if (phase.step === 'cancelled') {
    return (
      <Text size="sm" role="status">
        {t('photos.cancelled')}
      </Text>
    );
  }
  if (phase.step === 'failed') {
    return (
      <Alert color="red" role="alert" title={t('photos.failed', { count: phase.count })}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{phase.message}</Text>
          <Button ref={action} size="xs" variant="light" color="red" onClick={() => void sender.retry()}>
            {t('photos.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const label =
    phase.step === 'preparing'
      ? t('photos.preparing')
      : sender.cancellable
        ? t('photos.uploading')
        : t('photos.saving');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-end">
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" truncate>
            {label}
          </Text>
          <Text size="sm" fw={600} style={{ flex: 'none' }} aria-hidden>
            {t('photos.percent', { percent: phase.percent })}
          </Text>
        </Group>
        <Progress value={phase.percent} aria-label={label} size="lg" animated />
      </Stack>
      {/* Disabled in looks only, so that keyboard focus stays on it. */}
      <Button
        ref={action}
        size="xs"
        variant="default"
        data-disabled={!sender.cancellable || undefined}
        aria-disabled={!sender.cancellable}
        onClick={sender.cancel}
      >
        {t('app.cancel')}
      </Button>
    </Group>
  );
}
