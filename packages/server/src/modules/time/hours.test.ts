import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, TIME_MSG, type HoursSummary, type TimeEntry, type Worker } from '@obra/domain';
import { timeEntries, timeEntryCorrections } from '../../db/schema.js';
import { useApi, refusal } from '../../test/app.js';
import { newAdmin, newCompany, newEmployee } from '../../test/factories.js';
import { HOUR_MS, dayAgo, timeCalls } from '../../test/time.js';

const api = useApi();
const { world, tapOk, worked, setRate, jobOf } = timeCalls(api);
const REFUSED = refusal(MSG.forbidden);

/** The days of the test's "day ago", as the company's default time zone (America/Denver) reads them. */
const denverDay = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: 'America/Denver' });
const range = () => ({ from: denverDay(dayAgo(-HOUR_MS * 24)), to: denverDay(new Date().toISOString()) });

describe('GET /api/time/entries', () => {
  it("lists the company's entries newest first, a page at a time, by worker and by job", async () => {
    const { company, worker, jobId, job2Id } = await world();
    await worked(worker, jobId, 0, 30);
    await worked(worker, job2Id, HOUR_MS, 45);
    await tapOk(worker, jobId, 'EN_ROUTE', dayAgo(3 * HOUR_MS));
    const first = await api.get<TimeEntry[]>('/api/time/entries?limit=2', company.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.queryData.map((e) => [e.jobId, e.seconds])).toEqual([
      [jobId, null],
      [job2Id, 45 * 60],
    ]);
    expect(first.body.queryData[1]).toMatchObject({ workerName: worker.name, jobName: 'Canaletas', corrected: false });
    const next = await api.get<TimeEntry[]>(
      `/api/time/entries?limit=2&cursor=${encodeURIComponent((first.body as unknown as { nextCursor: string }).nextCursor)}`,
      company.token,
    );
    expect(next.body.queryData.map((e) => e.seconds)).toEqual([30 * 60]);
    const ofJob = await api.get<TimeEntry[]>(`/api/time/entries?jobId=${job2Id}`, company.token);
    expect(ofJob.body.queryData).toHaveLength(1);
    const { from, to } = range();
    const inDays = await api.get<TimeEntry[]>(
      `/api/time/entries?from=${from}&to=${to}&userId=${worker.id}`,
      company.token,
    );
    expect(inDays.body.queryData).toHaveLength(3);
  });

  it("is the company's: its workers, clients and other companies are refused, and see none of it", async () => {
    const { company, worker, client, jobId } = await world();
    await worked(worker, jobId, 0, 30);
    for (const who of [worker, client]) expect((await api.get('/api/time/entries', who.token)).body).toEqual(REFUSED);
    const companyB = await newCompany(api);
    expect((await api.get<TimeEntry[]>('/api/time/entries', companyB.token)).body.queryData).toEqual([]);
    const admin = await newAdmin(api, company);
    expect((await api.get<TimeEntry[]>('/api/time/entries', admin.token)).body.queryData).toHaveLength(1);
  });

  it('reads the page and the summary in the same number of statements however many entries there are', async () => {
    const count = async (url: string, token: string) => {
      const before = api.queryCount();
      const res = await api.get(url, token);
      expect(res.status).toBe(200);
      return api.queryCount() - before;
    };
    const small = await world();
    await worked(small.worker, small.jobId, 0, 10);
    const large = await world();
    for (let i = 0; i < 6; i++) await worked(large.worker, i % 2 ? large.jobId : large.job2Id, i * HOUR_MS, 10);
    const hours = `/api/time/hours?from=${range().from}&to=${range().to}`;
    for (const url of ['/api/time/entries', hours]) {
      expect(await count(url, large.company.token), url).toBe(await count(url, small.company.token));
    }
  });

  it('refuses a range backwards or too long', async () => {
    const { company } = await world();
    const res = await api.get('/api/time/entries?from=2026-12-10&to=2026-12-01', company.token);
    expect(res.body).toEqual(refusal(TIME_MSG.range));
    expect((await api.get('/api/time/hours?from=2026-01-01&to=2026-12-31', company.token)).body).toEqual(
      refusal(TIME_MSG.range),
    );
  });
});

