import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as domain from './index.js';
import { ACCOUNT_MSG } from './limits/accounts.js';
import { CONTACT_MSG } from './limits/contact.js';
import { EXPENSE_MSG } from './limits/expenses.js';
import { MSG, requiredMessage } from './messages.js';
import { jobInput, projectInput } from './schemas/projects.js';
import {
  accountForm,
  companySignupForm,
  contactForm,
  expenseRowsForm,
  jobDatesForm,
  loginForm,
  newPasswordForm,
  projectForm,
  userSignupForm,
  workerForm,
  workerInvitationForm,
} from './schemas/forms.js';

/** Every message of a failed parse, by the dotted path of its field. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const project = {
  name: 'Techo nuevo',
  street: '123 Calle Falsa',
  city: 'Ogden',
  state: 'UT',
  zip: '84401',
  startDate: '2026-12-01',
  endDate: '2026-12-20',
  description: 'Cambiar el techo',
  type: '',
  clientId: '0',
  status: 'IN_PROGRESS',
  price: '',
  jobs: [] as Record<string, unknown>[],
};
const job = {
  itemName: 'Quitar tejas',
  itemStartDate: '',
  itemEndDate: '',
  itemPrice: '',
  itemLabor: '',
  itemCost: 0,
  comments: '',
  assignee: 'Unassigned',
};

describe('projectForm: the server’s project rules over the form’s values', () => {
  it('accepts a filled form as typed', () => {
    expect(projectForm.safeParse(project).success).toBe(true);
  });

  it('asks for each required field with the server’s message', () => {
    const empty = Object.fromEntries(Object.keys(project).map((k) => [k, k === 'jobs' ? [] : '']));
    const found = messages(projectForm, empty);
    for (const [field, name] of [
      ['name', 'name'],
      ['street', 'address'],
      ['city', 'city'],
      ['state', 'state'],
      ['zip', 'zip'],
      ['startDate', 'startDate'],
      ['endDate', 'endDate'],
      ['description', 'description'],
    ]) {
      expect(found[field!]?.[0], field).toBe(requiredMessage(name!));
    }
  });

  it('says an end before the start with the server’s message, even while other fields are missing', () => {
    const found = messages(projectForm, { ...project, name: '', startDate: '2026-12-20', endDate: '2026-12-01' });
    expect(found.endDate).toEqual([MSG.endBeforeStart]);
    expect(found.name).toEqual([requiredMessage('name')]);
    // The very rule the server applies to the API's body.
    const body = {
      ...project,
      address: '123 Calle Falsa, Ogden, UT, 84401',
      startDate: '2026-12-20',
      endDate: '2026-12-01',
    };
    expect(messages(projectInput, body).endDate).toEqual([MSG.endBeforeStart]);
  });

  it('checks the city, state and zip with the server’s rules', () => {
    const found = messages(projectForm, { ...project, city: 'ogden', state: 'XX', zip: '8440' });
    expect(found.city).toEqual([MSG.city]);
    expect(found.state).toEqual([MSG.state]);
    expect(found.zip).toEqual([MSG.zip]);
  });

  it('checks the price typed only while the project has no jobs', () => {
    expect(messages(projectForm, { ...project, price: '12.345' }).price).toEqual([MSG.money]);
    expect(messages(projectForm, { ...project, price: '12.345', jobs: [job] }).price).toBeUndefined();
  });

  it('checks each job’s money and dates, all at once', () => {
    const found = messages(projectForm, {
      ...project,
      jobs: [
        {
          ...job,
          itemName: '',
          itemPrice: '12.345',
          itemLabor: 'x',
          itemStartDate: '2026-12-10',
          itemEndDate: '2026-12-01',
        },
      ],
    });
    expect(found['jobs.0.itemName']).toEqual([requiredMessage('itemName')]);
    expect(found['jobs.0.itemPrice']).toEqual([MSG.money]);
    expect(found['jobs.0.itemLabor']).toEqual([MSG.money]);
    expect(found['jobs.0.itemEndDate']).toEqual([MSG.endBeforeStart]);
  });

  it('leaves the job dialog and the job body to the same date rule', () => {
    const dates = { itemStartDate: '2026-12-10', itemEndDate: '2026-12-01' };
    expect(messages(jobDatesForm, dates).itemEndDate).toEqual([MSG.endBeforeStart]);
    expect(messages(jobInput, { itemName: 'x', ...dates }).itemEndDate).toEqual([MSG.endBeforeStart]);
    expect(jobDatesForm.safeParse({ itemStartDate: '2026-12-10', itemEndDate: '' }).success).toBe(true);
  });
});

describe('new logins and passwords', () => {
  const worker = {
    name: 'Luis',
    email: 'luis@example.com',
    phone: '(801) 555 0100',
    field: 'Pintura',
    username: 'luis',
    password: 'clave-larga',
    passwordRepeat: 'clave-larga',
  };

  it('takes any ten-digit phone, as the server does', () => {
    expect(workerForm.safeParse(worker).success).toBe(true);
  });

  it('says a short password, a repeat that differs and a bad phone together', () => {
    const found = messages(workerForm, { ...worker, phone: '555', password: 'corta', passwordRepeat: 'otra' });
    expect(found.phone).toEqual([MSG.phone]);
    expect(found.password).toEqual([ACCOUNT_MSG.passwordShort]);
    expect(found.passwordRepeat).toEqual([ACCOUNT_MSG.passwordMismatch]);
  });

  it('asks for an empty password, not for a longer one, and still checks the repeat', () => {
    const found = messages(newPasswordForm, { password: '', repeat: 'x' });
    expect(found.password).toEqual([requiredMessage('password')]);
    expect(found.repeat).toEqual([ACCOUNT_MSG.passwordMismatch]);
    expect(newPasswordForm.safeParse({ password: 'clave-larga', repeat: 'clave-larga' }).success).toBe(true);
  });

  it('keeps the current password on the account page unless a new one is typed', () => {
    const account = { ...worker, address: '1 Main St', city: 'Ogden', state: 'UT', zip: '84401' };
    expect(accountForm.safeParse({ ...account, newPassword: '' }).success).toBe(true);
    expect(messages(accountForm, { ...account, newPassword: 'corta' }).newPassword).toEqual([
      ACCOUNT_MSG.passwordShort,
    ]);
  });

  it('asks an invited worker for a trade', () => {
    const answer = { name: 'Luis', phone: '801-555-0100', username: 'luis', password: 'clave-larga' };
    expect(messages(workerInvitationForm, answer).field).toEqual([requiredMessage('field')]);
  });

  it('asks for both login fields with the server’s messages', () => {
    const found = messages(loginForm, { username: ' ', password: '' });
    expect(found.username).toEqual([requiredMessage('username')]);
    expect(found.password).toEqual([requiredMessage('password')]);
  });
});

describe('sign-up forms', () => {
  const logo = { size: 1000, type: 'image/png' };
  const company = {
    name: 'Techos Rivera',
    email: 'info@techos.com',
    phone: '801-555-0100',
    address: '123 Main St',
    city: 'Ogden',
    state: 'UT',
    zip: '84401',
    field: 'Techos',
    username: 'techos',
    password: 'clave-larga',
    passwordRepeat: 'clave-larga',
    logo,
    terms: true,
  };

  it('accepts a filled company sign-up', () => {
    expect(companySignupForm.safeParse(company).success).toBe(true);
  });

  it('asks the sign-up phone as XXX-XXX-XXXX, the logo and the terms', () => {
    const found = messages(companySignupForm, { ...company, phone: '8015550100', logo: null, terms: false });
    expect(found.phone).toEqual([MSG.phone]);
    expect(found.logo).toEqual([MSG.logoRequired]);
    expect(found.terms).toEqual([ACCOUNT_MSG.termsRequired]);
  });

  it('refuses a logo too large or of another type', () => {
    expect(
      messages(companySignupForm, { ...company, logo: { size: 6 * 1024 * 1024, type: 'image/png' } }).logo,
    ).toEqual([MSG.logoTooLarge]);
    expect(messages(companySignupForm, { ...company, logo: { size: 10, type: 'image/gif' } }).logo).toEqual([
      MSG.imageType,
    ]);
  });

  it('applies the server’s rules of who needs a trade and a company', () => {
    const person = { ...company, field: '', companyIdentifier: '' };
    expect(userSignupForm.safeParse({ ...person, userType: 'client', companyIdentifier: '12#Techos' }).success).toBe(
      true,
    );
    // The role's rules apply even while other fields (the password here) fail.
    const employee = messages(userSignupForm, {
      ...person,
      password: '',
      userType: 'employee',
      companyIdentifier: 'Techos',
    });
    expect(employee.field).toEqual([requiredMessage('field')]);
    expect(employee.companyIdentifier).toEqual([MSG.identifier]);
    expect(userSignupForm.safeParse({ ...person, userType: 'contractor', field: 'Pintura' }).success).toBe(true);
  });
});

describe('other forms take the server’s messages', () => {
  it('expense rows', () => {
    const found = messages(expenseRowsForm, { rows: [{ name: '', amount: '', description: '', date: '' }] });
    expect(found['rows.0.name']).toEqual([EXPENSE_MSG.nameRequired]);
    expect(found['rows.0.amount']).toEqual([EXPENSE_MSG.amountRequired]);
    expect(found['rows.0.description']).toEqual([EXPENSE_MSG.descriptionRequired]);
    expect(found['rows.0.date']).toEqual([EXPENSE_MSG.dateRequired]);
  });

  it('the contact form, fields first, then the agreement', () => {
    const empty = contactForm.safeParse({ from: '', subject: 'Hola', body: 'Texto', agreement: false });
    expect(empty.error?.issues[0]?.message).toBe(CONTACT_MSG.emptyFields);
    const bad = contactForm.safeParse({ from: 'no-es-correo', subject: 'Hola', body: 'Texto', agreement: true });
    expect(bad.error?.issues[0]?.message).toBe(MSG.email);
    const unagreed = contactForm.safeParse({ from: 'a@b.co', subject: 'Hola', body: 'Texto', agreement: false });
    expect(unagreed.error?.issues[0]?.message).toBe(CONTACT_MSG.mustAgree);
  });
});

it('the package’s index leaves the form schemas out: the web app loads them on demand', () => {
  expect(Object.keys(domain)).not.toContain('projectForm');
});
