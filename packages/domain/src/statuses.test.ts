import { describe, expect, it } from 'vitest';
import {
  CLIENT_DECISIONS,
  COMPANY_SETTABLE_STATUSES,
  JOB_STATUSES,
  PROJECT_STATUSES,
  clientStatusChange,
  companyStatusChange,
  isProjectActive,
  isProjectClosed,
  nextJobStatus,
  statusAfterJobs,
  type JobStatus,
  type ProjectStatus,
} from './statuses.js';

const CLOSED: ProjectStatus[] = ['COMPLETED', 'REJECTED'];
const OPEN = PROJECT_STATUSES.filter((s) => !CLOSED.includes(s));
const NOT_SETTABLE = PROJECT_STATUSES.filter((s) => s !== 'CLIENT_APPROVAL' && s !== 'IN_PROGRESS');

describe('status lists (SPEC §4)', () => {
  it('has the nine project statuses and the four job statuses', () => {
    expect([...PROJECT_STATUSES].sort()).toEqual([
      'APPROVED',
      'CLIENT_APPROVAL',
      'COMPLETED',
      'INVOICING',
      'IN_PROGRESS',
      'PENDING',
      'REJECTED',
      'SCHEDULED',
      'UPDATED',
    ]);
    expect([...JOB_STATUSES]).toEqual(['PENDING', 'SCHEDULED', 'UPDATED', 'COMPLETED']);
  });

  it('lets the company pick only CLIENT_APPROVAL or IN_PROGRESS; a client decides APPROVED or REJECTED', () => {
    expect([...COMPANY_SETTABLE_STATUSES]).toEqual(['CLIENT_APPROVAL', 'IN_PROGRESS']);
    expect(CLIENT_DECISIONS).toEqual({ APPROVED: 'APPROVED', REJECTED: 'REJECTED' });
  });

  it.each(PROJECT_STATUSES)('%s is closed only when COMPLETED or REJECTED, active otherwise', (status) => {
    const closed = status === 'COMPLETED' || status === 'REJECTED';
    expect(isProjectClosed(status)).toBe(closed);
    expect(isProjectActive(status)).toBe(!closed);
  });
});

describe('companyStatusChange', () => {
  const open = OPEN.flatMap((current) => COMPANY_SETTABLE_STATUSES.map((requested) => [current, requested] as const));
  it.each(open)('an open project %s may be set to %s', (current, requested) => {
    expect(companyStatusChange(current, requested)).toEqual({ ok: true, status: requested });
  });

  const notAllowed = OPEN.flatMap((current) =>
    NOT_SETTABLE.filter((requested) => requested !== current).map((requested) => [current, requested] as const),
  );
  it.each(notAllowed)('%s → %s is not the company’s to choose', (current, requested) => {
    expect(companyStatusChange(current, requested)).toEqual({ ok: false, reason: 'not-allowed' });
  });

  const closed = CLOSED.flatMap((current) =>
    PROJECT_STATUSES.filter((requested) => requested !== current).map((requested) => [current, requested] as const),
  );
  it.each(closed)('a closed project %s never changes, not even to %s', (current, requested) => {
    expect(companyStatusChange(current, requested)).toEqual({ ok: false, reason: 'closed' });
  });

  it.each(PROJECT_STATUSES)('keeping the status %s is no change and always fine', (status) => {
    expect(companyStatusChange(status, status)).toEqual({ ok: true, status });
  });
});

