import { AUTH_TYPE, authTypeOf, type AuthType, type LoginUserType } from './roles.js';

/**
 * Who may do what, in one place (docs/decisions/0011). The server decides every refusal through
 * `can`, and the web app shows screens, menus and buttons through it, so a rule changed here
 * changes both and the tests of both tell whether a role broke.
 *
 * Screens are opened by role (SPEC §2's menus). Everything about one company's things is decided
 * by ownership: the resource says which company owns it, because a contractor owns his own
 * company's projects and works on other companies' projects as a worker.
 */

/** The caller as both sides know it; the server loads it from the database on every request. */
export type Principal =
  | { kind: 'company'; companyId: number }
  | {
      kind: 'user';
      userId: number;
      userType: 'employee' | 'admin' | 'contractor' | 'client';
      /** The company an employee or admin works for (null once removed from it). */
      employerId: number | null;
      /** An independent contractor's own company record. */
      ownCompanyId: number | null;
    };

/**
 * The company this caller acts as on company calls: the company itself, an admin's employer
 * (the "company proxy"), or a contractor's own company record. Null for everyone else.
 */
export function actingCompanyId(principal: Principal): number | null {
  if (principal.kind === 'company') return principal.companyId;
  if (principal.userType === 'admin') return principal.employerId;
  if (principal.userType === 'contractor') return principal.ownCompanyId;
  return null;
}

/** SPEC §4's authType of a principal: what screens and menus are keyed on. */
export function authTypeOfPrincipal(principal: Principal | null): AuthType {
  if (!principal) return AUTH_TYPE.visitor;
  return principal.kind === 'company' ? AUTH_TYPE.company : authTypeOf(false, principal.userType);
}

/** What the web app keeps of a signed-in account (a login's answer). */
export interface AccountLike {
  id: number;
  isCompany: boolean;
  userType: LoginUserType;
  /** A company's own id, an employee's or admin's employer, a contractor's own company; null for a client. */
  companyId: number | null;
}

/** The principal a signed-in account is, as the server would load it. */
export function principalOfAccount(account: AccountLike | null): Principal | null {
  if (!account) return null;
  if (account.isCompany || account.userType === 'company') {
    return { kind: 'company', companyId: account.companyId ?? account.id };
  }
  const { userType, companyId } = account;
  return {
    kind: 'user',
    userId: account.id,
    userType,
    employerId: userType === 'employee' || userType === 'admin' ? companyId : null,
    ownCompanyId: userType === 'contractor' ? companyId : null,
  };
}

/** The signed-in screens (routes) of the web app. */
export const SCREENS = ['/dashboard', '/calendar', '/projects', '/jobs', '/workers', '/clients', '/account'] as const;
export type Screen = (typeof SCREENS)[number];

export const isScreen = (path: string): path is Screen => (SCREENS as readonly string[]).includes(path);

const { company, employee, contractor, client } = AUTH_TYPE;

/** Which kinds of account open each screen: SPEC §2's menus, Clients for companies, Jobs for contractors (0006). */
const SCREEN_ACCESS: Record<Screen, readonly AuthType[]> = {
  '/dashboard': [company, contractor],
  '/calendar': [company, employee, contractor],
  '/projects': [company, contractor, client],
  '/jobs': [employee, contractor],
  '/workers': [company],
  '/clients': [company],
  '/account': [company, employee, contractor, client],
};

/** A company's thing named by id; without one, the caller's own company. */
export interface CompanyRef {
  companyId?: number;
}

/** A project as the policy needs it: who owns it and who its client is. */
export interface ProjectRef {
  companyId: number;
  /** The project's client; null (or 0, as the API answers) without one; left out where only the owner may act. */
  clientId?: number | null;
  /** The people assigned one of its jobs who may still work for its company. */
  workerIds?: readonly number[];
}

/** A job: its project's company, and the person assigned it when they may still work for that company. */
export interface JobRef {
  companyId: number;
  activeAssigneeId: number | null;
}

/** An account: a company's or a person's. */
export interface AccountRef {
  kind: 'company' | 'user';
  id: number;
}

