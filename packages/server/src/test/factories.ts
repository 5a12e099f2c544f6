import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { ProjectInput, Project } from '@obra/domain';
import { clientPassword, clientUsername } from '../auth/client-hash.js';
import { TEST_REGISTRATION_CODE, type Api } from './app.js';

/** Each factory makes fresh accounts with unique names, so tests never share or clean up rows. */
const unique = () => randomBytes(4).toString('hex');

export const PASSWORD = 'contraseña-segura';

export interface Account {
  id: number;
  token: string;
  username: string;
  name: string;
}

export interface CompanyAccount extends Account {
  /** 'id#name', what workers and clients sign up with. */
  identifier: string;
}

export const address = { address: '123 Main St', city: 'Ogden', state: 'UT', zip: '84401' };

export function companySignup(overrides: Record<string, unknown> = {}) {
  const username = `empresa-${unique()}`;
  return {
    registrationCode: TEST_REGISTRATION_CODE,
    username: clientUsername(username),
    password: clientPassword(PASSWORD),
    name: `Techos ${unique()}`,
    email: `${username}@example.com`,
    phone: '801-555-0100',
    ...address,
    field: 'Techado',
    ...overrides,
  };
}

export async function login(api: Api, username: string, password = PASSWORD) {
  return api.post<{
    authToken: string;
    id: number;
    userType: string;
    companyId: number | null;
    isCompany: boolean;
    timeZone: string | null;
  }>('/api/auth/login', { username: clientUsername(username), password: clientPassword(password) });
}

export async function newCompany(api: Api, overrides: Record<string, unknown> = {}): Promise<CompanyAccount> {
  const name = `Techos ${unique()}`;
  const body = companySignup({ name, ...overrides });
  const username = `empresa-${unique()}`;
  body.username = clientUsername(username);
  const res = await api.post<{ id: number; authToken: string }>('/api/auth/signup/company', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { id, authToken } = res.body.queryData;
  return { id, token: authToken, username, name: String(body.name), identifier: `${id}#${String(body.name)}` };
}

export async function newUser(
  api: Api,
  userType: 'employee' | 'contractor' | 'client',
  company: CompanyAccount | null,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const username = `${userType}-${unique()}`;
  const name = String(overrides.name ?? `Persona ${unique()}`);
  const res = await api.post<{ id: number; authToken: string }>('/api/auth/signup/user', {
    registrationCode: TEST_REGISTRATION_CODE,
    username: clientUsername(username),
    password: clientPassword(PASSWORD),
    name,
    email: `${username}@example.com`,
    phone: '801-555-0111',
    ...address,
    userType,
    field: userType === 'client' ? '' : 'Pintura',
    companyIdentifier: company?.identifier ?? '',
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { id, authToken } = res.body.queryData;
  // Signing up with the identifier only asks to join: the company accepts, as it would on /workers or /clients.
  if (company && overrides.companyIdentifier === undefined) await acceptJoinRequest(api, company, id, userType);
  return { id, token: authToken, username, name };
}

/** The company accepts someone's request to join it (PRODUCT.md: a worker's access on, a client's accept). */
export async function acceptJoinRequest(
  api: Api,
  company: CompanyAccount,
  userId: number,
  userType: 'employee' | 'contractor' | 'client',
): Promise<void> {
  const res =
    userType === 'client'
      ? await api.put('/api/clients/accept', { clientId: userId }, company.token)
      : await api.put('/api/workers/updateAccess', { userId, access: true }, company.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export const newEmployee = (api: Api, company: CompanyAccount, overrides: Record<string, unknown> = {}) =>
  newUser(api, 'employee', company, overrides);
export const newClient = (api: Api, company: CompanyAccount, overrides: Record<string, unknown> = {}) =>
  newUser(api, 'client', company, overrides);
export const newContractor = (api: Api, company: CompanyAccount | null, overrides: Record<string, unknown> = {}) =>
  newUser(api, 'contractor', company, overrides);

/** Promotes an employee to admin and logs them in again (the token is the same; the role is read per request). */
export async function newAdmin(api: Api, company: CompanyAccount): Promise<Account> {
  const admin = await newEmployee(api, company);
  const res = await api.put('/api/workers/updateType', { userId: admin.id, type: 'admin' }, company.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return admin;
}

export const assigneeOf = (account: Account) => `${account.id}#${account.name}`;

export function projectBody(overrides: Partial<ProjectInput> = {}): ProjectInput {
  return {
    name: `Proyecto ${unique()}`,
    address: '500 Center St, Ogden, UT, 84401',
    city: 'Ogden',
    state: 'UT',
    zip: '84401',
    startDate: '2026-12-01',
    endDate: '2026-12-20',
    description: 'Techo nuevo',
    type: 'Techado',
    price: 1000,
    projectItems: [],
    ...overrides,
  };
}

export async function newProject(api: Api, owner: Account, overrides: Partial<ProjectInput> = {}): Promise<Project> {
  const res = await api.post<Project>('/api/projects/create', projectBody(overrides), owner.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
}
