import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG, requiredMessage } from './messages.js';
import { updateCompanyBody, updateUserBody } from './schemas/account.js';
import { companySignupBody, loginBody, userSignupBody, verifyCodeBody } from './schemas/auth.js';
import { envelope, errorEnvelope } from './schemas/envelope.js';
import { email, phone, sha256 } from './schemas/fields.js';
import { createClientBody, createWorkerBody, workerAccessBody, workerRef, workerTypeBody } from './schemas/people.js';

function firstError(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const hash = (c: string) => c.repeat(64);
const person = {
  registrationCode: 'CODIGO',
  username: hash('a'),
  password: hash('b'),
  name: 'Ana Pérez',
  email: 'Ana@Example.com',
  phone: '801-555-0100',
  address: '123 Main St',
  city: 'Ogden',
  state: 'UT',
  zip: '84401',
};

describe('userSignupBody', () => {
  const employee = { ...person, userType: 'employee', field: 'Pintura', companyIdentifier: '12#Techos Rivera' };

  it('accepts an employee with a trade and a company identifier', () => {
    const parsed = userSignupBody.parse(employee);
    expect(parsed).toMatchObject({
      userType: 'employee',
      field: 'Pintura',
      companyIdentifier: '12#Techos Rivera',
      language: 'es',
    });
    expect(parsed.email).toBe('ana@example.com');
  });

  it.each(['employee', 'contractor'])('requires a trade (field) of a %s', (userType) => {
    const body = { ...employee, userType, field: '' };
    expect(firstError(userSignupBody, body)).toBe(requiredMessage('field'));
    const { field: _field, ...withoutField } = body;
    expect(firstError(userSignupBody, withoutField)).toBe(requiredMessage('field'));
  });

  it('does not ask a client for a trade', () => {
    expect(userSignupBody.safeParse({ ...employee, userType: 'client', field: '' }).success).toBe(true);
  });

  it.each(['employee', 'client'])('requires the company identifier of a %s', (userType) => {
    const body = { ...employee, userType, companyIdentifier: '' };
    expect(firstError(userSignupBody, body)).toBe(requiredMessage('companyIdentifier'));
    const { companyIdentifier: _c, ...without } = body;
    expect(firstError(userSignupBody, without)).toBe(requiredMessage('companyIdentifier'));
  });

  it('lets an independent contractor sign up alone, or with a company identifier', () => {
    expect(userSignupBody.safeParse({ ...employee, userType: 'contractor', companyIdentifier: '' }).success).toBe(true);
    expect(userSignupBody.safeParse({ ...employee, userType: 'contractor' }).success).toBe(true);
  });

  it.each(['Techos Rivera', '12', '#Techos', '12#', 'Techos#12', '12 Techos'])(
    'refuses the identifier %j: it must be id#name',
    (companyIdentifier) => {
      expect(firstError(userSignupBody, { ...employee, companyIdentifier })).toBe(MSG.identifier);
    },
  );

  it('refuses an admin or unknown user type: admins are promoted, never signed up', () => {
    expect(firstError(userSignupBody, { ...employee, userType: 'admin' })).toBe(requiredMessage('userType'));
    expect(firstError(userSignupBody, { ...employee, userType: undefined })).toBe(requiredMessage('userType'));
  });

  it('asks for the phone as XXX-XXX-XXXX', () => {
    expect(firstError(userSignupBody, { ...employee, phone: '8015550100' })).toBe(MSG.phone);
    expect(firstError(userSignupBody, { ...employee, phone: '(801) 555-0100' })).toBe(MSG.phone);
    expect(firstError(userSignupBody, { ...employee, phone: '' })).toBe(requiredMessage('phone'));
    expect(userSignupBody.parse({ ...employee, phone: ' 801-555-0100 ' }).phone).toBe('801-555-0100');
  });

  it('checks the address parts by SPEC §5 (a person’s street needs no comma)', () => {
    expect(firstError(userSignupBody, { ...employee, city: 'ogden' })).toBe(MSG.city);
    expect(firstError(userSignupBody, { ...employee, state: 'ut' })).toBe(MSG.state);
    expect(firstError(userSignupBody, { ...employee, zip: '8440' })).toBe(MSG.zip);
    expect(userSignupBody.safeParse({ ...employee, address: '123 Main St' }).success).toBe(true);
  });

  it('requires hashed credentials', () => {
    expect(firstError(userSignupBody, { ...employee, password: 'contraseña' })).toBe(MSG.hash);
    expect(firstError(userSignupBody, { ...employee, username: hash('A') })).toBe(MSG.hash);
  });

  it('takes English as a language and nothing else', () => {
    expect(userSignupBody.parse({ ...employee, language: 'en' }).language).toBe('en');
    expect(userSignupBody.safeParse({ ...employee, language: 'fr' }).success).toBe(false);
  });
});

describe('companySignupBody, loginBody and verifyCodeBody', () => {
  it('accepts a company with or without a trade', () => {
    expect(companySignupBody.parse({ ...person, field: 'Techado' }).field).toBe('Techado');
    expect(companySignupBody.parse(person).field).toBe('');
  });

  it('requires the registration code', () => {
    expect(firstError(companySignupBody, { ...person, registrationCode: '  ' })).toBe(
      requiredMessage('registrationCode'),
    );
    expect(firstError(verifyCodeBody, {})).toBe(requiredMessage('registrationCode'));
    expect(verifyCodeBody.parse({ registrationCode: ' X ' })).toEqual({ registrationCode: 'X' });
  });

  it('requires hashed, non-empty login fields', () => {
    expect(loginBody.parse({ username: hash('a'), password: hash('b') })).toEqual({
      username: hash('a'),
      password: hash('b'),
    });
    expect(firstError(loginBody, { username: '', password: hash('b') })).toBe(requiredMessage('username'));
    expect(firstError(loginBody, { username: hash('a') })).toBe(requiredMessage('password'));
    expect(firstError(loginBody, { username: 'empresa', password: hash('b') })).toBe(MSG.hash);
  });
});

describe('account, worker and client bodies', () => {
  const contact = {
    name: 'Ana',
    phone: '(801) 555 0100',
    email: 'ana@example.com',
    address: '1 Main',
    city: 'Ogden',
    state: 'UT',
    zip: '84401',
  };

  it('accepts a phone written any way with ten digits and keeps it as XXX-XXX-XXXX', () => {
    expect(updateUserBody.parse(contact).phone).toBe('801-555-0100');
    expect(firstError(updateUserBody, { ...contact, phone: '555-0100' })).toBe(MSG.phone);
  });

  it('checks a company time zone', () => {
    expect(updateCompanyBody.parse({ ...contact, timeZone: 'America/Phoenix' }).timeZone).toBe('America/Phoenix');
    expect(firstError(updateCompanyBody, { ...contact, timeZone: 'Mars/Base' })).toBe('La zona horaria no es válida');
  });

  it('drops fields an account may not set', () => {
    const parsed = updateUserBody.parse({ ...contact, userType: 'admin', companyId: 3 }) as Record<string, unknown>;
    expect(parsed.userType).toBeUndefined();
    expect(parsed.companyId).toBeUndefined();
  });

  it('creates a worker with a trade and hashed credentials', () => {
    const body = { ...contact, field: 'Pintura', username: hash('c'), password: hash('d') };
    expect(createWorkerBody.safeParse(body).success).toBe(true);
    expect(firstError(createWorkerBody, { ...body, field: '' })).toBe(requiredMessage('field'));
    expect(firstError(createWorkerBody, { ...body, password: 'secreta' })).toBe(MSG.hash);
  });

  it('creates a client with a checked address', () => {
    expect(createClientBody.safeParse(contact).success).toBe(true);
    expect(firstError(createClientBody, { ...contact, state: 'XX' })).toBe(MSG.state);
    expect(firstError(createClientBody, { ...contact, email: 'not-an-email' })).toBe(MSG.email);
  });

  it('lets a company make a worker employee or admin only; a contractor is never promoted', () => {
    expect(workerTypeBody.parse({ userId: 4, type: 'admin' })).toEqual({ userId: 4, type: 'admin' });
    expect(firstError(workerTypeBody, { userId: 4, type: 'contractor' })).toBe(
      'El tipo de trabajador debe ser employee o admin',
    );
    expect(firstError(workerTypeBody, { userId: 4, type: 'owner' })).toBe(
      'El tipo de trabajador debe ser employee o admin',
    );
  });

  it('takes access as a real boolean', () => {
    expect(workerAccessBody.parse({ userId: 4, access: false })).toEqual({ userId: 4, access: false });
    expect(firstError(workerAccessBody, { userId: 4, access: 'false' })).toBe('El acceso debe ser verdadero o falso');
    expect(firstError(workerAccessBody, { userId: 4 })).toBe('El acceso debe ser verdadero o falso');
  });

  it('names both the company and the worker in a worker reference', () => {
    expect(workerRef.parse({ companyId: '1', userId: '2' })).toEqual({ companyId: 1, userId: 2 });
    expect(workerRef.safeParse({ companyId: 1 }).success).toBe(false);
  });
});

describe('single fields', () => {
  it('email: trimmed, lowercase, valid', () => {
    expect(email().parse('  Ana.Perez@Example.COM ')).toBe('ana.perez@example.com');
    expect(firstError(email(), 'ana@')).toBe(MSG.email);
    expect(firstError(email(), '')).toBe(requiredMessage('email'));
    expect(firstError(email(), `${'a'.repeat(250)}@x.com`)).toContain('254');
  });

  it('phone: ten digits in any writing', () => {
    expect(phone().parse('801.555.0100')).toBe('801-555-0100');
    expect(firstError(phone(), '+1 801 555 0100')).toBe(MSG.phone);
    expect(firstError(phone(), undefined)).toBe(requiredMessage('phone'));
  });

  it('sha256: 64 lowercase hex characters', () => {
    expect(sha256('password').parse(hash('f'))).toBe(hash('f'));
    expect(firstError(sha256('password'), hash('F'))).toBe(MSG.hash);
    expect(firstError(sha256('password'), undefined)).toBe(requiredMessage('password'));
  });
});

describe('envelopes (PRODUCT.md: every JSON answer)', () => {
  it('wraps success and failure', () => {
    const schema = envelope(errorEnvelope.shape.queryError);
    expect(schema.safeParse({ querySuccess: true, queryData: 'x', queryError: null }).success).toBe(true);
    expect(schema.safeParse({ querySuccess: false, queryData: 'x', queryError: null }).success).toBe(false);
    const refusal = { querySuccess: false, queryData: null, queryError: MSG.forbidden, errorCode: 'FORBIDDEN' };
    expect(errorEnvelope.safeParse(refusal).success).toBe(true);
    expect(errorEnvelope.safeParse({ ...refusal, errorParams: { field: 'name', max: 80 } }).success).toBe(true);
    expect(errorEnvelope.safeParse({ ...refusal, queryData: {} }).success).toBe(false);
    expect(errorEnvelope.safeParse({ ...refusal, errorCode: 'NOT_A_CODE' }).success).toBe(false);
  });
});