describe('clientStatusChange', () => {
  it('approve sets APPROVED and reject sets REJECTED from CLIENT_APPROVAL', () => {
    expect(clientStatusChange('CLIENT_APPROVAL', 'APPROVED')).toEqual({ ok: true, status: 'APPROVED' });
    expect(clientStatusChange('CLIENT_APPROVAL', 'REJECTED')).toEqual({ ok: true, status: 'REJECTED' });
  });

  const others = PROJECT_STATUSES.filter((s) => s !== 'APPROVED' && s !== 'REJECTED');
  it.each(others)('a client can never ask for %s', (requested) => {
    for (const current of PROJECT_STATUSES) {
      expect(clientStatusChange(current, requested)).toEqual({ ok: false, reason: 'not-allowed' });
    }
  });

  const notAwaiting = PROJECT_STATUSES.filter((s) => s !== 'CLIENT_APPROVAL');
  it.each(notAwaiting)('no decision once the project is %s', (current) => {
    for (const requested of ['APPROVED', 'REJECTED'] as const) {
      const result = clientStatusChange(current, requested);
      expect(result.ok).toBe(false);
      const reason = CLOSED.includes(current) ? 'closed' : 'not-awaiting-client';
      expect(result).toEqual({ ok: false, reason });
    }
  });
});

describe('statusAfterJobs', () => {
  it.each(PROJECT_STATUSES)('a project without jobs keeps %s', (status) => {
    expect(statusAfterJobs(status, [])).toBe(status);
  });

  it.each(PROJECT_STATUSES)('%s with every job COMPLETED becomes COMPLETED', (status) => {
    expect(statusAfterJobs(status, ['COMPLETED'])).toBe('COMPLETED');
    expect(statusAfterJobs(status, ['COMPLETED', 'COMPLETED', 'COMPLETED'])).toBe('COMPLETED');
  });

  const unfinished: JobStatus[][] = [
    ['PENDING'],
    ['COMPLETED', 'SCHEDULED'],
    ['UPDATED', 'COMPLETED'],
    ['PENDING', 'SCHEDULED', 'UPDATED'],
  ];
  it.each(OPEN)('an open project %s with work left keeps its status', (status) => {
    for (const jobs of unfinished) expect(statusAfterJobs(status, jobs)).toBe(status);
  });

  it('a completed project whose job reopened is back IN_PROGRESS, never closed with work left', () => {
    for (const jobs of unfinished) expect(statusAfterJobs('COMPLETED', jobs)).toBe('IN_PROGRESS');
  });

  it('a rejected project with work left stays REJECTED', () => {
    expect(statusAfterJobs('REJECTED', ['COMPLETED', 'PENDING'])).toBe('REJECTED');
  });
});

