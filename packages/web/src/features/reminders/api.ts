import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreateReminderBody, type Reminder } from '@obra/domain';
import { post, put } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';
import { remindersKey, remindersQuery } from './queries.js';

export function useReminders() {
  return useQuery(remindersQuery(useSession()));
}

export function useCreateReminder() {
  const queryClient = useQueryClient();
  const { companyId } = useSession();
  return useMutation({
    mutationFn: (body: CreateReminderBody) => post<Reminder[]>('/reminders/create', body),
    onSuccess: (list) => queryClient.setQueryData(remindersKey(companyId), list),
  });
}

export function useCompleteReminder() {
  const queryClient = useQueryClient();
  const { companyId } = useSession();
  return useMutation({
    mutationFn: (reminderId: number) => put<Reminder[]>('/reminders/complete', { reminderId }),
    onSuccess: (list) => queryClient.setQueryData(remindersKey(companyId), list),
  });
}
