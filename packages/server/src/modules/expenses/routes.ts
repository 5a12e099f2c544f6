import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createExpensesBody,
  deleteExpenseBody,
  envelope,
  expense,
  expensesJobQuery,
  expensesProjectQuery,
} from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { createExpenses, deleteExpense, expensesOf, jobScopeFor, projectScopeFor } from './service.js';

/**
 * SPEC §7 expenses, for the owner side only. Each call answers one scope's list: a job's expenses,
 * or the project's own (those with no job; getByProjectId does not list the jobs' expenses).
 */
export const expenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['expenses'];
  const list = { 200: envelope(z.array(expense)) };

  app.post(
    '/expenses/create',
    { schema: { summary: 'Add expenses to a job or a project', tags, body: createExpensesBody, response: list } },
    async (request) => {
      const scope = await createExpenses(db, principalOf(request), request.body);
      return ok(await expensesOf(db, scope));
    },
  );

  app.get(
    '/expenses/getByJobId',
    { schema: { summary: "List a job's expenses", tags, querystring: expensesJobQuery, response: list } },
    async (request) => ok(await expensesOf(db, await jobScopeFor(db, principalOf(request), request.query.jobId))),
  );

  app.get(
    '/expenses/getByProjectId',
    { schema: { summary: "List a project's expenses", tags, querystring: expensesProjectQuery, response: list } },
    async (request) =>
      ok(await expensesOf(db, await projectScopeFor(db, principalOf(request), request.query.projectId))),
  );

  app.put(
    '/expenses/delete',
    { schema: { summary: 'Delete an expense', tags, body: deleteExpenseBody, response: list } },
    async (request) => {
      const scope = await deleteExpense(db, principalOf(request), request.body.id);
      return ok(await expensesOf(db, scope));
    },
  );
};
