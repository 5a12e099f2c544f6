import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Expense } from '@obra/domain';
import { get, post, put, qs } from '../../lib/api.js';

/** Which expenses a modal shows: a job's, or the project's own (those with no job). */
export interface ExpenseScope {
  projectId: number;
  jobId: number | null;
}

export interface NewExpense {
  name: string;
  amount: string;
  description: string;
  date: string;
  projectId: number;
  jobId: number | null;
}

const keyOf = (scope: ExpenseScope) => ['expenses', scope.projectId, scope.jobId ?? 'project'] as const;

export function useExpenses(scope: ExpenseScope, enabled = true) {
  return useQuery({
    queryKey: keyOf(scope),
    enabled,
    queryFn: () =>
      scope.jobId === null
        ? get<Expense[]>(`/expenses/getByProjectId${qs({ projectId: scope.projectId })}`)
        : get<Expense[]>(`/expenses/getByJobId${qs({ jobId: scope.jobId })}`),
  });
}

/** Saving or deleting answers the scope's new list; the projects refresh their cost and profit. */
function useScopeMutation<T>(scope: ExpenseScope, send: (body: T) => Promise<Expense[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (list) => {
      queryClient.setQueryData(keyOf(scope), list);
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}

export const useCreateExpenses = (scope: ExpenseScope) =>
  useScopeMutation(scope, (rows: NewExpense[]) => post<Expense[]>('/expenses/create', rows));

export const useDeleteExpense = (scope: ExpenseScope) =>
  useScopeMutation(scope, (id: number) => put<Expense[]>('/expenses/delete', { id }));
