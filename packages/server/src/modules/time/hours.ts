import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  CLOCK_FUTURE_TOLERANCE_MS,
  DEFAULT_TIME_ZONE,
  TIME_MSG,
  centsToDollars,
  entrySeconds,
  isoWeekOf,
  todayIn,
  type HoursSummary,
  type CorrectEntryParsed,
  type TimeEntry,
} from '@obra/domain';
import type { Principal } from '../../auth/principal.js';
import type { Db, Queryable } from '../../db/client.js';
import { companies, jobs, memberships, projects, timeEntries, timeEntryCorrections, users } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { afterCommit } from '../../realtime/events.js';
import { keysetOrder, mapPage, readPage, type Page, type Paging } from '../paging/keyset.js';
import { recomputeLabor } from './labor.js';

/** The days a list or summary covers, in the company's time zone (both ends included). */
export interface DayRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** When an entry happened for the lists: when work started, or when the worker set off if not yet. */
const happenedAt = sql`coalesce(${timeEntries.startedAt}, ${timeEntries.enRouteAt})`;

const companyTimeZone = sql`(select c.time_zone from ${companies} c where c.id = ${timeEntries.companyId})`;

/** Entries of the company whose moment falls in the range of days, read in the company's own time zone. */
function inDays(moment: SQL, range: DayRange): SQL[] {
  const tz = companyTimeZone;
  return [
    ...(range.from ? [sql`${moment} >= (${range.from}::date::timestamp at time zone ${tz})`] : []),
    ...(range.to ? [sql`${moment} < ((${range.to}::date + 1)::timestamp at time zone ${tz})`] : []),
  ];
}

const entryColumns = {
  entry: timeEntries,
  jobName: jobs.name,
  projectName: projects.name,
  workerName: users.name,
  corrected: sql<boolean>`exists (select 1 from ${timeEntryCorrections} tc where tc.entry_id = ${timeEntries.id})`,
};
type EntryRow = {
  entry: typeof timeEntries.$inferSelect;
  jobName: string;
  projectName: string;
  workerName: string;
  corrected: boolean;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

function entryView(r: EntryRow): TimeEntry {
  const e = r.entry;
  return {
    id: e.id,
    jobId: e.jobId,
    jobName: r.jobName,
    projectId: e.projectId,
    projectName: r.projectName,
    userId: e.userId,
    workerName: r.workerName,
    enRouteAt: iso(e.enRouteAt),
    startedAt: iso(e.startedAt),
    endedAt: iso(e.endedAt),
    seconds: e.startedAt && e.endedAt ? entrySeconds(e.startedAt, e.endedAt) : null,
    offline: e.offline,
    corrected: Boolean(r.corrected),
  };
}

function selectEntries(db: Queryable, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(timeEntries)
    .innerJoin(jobs, eq(jobs.id, timeEntries.jobId))
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .where(where);
}

/** Newest first, as entered. */
const entryOrder = keysetOrder<EntryRow>('time entries', 'desc', [timeEntries.id, 'id', (r) => r.entry.id]);

/** GET /api/time/entries: a page of the company's entries, filtered by days, worker and job; one statement. */
export async function entriesOf(
  db: Queryable,
  companyId: number,
  filter: DayRange & { userId?: number | undefined; jobId?: number | undefined },
  paging: Paging,
): Promise<Page<TimeEntry>> {
  const where = and(
    eq(timeEntries.companyId, companyId),
    ...(filter.userId ? [eq(timeEntries.userId, filter.userId)] : []),
    ...(filter.jobId ? [eq(timeEntries.jobId, filter.jobId)] : []),
    ...inDays(happenedAt, filter),
  );
  const page = await readPage(entryOrder, paging, (after, orderBy, limit) =>
    selectEntries(db, and(where, after))
      .orderBy(...orderBy)
      .limit(limit),
  );
  return mapPage(page, entryView);
}

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/**
 * GET /api/time/hours: the closed entries that started in the range, added up per worker and ISO
 * week (weeks start on Monday, in the company's time zone), per worker and per job. One statement;
 * the seconds are added here, by the domain's rule for an entry's length.
 */
export async function hoursOf(db: Queryable, companyId: number, asked: DayRange): Promise<HoursSummary> {
  const range = asked.from && asked.to ? { from: asked.from, to: asked.to } : await currentWeekOf(db, companyId);
  const tz = companyTimeZone;
  const rows = await db
    .select({
      ...entryColumns,
      week: sql<string>`to_char(date_trunc('week', ${timeEntries.startedAt} at time zone ${tz}), 'YYYY-MM-DD')`,
      rateCents: memberships.hourlyRateCents,
    })
    .from(timeEntries)
    .innerJoin(jobs, eq(jobs.id, timeEntries.jobId))
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.companyId, timeEntries.companyId), eq(memberships.userId, timeEntries.userId)),
    )
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        isNotNull(timeEntries.endedAt),
        ...inDays(sql`${timeEntries.startedAt}`, range),
      ),
    )
    .orderBy(users.name, timeEntries.userId);
  const weeks = new Map<string, HoursSummary['weeks'][number]>();
  const workers = new Map<number, HoursSummary['workers'][number]>();
  const byJob = new Map<number, HoursSummary['jobs'][number]>();
  for (const r of rows) {
    const e = r.entry;
    const seconds = entrySeconds(e.startedAt!, e.endedAt!);
    const worker = { userId: e.userId, workerName: r.workerName, hourlyRate: dollarsOrNull(r.rateCents) };
    const week = weeks.get(`${e.userId} ${r.week}`) ?? { week: r.week, ...worker, seconds: 0 };
    weeks.set(`${e.userId} ${r.week}`, { ...week, seconds: week.seconds + seconds });
    const total = workers.get(e.userId) ?? { ...worker, seconds: 0 };
    workers.set(e.userId, { ...total, seconds: total.seconds + seconds });
    const job = byJob.get(e.jobId) ?? {
      jobId: e.jobId,
      jobName: r.jobName,
      projectId: e.projectId,
      projectName: r.projectName,
      seconds: 0,
      unratedSeconds: 0,
    };
    byJob.set(e.jobId, {
      ...job,
      seconds: job.seconds + seconds,
      unratedSeconds: job.unratedSeconds + (r.rateCents === null ? seconds : 0),
    });
  }
  return {
    from: range.from,
    to: range.to,
    weeks: [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week) || a.workerName.localeCompare(b.workerName)),
    workers: [...workers.values()],
    jobs: [...byJob.values()].sort((a, b) => a.projectName.localeCompare(b.projectName) || a.jobId - b.jobId),
  };
}

