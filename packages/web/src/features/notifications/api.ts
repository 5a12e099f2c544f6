import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUTH_TYPE, type Notification } from '@obra/domain';
import { get, post, qs } from '../../lib/api.js';
import { toast } from '../../lib/feedback.js';
import { useSession } from '../../lib/session.js';

/** Realtime ('new notification') refreshes the list at once; this poll and the refetch on focus cover a lost connection. */
const REFRESH_MS = 60_000;

/**
 * A person's own notifications, plus their company's when they act as one (an admin, or a
 * contractor whose projects live on their own company record).
 */
export function useNotifications() {
  const { account, authType, companyId } = useSession();
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['notifications', account?.id, account?.isCompany],
    enabled: account !== null,
    refetchInterval: REFRESH_MS,
    queryFn: async () => {
      const lists: Promise<Notification[]>[] = [];
      if (account && !account.isCompany)
        lists.push(get<Notification[]>(`/notifications/get/user${qs({ userId: account.id })}`));
      if (companyId !== null && (authType === AUTH_TYPE.company || authType === AUTH_TYPE.contractor)) {
        lists.push(get<Notification[]>(`/notifications/get/company${qs({ companyId })}`));
      }
      const merged = (await Promise.all(lists)).flat();
      return merged.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });

  // SPEC §8: 'Hay nuevas notificaciones' when the list grows.
  const seen = useRef<number | null>(null);
  const size = query.data?.length;
  useEffect(() => {
    if (size === undefined) return;
    if (seen.current !== null && size > seen.current) toast.success(t('notifications.newOnes'));
    seen.current = size;
  }, [size, t]);

  return query;
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
