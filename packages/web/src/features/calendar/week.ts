import { addDays, type IsoDate } from '@obra/domain';

/** SPEC §9: the calendar shows this week and up to 4 weeks ahead. */
export const MAX_WEEKS_AHEAD = 4;

function toUtc(day: IsoDate): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00Z`);
}

/** Keeps a week offset within this week (0) and MAX_WEEKS_AHEAD. */
export function clampWeekOffset(offset: number): number {
  return Math.min(MAX_WEEKS_AHEAD, Math.max(0, Math.trunc(offset)));
}

/** The seven days, Sunday to Saturday, of the week `offset` weeks after the one holding `today`. */
export function weekDays(today: IsoDate, offset: number): IsoDate[] {
  const sunday = addDays(today, -toUtc(today).getUTCDay() + clampWeekOffset(offset) * 7);
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

export interface Dated {
  startDate: string | null;
  endDate: string | null;
}

/** Whether a job is on a day: every day from its start to its end (a missing end is the start). */
export function spansDay(job: Dated, day: IsoDate): boolean {
  const start = job.startDate?.slice(0, 10) || job.endDate?.slice(0, 10);
  if (!start) return false;
  const end = job.endDate?.slice(0, 10) || start;
  return start <= day && day <= end;
}

/** The week's days, each with the jobs it holds. */
export function placeJobs<T extends Dated>(days: IsoDate[], jobs: readonly T[]): { day: IsoDate; jobs: T[] }[] {
  return days.map((day) => ({ day, jobs: jobs.filter((job) => spansDay(job, day)) }));
}
