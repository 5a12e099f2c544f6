import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createExpensesBody,
  deleteExpenseBody,
  expense,
  expensesJobQuery,
  expensesProjectQuery,
  pagedEnvelope,
  pageQuery,
} from '@obra/domain';
import { principalOf } from '../../auth/guard.js';
import { okPage } from '../../http/envelope.js';
import { cursorsFor, pagingOf } from '../paging/keyset.js';
import { createExpenses, deleteExpense, expensesOf, jobScopeFor, projectScopeFor } from './service.js';

/**
 * SPEC §7 expenses, for the owner side only. Each call answers one scope's list: a job's expenses,
 * or the project's own (those with no job; getByProjectId does not list the jobs' expenses).
 */
export const expenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['expenses'];
  const list = { 200: pagedEnvelope(expense) };
  const cursors = cursorsFor(app.deps.config.authSecret);
  // A write answers the first page of the scope it changed.
  const firstPage = pagingOf(cursors, pageQuery.parse({}));

  app.post(
    '/expenses/create',
    { schema: { summary: 'Add expenses to a job or a project', tags, body: createExpensesBody, response: list } },
    async (request) => {
      const { scope, owner, added } = await createExpenses(db, principalOf(request), request.body);
      return okPage(owner ? await expensesOf(db, scope, firstPage) : { items: added, nextCursor: null });
    },
  );

  app.get(
    '/expenses/getByJobId',
    {
      schema: {
        summary: "List a job's expenses by date, a page at a time",
        tags,
        querystring: expensesJobQuery,
        response: list,
      },
    },
    async (request) => {
      const scope = await jobScopeFor(db, principalOf(request), request.query.jobId);
      return okPage(await expensesOf(db, scope, pagingOf(cursors, request.query)));
    },
  );

  app.get(
    '/expenses/getByProjectId',
    {
      schema: {
        summary: "List a project's own expenses by date, a page at a time",
        tags,
        querystring: expensesProjectQuery,
        response: list,
      },
    },
    async (request) => {
      const scope = await projectScopeFor(db, principalOf(request), request.query.projectId);
      return okPage(await expensesOf(db, scope, pagingOf(cursors, request.query)));
    },
  );

  app.put(
    '/expenses/delete',
    { schema: { summary: 'Delete an expense', tags, body: deleteExpenseBody, response: list } },
    async (request) => {
      const scope = await deleteExpense(db, principalOf(request), request.body.id);
      return okPage(await expensesOf(db, scope, firstPage));
    },
  );
};
