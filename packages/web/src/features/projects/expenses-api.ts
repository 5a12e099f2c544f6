import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Expense } from '@obra/domain';
import { post, put, qs } from '../../lib/api.js';
import { pagedQuery, usePaged } from '../../lib/paged-query.js';
import { PAGE_ROWS } from '../../lib/paged-query.js';

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

/** The scope's expenses, a page at a time. */
export function useExpenses(scope: ExpenseScope, enabled = true) {
  const path =
    scope.jobId === null
      ? `/expenses/getByProjectId${qs({ projectId: scope.projectId, limit: PAGE_ROWS })}`
      : `/expenses/getByJobId${qs({ jobId: scope.jobId, limit: PAGE_ROWS })}`;
  return usePaged(pagedQuery<Expense, readonly unknown[]>(keyOf(scope), path, enabled));
}

/** Saving or deleting changes the scope's list, read again from its first page; the projects refresh their cost and profit. */
function useScopeMutation<T>(scope: ExpenseScope, send: (body: T) => Promise<Expense[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
      return queryClient.invalidateQueries({ queryKey: keyOf(scope) });
    },
  });
}

export const useCreateExpenses = (scope: ExpenseScope) =>
  useScopeMutation(scope, (rows: NewExpense[]) => post<Expense[]>('/expenses/create', rows));

export const useDeleteExpense = (scope: ExpenseScope) =>
  useScopeMutation(scope, (id: number) => put<Expense[]>('/expenses/delete', { id }));
