import { z } from 'zod';
import { MAX_EXPENSES_PER_REQUEST, EXPENSE_MSG } from '../limits/expenses.js';
import { isIsoDate } from '../dates.js';
import { MSG } from '../messages.js';
import { parseMoney } from '../money.js';
import { spanishOf } from '../problems.js';
import { id } from './fields.js';
import { pageShape } from './paging.js';

const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const missing = (input: unknown) => input === undefined || input === null;

/** 'yyyy-MM-dd' (a longer date-time is trimmed to its day, SPEC §3), required. */
const expenseDate = z
  .string({ error: (issue) => (missing(issue.input) ? EXPENSE_MSG.dateRequired : MSG.date) })
  .transform((value, ctx) => {
    const day = value.trim().slice(0, 10);
    if (day === '') {
      ctx.addIssue({ code: 'custom', message: EXPENSE_MSG.dateRequired });
      return z.NEVER;
    }
    if (!isIsoDate(day)) {
      ctx.addIssue({ code: 'custom', message: MSG.date });
      return z.NEVER;
    }
    return day;
  });

/** SPEC §5 and §9: dollars with at most two decimals, never negative (as money() reads them); required here. */
const expenseAmount = z
  .union([z.number(), z.string()], {
    error: (issue) => (missing(issue.input) ? EXPENSE_MSG.amountRequired : MSG.money),
  })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: EXPENSE_MSG.amountRequired });
      return z.NEVER;
    }
    const parsed = parseMoney(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: spanishOf(parsed.problem) });
      return z.NEVER;
    }
    return parsed.cents;
  });

/** One expense as the expenses modal sends it (SPEC §3); `jobId` null or absent: the project's own. */
export const expenseInput = z.object({
  name: requiredText(EXPENSE_MSG.nameRequired, EXPENSE_MSG.nameTooLong, 120),
  amount: expenseAmount,
  description: requiredText(EXPENSE_MSG.descriptionRequired, EXPENSE_MSG.descriptionTooLong, 2000),
  date: expenseDate,
  projectId: id('projectId', EXPENSE_MSG.project),
  jobId: z.preprocess((v) => (v === '' ? null : v), id('jobId', EXPENSE_MSG.job).nullish()).transform((v) => v ?? null),
});
export type ExpenseInput = z.input<typeof expenseInput>;
export type ExpenseParsed = z.output<typeof expenseInput>;

/** POST /api/expenses/create: a list for one scope, a job's or the project's own. */
export const createExpensesBody = z
  .array(expenseInput, { error: EXPENSE_MSG.empty })
  .min(1, EXPENSE_MSG.empty)
  .max(MAX_EXPENSES_PER_REQUEST, EXPENSE_MSG.tooMany)
  .superRefine((list, ctx) => {
    const first = list[0];
    if (first && list.some((e) => e.projectId !== first.projectId || e.jobId !== first.jobId)) {
      ctx.addIssue({ code: 'custom', message: EXPENSE_MSG.oneScope });
    }
  });

/** An expense as answers carry it; `amount` in dollars. */
export const expense = z.object({
  id: z.number(),
  name: z.string(),
  amount: z.number(),
  description: z.string(),
  date: z.string(),
  projectId: z.number(),
  jobId: z.number().nullable(),
});
export type Expense = z.infer<typeof expense>;

export const expensesJobQuery = z.object({ jobId: id('jobId', EXPENSE_MSG.job), ...pageShape });
export const expensesProjectQuery = z.object({ projectId: id('projectId', EXPENSE_MSG.project), ...pageShape });
export const deleteExpenseBody = z.object({ id: id('id', EXPENSE_MSG.expense) });
