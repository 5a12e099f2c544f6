import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  SCREENS,
  can,
  principalOfAccount,
  type Action,
  type JobRef,
  type Principal,
  type ProjectRef,
  type Screen,
} from './policy.js';

/** Company A (1) with its people, company B (2), and a contractor whose own company is 3. */
const WHO = {
  visitor: null,
  companyA: { kind: 'company', companyId: 1 },
  adminA: { kind: 'user', userId: 11, userType: 'admin', employerId: 1, ownCompanyId: null },
  employeeA: { kind: 'user', userId: 12, userType: 'employee', employerId: 1, ownCompanyId: null },
  employeeA2: { kind: 'user', userId: 13, userType: 'employee', employerId: 1, ownCompanyId: null },
  clientA: { kind: 'user', userId: 14, userType: 'client', employerId: null, ownCompanyId: null },
  contractor: { kind: 'user', userId: 30, userType: 'contractor', employerId: null, ownCompanyId: 3 },
  companyB: { kind: 'company', companyId: 2 },
  employeeB: { kind: 'user', userId: 22, userType: 'employee', employerId: 2, ownCompanyId: null },
  clientB: { kind: 'user', userId: 24, userType: 'client', employerId: null, ownCompanyId: null },
} satisfies Record<string, Principal | null>;
type Who = keyof typeof WHO;
const EVERYONE = Object.keys(WHO) as Who[];

/** A's project: clientA's, with jobs held by employeeA and by the contractor working for A. */
const PROJECT_A: ProjectRef = { companyId: 1, clientId: 14, workerIds: [12, 30] };
/** The contractor's own project, for clientB. */
const PROJECT_OWN: ProjectRef = { companyId: 3, clientId: 24 };
const JOB_A: JobRef = { companyId: 1, activeAssigneeId: 12 };
const CONTRACTOR_JOB_A: JobRef = { companyId: 1, activeAssigneeId: 30 };

const allowedOf = (check: (p: Principal | null) => boolean) => EVERYONE.filter((w) => check(WHO[w]));

describe('can: screens open by kind of account (SPEC §2)', () => {
  const expected: Record<Screen, Who[]> = {
    '/dashboard': ['companyA', 'adminA', 'contractor', 'companyB'],
    '/calendar': ['companyA', 'adminA', 'employeeA', 'employeeA2', 'contractor', 'companyB', 'employeeB'],
    '/projects': ['companyA', 'adminA', 'clientA', 'contractor', 'companyB', 'clientB'],
    '/jobs': ['employeeA', 'employeeA2', 'contractor', 'employeeB'],
    '/workers': ['companyA', 'adminA', 'companyB'],
    '/clients': ['companyA', 'adminA', 'companyB'],
    '/account': EVERYONE.filter((w) => w !== 'visitor'),
  };
  it.each(SCREENS)('%s', (screen) => {
    expect(allowedOf((p) => can(p, 'screen.open', screen))).toEqual(expected[screen]);
  });
});

describe('can: company-wide actions belong to whoever acts as the company', () => {
  const companySide: Who[] = ['companyA', 'adminA', 'contractor', 'companyB'];
  const companyWide = [
    'project.create',
    'reminder.manage',
    'worker.manage',
    'client.manage',
    'company.view',
    'company.edit',
  ] as const;

  it.each(companyWide)('%s for one’s own company', (action) => {
    expect(allowedOf((p) => can(p, action))).toEqual(companySide);
  });

  it.each(companyWide)('%s naming company A: only A and its admin', (action) => {
    expect(allowedOf((p) => can(p, action, { companyId: 1 }))).toEqual(['companyA', 'adminA']);
  });

  it('a contractor acts for his own company, not for one he works for', () => {
    expect(can(WHO.contractor, 'project.create', { companyId: 3 })).toBe(true);
    expect(can(WHO.contractor, 'project.create', { companyId: 1 })).toBe(false);
  });

  it('an admin removed from the company acts for none', () => {
    const removed: Principal = { ...WHO.adminA, employerId: null };
    expect(can(removed, 'worker.manage')).toBe(false);
    expect(can(removed, 'project.edit', PROJECT_A)).toBe(false);
  });
});

const PROJECT_ACTIONS = [
  'project.view',
  'project.edit',
  'project.changeStatus',
  'project.decide',
  'project.viewCosts',
  'expense.view',
  'expense.manage',
  'invoice.send',
  'invoice.view',
  'chat.join',
] as const satisfies readonly Action[];