describe('nextJobStatus (SPEC §4, PRODUCT.md updateJob)', () => {
  type Case = [string, Parameters<typeof nextJobStatus>[0], JobStatus];
  const cases: Case[] = [
    // A new job saved with the project form.
    ['new, no date', { current: undefined, requested: undefined, hasStartDate: false, via: 'project' }, 'PENDING'],
    [
      'new with a start date',
      { current: undefined, requested: undefined, hasStartDate: true, via: 'project' },
      'SCHEDULED',
    ],
    [
      'new PENDING with a start date',
      { current: undefined, requested: 'PENDING', hasStartDate: true, via: 'project' },
      'SCHEDULED',
    ],
    [
      'new PENDING, no date',
      { current: undefined, requested: 'PENDING', hasStartDate: false, via: 'project' },
      'PENDING',
    ],
    [
      'new asked SCHEDULED without a date stays PENDING',
      { current: undefined, requested: 'SCHEDULED', hasStartDate: false, via: 'project' },
      'PENDING',
    ],
    [
      'new asked UPDATED without a date stays PENDING',
      { current: undefined, requested: 'UPDATED', hasStartDate: false, via: 'project' },
      'PENDING',
    ],
    // Existing jobs saved again with the project form keep their progress.
    [
      'pending gets a date',
      { current: 'PENDING', requested: undefined, hasStartDate: true, via: 'project' },
      'SCHEDULED',
    ],
    [
      'pending, still no date',
      { current: 'PENDING', requested: undefined, hasStartDate: false, via: 'project' },
      'PENDING',
    ],
    ['scheduled kept', { current: 'SCHEDULED', requested: undefined, hasStartDate: true, via: 'project' }, 'SCHEDULED'],
    [
      'scheduled sent back as SCHEDULED',
      { current: 'SCHEDULED', requested: 'SCHEDULED', hasStartDate: true, via: 'project' },
      'SCHEDULED',
    ],
    ['updated kept', { current: 'UPDATED', requested: undefined, hasStartDate: true, via: 'project' }, 'UPDATED'],
    [
      'updated sent as PENDING without a date stays UPDATED',
      { current: 'UPDATED', requested: 'PENDING', hasStartDate: false, via: 'project' },
      'UPDATED',
    ],
    [
      'completed kept when the form says nothing',
      { current: 'COMPLETED', requested: undefined, hasStartDate: true, via: 'project' },
      'COMPLETED',
    ],
    [
      'completed kept when the form sends COMPLETED',
      { current: 'COMPLETED', requested: 'COMPLETED', hasStartDate: true, via: 'project' },
      'COMPLETED',
    ],
    [
      'completed reopened as UPDATED',
      { current: 'COMPLETED', requested: 'UPDATED', hasStartDate: true, via: 'project' },
      'UPDATED',
    ],
    [
      'completed reopened as PENDING with a date is SCHEDULED',
      { current: 'COMPLETED', requested: 'PENDING', hasStartDate: true, via: 'project' },
      'SCHEDULED',
    ],
    [
      'completed reopened as PENDING without a date',
      { current: 'COMPLETED', requested: 'PENDING', hasStartDate: false, via: 'project' },
      'PENDING',
    ],
    // The job's own modal (updateJob): SCHEDULED for a pending job with a date, else UPDATED.
    [
      'details: pending with a date',
      { current: 'PENDING', requested: undefined, hasStartDate: true, via: 'details' },
      'SCHEDULED',
    ],
    [
      'details: sent PENDING with a date',
      { current: 'UPDATED', requested: 'PENDING', hasStartDate: true, via: 'details' },
      'SCHEDULED',
    ],
    [
      'details: pending without a date',
      { current: 'PENDING', requested: undefined, hasStartDate: false, via: 'details' },
      'UPDATED',
    ],
    [
      'details: scheduled saved',
      { current: 'SCHEDULED', requested: undefined, hasStartDate: true, via: 'details' },
      'UPDATED',
    ],
    [
      'details: scheduled sent as SCHEDULED',
      { current: 'SCHEDULED', requested: 'SCHEDULED', hasStartDate: true, via: 'details' },
      'UPDATED',
    ],
    [
      'details: updated saved again',
      { current: 'UPDATED', requested: 'UPDATED', hasStartDate: false, via: 'details' },
      'UPDATED',
    ],
    [
      'details: a completed job edited without Completar',
      { current: 'COMPLETED', requested: undefined, hasStartDate: true, via: 'details' },
      'UPDATED',
    ],
  ];
  it.each(cases)('%s', (_label, input, expected) => {
    expect(nextJobStatus(input)).toBe(expected);
  });

  it("'Completar' (COMPLETED asked for) completes from every status, by either path, with or without dates", () => {
    for (const current of [undefined, ...JOB_STATUSES]) {
      for (const via of ['project', 'details'] as const) {
        for (const hasStartDate of [true, false]) {
          expect(nextJobStatus({ current, requested: 'COMPLETED', hasStartDate, via })).toBe('COMPLETED');
        }
      }
    }
  });

  it('never answers COMPLETED unless asked for', () => {
    for (const current of [undefined, 'PENDING', 'SCHEDULED', 'UPDATED'] as const) {
      for (const requested of [undefined, 'PENDING', 'SCHEDULED', 'UPDATED'] as const) {
        for (const via of ['project', 'details'] as const) {
          for (const hasStartDate of [true, false]) {
            expect(nextJobStatus({ current, requested, hasStartDate, via })).not.toBe('COMPLETED');
          }
        }
      }
    }
  });
});
