import { ActionIcon, Anchor, Badge, Button, Group, Indicator, Stack, Text } from '@mantine/core';
import { LineIcon } from '../../components/LineIcon.js';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationTarget } from '../../app/navigation.js';
import { formatDayOf } from '@obra/domain';
import { useSession, useTimeZone } from '../../lib/session.js';
import { toast } from '../../lib/feedback.js';
import { useMarkRead, useNotifications } from './api.js';

export function NotificationsBell() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const { data = [] } = useNotifications();
  const markRead = useMarkRead();
  const zone = useTimeZone();
  const { authType } = useSession();
  const unread = data.filter((n) => !n.read);

  return (
    <>
      <Indicator label={unread.length} size={18} disabled={unread.length === 0} color="red" offset={4}>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={open}
          aria-label={`${t('nav.notifications')}: ${t('nav.notificationsCount', { count: unread.length })}`}
        >
          <LineIcon>
            <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
            <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </LineIcon>
        </ActionIcon>
      </Indicator>
      <LayeredModal opened={opened} onClose={close} title={t('notifications.title')}>
        {unread.length === 0 ? (
          <Text c="dimmed">{t('notifications.empty')}</Text>
        ) : (
          <Stack gap="sm">
            {unread.map((n) => (
              <Group key={n.id} justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <NotificationText
                    message={n.message}
                    target={notificationTarget(authType, n.projectId)}
                    onOpen={() => {
                      // Opening a notification reads it.
                      markRead.mutate(n.id);
                      close();
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
      </LayeredModal>
    </>
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
