/** SPEC §4's authType: what the web app keys menus and screens on. */
export const AUTH_TYPE = {
  visitor: 0,
  company: 1,
  employee: 2,
  contractor: 3,
  client: 4,
} as const;
export type AuthType = (typeof AUTH_TYPE)[keyof typeof AUTH_TYPE];

export const USER_TYPES = ['employee', 'contractor', 'client', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** What a login answers as userType; a company account itself is 'company'. */
export type LoginUserType = UserType | 'company';

/** Sign-up choices for a person (an admin is an employee promoted by the company). */
export const SIGNUP_USER_TYPES = ['client', 'employee', 'contractor'] as const;
export type SignupUserType = (typeof SIGNUP_USER_TYPES)[number];

/** A worker's role inside a company. */
export const WORKER_TYPES = ['employee', 'admin', 'contractor'] as const;
export type WorkerType = (typeof WORKER_TYPES)[number];

export function authTypeOf(isCompany: boolean, userType: LoginUserType | null | undefined): AuthType {
  if (isCompany || userType === 'company' || userType === 'admin') return AUTH_TYPE.company;
  if (userType === 'employee') return AUTH_TYPE.employee;
  if (userType === 'contractor') return AUTH_TYPE.contractor;
  if (userType === 'client') return AUTH_TYPE.client;
  return AUTH_TYPE.visitor;
}

/** A company identifier as shown to workers and clients who sign up: 'id#name'. */
export function companyIdentifier(id: number, name: string): string {
  return `${id}#${name}`;
}

/** Reads the id out of 'id#name' (assignees and company identifiers); null when malformed. */
export function parseIdentifier(value: string): { id: number; name: string } | null {
  const match = /^\s*(\d+)#(.*)$/.exec(value);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return { id, name: (match[2] ?? '').trim() };
}

export const UNASSIGNED = 'Unassigned';

/** The worker's name out of an 'id#name' assignee, for showing; null for 'Unassigned'. */
export function assigneeName(assignee: string): string | null {
  return parseIdentifier(assignee)?.name || null;
}