describe('GET /api/time/hours', () => {
  it('adds the closed hours per worker and week, per worker and per job, and says which have no rate', async () => {
    const { company, worker, other, project, jobId, job2Id } = await world();
    await setRate(company, worker.id, 25);
    await worked(worker, jobId, 0, 90);
    await worked(worker, job2Id, 2 * HOUR_MS, 30);
    await tapOk(worker, jobId, 'START', dayAgo(4 * HOUR_MS));
    // The other worker, without a rate, on job 2.
    const job2 = project.projectItems[1]!;
    const handed = await api.post(
      '/api/projects/updateJob',
      { ...job2, projectId: project.id, assignee: `${other.id}#${other.name}` },
      company.token,
    );
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    await worked(other, job2Id, 3 * HOUR_MS, 60);

    const res = await api.get<HoursSummary>(`/api/time/hours?from=${range().from}&to=${range().to}`, company.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const hours = res.body.queryData;
    const seconds = (list: { seconds: number }[]) => list.reduce((s, w) => s + w.seconds, 0);
    expect(seconds(hours.weeks)).toBe(3 * 3600);
    expect(hours.workers.map((w) => [w.userId, w.seconds, w.hourlyRate]).sort()).toEqual(
      [
        [worker.id, 2 * 3600, 25],
        [other.id, 3600, null],
      ].sort(),
    );
    expect(hours.jobs.map((j) => [j.jobId, j.seconds, j.unratedSeconds])).toEqual([
      [jobId, 90 * 60, 0],
      [job2Id, 90 * 60, 3600],
    ]);
    expect(hours.weeks[0]!.week).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${hours.weeks[0]!.week}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it('is refused to workers', async () => {
    const { worker } = await world();
    expect((await api.get(`/api/time/hours?from=${range().from}&to=${range().to}`, worker.token)).body).toEqual(
      REFUSED,
    );
  });
});

describe('POST /api/time/entries/correct', () => {
  it("records the correction with what it was, and the job's labor follows", async () => {
    const { company, worker, project, jobId } = await world();
    await setRate(company, worker.id, 60);
    await worked(worker, jobId, 0, 30);
    const [entry] = await api.database.db.select().from(timeEntries).where(eq(timeEntries.jobId, jobId));
    const admin = await newAdmin(api, company);
    const body = {
      entryId: entry!.id,
      startedAt: dayAgo(0),
      endedAt: dayAgo(HOUR_MS),
      reason: 'Olvidó tocar Terminar',
    };
    const res = await api.post<TimeEntry>('/api/time/entries/correct', body, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData).toMatchObject({ id: entry!.id, seconds: 3600, corrected: true });
    expect((await jobOf(company, project.id, jobId)).itemLabor).toBe(60);
    const [kept] = await api.database.db
      .select()
      .from(timeEntryCorrections)
      .where(eq(timeEntryCorrections.entryId, entry!.id));
    expect(kept).toMatchObject({ byUserId: admin.id, reason: 'Olvidó tocar Terminar', companyId: company.id });
    expect(kept!.endedBefore!.toISOString()).toBe(dayAgo(30 * 60_000));
    expect(kept!.endedAfter.toISOString()).toBe(dayAgo(HOUR_MS));
  });

  it('closes an entry the worker left running', async () => {
    const { company, worker, jobId } = await world();
    await tapOk(worker, jobId, 'EN_ROUTE', dayAgo(0));
    const [entry] = await api.database.db.select().from(timeEntries).where(eq(timeEntries.jobId, jobId));
    const body = { entryId: entry!.id, startedAt: dayAgo(60_000), endedAt: dayAgo(HOUR_MS), reason: 'Sin señal' };
    expect((await api.post('/api/time/entries/correct', body, company.token)).status).toBe(200);
    expect((await tapOk(worker, jobId, 'START', dayAgo(2 * HOUR_MS))).phase).toBe('working');
  });

  it('needs a reason and an end not before the start, and is refused to anyone but the company', async () => {
    const { company, worker, jobId } = await world();
    await worked(worker, jobId, 0, 30);
    const [entry] = await api.database.db.select().from(timeEntries).where(eq(timeEntries.jobId, jobId));
    const body = { entryId: entry!.id, startedAt: dayAgo(0), endedAt: dayAgo(HOUR_MS), reason: 'Corrección' };
    const post = (b: unknown, token: string) => api.post('/api/time/entries/correct', b, token);
    expect((await post({ ...body, reason: ' ' }, company.token)).body).toEqual(refusal(TIME_MSG.reasonRequired));
    expect((await post({ ...body, endedAt: dayAgo(-1000) }, company.token)).body).toEqual(
      refusal(TIME_MSG.endBeforeStart),
    );
    expect((await post(body, worker.token)).body).toEqual(REFUSED);
    const companyB = await newCompany(api);
    expect((await post(body, companyB.token)).body).toEqual(REFUSED);
    expect(
      await api.database.db.select().from(timeEntryCorrections).where(eq(timeEntryCorrections.entryId, entry!.id)),
    ).toEqual([]);
  });
});

describe('PUT /api/workers/rate', () => {
  it("sets and clears a worker's rate, shown in the workers list", async () => {
    const { company, worker } = await world();
    const res = await api.put<Worker[]>('/api/workers/rate', { userId: worker.id, hourlyRate: '18.50' }, company.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData.find((w) => w.userId === worker.id)!.hourlyRate).toBe(18.5);
    const cleared = await api.put<Worker[]>(
      '/api/workers/rate',
      { userId: worker.id, hourlyRate: null },
      company.token,
    );
    expect(cleared.body.queryData.find((w) => w.userId === worker.id)!.hourlyRate).toBeNull();
  });

  it('refuses a bad rate, another company’s worker, and anyone but the company', async () => {
    const { company, worker } = await world();
    const put = (body: unknown, token: string) => api.put('/api/workers/rate', body, token);
    expect((await put({ userId: worker.id, hourlyRate: -3 }, company.token)).body).toEqual(refusal(TIME_MSG.rate));
    expect((await put({ userId: worker.id, hourlyRate: 10_000.01 }, company.token)).body).toEqual(
      refusal(TIME_MSG.rate),
    );
    expect((await put({ userId: worker.id, hourlyRate: 20 }, worker.token)).body).toEqual(REFUSED);
    const companyB = await newCompany(api);
    const workerB = await newEmployee(api, companyB);
    expect((await put({ userId: workerB.id, hourlyRate: 20 }, company.token)).body).toEqual(REFUSED);
  });
});
