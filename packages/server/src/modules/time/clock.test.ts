import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, TIME_MSG, type ClockState, type JobInput } from '@obra/domain';
import { timeEntries } from '../../db/schema.js';
import type { ServerEvent } from '../../realtime/events.js';
import { useApi, refusal } from '../../test/app.js';
import { newCompany, newEmployee } from '../../test/factories.js';
import { HOUR_MS, dayAgo, newRef, timeCalls } from '../../test/time.js';

const api = useApi();
const { world, tap, tapOk, worked, setRate, jobOf } = timeCalls(api);
const REFUSED = refusal(MSG.forbidden);

const entriesOfJob = (jobId: number) =>
  api.database.db.select().from(timeEntries).where(eq(timeEntries.jobId, jobId)).orderBy(timeEntries.id);

describe('POST /api/time/clock', () => {
  it("records 'En camino', 'Empezar' and 'Terminar' as one entry and answers the buttons to draw", async () => {
    const { worker, jobId } = await world();
    const setOff = dayAgo(0);
    const onWay = await tapOk(worker, jobId, 'EN_ROUTE', setOff);
    expect(onWay).toEqual<ClockState>({
      jobId,
      phase: 'enRoute',
      enRouteAt: setOff,
      startedAt: null,
      actions: ['START'],
    });
    const working = await tapOk(worker, jobId, 'START', dayAgo(20 * 60_000));
    expect(working).toMatchObject({ phase: 'working', actions: ['END'] });
    expect(working.enRouteAt).toBe(onWay.enRouteAt);
    const done = await tapOk(worker, jobId, 'END', dayAgo(HOUR_MS));
    expect(done).toEqual({ jobId, phase: 'idle', enRouteAt: null, startedAt: null, actions: ['EN_ROUTE', 'START'] });

    const [entry, ...rest] = await entriesOfJob(jobId);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ userId: worker.id, offline: false });
    expect(entry!.endedAt!.getTime() - entry!.startedAt!.getTime()).toBe(40 * 60_000);
  });

  it('opens a new entry on a START after END, and keeps whether a tap was made offline', async () => {
    const { worker, jobId } = await world();
    await worked(worker, jobId, 0, 30);
    await tapOk(worker, jobId, 'START', dayAgo(HOUR_MS));
    const res = await tap(worker, jobId, 'END', dayAgo(2 * HOUR_MS), { offline: true });
    expect(res.status).toBe(200);
    expect((await entriesOfJob(jobId)).map((e) => e.offline)).toEqual([false, true]);
  });

  it('refuses taps out of sequence, in Spanish', async () => {
    const { worker, jobId } = await world();
    expect((await tap(worker, jobId, 'END', dayAgo(0))).body).toEqual(refusal(TIME_MSG.notStarted));
    await tapOk(worker, jobId, 'EN_ROUTE', dayAgo(0));
    expect((await tap(worker, jobId, 'EN_ROUTE', dayAgo(1000))).body).toEqual(refusal(TIME_MSG.alreadyEnRoute));
    expect((await tap(worker, jobId, 'END', dayAgo(1000))).body).toEqual(refusal(TIME_MSG.notStarted));
    await tapOk(worker, jobId, 'START', dayAgo(2000));
    const again = await tap(worker, jobId, 'START', dayAgo(3000));
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refusal(TIME_MSG.alreadyStarted));
    expect((await tap(worker, jobId, 'EN_ROUTE', dayAgo(3000))).body).toEqual(refusal(TIME_MSG.alreadyStarted));
  });

  it('takes a time in the past, but not in the future nor before the job existed nor before the last tap', async () => {
    const { worker, jobId } = await world();
    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    expect((await tap(worker, jobId, 'START', future)).body).toEqual(refusal(TIME_MSG.inFuture));
    expect((await tap(worker, jobId, 'START', dayAgo(-HOUR_MS))).body).toEqual(refusal(TIME_MSG.beforeJob));
    await worked(worker, jobId, HOUR_MS, 60);
    expect((await tap(worker, jobId, 'START', dayAgo(HOUR_MS + 30 * 60_000))).body).toEqual(
      refusal(TIME_MSG.outOfOrder),
    );
    // A phone a minute ahead is fine.
    const soon = new Date(Date.now() + 60_000).toISOString();
    expect((await tap(worker, jobId, 'START', soon)).status).toBe(200);
  });

  it('checks the body: the action, the time and the tap id', async () => {
    const { worker, jobId } = await world();
    const base = { jobId, action: 'START', at: dayAgo(0), offline: false, clientRef: newRef() };
    const post = (body: unknown) => api.post('/api/time/clock', body, worker.token);
    expect((await post({ ...base, action: 'PAUSE' })).body).toEqual(refusal(TIME_MSG.action));
    expect((await post({ ...base, at: '2026-11-26 08:00' })).body).toEqual(refusal(TIME_MSG.at));
    expect((await post({ ...base, clientRef: '' })).body).toEqual(refusal(TIME_MSG.clientRef));
  });

  it('records the same tap sent twice once, and answers it the same', async () => {
    const { worker, jobId, job2Id } = await world();
    const body = { jobId, action: 'EN_ROUTE', at: dayAgo(0), offline: true, clientRef: newRef() };
    const first = await api.post<ClockState>('/api/time/clock', body, worker.token);
    const second = await api.post<ClockState>('/api/time/clock', body, worker.token);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await entriesOfJob(jobId)).toHaveLength(1);
    // The END queued twice under new ids is the same instant: still one end.
    await tapOk(worker, jobId, 'START', dayAgo(1000));
    await tapOk(worker, jobId, 'END', dayAgo(5000));
    expect((await tapOk(worker, jobId, 'END', dayAgo(5000))).phase).toBe('idle');
    expect(await entriesOfJob(jobId)).toHaveLength(1);
    // The id of one job's tap sent for another job is a mistake.
    const elsewhere = await api.post('/api/time/clock', { ...body, jobId: job2Id }, worker.token);
    expect(elsewhere.body).toEqual(refusal(TIME_MSG.clientRefReused));
  });

  it('lets only the active assignee tap: not the company, another worker, a client or another company', async () => {
    const { company, other, client, worker, jobId } = await world();
    const companyB = await newCompany(api);
    const outsider = await newEmployee(api, companyB);
    for (const who of [company, other, client, companyB, outsider]) {
      const res = await tap(who, jobId, 'START', dayAgo(0));
      expect(res.status, who.name).toBe(403);
      expect(res.body).toEqual(REFUSED);
    }
    // A worker whose access the company turned off taps no more.
    await api.put('/api/workers/updateAccess', { userId: worker.id, access: false }, company.token);
    expect((await tap(worker, jobId, 'START', dayAgo(0))).status).toBe(401);
    expect(await entriesOfJob(jobId)).toHaveLength(0);
  });

  it('refuses to start a completed job, but lets a running entry end', async () => {
    const { company, worker, project, jobId, job2Id } = await world();
    await tapOk(worker, jobId, 'START', dayAgo(0));
    for (const id of [jobId, job2Id]) {
      const job = project.projectItems.find((j) => j.id === id)!;
      const done = await api.post(
        '/api/projects/updateJob',
        { ...job, itemStatus: 'COMPLETED', itemStartDate: '2026-12-01', assignee: job.assignee },
        company.token,
      );
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    }
    expect((await tap(worker, job2Id, 'START', dayAgo(0))).body).toEqual(refusal(TIME_MSG.jobCompleted));
    expect(await tapOk(worker, jobId, 'END', dayAgo(HOUR_MS))).toMatchObject({ phase: 'idle', actions: [] });
  });

  it('tells the project audience after a tap', async () => {
    const { worker, project, jobId } = await world();
    const seen: ServerEvent[] = [];
    const stop = api.app.deps.events.subscribe((events) => void seen.push(...events));
    await tapOk(worker, jobId, 'START', dayAgo(0));
    stop();
    expect(seen).toContainEqual(expect.objectContaining({ type: 'project update', projectId: project.id, jobId }));
  });
});

