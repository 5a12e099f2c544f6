import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG, invalidMessage, requiredMessage } from './messages.js';
import { DEFAULT_JOB_COMMENTS, MAX_JOBS_PER_PROJECT } from './limits/projects.js';
import {
  deleteJobBody,
  jobInput,
  projectIdQuery,
  projectInput,
  projectUpdateInput,
  updateJobBody,
  updateStatusBody,
} from './schemas/projects.js';
import { completeReminderBody, createReminderBody, notificationUpdateBody } from './schemas/reminders.js';
import { id, money, optionalDate, requiredDate } from './schemas/fields.js';

/** The message the server answers with: the first issue's. */
function firstError(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const validProject = {
  name: 'Techo Rivera',
  address: '500 Center St, Ogden, UT, 84401',
  city: 'Ogden',
  state: 'UT',
  zip: '84401',
  startDate: '2026-12-01',
  endDate: '2026-12-20',
  description: 'Techo nuevo',
};

describe('projectInput', () => {
  it('accepts a well-formed project and fills the defaults', () => {
    const parsed = projectInput.parse(validProject);
    expect(parsed).toMatchObject({ ...validProject, type: '', clientId: 0, projectItems: [] });
    expect(parsed.price).toBeUndefined();
    expect(parsed.status).toBeUndefined();
  });

  it('trims text', () => {
    const parsed = projectInput.parse({
      ...validProject,
      name: '  Techo  ',
      city: ' St. George ',
      state: ' UT ',
      zip: ' 84770 ',
    });
    expect(parsed).toMatchObject({ name: 'Techo', city: 'St. George', state: 'UT', zip: '84770' });
  });

  it('answers the first failure in SPEC §5 order: address, city, state, zip', () => {
    const bad = { ...validProject, address: '500 Center St', city: 'ogden', state: 'ut', zip: '844' };
    expect(firstError(projectInput, bad)).toBe(MSG.address);
    expect(firstError(projectInput, { ...bad, address: validProject.address })).toBe(MSG.city);
    expect(firstError(projectInput, { ...bad, address: validProject.address, city: 'Ogden' })).toBe(MSG.state);
    expect(firstError(projectInput, { ...validProject, zip: '844' })).toBe(MSG.zip);
  });

  it('refuses a state that is not a US state or territory', () => {
    expect(firstError(projectInput, { ...validProject, state: 'XX' })).toBe(MSG.state);
    expect(projectInput.safeParse({ ...validProject, state: 'PR' }).success).toBe(true);
  });

  it('accepts the cities PRODUCT.md names', () => {
    for (const city of ['St. George', "Coeur d'Alene", 'Española']) {
      expect(projectInput.safeParse({ ...validProject, city }).success, city).toBe(true);
    }
    for (const city of ['ogden', '1Ogden']) expect(firstError(projectInput, { ...validProject, city })).toBe(MSG.city);
  });

  it.each(['name', 'address', 'city', 'state', 'startDate', 'endDate', 'description'])(
    'requires %s, in Spanish',
    (field) => {
      const { [field as keyof typeof validProject]: _dropped, ...rest } = validProject;
      expect(firstError(projectInput, rest)).toBe(requiredMessage(field));
      expect(firstError(projectInput, { ...validProject, [field]: '   ' })).toBe(requiredMessage(field));
    },
  );

  it('requires a zip', () => {
    const { zip: _zip, ...rest } = validProject;
    expect(projectInput.safeParse(rest).success).toBe(false);
    expect(firstError(projectInput, { ...validProject, zip: '' })).toBe(requiredMessage('zip'));
  });

  it('names the first missing field of an empty form: the name', () => {
    expect(firstError(projectInput, {})).toBe(requiredMessage('name'));
  });

  it('takes a zip sent as a number', () => {
    expect(projectInput.parse({ ...validProject, zip: 84401 }).zip).toBe('84401');
  });

  describe('dates', () => {
    it('keeps yyyy-MM-dd and cuts a timestamp to its day', () => {
      const parsed = projectInput.parse({
        ...validProject,
        startDate: '2026-12-01T08:00:00.000Z',
        endDate: ' 2026-12-20 ',
      });
      expect(parsed.startDate).toBe('2026-12-01');
      expect(parsed.endDate).toBe('2026-12-20');
    });

    it.each(['2026-02-30', '12/01/2026', 'mañana', '2026-1-1'])('refuses %j with the date message', (value) => {
      expect(firstError(projectInput, { ...validProject, startDate: value })).toBe(MSG.date);
    });

    it("treats '' and null as no date, which a project may not have", () => {
      expect(firstError(projectInput, { ...validProject, startDate: '' })).toBe(requiredMessage('startDate'));
      expect(firstError(projectInput, { ...validProject, endDate: null })).toBe(requiredMessage('endDate'));
    });

    it('refuses an end before the start, and allows a one-day project', () => {
      expect(firstError(projectInput, { ...validProject, startDate: '2026-12-20', endDate: '2026-12-01' })).toBe(
        MSG.endBeforeStart,
      );
      expect(projectInput.safeParse({ ...validProject, startDate: '2026-12-20', endDate: '2026-12-20' }).success).toBe(
        true,
      );
    });

    it('refuses a date that is not text', () => {
      expect(projectInput.safeParse({ ...validProject, startDate: 20261201 }).success).toBe(false);
    });
  });

  describe('money', () => {
    it.each([
      [1000, 100000],
      ['1000', 100000],
      [19.99, 1999],
      ['0.29', 29],
      [0, 0],
    ])('price %j → %d cents', (price, expected) => {
      expect(projectInput.parse({ ...validProject, price }).price).toBe(expected);
    });

    it.each([null, undefined, ''])('price %j means none given', (price) => {
      expect(projectInput.parse({ ...validProject, price }).price).toBeUndefined();
    });

    it.each([-1, '-5', 12.345, '12.345', 'abc', '1,000', 0.1 + 0.2])(
      'refuses the price %j with the money message',
      (price) => {
        expect(firstError(projectInput, { ...validProject, price })).toBe(MSG.money);
      },
    );

    it('refuses a price that is neither number nor text', () => {
      expect(firstError(projectInput, { ...validProject, price: true })).toBe(invalidMessage('price'));
      expect(firstError(projectInput, { ...validProject, price: {} })).toBe(invalidMessage('price'));
    });
  });

  describe('status and client', () => {
    it('accepts any known status (the service decides who may set it) and refuses others', () => {
      expect(projectInput.parse({ ...validProject, status: 'IN_PROGRESS' }).status).toBe('IN_PROGRESS');
      expect(firstError(projectInput, { ...validProject, status: 'DONE' })).toBe('El estado del proyecto no es válido');
    });

    it('reads clientId 0, null or missing as no client', () => {
      expect(projectInput.parse({ ...validProject, clientId: 0 }).clientId).toBe(0);
      expect(projectInput.parse({ ...validProject, clientId: null }).clientId).toBe(0);
      expect(projectInput.parse({ ...validProject, clientId: '7' }).clientId).toBe(7);
      expect(projectInput.safeParse({ ...validProject, clientId: -1 }).success).toBe(false);
      expect(projectInput.safeParse({ ...validProject, clientId: 1.5 }).success).toBe(false);
    });
  });

  describe('projectItems (jobs)', () => {
    const job = {
      itemName: 'Tejas',
      itemStartDate: '2026-12-02',
      itemPrice: '500.50',
      itemLabor: 120,
      assignee: '7#Luis',
    };

    it('parses jobs with exact money and their dates', () => {
      const [parsed] = projectInput.parse({ ...validProject, projectItems: [job] }).projectItems;
      expect(parsed).toMatchObject({
        itemName: 'Tejas',
        itemStartDate: '2026-12-02',
        itemEndDate: null,
        itemPrice: 50050,
        itemLabor: 12000,
        assignee: '7#Luis',
      });
      expect(parsed!.comments).toBeUndefined();
    });

    it('requires each job’s name and checks its money and dates', () => {
      expect(firstError(projectInput, { ...validProject, projectItems: [{ ...job, itemName: ' ' }] })).toBe(
        requiredMessage('itemName'),
      );
      expect(firstError(projectInput, { ...validProject, projectItems: [{ ...job, itemLabor: -3 }] })).toBe(MSG.money);
      expect(firstError(projectInput, { ...validProject, projectItems: [{ ...job, itemPrice: '1.999' }] })).toBe(
        MSG.money,
      );
      expect(
        firstError(projectInput, { ...validProject, projectItems: [{ ...job, itemStartDate: '2026-13-01' }] }),
      ).toBe(MSG.date);
      expect(firstError(projectInput, { ...validProject, projectItems: [{ ...job, itemStatus: 'DONE' }] })).toBe(
        'El estado del trabajo no es válido',
      );
    });

    it('refuses a job that ends before it starts, and fills nothing in for a missing end', () => {
      const late = { ...job, itemStartDate: '2026-12-10', itemEndDate: '2026-12-09' };
      expect(firstError(projectInput, { ...validProject, projectItems: [late] })).toBe(MSG.endBeforeStart);
      expect(jobInput.safeParse({ ...late, itemEndDate: '2026-12-10' }).success).toBe(true);
    });

    it('treats missing or null items as none, and bounds how many', () => {
      expect(projectInput.parse({ ...validProject, projectItems: null }).projectItems).toEqual([]);
      const many = Array.from({ length: MAX_JOBS_PER_PROJECT + 1 }, (_, i) => ({ itemName: `Trabajo ${i}` }));
      expect(firstError(projectInput, { ...validProject, projectItems: many })).toContain(String(MAX_JOBS_PER_PROJECT));
      expect(projectInput.safeParse({ ...validProject, projectItems: many.slice(1) }).success).toBe(true);
    });

    it('refuses items that are not a list', () => {
      expect(projectInput.safeParse({ ...validProject, projectItems: 'Tejas' }).success).toBe(false);
      expect(projectInput.safeParse({ ...validProject, projectItems: { itemName: 'Tejas' } }).success).toBe(false);
    });

    it("turns emptied comments into SPEC's 'Comments / Details' and keeps left-out ones left out", () => {
      expect(DEFAULT_JOB_COMMENTS).toBe('Comments / Details');
      expect(jobInput.parse({ itemName: 'Tejas', comments: null }).comments).toBe(DEFAULT_JOB_COMMENTS);
      expect(jobInput.parse({ itemName: 'Tejas', comments: '   ' }).comments).toBe(DEFAULT_JOB_COMMENTS);
      expect(jobInput.parse({ itemName: 'Tejas' }).comments).toBeUndefined();
      expect(jobInput.parse({ itemName: 'Tejas', comments: ' Traer escalera ' }).comments).toBe('Traer escalera');
    });
  });

  it('drops unknown fields, so companyId cannot be smuggled in', () => {
    const parsed = projectInput.parse({ ...validProject, companyId: 99, userType: 'admin' }) as Record<string, unknown>;
    expect(parsed.companyId).toBeUndefined();
    expect(parsed.userType).toBeUndefined();
  });
});

describe('projectUpdateInput, updateJobBody and the id bodies', () => {
  it('needs the project id on update', () => {
    expect(projectUpdateInput.safeParse({ ...validProject, id: 3 }).success).toBe(true);
    expect(firstError(projectUpdateInput, validProject)).toBe(requiredMessage('id'));
  });

  it('needs the job id and project id on updateJob', () => {
    expect(updateJobBody.parse({ id: 4, projectId: 3, itemName: 'Tejas', itemStatus: 'COMPLETED' })).toMatchObject({
      id: 4,
      projectId: 3,
      itemStatus: 'COMPLETED',
    });
    expect(firstError(updateJobBody, { projectId: 3, itemName: 'Tejas' })).toBe(requiredMessage('id'));
    expect(firstError(updateJobBody, { id: 4, itemName: 'Tejas' })).toBe(requiredMessage('projectId'));
  });

  it('takes a known status on updateStatus', () => {
    expect(updateStatusBody.parse({ projectId: '3', status: 'APPROVED' })).toEqual({
      projectId: 3,
      status: 'APPROVED',
    });
    expect(firstError(updateStatusBody, { projectId: 3 })).toBe(requiredMessage('status'));
    expect(firstError(updateStatusBody, { projectId: 3, status: 'approved' })).toBe(requiredMessage('status'));
  });

  it('checks ids in bodies and query strings', () => {
    expect(deleteJobBody.parse({ jobId: 2, projectId: 1 })).toEqual({ jobId: 2, projectId: 1 });
    expect(projectIdQuery.parse({ projectId: '12' })).toEqual({ projectId: 12 });
  });
});

describe('id (positive integers; query strings send text)', () => {
  const projectId = id('projectId');
  it.each([
    ['1', 1],
    [1, 1],
    ['2147483647', 2147483647],
    [' 42 ', 42],
  ] as const)('%j → %d', (value, expected) => {
    expect(projectId.parse(value)).toBe(expected);
  });

  it.each(['abc', '0', 0, -1, '-1', 1.5, '1.5', 2147483648, '1e400', [], {}])('refuses %j', (value) => {
    expect(firstError(projectId, value)).toBe(invalidMessage('projectId'));
  });

  it('says which id is missing', () => {
    expect(firstError(projectId, undefined)).toBe(requiredMessage('projectId'));
    expect(firstError(projectId, null)).toBe(requiredMessage('projectId'));
    expect(firstError(projectId, '')).toBe(requiredMessage('projectId'));
  });

  it('reads only numbers and strings of digits as ids, never what Number() would stretch', () => {
    for (const value of [[1], ['7'], true, false, '0x10', '1e3', '+5', '5 5']) {
      expect(projectId.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});

describe('date and money fields on their own', () => {
  it('optionalDate: null for nothing, the day for a date', () => {
    const d = optionalDate('startDate');
    expect(d.parse(undefined)).toBeNull();
    expect(d.parse(null)).toBeNull();
    expect(d.parse('')).toBeNull();
    expect(d.parse('   ')).toBeNull();
    expect(d.parse('2024-02-29')).toBe('2024-02-29');
    expect(firstError(d, '2026-02-29')).toBe(MSG.date);
  });

  it('requiredDate: a day, or the Spanish required message', () => {
    const d = requiredDate('dueDate');
    expect(d.parse('2026-05-01')).toBe('2026-05-01');
    expect(firstError(d, '')).toBe(requiredMessage('dueDate'));
    expect(firstError(d, undefined)).toBe(requiredMessage('dueDate'));
  });

  it('money: cents or undefined', () => {
    const m = money('amount');
    expect(m.parse('12.50')).toBe(1250);
    expect(m.parse(undefined)).toBeUndefined();
    expect(firstError(m, '12.501')).toBe(MSG.money);
  });
});

describe('reminder and notification bodies', () => {
  const reminder = { text: 'Llamar al cliente', dueDate: '2026-05-01', projectId: 3 };

  it('requires text, date and a project', () => {
    expect(createReminderBody.parse(reminder)).toEqual({ ...reminder, address: '' });
    expect(firstError(createReminderBody, { ...reminder, text: '  ' })).toBe(requiredMessage('text'));
    expect(firstError(createReminderBody, { ...reminder, dueDate: '' })).toBe(requiredMessage('dueDate'));
    expect(firstError(createReminderBody, { ...reminder, dueDate: '2026-02-31' })).toBe(MSG.date);
    // SPEC §5: 'Select a valid project for this reminder', in Spanish.
    expect(firstError(createReminderBody, { text: reminder.text, dueDate: reminder.dueDate })).toBe(
      MSG.reminderProject,
    );
    expect(firstError(createReminderBody, { ...reminder, projectId: 0 })).toBe(MSG.reminderProject);
    expect(firstError(createReminderBody, { ...reminder, projectId: 'abc' })).toBe(MSG.reminderProject);
  });

  it('needs the ids of what it completes or marks read', () => {
    expect(completeReminderBody.parse({ reminderId: '5' })).toEqual({ reminderId: 5 });
    expect(completeReminderBody.safeParse({}).success).toBe(false);
    expect(notificationUpdateBody.parse({ id: 9 })).toEqual({ id: 9 });
    expect(notificationUpdateBody.safeParse({ id: 'abc' }).success).toBe(false);
  });
});