/** The week today falls in where the company works. */
async function currentWeekOf(db: Queryable, companyId: number): Promise<{ from: string; to: string }> {
  const [company] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return isoWeekOf(todayIn(company?.timeZone ?? DEFAULT_TIME_ZONE));
}

/**
 * POST /api/time/entries/correct: the company sets an entry's start and end (closing it if the
 * worker never tapped Terminar), records what it was and who changed it why, and the job's labor
 * from hours follows in the same transaction.
 */
export async function correctEntry(
  db: Db,
  principal: Principal,
  companyId: number,
  body: CorrectEntryParsed,
  now = new Date(),
): Promise<TimeEntry> {
  if (body.endedAt.getTime() > now.getTime() + CLOCK_FUTURE_TOLERANCE_MS) throw badRequest(TIME_MSG.inFuture);
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.id, body.entryId), eq(timeEntries.companyId, companyId)))
      .for('update');
    if (!entry) throw forbidden();
    await tx
      .update(timeEntries)
      .set({ startedAt: body.startedAt, endedAt: body.endedAt })
      .where(eq(timeEntries.id, entry.id));
    await tx.insert(timeEntryCorrections).values({
      entryId: entry.id,
      companyId,
      byUserId: principal.kind === 'user' ? principal.userId : null,
      startedBefore: entry.startedAt,
      endedBefore: entry.endedAt,
      startedAfter: body.startedAt,
      endedAfter: body.endedAt,
      reason: body.reason,
    });
    await recomputeLabor(tx, [entry.jobId]);
    afterCommit({ type: 'project update', projectId: entry.projectId, isNew: false, jobId: entry.jobId });
    const [row] = await selectEntries(tx, eq(timeEntries.id, entry.id));
    return entryView(row!);
  });
}
