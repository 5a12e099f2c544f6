import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assigneeOption,
  companyIdQuery,
  companyJobsQuery,
  companyProjectsQuery,
  pagedEnvelope,
  projectsSummary,
  projectsSummaryQuery,
  userJobsQuery,
  userProjectsQuery,
  deleteJobBody,
  deleteProjectBody,
  envelope,
  listedJob,
  project,
  projectIdQuery,
  projectInput,
  projectUpdateInput,
  updateJobBody,
  updateStatusBody,
  companyIdentifier,
} from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { requireCompany, requireSelf } from '../../auth/principal.js';
import { ok, okPage } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { cursorsFor, pagingOf } from '../paging/keyset.js';
import { assignableWorkers } from './queries.js';
import { jobsOfCompany, jobsOfUser, projectForCaller, projectsOfCompany, projectsOfUser } from './read.js';
import { projectsSummary as summaryOf } from './summary.js';
import { updateJob } from './job-update.js';
import { createProject, deleteJob, deleteProject, updateProject, updateStatus } from './service.js';

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const one = { 200: envelope(project) };
  const many = { 200: pagedEnvelope(project) };
  const jobPage = { 200: pagedEnvelope(listedJob) };
  const cursors = cursorsFor(app.deps.config.authSecret);
  const done = { 200: envelope(z.literal(true)) };
  const tags = ['projects'];

  app.post(
    '/projects/create',
    { schema: { summary: 'Create a project with its jobs', tags, body: projectInput, response: one } },
    async (request) => {
      return ok(await createProject(db, principalOf(request), request.body));
    },
  );

  app.post(
    '/projects/update',
    { schema: { summary: 'Update a project and its jobs', tags, body: projectUpdateInput, response: one } },
    async (request) => {
      const principal = principalOf(request);
      const { id, ...input } = request.body;
      await updateProject(db, principal, id, input);
      return ok(await projectForCaller(db, principal, id));
    },
  );

  app.post(
    '/projects/updateStatus',
    { schema: { summary: "Change a project's status", tags, body: updateStatusBody, response: one } },
    async (request) => {
      const principal = principalOf(request);
      await updateStatus(db, principal, request.body.projectId, request.body.status);
      return ok(await projectForCaller(db, principal, request.body.projectId));
    },
  );

  app.post(
    '/projects/updateJob',
    { schema: { summary: 'Update one job of a project', tags, body: updateJobBody, response: one } },
    async (request) => {
      const { id, projectId, ...input } = request.body;
      return ok(await updateJob(db, principalOf(request), projectId, id, input));
    },
  );

  app.post(
    '/projects/delete',
    { schema: { summary: 'Delete a project', tags, body: deleteProjectBody, response: done } },
    async (request) => {
      const files = await deleteProject(db, principalOf(request), request.body.projectId);
      await Promise.all(files.map((name) => app.deps.files.remove(name)));
      return ok(true as const);
    },
  );

  app.post(
    '/projects/job/delete',
    { schema: { summary: 'Delete one job of a project', tags, body: deleteJobBody, response: done } },
    async (request) => {
      const files = await deleteJob(db, principalOf(request), request.body.jobId, request.body.projectId);
      await Promise.all(files.map((name) => app.deps.files.remove(name)));
      return ok(true as const);
    },
  );

  app.get(
    '/projects/getByCompany',
    {
      schema: {
        summary: "List a company's projects, newest first, a page at a time",
        tags,
        querystring: companyProjectsQuery,
        response: many,
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { companyId: named, limit, cursor, ...filters } = request.query;
      const companyId = requireCompany(principal, 'company.view', named);
      return okPage(await projectsOfCompany(db, principal, companyId, filters, pagingOf(cursors, { limit, cursor })));
    },
  );

  app.get(
    '/projects/summary',
    {
      schema: {
        summary: "The dashboard's figures for the caller's company",
        description:
          "Counted over the whole company, not a page: the company's (or a contractor's own company's) active projects, their price and profit in cents, and its open jobs; a contractor's open jobs in other companies count among the open jobs.",
        tags,
        querystring: projectsSummaryQuery,
        response: { 200: envelope(projectsSummary) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const companyId = requireCompany(principal, 'company.view', request.query.companyId);
      const contractor = principal.kind === 'user' && principal.userType === 'contractor' ? principal.userId : null;
      return ok(await summaryOf(db, companyId, contractor));
    },
  );

  app.get(
    '/projects/getJobsByCompany',
    {
      schema: {
        summary: "List the jobs of a company's projects by start date, a page at a time",
        tags,
        querystring: companyJobsQuery,
        response: jobPage,
      },
    },
    async (request) => {
      const { companyId: named, limit, cursor, ...filters } = request.query;
      const companyId = requireCompany(principalOf(request), 'company.view', named);
      return okPage(await jobsOfCompany(db, companyId, filters, pagingOf(cursors, { limit, cursor })));
    },
  );

  app.get(
    '/projects/getAssigneesByCompany',
    {
      schema: {
        summary: "List the workers a company's jobs can be assigned to",
        tags,
        querystring: companyIdQuery,
        response: { 200: envelope(z.array(assigneeOption)) },
      },
    },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'company.view', request.query.companyId);
      const workers = await assignableWorkers(db, companyId);
      return ok(workers.map((w) => ({ ...w, assignee: companyIdentifier(w.userId, w.name) })));
    },
  );

  app.get(
    '/projects/getByUser',
    {
      schema: {
        summary: 'List the projects a person works on or is the client of, newest first, a page at a time',
        tags,
        querystring: userProjectsQuery,
        response: many,
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { userId, limit, cursor, ...filters } = request.query;
      requireSelf(principal, userId);
      if (principal.kind !== 'user') throw forbidden();
      return okPage(await projectsOfUser(db, principal, filters, pagingOf(cursors, { limit, cursor })));
    },
  );

  app.get(
    '/projects/getJobsByUser',
    {
      schema: {
        summary: 'List the open jobs assigned to a person by start date, a page at a time',
        tags,
        querystring: userJobsQuery,
        response: jobPage,
      },
    },
    async (request) => {
      const { userId, limit, cursor, ...filters } = request.query;
      const self = requireSelf(principalOf(request), userId);
      return okPage(await jobsOfUser(db, self, filters, pagingOf(cursors, { limit, cursor })));
    },
  );

  app.get(
    '/projects/getProjectById',
    { schema: { summary: 'Read one project with its jobs', tags, querystring: projectIdQuery, response: one } },
    async (request) => ok(await projectForCaller(db, principalOf(request), request.query.projectId)),
  );
};
