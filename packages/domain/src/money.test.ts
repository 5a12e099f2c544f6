import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import {
  MAX_AMOUNT_CENTS,
  centsToDollars,
  dollarsToCents,
  formatDollarAmount,
  formatDollars,
  parseMoney,
  profitCents,
  profitTone,
  projectWorthCents,
} from './money.js';

const cents = (value: unknown) => {
  const parsed = parseMoney(value);
  if (!parsed.ok) throw new Error(`expected ${JSON.stringify(value)} to parse, got: ${parsed.problem.code}`);
  return parsed.cents;
};

describe('parseMoney: dollars with at most two decimals in, exact integer cents out', () => {
  it.each([
    [0, 0],
    [1, 100],
    [19.99, 1999],
    [0.29, 29],
    [0.07, 7],
    [1.1, 110],
    [1.5, 150],
    [100, 10000],
    [1e3, 100000],
    [4.35, 435],
    [1234.56, 123456],
  ])('number %d → %d cents', (value, expected) => {
    expect(cents(value)).toBe(expected);
  });

  it.each([
    ['0', 0],
    ['19.99', 1999],
    ['19.9', 1990],
    ['0.29', 29],
    ['007', 700],
    ['0.07', 7],
    [' 12.5 ', 1250],
    ['1000000', 100000000],
  ])('string %j → %d cents', (value, expected) => {
    expect(cents(value)).toBe(expected);
  });

  it('is exact where binary floats are not (0.29 × 100 is 28.999…)', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(cents(0.29)).toBe(29);
    expect(cents('0.1') + cents('0.2')).toBe(cents('0.3'));
    expect(cents(0.1) + cents(0.2)).toBe(30);
    expect(cents('1.15') * 3).toBe(345);
  });

  it('refuses 0.1 + 0.2 computed in floating point: 0.30000000000000004 has more than two decimals', () => {
    expect(parseMoney(0.1 + 0.2)).toEqual({ ok: false, problem: { code: 'MONEY_FORMAT' } });
  });

  it.each([-1, -0.01, '-1', '-0.01', ' -5'])('refuses the negative %j', (value) => {
    expect(parseMoney(value)).toEqual({ ok: false, problem: { code: 'MONEY_FORMAT' } });
  });

  it('treats negative zero as zero', () => {
    expect(cents(-0)).toBe(0);
  });

  it.each([1.005, 1.234, '1.005', '0.001', '19.999', 1e-7])('refuses more than two decimals: %j', (value) => {
    expect(parseMoney(value)).toEqual({ ok: false, problem: { code: 'MONEY_FORMAT' } });
  });

  it.each([
    '',
    ' ',
    'abc',
    '1,000',
    '1.000,50',
    '$10',
    '10$',
    '1e3',
    '.5',
    '5.',
    '0x10',
    '1 000',
    'Infinity',
    'NaN',
    '١٢',
  ])('refuses the text %j', (value) => {
    expect(parseMoney(value)).toEqual({ ok: false, problem: { code: 'MONEY_FORMAT' } });
  });

  it.each([NaN, Infinity, -Infinity, null, undefined, true, false, {}, [], [5]])(
    'refuses the non-amount %j',
    (value) => {
      expect(parseMoney(value)).toEqual({ ok: false, problem: { code: 'MONEY_FORMAT' } });
    },
  );

  it('allows up to ten million dollars and no more', () => {
    expect(MAX_AMOUNT_CENTS).toBe(1_000_000_000);
    expect(cents(10_000_000)).toBe(MAX_AMOUNT_CENTS);
    expect(cents('10000000.00')).toBe(MAX_AMOUNT_CENTS);
    expect(parseMoney(10_000_000.01).ok).toBe(false);
    expect(parseMoney('99999999999999999999').ok).toBe(false);
    expect(parseMoney(1e21).ok).toBe(false);
  });

  it('speaks Spanish when it refuses', () => {
    expect(MSG.money).toBe('La cantidad debe ser un número positivo con hasta dos decimales');
  });
});

