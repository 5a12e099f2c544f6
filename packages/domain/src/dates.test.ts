import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  addDays,
  datesInOrder,
  instantOfWallTime,
  wallTimeIn,
  formatDate,
  formatDayOf,
  formatTimeOf,
  isIsoDate,
  isOverdue,
  isValidTimeZone,
  todayIn,
} from './dates.js';

describe('isIsoDate (yyyy-MM-dd calendar dates)', () => {
  it.each(['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29', '1999-09-09'])('%j is a date', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-01',
    '2026-01-1',
    '26-01-01',
    '2026/01/01',
    '01/05/2026',
    '2026-01-01T00:00:00Z',
    '',
    'hoy',
  ])('%j is not', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('formatDate (SPEC §3: first ten characters, MM/dd/yyyy, null shows empty)', () => {
  it('shows a date as MM/dd/yyyy', () => {
    expect(formatDate('2026-03-05')).toBe('03/05/2026');
    expect(formatDate('2026-12-31')).toBe('12/31/2026');
    expect(formatDate('2024-02-29')).toBe('02/29/2024');
  });

  it('uses only the first ten characters, so a time (or its zone) never moves the day', () => {
    expect(formatDate('2026-03-05T23:59:59.000Z')).toBe('03/05/2026');
    expect(formatDate('2026-03-05T00:00:00-07:00')).toBe('03/05/2026');
    expect(formatDate('2026-03-05 extra text')).toBe('03/05/2026');
  });

  it('shows nothing for null, undefined or an empty value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
  });

  it('shows nothing for something that is not a date rather than garbage', () => {
    expect(formatDate('garbage')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('03/05/2026')).toBe('');
    expect(formatDate('2026-3-5')).toBe('');
  });

  it('always answers ten characters or none', () => {
    for (const value of ['2026-03-05', '2026-03-05T10:00:00Z', null, 'x']) {
      expect([0, 10]).toContain(formatDate(value).length);
    }
  });
});

describe('todayIn (a company’s "today", PRODUCT.md)', () => {
  const newYearUtc5am = new Date('2026-01-01T05:00:00Z');

  it('is still yesterday in Denver when it is already tomorrow in UTC', () => {
    expect(todayIn('America/Denver', newYearUtc5am)).toBe('2025-12-31');
    expect(todayIn('UTC', newYearUtc5am)).toBe('2026-01-01');
    expect(todayIn('Asia/Tokyo', newYearUtc5am)).toBe('2026-01-01');
    expect(todayIn('America/New_York', newYearUtc5am)).toBe('2026-01-01');
    expect(todayIn('America/Los_Angeles', newYearUtc5am)).toBe('2025-12-31');
  });

  it('turns at local midnight (Denver is UTC−7 in winter, UTC−6 in summer)', () => {
    expect(todayIn('America/Denver', new Date('2026-01-15T06:59:59Z'))).toBe('2026-01-14');
    expect(todayIn('America/Denver', new Date('2026-01-15T07:00:00Z'))).toBe('2026-01-15');
    expect(todayIn('America/Denver', new Date('2026-07-15T05:59:59Z'))).toBe('2026-07-14');
    expect(todayIn('America/Denver', new Date('2026-07-15T06:00:00Z'))).toBe('2026-07-15');
  });

  it('crosses a daylight-saving change and the far edges of the world', () => {
    // 2026-03-08 02:00 MST becomes 03:00 MDT in Denver.
    expect(todayIn('America/Denver', new Date('2026-03-08T08:30:00Z'))).toBe('2026-03-08');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-01-01T10:00:00Z'))).toBe('2026-01-02');
    expect(todayIn('Pacific/Pago_Pago', new Date('2026-01-01T10:00:00Z'))).toBe('2025-12-31');
    expect(todayIn('America/Puerto_Rico', new Date('2026-02-28T23:30:00-04:00'))).toBe('2026-02-28');
  });

  it('answers a yyyy-MM-dd date', () => {
    expect(isIsoDate(todayIn('America/Denver', newYearUtc5am))).toBe(true);
    expect(isIsoDate(todayIn('America/Denver'))).toBe(true);
  });

  it('defaults to America/Denver', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/Denver');
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isValidTimeZone('America/Denver')).toBe(true);
    expect(isValidTimeZone('America/Phoenix')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('Denver')).toBe(false);
  });
});

