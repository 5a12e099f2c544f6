import { describe, expect, it } from 'vitest';
import {
  AUTH_TYPE,
  SIGNUP_USER_TYPES,
  UNASSIGNED,
  USER_TYPES,
  WORKER_TYPES,
  authTypeOf,
  companyIdentifier,
  parseIdentifier,
} from './roles.js';

describe('authType (SPEC §4)', () => {
  it('numbers the account kinds 0 to 4', () => {
    expect(AUTH_TYPE).toEqual({ visitor: 0, company: 1, employee: 2, contractor: 3, client: 4 });
  });

  it.each([
    [true, 'company', 1],
    [true, null, 1],
    [true, undefined, 1],
    [true, 'client', 1],
    [false, 'company', 1],
    [false, 'admin', 1],
    [false, 'employee', 2],
    [false, 'contractor', 3],
    [false, 'client', 4],
    [false, null, 0],
    [false, undefined, 0],
  ] as const)('isCompany %s, userType %s → %d', (isCompany, userType, expected) => {
    expect(authTypeOf(isCompany, userType)).toBe(expected);
  });

  it('treats an admin as the company (the company proxy)', () => {
    expect(authTypeOf(false, 'admin')).toBe(AUTH_TYPE.company);
  });

  it('lists the user types, the sign-up choices and the worker roles', () => {
    expect([...USER_TYPES]).toEqual(['employee', 'contractor', 'client', 'admin']);
    expect([...SIGNUP_USER_TYPES]).toEqual(['client', 'employee', 'contractor']);
    expect(SIGNUP_USER_TYPES).not.toContain('admin');
    expect([...WORKER_TYPES]).toEqual(['employee', 'admin', 'contractor']);
  });
});

describe("company identifiers and assignees: 'id#name'", () => {
  it('writes id#name', () => {
    expect(companyIdentifier(12, 'Techos Rivera')).toBe('12#Techos Rivera');
    expect(companyIdentifier(1, 'A#B')).toBe('1#A#B');
  });

  it.each([
    ['12#Techos Rivera', { id: 12, name: 'Techos Rivera' }],
    ['7#Ana', { id: 7, name: 'Ana' }],
    ['  7#Ana  ', { id: 7, name: 'Ana' }],
    ['7# Ana ', { id: 7, name: 'Ana' }],
    ['7#', { id: 7, name: '' }],
    ['007#Ana', { id: 7, name: 'Ana' }],
    ['1#A#B', { id: 1, name: 'A#B' }],
    ['3#Peña Construcción', { id: 3, name: 'Peña Construcción' }],
  ])('reads %j', (value, expected) => {
    expect(parseIdentifier(value)).toEqual(expected);
  });

  it.each([
    '',
    'Ana',
    '#Ana',
    '0#Ana',
    '-3#Ana',
    '1.5#Ana',
    'a1#Ana',
    '12 Techos',
    '12-Techos',
    'Unassigned',
    '99999999999999999999#Ana',
  ])('refuses %j', (value) => {
    expect(parseIdentifier(value)).toBeNull();
  });

  it('round-trips what it writes', () => {
    expect(parseIdentifier(companyIdentifier(42, 'Jardines del Valle'))).toEqual({
      id: 42,
      name: 'Jardines del Valle',
    });
  });

  it("names an unassigned job 'Unassigned'", () => {
    expect(UNASSIGNED).toBe('Unassigned');
  });
});
