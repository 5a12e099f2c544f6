import type { Expense } from '@obra/domain';
import { post } from '../api.js';
import type { Outcome } from '../offline/outbox.js';

/** An expense as the forms send it: the company's modal, or a worker's receipt from the field. */
export interface NewExpense {
  name: string;
  amount: string;
  description: string;
  date: string;
  projectId: number;
  jobId: number | null;
}

/**
 * Adds expenses: the crew's through the device's outbox (issue 13: a receipt from the field is kept
 * without signal), anyone else's as a plain call. `owner`: useOwner()'s.
 */
export async function createExpenses(owner: string | null, rows: NewExpense[]): Promise<Outcome<Expense[]>> {
  if (!owner) return { state: 'sent', data: await post<Expense[]>('/expenses/create', rows) };
  const { sendOrQueue } = await import('../offline/outbox.js');
  const label = rows.map((row) => row.name).join(', ');
  return sendOrQueue<Expense[]>({ owner, kind: 'expense.create', label, path: '/expenses/create', body: rows });
}
