import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDayOf, type Notification } from '@obra/domain';
import { toast } from '../../lib/feedback.js';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { useTimeZone } from '../../lib/session.js';
import { MoreRows } from '../../components/MoreRows.js';
import type { PagedState } from '../../lib/paged-query.js';
import { useMarkRead } from './api.js';

/** Where a notification about a project leads, if anywhere: the app's routes decide (app/navigation.ts). */
export type NotificationTarget = (projectId: number | null) => string | null;

/** The unread notifications, each opening what it is about or marked read where it stands. */
export function NotificationsDialog({
  unread,
  more,
  targetOf,
  onClose,
}: {
  unread: Notification[];
  /** The lists the unread ones come from: 'Cargar más' reads their next pages. */
  more: PagedState;
  targetOf: NotificationTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const zone = useTimeZone();
  return (
    <LayeredModal opened onClose={onClose} title={t('notifications.title')}>
      {unread.length === 0 ? (
        <Text c="dimmed">{t('notifications.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {unread.map((n) => (
            <Group key={n.id} justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <NotificationText
                  message={n.message}
                  target={targetOf(n.projectId)}
                  onOpen={() => {
                    // Opening a notification reads it.
                    markRead.mutate(n.id);
                    onClose();
                  }}
                />
                <Badge variant="light" size="xs">
                  {formatDayOf(n.createdAt, zone)}
                </Badge>
              </div>
              <Button
                size="compact-xs"
                variant="light"
                style={{ flex: 'none' }}
                onClick={() => markRead.mutate(n.id, { onSuccess: () => toast.success(t('notifications.updated')) })}
                loading={markRead.isPending}
              >
                {t('notifications.markRead')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <MoreRows paged={more} />
    </LayeredModal>
  );
}

/** A notification's text: a link to what it is about when there is somewhere to go. */
function NotificationText({ message, target, onOpen }: { message: string; target: string | null; onOpen: () => void }) {
  if (target === null) return <Text size="sm">{message}</Text>;
  return (
    <Anchor component={Link} to={target} size="sm" display="block" onClick={onOpen}>
      {message}
    </Anchor>
  );
}
