import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, summaryLines } from './test-summary.mjs';

type Status = 'passed' | 'failed' | 'skipped' | 'pending';

function file(name: string, tests: [string, Status][], status: 'passed' | 'failed' = 'passed') {
  return { name, status, assertionResults: tests.map(([fullName, s]) => ({ fullName, status: s })) };
}

describe('CI summary', () => {
  it('counts a server test run on both databases once, and its second run apart', () => {
    const report = {
      testResults: [
        file('/r/domain/a.test.ts', [['a one', 'passed']]),
        file('/r/server/b.test.ts', [
          ['b one', 'passed'],
          ['b two', 'passed'],
        ]),
        file('/r/server/b.test.ts', [
          ['b one', 'passed'],
          ['b two', 'passed'],
        ]),
      ],
    };
    expect(countVitest(report)).toMatchObject({ passed: 3, failed: 0, repeatedRuns: 2, repeatedFailed: 0 });
  });

  it('counts a test that fails only on PostgreSQL as one failure', () => {
    const report = {
      testResults: [
        file('/r/server/b.test.ts', [['b one', 'passed']]),
        file('/r/server/b.test.ts', [['b one', 'failed']], 'failed'),
      ],
    };
    expect(countVitest(report)).toMatchObject({ passed: 0, failed: 1, repeatedFailed: 1 });
  });

  it('counts a file that failed to load once, whichever database it ran on', () => {
    const report = {
      testResults: [file('/r/server/c.test.ts', [], 'failed'), file('/r/server/c.test.ts', [], 'failed')],
    };
    expect(countVitest(report)).toMatchObject({ passed: 0, failed: 1 });
  });

  it('keeps skipped tests out of the passed count', () => {
    const report = {
      testResults: [
        file('/r/web/d.test.ts', [
          ['d one', 'skipped'],
          ['d two', 'passed'],
        ]),
      ],
    };
    expect(countVitest(report)).toMatchObject({ passed: 1, skipped: 1 });
  });

  it('names browser tests that passed only on a retry', () => {
    expect(countPlaywright({ stats: { expected: 10, flaky: 2, unexpected: 1, skipped: 0 }, errors: [] })).toMatchObject(
      {
        passed: 12,
        failed: 1,
        flaky: 2,
      },
    );
  });

  it('fails the run when a report is missing', () => {
    const { lines, ok } = summaryLines({ testResults: [file('/r/a.test.ts', [['a', 'passed']])] }, null, true);
    expect(ok).toBe(false);
    expect(lines.at(-1)).toBe('1 passed, 1 failed');
  });

  it('ends with the closing line CI reads, counting distinct tests', () => {
    const vitest = {
      testResults: [file('/r/s/b.test.ts', [['b', 'passed']]), file('/r/s/b.test.ts', [['b', 'passed']])],
    };
    const { lines, ok } = summaryLines(vitest, { stats: { expected: 3, flaky: 0, unexpected: 0, skipped: 0 } }, true);
    expect(ok).toBe(true);
    expect(lines).toEqual([
      'Unit tests: 1 distinct, 1 passed, 0 failed',
      '  of which server tests run again on PostgreSQL: 1 runs, 0 failed (not counted again below)',
      'Browser tests: 3, 3 passed, 0 failed',
      '4 passed, 0 failed',
    ]);
  });
});