describe('centsToDollars', () => {
  it('turns cents back into the dollars the answers carry', () => {
    expect(centsToDollars(0)).toBe(0);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(29)).toBe(0.29);
    expect(centsToDollars(MAX_AMOUNT_CENTS)).toBe(10_000_000);
  });

  it('round-trips every parsed amount', () => {
    for (const value of [0, 0.01, 0.29, 1.1, 19.99, 4.35, 1234.56, 9_999_999.99]) {
      expect(centsToDollars(cents(value))).toBe(value);
    }
  });
});

describe('dollarsToCents: the dollars an answer carries back to exact cents, rounded', () => {
  it.each([
    // 19.99 * 100 is 1998.9999999999998: truncating would lose a cent.
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.15, 115],
    [4.35, 435],
    [0.29, 29],
    [1400.5, 140050],
    [9_999_999.99, 999_999_999],
    [0, 0],
  ])('%s dollars are %s cents', (dollars, expected) => {
    expect(dollarsToCents(dollars)).toBe(expected);
  });

  it('undoes centsToDollars for every cent of the first hundred dollars', () => {
    for (let c = 0; c <= 10_000; c++) expect(dollarsToCents(centsToDollars(c))).toBe(c);
  });
});

describe("projectWorthCents (PRODUCT.md: the sum of the jobs' prices, else the project's own price)", () => {
  it('is the sum of the jobs when there are any, whatever the project price says', () => {
    expect(projectWorthCents(50_000, [1999, 1, 0])).toBe(2000);
  });

  it("is the project's own price without jobs", () => {
    expect(projectWorthCents(50_000, [])).toBe(50_000);
  });

  it('is 0 when the jobs are free, not the own price', () => {
    expect(projectWorthCents(50_000, [0])).toBe(0);
  });
});

describe('profit (SPEC §9: price − (cost + labor))', () => {
  it('subtracts cost and labor from the price', () => {
    expect(profitCents(100_000, 25_000, 30_000)).toBe(45_000);
    expect(profitCents(0, 0, 0)).toBe(0);
    expect(profitCents(50_000, 0, 0)).toBe(50_000);
  });

  it('goes negative on a loss and is zero when even', () => {
    expect(profitCents(10_000, 7_500, 2_501)).toBe(-1);
    expect(profitCents(10_000, 7_500, 2_500)).toBe(0);
  });

  it('stays exact where floats would drift', () => {
    expect(profitCents(cents(0.3), cents(0.1), cents(0.2))).toBe(0);
    expect(0.3 - (0.1 + 0.2)).not.toBe(0);
  });

  it('colours loss, even and profit', () => {
    expect(profitTone(-1)).toBe('loss');
    expect(profitTone(-100_000)).toBe('loss');
    expect(profitTone(0)).toBe('even');
    expect(profitTone(1)).toBe('profit');
    expect(profitTone(profitCents(100_000, 25_000, 30_000))).toBe('profit');
  });
});

describe('formatDollars', () => {
  it('shows US dollars with cents', () => {
    expect(formatDollars(123450, 'en')).toBe('$1,234.50');
    expect(formatDollars(0, 'en')).toBe('$0.00');
    expect(formatDollars(-1999, 'en')).toBe('-$19.99');
  });

  it('shows them for Spanish readers too (the default)', () => {
    expect(formatDollars(123450)).toBe(formatDollars(123450, 'es'));
    expect(formatDollars(123450, 'es')).toContain('1,234.50');
    expect(formatDollars(123450, 'es')).toContain('$');
  });
});

describe('formatDollarAmount', () => {
  it('shows an amount the API carries in dollars, without float noise', () => {
    expect(formatDollarAmount(1234.5, 'en')).toBe('$1,234.50');
    expect(formatDollarAmount(0.1 + 0.2, 'en')).toBe('$0.30');
    expect(formatDollarAmount(10700.5)).toBe(formatDollars(1070050, 'es'));
  });
});