describe('isOverdue (SPEC §4: the date is before today)', () => {
  it('is overdue before today only', () => {
    expect(isOverdue('2026-03-04', '2026-03-05')).toBe(true);
    expect(isOverdue('2026-03-05', '2026-03-05')).toBe(false);
    expect(isOverdue('2026-03-06', '2026-03-05')).toBe(false);
  });

  it('compares across months and years', () => {
    expect(isOverdue('2025-12-31', '2026-01-01')).toBe(true);
    expect(isOverdue('2026-01-31', '2026-02-01')).toBe(true);
    expect(isOverdue('2026-10-01', '2026-09-30')).toBe(false);
    expect(isOverdue('2027-01-01', '2026-12-31')).toBe(false);
  });

  it('works with todayIn for a fixed clock', () => {
    const now = new Date('2026-01-01T05:00:00Z');
    // In Denver it is still Dec 31: a reminder due Dec 31 is not overdue yet, one due Dec 30 is.
    expect(isOverdue('2025-12-31', todayIn('America/Denver', now))).toBe(false);
    expect(isOverdue('2025-12-30', todayIn('America/Denver', now))).toBe(true);
    expect(isOverdue('2025-12-31', todayIn('UTC', now))).toBe(true);
  });
});

describe('a moment shown where the reader works', () => {
  // 00:50 UTC on the 23rd is still the evening of the 22nd in Utah.
  const evening = '2026-11-23T00:50:00.000Z';

  it('falls on the local day, not the UTC one', () => {
    expect(formatDayOf(evening, 'America/Denver')).toBe('11/22/2026');
    expect(formatDayOf(evening, 'America/New_York')).toBe('11/22/2026');
    expect(formatDayOf(evening, 'Europe/Madrid')).toBe('11/23/2026');
    expect(formatDayOf('no es una fecha', 'America/Denver')).toBe('');
  });

  it("tells the local time of day in the reader's language", () => {
    expect(formatTimeOf(evening, 'America/Denver', 'en')).toBe('5:50 PM');
    expect(formatTimeOf(evening, 'America/Denver', 'es').replace(/\s/g, ' ')).toMatch(/^5:50 p\.\s?m\.$/);
    expect(formatTimeOf('', 'America/Denver', 'es')).toBe('');
  });
});

describe('datesInOrder (SPEC §5: the end date is not before the start date)', () => {
  it('accepts an end on or after the start', () => {
    expect(datesInOrder('2026-03-01', '2026-03-01')).toBe(true);
    expect(datesInOrder('2026-03-01', '2026-12-31')).toBe(true);
  });

  it('refuses an end before the start', () => {
    expect(datesInOrder('2026-03-02', '2026-03-01')).toBe(false);
    expect(datesInOrder('2026-01-01', '2025-12-31')).toBe(false);
  });

  it('has nothing to compare while either date is missing', () => {
    expect(datesInOrder('', '2026-03-01')).toBe(true);
    expect(datesInOrder('2026-03-01', null)).toBe(true);
    expect(datesInOrder(undefined, undefined)).toBe(true);
  });
});

describe('wall-clock times in a time zone', () => {
  it('reads a moment as the clock of the zone shows it', () => {
    expect(wallTimeIn('2026-11-26T15:05:00.000Z', 'America/Denver')).toBe('2026-11-26T08:05');
    expect(wallTimeIn('2026-07-01T15:05:00.000Z', 'America/Denver')).toBe('2026-07-01T09:05');
    expect(wallTimeIn('2026-11-26T05:30:00.000Z', 'America/New_York')).toBe('2026-11-26T00:30');
  });

  it('turns a wall-clock time back into the moment, winter and summer', () => {
    expect(instantOfWallTime('2026-11-26T08:05', 'America/Denver')).toBe('2026-11-26T15:05:00.000Z');
    expect(instantOfWallTime('2026-07-01T09:05', 'America/Denver')).toBe('2026-07-01T15:05:00.000Z');
    expect(instantOfWallTime('2026-11-26T23:30', 'America/Los_Angeles')).toBe('2026-11-27T07:30:00.000Z');
  });

  it('round-trips every quarter hour across a daylight change', () => {
    for (let minutes = 0; minutes < 48 * 60; minutes += 15) {
      const moment = new Date(Date.UTC(2026, 10, 1, 0, 0) + minutes * 60_000).toISOString();
      const wall = wallTimeIn(moment, 'America/Denver');
      // The hour repeated in autumn reads back as one of its two moments, both showing the same wall time.
      expect(wallTimeIn(instantOfWallTime(wall, 'America/Denver')!, 'America/Denver')).toBe(wall);
    }
  });

  it('refuses what is not a wall-clock time', () => {
    expect(instantOfWallTime('', 'America/Denver')).toBeNull();
    expect(instantOfWallTime('2026-11-26 08:05', 'America/Denver')).toBeNull();
  });
});

describe('calendar days', () => {
  it('adds days over a month end', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
