import { z } from 'zod';
import { isIsoDate } from '../dates.js';
import { CLIENT_REF_MAX, CORRECTION_REASON_MAX, MAX_HOURLY_RATE_CENTS, TIME_MSG } from '../limits/time.js';
import { parseMoney } from '../money.js';
import { CLOCK_ACTIONS } from '../time-clock.js';
import { id } from './fields.js';
import { pageShape } from './paging.js';

/** An instant as ISO 8601 with its offset ('2026-11-26T08:10:00.000Z'), read as a Date. */
const instant = (message: string) =>
  z
    .string({ error: message })
    .pipe(z.iso.datetime({ offset: true, error: message }))
    .transform((value) => new Date(value));

/** The longest range the hours screens ask for at once: a quarter. */
export const HOURS_RANGE_MAX_DAYS = 92;

const day = z.string({ error: TIME_MSG.range }).refine(isIsoDate, TIME_MSG.range);

function rangeInOrder(range: { from?: string | undefined; to?: string | undefined }): boolean {
  if (!range.from || !range.to) return true;
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  return days >= 0 && days < HOURS_RANGE_MAX_DAYS;
}

/** POST /api/time/clock: one tap, as the phone saw it (maybe queued while offline and sent later). */
export const clockBody = z.object({
  jobId: id('jobId'),
  action: z.enum(CLOCK_ACTIONS, { error: TIME_MSG.action }),
  at: instant(TIME_MSG.at).meta({ description: 'When the tap happened on the phone (ISO 8601 with offset)' }),
  offline: z.boolean({ error: TIME_MSG.offline }).default(false),
  clientRef: z
    .string({ error: TIME_MSG.clientRef })
    .trim()
    .min(1, TIME_MSG.clientRef)
    .max(CLIENT_REF_MAX, TIME_MSG.clientRef)
    .meta({ description: 'An id the phone made for this tap: the same tap sent twice is recorded once' }),
});
export type ClockBody = z.input<typeof clockBody>;
export type ClockParsed = z.output<typeof clockBody>;

/** Where the caller stands on a job's clock, and which buttons to offer. */
export const clockState = z.object({
  jobId: z.number(),
  phase: z.enum(['idle', 'enRoute', 'working']),
  /** The open entry's times (ISO); null when not on the way or not working. */
  enRouteAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  /** The taps accepted now, in the order the buttons show. */
  actions: z.array(z.enum(CLOCK_ACTIONS)),
});
export type ClockState = z.infer<typeof clockState>;

export const timeStateQuery = z.object({ jobId: id('jobId') });
/** GET /api/time/open: the caller's own, named as the other per-person lists are. */
export const openEntriesQuery = z.object({ userId: id('userId') });

/** One time entry as the company sees it. */
export const timeEntry = z.object({
  id: z.number(),
  jobId: z.number(),
  jobName: z.string(),
  projectId: z.number(),
  projectName: z.string(),
  userId: z.number(),
  workerName: z.string(),
  enRouteAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Whole seconds worked; null while the entry is open. */
  seconds: z.number().nullable(),
  /** Made on a phone without signal, as the phone said. */
  offline: z.boolean(),
  /** The company corrected it at least once. */
  corrected: z.boolean(),
});
export type TimeEntry = z.infer<typeof timeEntry>;

/** GET /api/time/entries: the company's entries, newest first, a page at a time; days in the company's time zone. */
export const timeEntriesQuery = z
  .object({
    from: day.optional(),
    to: day.optional(),
    userId: id('userId').optional(),
    jobId: id('jobId').optional(),
    ...pageShape,
  })
  .refine(rangeInOrder, TIME_MSG.range);
export type TimeEntriesQuery = z.input<typeof timeEntriesQuery>;

/**
 * GET /api/time/hours: the closed entries started between two days (the company's time zone),
 * summed; without both days, the company's current week.
 */
export const hoursQuery = z
  .object({
    from: day.optional(),
    to: day.optional(),
    /** The company, as the other company lists name it; optional: the caller's own. */
    companyId: id('companyId').optional(),
  })
  .refine(rangeInOrder, TIME_MSG.range);

const rate = z.number().nullable().meta({ description: 'Dollars an hour; null when the company has not set one' });

export const hoursSummary = z.object({
  from: z.string(),
  to: z.string(),
  /** Per worker and ISO week (the Monday it starts on), in the company's time zone. */
  weeks: z.array(
    z.object({ week: z.string(), userId: z.number(), workerName: z.string(), seconds: z.number(), hourlyRate: rate }),
  ),
  workers: z.array(z.object({ userId: z.number(), workerName: z.string(), seconds: z.number(), hourlyRate: rate })),
  jobs: z.array(
    z.object({
      jobId: z.number(),
      jobName: z.string(),
      projectId: z.number(),
      projectName: z.string(),
      seconds: z.number(),
      /** Seconds of workers without an hourly rate: their labor counts 0. */
      unratedSeconds: z.number(),
    }),
  ),
});
export type HoursSummary = z.infer<typeof hoursSummary>;

/** POST /api/time/entries/correct: the company sets an entry's start and end, saying why. */
export const correctEntryBody = z
  .object({
    entryId: id('id', TIME_MSG.entry),
    startedAt: instant(TIME_MSG.at),
    endedAt: instant(TIME_MSG.at),
    reason: z
      .string({ error: TIME_MSG.reasonRequired })
      .trim()
      .min(1, TIME_MSG.reasonRequired)
      .max(CORRECTION_REASON_MAX, TIME_MSG.reasonTooLong),
  })
  // zod runs this check even when a time failed its own (the value is then still the text sent):
  // only two real times are compared.
  .refine(
    (b) => !(b.startedAt instanceof Date && b.endedAt instanceof Date) || b.endedAt.getTime() >= b.startedAt.getTime(),
    { message: TIME_MSG.endBeforeStart, path: ['endedAt'] },
  );
export type CorrectEntryBody = z.input<typeof correctEntryBody>;
export type CorrectEntryParsed = z.output<typeof correctEntryBody>;

/** An hourly rate in dollars (two decimals at most) as cents; null or '' clears it. */
const hourlyRate = z.union([z.number(), z.string(), z.null()], { error: TIME_MSG.rate }).transform((value, ctx) => {
  if (value === null || value === '') return null;
  const parsed = parseMoney(value);
  if (!parsed.ok || parsed.cents > MAX_HOURLY_RATE_CENTS) {
    ctx.addIssue({ code: 'custom', message: TIME_MSG.rate });
    return z.NEVER;
  }
  return parsed.cents;
});

/** PUT /api/workers/rate */
export const workerRateBody = z.object({ userId: id('userId'), hourlyRate });
export type WorkerRateBody = z.input<typeof workerRateBody>;
