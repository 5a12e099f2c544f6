import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../components/LineIcon.js';
import { useNotifications } from './api.js';
import type { NotificationTarget } from './NotificationsDialog.js';
import { lazyNamed } from '../../lib/lazy-named.js';

// The list opens in a dialog whose code loads when it is first opened, not with every screen.
const NotificationsDialog = lazyNamed(() => import('./NotificationsDialog.js'), 'NotificationsDialog');

export function NotificationsBell({ targetOf }: { targetOf: NotificationTarget }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const notifications = useNotifications();
  const unread = notifications.rows.filter((n) => !n.read);

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
      {opened && (
        <Suspense fallback={null}>
          <NotificationsDialog unread={unread} more={notifications} targetOf={targetOf} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
