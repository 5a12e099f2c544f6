import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_MSG } from './limits/time.js';
import { MAX_AMOUNT_CENTS } from './money.js';
import {
  CLOCK_ACTIONS,
  clockActionsFor,
  clockMove,
  entrySeconds,
  formatDuration,
  isoWeekOf,
  laborFromHoursCents,
  phaseOf,
  type ClockAction,
  type ClockPhase,
} from './time-clock.js';

const HOUR = 3600;

describe('the clock sequence', () => {
  it('takes EN_ROUTE as optional before START, END only after START, and a START after END opens a new entry', () => {
    expect(clockMove('idle', 'EN_ROUTE')).toEqual({ kind: 'open', enRoute: true });
    expect(clockMove('idle', 'START')).toEqual({ kind: 'open', enRoute: false });
    expect(clockMove('enRoute', 'START')).toEqual({ kind: 'start' });
    expect(clockMove('working', 'END')).toEqual({ kind: 'end' });
  });

  it('refuses the taps out of sequence, saying what to do', () => {
    expect(clockMove('idle', 'END')).toEqual({ refused: TIME_MSG.notStarted });
    expect(clockMove('enRoute', 'END')).toEqual({ refused: TIME_MSG.notStarted });
    expect(clockMove('enRoute', 'EN_ROUTE')).toEqual({ refused: TIME_MSG.alreadyEnRoute });
    expect(clockMove('working', 'START')).toEqual({ refused: TIME_MSG.alreadyStarted });
    expect(clockMove('working', 'EN_ROUTE')).toEqual({ refused: TIME_MSG.alreadyStarted });
  });

  it('offers exactly the taps it accepts', () => {
    for (const phase of ['idle', 'enRoute', 'working'] as ClockPhase[]) {
      for (const action of CLOCK_ACTIONS) {
        expect('refused' in clockMove(phase, action), `${phase} ${action}`).toBe(
          !clockActionsFor(phase).includes(action),
        );
      }
    }
  });

  it('offers on a completed job only the end of a running entry', () => {
    expect(clockActionsFor('idle', true)).toEqual([]);
    expect(clockActionsFor('enRoute', true)).toEqual([]);
    expect(clockActionsFor('working', true)).toEqual(['END']);
  });

  it('reads the phase from the open entry', () => {
    expect(phaseOf(null)).toBe('idle');
    expect(phaseOf({ enRouteAt: new Date(), startedAt: null })).toBe('enRoute');
    expect(phaseOf({ enRouteAt: null, startedAt: new Date() })).toBe('working');
  });

  it('never has two entries open: any run of accepted taps alternates opening and ending', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<ClockAction>(...CLOCK_ACTIONS), { maxLength: 30 }), (taps) => {
        let phase: ClockPhase = 'idle';
        let open = 0;
        for (const tap of taps) {
          const move = clockMove(phase, tap);
          if ('refused' in move) continue;
          if (move.kind === 'open') open++;
          if (move.kind === 'end') open--;
          expect(open === 0 || open === 1).toBe(true);
          phase = move.kind === 'end' ? 'idle' : move.kind === 'open' && move.enRoute ? 'enRoute' : 'working';
        }
      }),
    );
  });
});

describe('labor from hours', () => {
  it('worked examples', () => {
    // 1 h 20 min at $18.50: 1850 × 4/3 = 2466.67 → $24.67.
    expect(laborFromHoursCents([{ seconds: HOUR + 20 * 60, rateCents: 1850 }])).toBe(2467);
    expect(laborFromHoursCents([{ seconds: 8 * HOUR, rateCents: 2500 }])).toBe(20000);
    // Two workers on one job at their own rates: 2 h × $20 + 30 min × $30.
    expect(
      laborFromHoursCents([
        { seconds: 2 * HOUR, rateCents: 2000 },
        { seconds: 30 * 60, rateCents: 3000 },
      ]),
    ).toBe(5500);
    expect(laborFromHoursCents([])).toBe(0);
  });

  it('rounds half a cent up, once over the total', () => {
    // 18 s at $1.00 is exactly half a cent.
    expect(laborFromHoursCents([{ seconds: 18, rateCents: 100 }])).toBe(1);
    expect(laborFromHoursCents([{ seconds: 17, rateCents: 100 }])).toBe(0);
    // Three entries of 17 s: 0.47 ¢ each (0 per entry), 1.42 ¢ together → 1 ¢. Three of 18 s:
    // 0.5 ¢ each (3 ¢ rounded per entry), 1.5 ¢ together → 2 ¢.
    expect(laborFromHoursCents([1, 2, 3].map(() => ({ seconds: 17, rateCents: 100 })))).toBe(1);
    expect(laborFromHoursCents([1, 2, 3].map(() => ({ seconds: 18, rateCents: 100 })))).toBe(2);
  });

  it('counts the hours of a worker without a rate as 0', () => {
    expect(
      laborFromHoursCents([
        { seconds: 5 * HOUR, rateCents: null },
        { seconds: HOUR, rateCents: 1000 },
      ]),
    ).toBe(1000);
  });

  it('is the exact total rounded half up, whatever the split into entries', () => {
    const span = fc.record({
      seconds: fc.integer({ min: 0, max: 24 * HOUR }),
      rateCents: fc.option(fc.integer({ min: 0, max: 100_000 })),
    });
    fc.assert(
      fc.property(fc.array(span, { maxLength: 40 }), (spans) => {
        const exact = spans.reduce((sum, s) => sum + s.seconds * (s.rateCents ?? 0), 0);
        const cents = laborFromHoursCents(spans);
        // cents − ½ ≤ exact / 3600 < cents + ½, i.e. round half up of the exact value.
        expect(cents * 3600 - 1800 <= exact && exact < cents * 3600 + 1800).toBe(true);
        // Order does not matter, and splitting an entry in two does not change the total.
        expect(laborFromHoursCents([...spans].reverse())).toBe(cents);
        const split = spans.flatMap((s) => [
          { ...s, seconds: Math.floor(s.seconds / 2) },
          { ...s, seconds: s.seconds - Math.floor(s.seconds / 2) },
        ]);
        expect(laborFromHoursCents(split)).toBe(cents);
      }),
    );
  });

  it('never passes the most a labor figure may be', () => {
    expect(laborFromHoursCents([{ seconds: 10_000 * HOUR, rateCents: 1_000_000 }])).toBe(MAX_AMOUNT_CENTS);
  });
});

describe('entry lengths', () => {
  it('drops the milliseconds and never goes negative', () => {
    expect(entrySeconds('2026-11-26T08:00:00.000Z', '2026-11-26T09:20:00.999Z')).toBe(4800);
    expect(entrySeconds('2026-11-26T09:00:00Z', '2026-11-26T08:00:00Z')).toBe(0);
  });

  it('finds the Monday-to-Sunday week of a day', () => {
    expect(isoWeekOf('2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(isoWeekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(isoWeekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(isoWeekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('shows hours and minutes', () => {
    expect(formatDuration(4800)).toBe('1:20');
    expect(formatDuration(59)).toBe('0:00');
    expect(formatDuration(36 * HOUR + 5 * 60)).toBe('36:05');
  });
});
