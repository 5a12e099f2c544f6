import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LayeredModal } from '../../lib/LayeredModal.js';
import type { Change } from '../../lib/offline/db.js';
import { dismissChange } from '../../lib/offline/outbox.js';

/**
 * The changes the server refused (issue 13): each with what it was, when it was made and the
 * server's reason, kept on the device until the worker taps 'Descartar'.
 */
export function UnsentChanges({ changes, onClose }: { changes: Change[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <LayeredModal opened onClose={onClose} title={t('offline.unsent')}>
      <Stack>
        <Text size="sm">{t('offline.unsentIntro')}</Text>
        {changes.map((change) => (
          <Card key={change.id} withBorder>
            <Stack gap={4}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t(`offline.kinds.${change.kind}`)}
                {change.label ? `: ${change.label}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {t('offline.made', { when: when(change.createdAt) })}
              </Text>
              <Alert color="red" p="xs">
                {change.reason}
              </Alert>
              <Group justify="flex-end">
                <Button size="xs" variant="light" color="red" onClick={() => void dismissChange(change)}>
                  {t('offline.dismiss')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    </LayeredModal>
  );
}