describe('the clock state', () => {
  it("answers one job's state, and the caller's open entries for a list", async () => {
    const { worker, other, jobId, job2Id } = await world();
    await tapOk(worker, jobId, 'EN_ROUTE', dayAgo(0));
    await worked(worker, job2Id, 1000, 10);
    await tapOk(worker, job2Id, 'START', dayAgo(HOUR_MS));
    const state = await api.get<ClockState>(`/api/time/state?jobId=${jobId}`, worker.token);
    expect(state.body.queryData).toMatchObject({ jobId, phase: 'enRoute', actions: ['START'] });
    const open = await api.get<ClockState[]>(`/api/time/open?userId=${worker.id}`, worker.token);
    expect(open.body.queryData.map((s) => [s.jobId, s.phase])).toEqual([
      [jobId, 'enRoute'],
      [job2Id, 'working'],
    ]);
    expect((await api.get(`/api/time/state?jobId=${jobId}`, other.token)).body).toEqual(REFUSED);
    expect((await api.get<ClockState[]>(`/api/time/open?userId=${other.id}`, other.token)).body.queryData).toEqual([]);
    expect((await api.get(`/api/time/open?userId=${worker.id}`, other.token)).body).toEqual(REFUSED);
  });
});

describe("the job's labor from its hours", () => {
  it('is recomputed on each END at the worker’s rate: 1 h 20 min at $18.50 is $24.67', async () => {
    const { company, worker, project, jobId } = await world();
    await setRate(company, worker.id, 18.5);
    await worked(worker, jobId, 0, 80);
    expect(await jobOf(company, project.id, jobId)).toMatchObject({ itemLabor: 24.67, laborManual: false });
    await worked(worker, jobId, 2 * HOUR_MS, 40);
    // Two hours at $18.50, rounded once over the total.
    expect((await jobOf(company, project.id, jobId)).itemLabor).toBe(37);
  });

  it('counts 0 for a worker without a rate, and follows a rate set later on open jobs', async () => {
    const { company, worker, project, jobId } = await world();
    await worked(worker, jobId, 0, 60);
    expect((await jobOf(company, project.id, jobId)).itemLabor).toBe(0);
    await setRate(company, worker.id, '20.00');
    expect((await jobOf(company, project.id, jobId)).itemLabor).toBe(20);
  });

  it('leaves a labor typed by hand alone, until the company goes back to the hours', async () => {
    const { company, worker, project, jobId } = await world();
    await setRate(company, worker.id, 30);
    const job = await jobOf(company, project.id, jobId);
    const save = (changes: Partial<JobInput>) =>
      api.post('/api/projects/updateJob', { ...job, projectId: project.id, ...changes }, company.token);
    expect((await save({ itemLabor: 99.99 })).status).toBe(200);
    expect(await jobOf(company, project.id, jobId)).toMatchObject({ itemLabor: 99.99, laborManual: true });
    await worked(worker, jobId, 0, 60);
    expect((await jobOf(company, project.id, jobId)).itemLabor).toBe(99.99);
    // Saving the form again with the same figure keeps it typed by hand.
    expect((await save({ itemLabor: 99.99 })).status).toBe(200);
    expect((await jobOf(company, project.id, jobId)).laborManual).toBe(true);
    expect((await save({ laborFromHours: true, itemLabor: 99.99 })).status).toBe(200);
    expect(await jobOf(company, project.id, jobId)).toMatchObject({ itemLabor: 30, laborManual: false });
  });
});
