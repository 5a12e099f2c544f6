import { ActionIcon, Badge, Button, Group, Indicator, Stack, Text } from '@mantine/core';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@obra/domain';
import { useMarkRead, useNotifications } from './api.js';

export function NotificationsBell() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const { data = [] } = useNotifications();
  const markRead = useMarkRead();
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
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
            <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </svg>
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
                  <Text size="sm">{n.message}</Text>
                  <Badge variant="light" size="xs">
                    {formatDate(n.createdAt)}
                  </Badge>
                </div>
                <Button
                  size="compact-xs"
                  variant="light"
                  style={{ flex: 'none' }}
                  onClick={() => markRead.mutate(n.id)}
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
