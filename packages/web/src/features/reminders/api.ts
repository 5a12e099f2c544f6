import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateReminderBody, type Reminder } from '@obra/domain';
import { post, put } from '../../lib/api.js';
import { usePaged } from '../../lib/paged-query.js';
import { useSession } from '../../lib/session.js';
import { remindersKey, remindersQuery } from './queries.js';

export function useReminders() {
  return usePaged(remindersQuery(useSession()));
}

export function useCreateReminder() {
  const queryClient = useQueryClient();
  const { companyId } = useSession();
  return useMutation({
    mutationFn: (body: CreateReminderBody) => post<Reminder[]>('/reminders/create', body),
    // The answer is the whole list; the pages read again from the first.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersKey(companyId) }),
  });
}

export function useCompleteReminder() {
  const queryClient = useQueryClient();
  const { companyId } = useSession();
  return useMutation({
    mutationFn: (reminderId: number) => put<Reminder[]>('/reminders/complete', { reminderId }),
    // The answer is the whole list; the pages read again from the first.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersKey(companyId) }),
  });
}
