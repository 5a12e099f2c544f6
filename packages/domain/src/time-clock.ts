import type { IsoDate } from './dates.js';
import { TIME_MSG } from './limits/time.js';
import { MAX_AMOUNT_CENTS } from './money.js';

/**
 * The time clock (issue 13): a worker taps 'En camino', 'Empezar' and 'Terminar' on a job. Each
 * worker has at most one open entry per job; an entry is en route (only `enRouteAt`), working
 * (`startedAt`, no end) or closed (`endedAt`). Only closed entries count as hours.
 */
export const CLOCK_ACTIONS = ['EN_ROUTE', 'START', 'END'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

/** Where a worker stands on a job: no open entry, on the way, or working. */
export type ClockPhase = 'idle' | 'enRoute' | 'working';

/** The open entry of a worker on a job, as the rule needs it; null when none is open. */
export interface OpenEntry {
  enRouteAt: Date | null;
  startedAt: Date | null;
}

export function phaseOf(open: OpenEntry | null): ClockPhase {
  if (!open) return 'idle';
  return open.startedAt ? 'working' : 'enRoute';
}

/** The taps that make sense in each phase: EN_ROUTE is optional before START; END only after START. */
const ALLOWED: Record<ClockPhase, readonly ClockAction[]> = {
  idle: ['EN_ROUTE', 'START'],
  enRoute: ['START'],
  working: ['END'],
};

/** The buttons to offer: on a completed job, only the END of an entry left running. */
export function clockActionsFor(phase: ClockPhase, jobCompleted = false): readonly ClockAction[] {
  if (jobCompleted) return phase === 'working' ? ['END'] : [];
  return ALLOWED[phase];
}

/**
 * What a tap writes: a new entry (en route, or started straight away), the start of the entry
 * that was en route, or the end of the running one. A START after END opens a new entry.
 */
export type ClockMove = { kind: 'open'; enRoute: boolean } | { kind: 'start' } | { kind: 'end' };

type TimeMessage = (typeof TIME_MSG)[keyof typeof TIME_MSG];

export function clockMove(phase: ClockPhase, action: ClockAction): ClockMove | { refused: TimeMessage } {
  if (!ALLOWED[phase].includes(action)) {
    if (action === 'END') return { refused: TIME_MSG.notStarted };
    return { refused: phase === 'working' ? TIME_MSG.alreadyStarted : TIME_MSG.alreadyEnRoute };
  }
  if (action === 'END') return { kind: 'end' };
  if (phase === 'enRoute') return { kind: 'start' };
  return { kind: 'open', enRoute: action === 'EN_ROUTE' };
}

/** A closed entry's length in whole seconds (the milliseconds are dropped, never rounded up). */
export function entrySeconds(startedAt: Date | string, endedAt: Date | string): number {
  const ms = new Date(endedAt).getTime() - new Date(startedAt).getTime();
  return Math.max(0, Math.floor(ms / 1000));
}

/** A closed entry's time and its worker's hourly rate (null: the company has not set one). */
export interface TimedSpan {
  seconds: number;
  rateCents: number | null;
}

/**
 * A job's labor from its hours: Σ(seconds × rate cents / 3600) over its closed entries, rounded
 * half up to whole cents once, over the total, never per entry (so a job clocked in many short
 * entries costs what the same time in one entry costs). Hours of a worker without a rate count 0.
 * The sum is exact: the products are added as integers before the one division.
 */
export function laborFromHoursCents(spans: readonly TimedSpan[]): number {
  let centSeconds = 0n;
  for (const { seconds, rateCents } of spans) {
    if (rateCents !== null && seconds > 0) centSeconds += BigInt(seconds) * BigInt(rateCents);
  }
  const cents = (centSeconds + 1800n) / 3600n;
  return cents > BigInt(MAX_AMOUNT_CENTS) ? MAX_AMOUNT_CENTS : Number(cents);
}

/** The ISO week (Monday to Sunday) a day falls in: the weeks the hours are added up by. */
export function isoWeekOf(day: IsoDate): { from: IsoDate; to: IsoDate } {
  const noon = new Date(`${day}T12:00:00Z`);
  const monday = new Date(noon.getTime() - ((noon.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}

/** Seconds as hours and minutes, 'h:mm' (4800 → '1:20'); minutes are dropped, not rounded. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