describe('can: a project’s actions are decided by who owns it', () => {
  const owners: Who[] = ['companyA', 'adminA'];
  const expected: Record<(typeof PROJECT_ACTIONS)[number], Who[]> = {
    'project.view': ['companyA', 'adminA', 'employeeA', 'clientA', 'contractor'],
    'project.edit': owners,
    'project.changeStatus': owners,
    'project.decide': ['clientA'],
    'project.viewCosts': owners,
    'expense.view': owners,
    'expense.manage': owners,
    'invoice.send': owners,
    'invoice.view': ['companyA', 'adminA', 'clientA'],
    'chat.join': ['companyA', 'adminA', 'clientA'],
  };
  const projectActions = PROJECT_ACTIONS;

  it.each(projectActions)('%s on company A’s project', (action) => {
    expect(allowedOf((p) => can(p, action, PROJECT_A))).toEqual(expected[action]);
  });

  it.each(projectActions)('%s on the contractor’s own project: the contractor is its owner', (action) => {
    const allowed = allowedOf((p) => can(p, action, PROJECT_OWN));
    const clientSide = ['project.decide', 'project.view', 'invoice.view', 'chat.join'].includes(action);
    const ownerSide = action !== 'project.decide';
    expect(allowed).toEqual([...(ownerSide ? ['contractor'] : []), ...(clientSide ? ['clientB'] : [])].sort(byWho));
  });

  it('a contractor working on company A’s project sees it, but edits, prices and bills nothing of it', () => {
    expect(can(WHO.contractor, 'project.view', PROJECT_A)).toBe(true);
    for (const action of [
      'project.edit',
      'project.changeStatus',
      'project.viewCosts',
      'expense.view',
      'invoice.send',
      'chat.join',
    ] as const)
      expect(can(WHO.contractor, action, PROJECT_A), action).toBe(false);
  });

  it('a company is not the owner of another company’s project', () => {
    for (const action of projectActions) expect(can(WHO.companyB, action, PROJECT_A), action).toBe(false);
  });

  it('a project without a client is decided by nobody (the API answers clientId 0)', () => {
    expect(allowedOf((p) => can(p, 'project.decide', { companyId: 1, clientId: 0 }))).toEqual([]);
    expect(allowedOf((p) => can(p, 'project.decide', { companyId: 1, clientId: null }))).toEqual([]);
  });
});

const byWho = (a: string, b: string) => EVERYONE.indexOf(a as Who) - EVERYONE.indexOf(b as Who);

describe('can: jobs and accounts', () => {
  it('a job is completed by its company side and by the worker it is assigned to', () => {
    expect(allowedOf((p) => can(p, 'job.complete', JOB_A))).toEqual(['companyA', 'adminA', 'employeeA']);
    expect(allowedOf((p) => can(p, 'job.complete', CONTRACTOR_JOB_A))).toEqual(['companyA', 'adminA', 'contractor']);
    expect(allowedOf((p) => can(p, 'job.complete', { companyId: 1, activeAssigneeId: null }))).toEqual([
      'companyA',
      'adminA',
    ]);
  });

  it('a job’s expenses are added by its company side and by the worker it is assigned to', () => {
    expect(allowedOf((p) => can(p, 'expense.add', JOB_A))).toEqual(['companyA', 'adminA', 'employeeA']);
    expect(allowedOf((p) => can(p, 'expense.add', { companyId: 1, activeAssigneeId: null }))).toEqual([
      'companyA',
      'adminA',
    ]);
  });

  it('the time clock is tapped only by the worker the job is assigned to, never by the company side', () => {
    expect(allowedOf((p) => can(p, 'time.clock', JOB_A))).toEqual(['employeeA']);
    expect(allowedOf((p) => can(p, 'time.clock', CONTRACTOR_JOB_A))).toEqual(['contractor']);
    expect(allowedOf((p) => can(p, 'time.clock', { companyId: 1, activeAssigneeId: null }))).toEqual([]);
    // A client holding the number of the job's assignee is still no worker.
    expect(can(WHO.clientA, 'time.clock', { companyId: 1, activeAssigneeId: 14 })).toBe(false);
  });

  it('an account is its own holder’s only', () => {
    expect(allowedOf((p) => can(p, 'account.own', { kind: 'company', id: 1 }))).toEqual(['companyA']);
    expect(allowedOf((p) => can(p, 'account.own', { kind: 'user', id: 12 }))).toEqual(['employeeA']);
    // A company and a person may share a number: the kind tells them apart.
    expect(can(WHO.companyA, 'account.own', { kind: 'user', id: 1 })).toBe(false);
  });

  it('a visitor may do nothing', () => {
    expect(ACTIONS.length).toBe(21);
    expect(can(null, 'screen.open', '/account')).toBe(false);
    expect(can(null, 'project.view', PROJECT_A)).toBe(false);
  });
});

describe('principalOfAccount: the signed-in account as the server loads it', () => {
  const base = { name: 'x', logo: null };
  it.each([
    [{ ...base, id: 1, isCompany: true, userType: 'company', companyId: 1 }, WHO.companyA],
    [{ ...base, id: 11, isCompany: false, userType: 'admin', companyId: 1 }, WHO.adminA],
    [{ ...base, id: 12, isCompany: false, userType: 'employee', companyId: 1 }, WHO.employeeA],
    [{ ...base, id: 30, isCompany: false, userType: 'contractor', companyId: 3 }, WHO.contractor],
    [{ ...base, id: 14, isCompany: false, userType: 'client', companyId: null }, WHO.clientA],
  ] as const)('%o', (account, principal) => {
    expect(principalOfAccount(account)).toEqual(principal);
  });

  it('no account is no principal', () => {
    expect(principalOfAccount(null)).toBeNull();
  });
});
