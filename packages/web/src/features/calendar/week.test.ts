import { describe, expect, it } from 'vitest';
import { MAX_WEEKS_AHEAD, clampWeekOffset, placeJobs, spansDay, weekDays } from './week.js';

describe('weekDays (SPEC §9: Sunday to Saturday)', () => {
  it('starts on the Sunday of the week holding today', () => {
    // 2026-11-18 is a Wednesday.
    const days = weekDays('2026-11-18', 0);
    expect(days).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(new Date(`${days[0]}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(new Date(`${days[6]}T00:00:00Z`).getUTCDay()).toBe(6);
  });

  it('keeps a Sunday in its own week and a Saturday in the week before', () => {
    expect(weekDays('2026-11-22', 0)[0]).toBe('2026-11-22');
    expect(weekDays('2026-11-21', 0)[0]).toBe('2026-11-15');
  });

  it('moves whole weeks, across months and years', () => {
    expect(weekDays('2026-12-30', 1)[0]).toBe('2027-01-03');
    expect(weekDays('2026-11-18', 4)).toHaveLength(7);
    expect(weekDays('2026-11-18', 4)[0]).toBe('2026-12-13');
  });

  it('shows only this week up to 4 weeks ahead', () => {
    expect(MAX_WEEKS_AHEAD).toBe(4);
    expect(clampWeekOffset(-1)).toBe(0);
    expect(clampWeekOffset(0)).toBe(0);
    expect(clampWeekOffset(4)).toBe(4);
    expect(clampWeekOffset(5)).toBe(4);
    expect(weekDays('2026-11-18', 9)).toEqual(weekDays('2026-11-18', 4));
    expect(weekDays('2026-11-18', -3)).toEqual(weekDays('2026-11-18', 0));
  });
});

describe('placing jobs on days', () => {
  const job = { id: 1, startDate: '2026-11-17T00:00:00.000Z', endDate: '2026-11-19' };

  it('puts a job on every day from its start to its end', () => {
    const placed = placeJobs(weekDays('2026-11-18', 0), [job]);
    expect(placed.map((d) => d.jobs.length)).toEqual([0, 0, 1, 1, 1, 0, 0]);
  });

  it('treats a missing end as the start and skips undated jobs', () => {
    expect(spansDay({ startDate: '2026-11-17', endDate: null }, '2026-11-17')).toBe(true);
    expect(spansDay({ startDate: '2026-11-17', endDate: null }, '2026-11-18')).toBe(false);
    expect(spansDay({ startDate: null, endDate: null }, '2026-11-17')).toBe(false);
  });

  it('shows a job that began before the week on its first days', () => {
    const placed = placeJobs(weekDays('2026-11-25', 0), [{ startDate: '2026-11-20', endDate: '2026-11-24' }]);
    expect(placed.map((d) => d.jobs.length)).toEqual([1, 1, 1, 0, 0, 0, 0]);
  });
});
