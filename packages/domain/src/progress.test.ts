import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress.js';
import type { JobStatus } from './statuses.js';

const jobs = (completed: number, open: number, openStatus: JobStatus = 'PENDING'): JobStatus[] => [
  ...Array<JobStatus>(completed).fill('COMPLETED'),
  ...Array<JobStatus>(open).fill(openStatus),
];

describe('progressPercent (SPEC §9: completed jobs over all jobs; NA when there are none)', () => {
  it("is null ('NA') without jobs", () => {
    expect(progressPercent([])).toBeNull();
  });

  it.each([
    [0, 1, 0],
    [1, 0, 100],
    [1, 1, 50],
    [1, 3, 25],
    [3, 1, 75],
    [1, 2, 33],
    [2, 1, 67],
    [5, 5, 50],
    [7, 0, 100],
  ])('%d completed of %d more open → %d%%', (completed, open, expected) => {
    expect(progressPercent(jobs(completed, open))).toBe(expected);
  });

  it('counts only COMPLETED as done: scheduled or updated jobs are not progress', () => {
    expect(progressPercent(['SCHEDULED', 'UPDATED', 'PENDING'])).toBe(0);
    expect(progressPercent(['COMPLETED', 'SCHEDULED', 'UPDATED', 'PENDING'])).toBe(25);
  });

  it('never shows 100% while a job is still open, however many jobs there are', () => {
    expect(progressPercent(jobs(199, 1))).toBeLessThan(100);
    expect(progressPercent(jobs(999, 1))).toBeLessThan(100);
  });

  it('never shows 0% once a job is done, however many jobs there are', () => {
    expect(progressPercent(jobs(1, 199))).toBeGreaterThan(0);
    expect(progressPercent(jobs(1, 999))).toBeGreaterThan(0);
  });

  it('is a whole number between 0 and 100', () => {
    for (let total = 1; total <= 30; total++) {
      for (let done = 0; done <= total; done++) {
        const percent = progressPercent(jobs(done, total - done, 'SCHEDULED'))!;
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }
    }
  });
});