/** Every action, with the resource it is decided on. */
interface Resources {
  /** Opening a signed-in screen of the web app. */
  'screen.open': Screen;
  /** Company-wide: creating projects, for the company named (or the caller's own). */
  'project.create': CompanyRef | undefined;
  /** Creating, listing and completing the company's reminders. */
  'reminder.manage': CompanyRef | undefined;
  /** Listing, inviting, promoting, unassigning and removing the company's workers. */
  'worker.manage': CompanyRef | undefined;
  /** Listing, inviting and accepting the company's clients. */
  'client.manage': CompanyRef | undefined;
  /** The company's own lists: its projects, jobs, notifications, plan usage and account. */
  'company.view': CompanyRef | undefined;
  'company.edit': CompanyRef | undefined;
  'project.view': ProjectRef;
  /** Editing or deleting the project and its jobs, assigning workers, uploading project photos. */
  'project.edit': ProjectRef;
  /** The owner's status changes (the client's decision is project.decide). */
  'project.changeStatus': ProjectRef;
  /** SPEC §4: the project's client approves or rejects it. */
  'project.decide': ProjectRef;
  /** Cost, labour and profit (SPEC §6: only the company side sees them). */
  'project.viewCosts': ProjectRef;
  'expense.view': ProjectRef;
  'expense.manage': ProjectRef;
  /**
   * Adding expenses to a job (a receipt from the field, issue 13): its company side, and the worker
   * it is assigned to, who adds without seeing the job's costs.
   */
  'expense.add': JobRef;
  'invoice.send': ProjectRef;
  'invoice.view': ProjectRef;
  /** The project's chat: its company side and its client (SPEC §6). */
  'chat.join': ProjectRef;
  /** Updating a job's dates, details, photos and status ('Completar'). */
  'job.complete': JobRef;
  /** Tapping the time clock on a job: only the person it is assigned to, while the company lets them in. */
  'time.clock': JobRef;
  /** Reading and changing one's own account, notifications and lists. */
  'account.own': AccountRef;
}

export type Action = keyof Resources;
export type ResourceOf<A extends Action> = Resources[A];

/** Every action once: a record, so that a new action left out here fails to compile. */
const EVERY_ACTION: Record<Action, true> = {
  'screen.open': true,
  'project.create': true,
  'reminder.manage': true,
  'worker.manage': true,
  'client.manage': true,
  'company.view': true,
  'company.edit': true,
  'project.view': true,
  'project.edit': true,
  'project.changeStatus': true,
  'project.decide': true,
  'project.viewCosts': true,
  'expense.view': true,
  'expense.manage': true,
  'expense.add': true,
  'invoice.send': true,
  'invoice.view': true,
  'chat.join': true,
  'job.complete': true,
  'time.clock': true,
  'account.own': true,
};
export const ACTIONS = Object.keys(EVERY_ACTION) as Action[];

/** The resource argument: required where the action needs one, optional where it may be left out. */
export type ResourceArgs<A extends Action> = undefined extends Resources[A]
  ? [resource?: Resources[A]]
  : [Resources[A]];

/** The caller acts as the company (named, or its own when none is named). */
function actsFor(principal: Principal, named: number | undefined): boolean {
  const own = actingCompanyId(principal);
  return own !== null && (named === undefined || named === own);
}

const owns = (principal: Principal, project: { companyId: number }) => actingCompanyId(principal) === project.companyId;

/** Who the caller is to a project: its owner side, its client, a worker on it, or none of them. */
export type ProjectSide = 'owner' | 'client' | 'worker';

/**
 * The caller's side of a project, by ownership first: a contractor owns his own company's
 * projects and is a worker on another company's.
 */
export function projectSideOf(principal: Principal | null, project: ProjectRef): ProjectSide | null {
  if (!principal) return null;
  if (owns(principal, project)) return 'owner';
  if (principal.kind !== 'user') return null;
  if (principal.userType === 'client') return project.clientId === principal.userId ? 'client' : null;
  return (project.workerIds ?? []).includes(principal.userId) ? 'worker' : null;
}

/** Whether the principal (null: a visitor) may take the action on the resource. */
export function can<A extends Action>(principal: Principal | null, action: A, ...[resource]: ResourceArgs<A>): boolean {
  if (!principal) return false;
  // A generic action does not narrow its resource: each case names the resource its action takes.
  switch (action as Action) {
    case 'screen.open':
      return SCREEN_ACCESS[resource as Screen]?.includes(authTypeOfPrincipal(principal)) ?? false;
    case 'project.create':
    case 'reminder.manage':
    case 'worker.manage':
    case 'client.manage':
    case 'company.view':
    case 'company.edit':
      return actsFor(principal, (resource as CompanyRef | undefined)?.companyId);
    case 'project.edit':
    case 'project.changeStatus':
    case 'project.viewCosts':
    case 'expense.view':
    case 'expense.manage':
    case 'invoice.send':
      return projectSideOf(principal, resource as ProjectRef) === 'owner';
    case 'project.decide':
      return projectSideOf(principal, resource as ProjectRef) === 'client';
    case 'invoice.view':
    case 'chat.join': {
      const side = projectSideOf(principal, resource as ProjectRef);
      return side === 'owner' || side === 'client';
    }
    case 'project.view':
      return projectSideOf(principal, resource as ProjectRef) !== null;
    case 'job.complete':
    case 'expense.add': {
      const job = resource as JobRef;
      if (owns(principal, job)) return true;
      return principal.kind === 'user' && principal.userType !== 'client' && job.activeAssigneeId === principal.userId;
    }
    case 'time.clock': {
      const job = resource as JobRef;
      return principal.kind === 'user' && principal.userType !== 'client' && job.activeAssigneeId === principal.userId;
    }
    case 'account.own': {
      const account = resource as AccountRef;
      return account.kind === 'company'
        ? principal.kind === 'company' && principal.companyId === account.id
        : principal.kind === 'user' && principal.userId === account.id;
    }
  }
}
