import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUTH_TYPE, type Notification } from '@obra/domain';
import { post, qs } from '../../lib/api.js';
import { mergePaged, pagedQuery, usePaged, type PagedState } from '../../lib/paged-query.js';
import { PAGE_ROWS } from '../../lib/paged-query.js';
import { toast } from '../../lib/feedback.js';
import { useSession } from '../../lib/session.js';

/** Realtime ('new notification') refreshes the list at once; this poll and the refetch on focus cover a lost connection. */
const REFRESH_MS = 60_000;

/** One of the two lists of notifications a person reads, a page at a time (poll and focus cover a lost connection). */
function notificationsQuery(key: string, path: string, enabled: boolean) {
  return {
    ...pagedQuery<Notification, readonly unknown[]>(['notifications', key], path, enabled),
    refetchInterval: REFRESH_MS,
  };
}

/**
 * A person's own notifications, plus their company's when they act as one (an admin, or a
 * contractor whose projects live on their own company record): both lists' pages read so far,
 * newest first, and 'Cargar más' reading the next page of each that has one.
 */
export function useNotifications(): PagedState<Notification> {
  const { account, authType, companyId } = useSession();
  const { t } = useTranslation();
  const own = usePaged(
    notificationsQuery(
      `user:${account?.id}`,
      `/notifications/get/user${qs({ userId: account?.id ?? 0, limit: PAGE_ROWS })}`,
      account !== null && !account.isCompany,
    ),
  );
  const company = usePaged(
    notificationsQuery(
      `company:${companyId}`,
      `/notifications/get/company${qs({ companyId: companyId ?? 0, limit: PAGE_ROWS })}`,
      companyId !== null && (authType === AUTH_TYPE.company || authType === AUTH_TYPE.contractor),
    ),
  );
  const both = mergePaged([own, company], (a, b) => b.createdAt.localeCompare(a.createdAt));
  const rows = both.rows;

  // SPEC §8: 'Hay nuevas notificaciones' when one newer than any seen arrives (not when older pages are read).
  const seen = useRef<number | null>(null);
  const newest = rows.reduce((most, n) => Math.max(most, n.id), 0);
  const loaded = own.data !== undefined || company.data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    if (seen.current !== null && newest > seen.current) toast.success(t('notifications.newOnes'));
    seen.current = Math.max(seen.current ?? 0, newest);
  }, [loaded, newest, t]);

  return both;
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (id: number) => post<true>('/notifications/update', { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    onError: () => toast.failure(t('notifications.updateFailed')),
  });
}
