import { describe, expect, it, vi } from 'vitest';
import { COMPANY, EMPLOYEE } from '../test/render.js';
import { scopeOf } from '../lib/session.js';
import { firstQueries } from './first-data.js';

const ACTIVE = 'CLIENT_APPROVAL,APPROVED,PENDING,IN_PROGRESS,UPDATED,INVOICING,SCHEDULED';
const OPEN = 'PENDING,SCHEDULED,UPDATED';

/** What the server fetches to draw a signed-in screen: the screen's own queries, as the account asks. */
describe('the first data of a signed-in screen', () => {
  it("is the company dashboard's figures and the first page of each of its lists, under the keys the screen reads", () => {
    // 20:00 in Utah on the 25th is already the 26th in UTC: the dashboard's day is the company's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T03:00:00.000Z'));
    try {
      expect(firstQueries('/dashboard', scopeOf(COMPANY))).toEqual([
        { queryKey: ['projects', 'summary', 'company:1'], path: '/projects/summary', paged: false },
        {
          queryKey: ['projects', 'company:1', { status: ACTIVE, limit: 50 }],
          path: `/projects/getByCompany?companyId=1&limit=50&status=${encodeURIComponent(ACTIVE)}`,
          paged: true,
        },
        {
          queryKey: ['reminders', 1, { limit: 50 }],
          path: '/reminders/getByCompany?companyId=1&limit=50',
          paged: true,
        },
        { queryKey: ['workers', 1], path: '/workers/get?companyId=1', paged: false },
        {
          queryKey: ['projects', 'jobs', 'company:1', { from: '2026-11-25', to: '2026-11-25', limit: 50 }],
          path: '/projects/getJobsByCompany?companyId=1&limit=50&from=2026-11-25&to=2026-11-25',
          paged: true,
        },
        {
          queryKey: ['projects', 'jobs', 'company:1', { status: OPEN, endsBefore: '2026-11-25', limit: 50 }],
          path: `/projects/getJobsByCompany?companyId=1&limit=50&status=${encodeURIComponent(OPEN)}&endsBefore=2026-11-25`,
          paged: true,
        },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is an employee's own open jobs and open clock entries on /jobs (a trailing slash too), nothing of the company's", () => {
    expect(firstQueries('/jobs/', scopeOf(EMPLOYEE))).toEqual([
      {
        queryKey: ['projects', 'jobs', 'user:5', { status: OPEN, limit: 50 }],
        path: `/projects/getJobsByUser?userId=5&limit=50&status=${encodeURIComponent(OPEN)}`,
        paged: true,
      },
      { queryKey: ['time', 'open', 5], path: '/time/open?userId=5', paged: false },
    ]);
  });

  it('is the jobs of the week shown on the calendar, Sunday to Saturday, and no other', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T15:00:00.000Z'));
    try {
      expect(firstQueries('/calendar', scopeOf({ ...EMPLOYEE, timeZone: 'America/Denver' }))).toEqual([
        {
          queryKey: ['projects', 'jobs', 'user:5', { from: '2026-11-22', to: '2026-11-28', limit: 200 }],
          path: '/projects/getJobsByUser?userId=5&limit=200&from=2026-11-22&to=2026-11-28',
          paged: true,
        },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is nothing for a screen the server does not draw', () => {
    expect(firstQueries('/account', scopeOf(COMPANY))).toBeNull();
    expect(firstQueries('/login', scopeOf(null))).toBeNull();
  });
});
