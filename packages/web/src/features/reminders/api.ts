import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTH_TYPE, type CreateReminderBody, type Reminder } from '@obra/domain';
import { get, post, put, qs } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';

/** The company's open reminders (the same cache the projects screen counts from). */
export function useReminders() {
  const { authType, companyId } = useSession();
  return useQuery({
    queryKey: ['reminders', companyId],
    enabled: (authType === AUTH_TYPE.company || authType === AUTH_TYPE.contractor) && companyId !== null,
    queryFn: () => get<Reminder[]>(`/reminders/getByCompany${qs({ companyId: companyId! })}`),
  });
}

export function useCreateReminder() {
  const queryClient = useQueryClient();
  const { companyId } = useSession();
  return useMutation({
    mutationFn: (body: CreateReminderBody) => post<Reminder[]>('/reminders/create', body),
    onSuccess: (list) => queryClient.setQueryData(['reminders', companyId], list),
  });
}

export function useCompleteReminder() {
  const queryClient = useQueryClient();
  const { companyId } = useSession();
  return useMutation({
    mutationFn: (reminderId: number) => put<Reminder[]>('/reminders/complete', { reminderId }),
    onSuccess: (list) => queryClient.setQueryData(['reminders', companyId], list),
  });
}
