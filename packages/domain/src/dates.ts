import type { Language } from './trades.js';

/** A calendar date as it travels: 'yyyy-MM-dd'. */
export type IsoDate = string;

export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** SPEC §3: a date value is trimmed to its first ten characters, then shown MM/dd/yyyy; null shows as ''. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = value.slice(0, 10);
  if (!isIsoDate(day)) return '';
  return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
}

export const DEFAULT_TIME_ZONE = 'America/Denver';

/** Today's calendar date in a time zone (a company's "today", PRODUCT.md). */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  return wallTimeIn(now, timeZone).slice(0, 10);
}

/** A calendar date moved by whole days ('2026-02-28' + 1 is '2026-03-01'). */
export function addDays(day: IsoDate, days: number): IsoDate {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The day a moment (an ISO timestamp the server stamped) falls on where the reader works, shown
 * MM/dd/yyyy. Slicing the timestamp would give the UTC day: an evening in Utah is already tomorrow.
 */
export function formatDayOf(instant: string, timeZone: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : formatDate(todayIn(timeZone, date));
}

/** A moment's time of day where the reader works, in the reader's language ("5:42 p. m." / "5:42 PM"). */
export function formatTimeOf(instant: string, timeZone: string, language: Language): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'es-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** A moment as a clock on the wall reads it in a time zone: 'yyyy-MM-ddTHH:mm' (a datetime-local field's value). */
export function wallTimeIn(instant: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/**
 * The moment a wall-clock time ('yyyy-MM-ddTHH:mm') names in a time zone, as ISO; null when it is
 * not one. The zone's offset is read at the guess and read again once, which settles it across a
 * change of daylight time (a time skipped in spring falls an hour later).
 */
export function instantOfWallTime(wall: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  const offsetAt = (moment: number) => Date.parse(`${wallTimeIn(new Date(moment), timeZone)}Z`) - moment;
  let moment = asUtc - offsetAt(asUtc);
  moment = asUtc - offsetAt(moment);
  return new Date(moment).toISOString();
}

/**
 * SPEC §5: an end date is never before its start date; either may be missing. The one rule of
 * projects and jobs, on the server and in the forms.
 */
export function datesInOrder(start: IsoDate | null | undefined, end: IsoDate | null | undefined): boolean {
  return !start || !end || end >= start;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A reminder is overdue when its date is before today (SPEC §4). */
export function isOverdue(dueDate: IsoDate, today: IsoDate): boolean {
  return dueDate < today;
}
