import { describe, expect, it } from 'vitest';
import { COMPANY, EMPLOYEE } from '../test/render.js';
import { scopeOf } from '../lib/session.js';
import { firstQueries } from './first-data.js';

/** What the server fetches to draw a signed-in screen: the screen's own queries, as the account asks. */
describe('the first data of a signed-in screen', () => {
  it("is the company dashboard's four lists, under the keys the screen reads", () => {
    expect(firstQueries('/dashboard', scopeOf(COMPANY))).toEqual([
      { queryKey: ['projects', 'company:1'], path: '/projects/getByCompany?companyId=1' },
      { queryKey: ['reminders', 1], path: '/reminders/getByCompany?companyId=1' },
      { queryKey: ['workers', 1], path: '/workers/get?companyId=1' },
      { queryKey: ['projects', 'jobs', 'company:1'], path: '/projects/getJobsByCompany?companyId=1' },
    ]);
  });

  it("is an employee's own jobs on /jobs (a trailing slash too), nothing of the company's", () => {
    expect(firstQueries('/jobs/', scopeOf(EMPLOYEE))).toEqual([
      { queryKey: ['projects', 'jobs', 'user:5'], path: '/projects/getJobsByUser?userId=5' },
    ]);
    expect(firstQueries('/calendar', scopeOf(EMPLOYEE))).toEqual([
      { queryKey: ['projects', 'jobs', 'user:5'], path: '/projects/getJobsByUser?userId=5' },
    ]);
  });

  it('is nothing for a screen the server does not draw', () => {
    expect(firstQueries('/account', scopeOf(COMPANY))).toBeNull();
    expect(firstQueries('/login', scopeOf(null))).toBeNull();
  });
});
