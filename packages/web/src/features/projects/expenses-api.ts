import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Expense } from '@obra/domain';
import { put, qs } from '../../lib/api.js';
import { pagedQuery, usePaged } from '../../lib/paged-query.js';
import { PAGE_ROWS } from '../../lib/paged-query.js';
import { useOwner } from '../../lib/offline/owner.js';
import { createExpenses, type NewExpense } from '../../lib/queries/expenses.js';

/** Which expenses a modal shows: a job's, or the project's own (those with no job). */
export interface ExpenseScope {
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
function useScopeMutation<T, R>(scope: ExpenseScope, send: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    // Expenses added without a signal wait in the outbox: the mutation runs offline too.
    networkMode: 'always',
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
      return queryClient.invalidateQueries({ queryKey: keyOf(scope) });
    },
  });
}

/**
 * Adds expenses through the device's outbox (issue 13): sent at once with a signal, else kept
 * and sent when it returns; resolves with what became of them.
 */
export function useCreateExpenses(scope: ExpenseScope) {
  const owner = useOwner();
  return useScopeMutation(scope, (rows: NewExpense[]) => createExpenses(owner, rows));
}

export const useDeleteExpense = (scope: ExpenseScope) =>
  useScopeMutation(scope, (id: number) => put<Expense[]>('/expenses/delete', { id }));
