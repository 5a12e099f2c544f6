import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clockBody,
  clockState,
  correctEntryBody,
  envelope,
  hoursQuery,
  hoursSummary,
  openEntriesQuery,
  pagedEnvelope,
  timeEntriesQuery,
  timeEntry,
  timeStateQuery,
  worker,
  workerRateBody,
} from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { requireCompany } from '../../auth/principal.js';
import { ok, okPage } from '../../http/envelope.js';
import { cursorsFor, pagingOf } from '../paging/keyset.js';
import { listWorkers } from '../workers/service.js';
import { clock, clockStateOf, openEntriesOf } from './clock.js';
import { correctEntry, entriesOf, hoursOf } from './hours.js';
import { setWorkerRate } from './rates.js';

/**
 * The time clock (issue 13): the assigned worker taps on a job; the company sets hourly rates,
 * reads the hours and corrects entries. The company side acts through 'worker.manage': hours and
 * rates are part of managing its workers (the /workers screen).
 */
export const timeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['time'];
  const cursors = cursorsFor(app.deps.config.authSecret);

  app.post(
    '/time/clock',
    {
      schema: {
        summary: "Tap 'En camino', 'Empezar' or 'Terminar' on one of the caller's jobs",
        description:
          'Answers where the caller now stands on the job and which taps are accepted next. The same tap sent again (its clientRef, or the same action at the same instant) is recorded once.',
        tags,
        body: clockBody,
        response: { 200: envelope(clockState) },
      },
    },
    async (request) => {
      const result = await clock(db, principalOf(request), request.body);
      return ok(result.state);
    },
  );

  app.get(
    '/time/state',
    {
      schema: {
        summary: "Where the caller stands on one of their jobs' clock",
        tags,
        querystring: timeStateQuery,
        response: { 200: envelope(clockState) },
      },
    },
    async (request) => ok(await clockStateOf(db, principalOf(request), request.query.jobId)),
  );

  app.get(
    '/time/open',
    {
      schema: {
        summary: "The caller's open clock entries on any job (a job not listed is idle)",
        tags,
        querystring: openEntriesQuery,
        response: { 200: envelope(z.array(clockState)) },
      },
    },
    async (request) => ok(await openEntriesOf(db, principalOf(request), request.query.userId)),
  );

  app.get(
    '/time/entries',
    {
      schema: {
        summary: "The company's time entries, newest first, a page at a time",
        tags,
        querystring: timeEntriesQuery,
        response: { 200: pagedEnvelope(timeEntry) },
      },
    },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'worker.manage');
      return okPage(await entriesOf(db, companyId, request.query, pagingOf(cursors, request.query)));
    },
  );

  app.get(
    '/time/hours',
    {
      schema: {
        summary: "The company's hours per worker and week, per worker and per job, between two days",
        tags,
        querystring: hoursQuery,
        response: { 200: envelope(hoursSummary) },
      },
    },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'worker.manage', request.query.companyId);
      return ok(await hoursOf(db, companyId, request.query));
    },
  );

  app.post(
    '/time/entries/correct',
    {
      schema: {
        summary: "Correct a time entry's start and end, with the reason (the correction is recorded)",
        tags,
        body: correctEntryBody,
        response: { 200: envelope(timeEntry) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const companyId = requireCompany(principal, 'worker.manage');
      return ok(await correctEntry(db, principal, companyId, request.body));
    },
  );

  app.put(
    '/workers/rate',
    {
      schema: {
        summary: "Set a worker's hourly rate (null clears it)",
        tags: ['workers'],
        body: workerRateBody,
        response: { 200: envelope(z.array(worker)) },
      },
    },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'worker.manage');
      await setWorkerRate(db, companyId, request.body.userId, request.body.hourlyRate);
      return ok(await listWorkers(db, companyId));
    },
  );
};
