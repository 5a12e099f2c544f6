import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG } from './messages.js';
import { EXPENSE_MSG } from './limits/expenses.js';
import { MAX_PHOTOS_PER_JOB, PHOTO_MSG } from './limits/media.js';
import { createExpensesBody, expenseInput } from './schemas/expenses.js';
import { photoJobField, photoUploadFields } from './schemas/media.js';

function firstError(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const expense = { name: 'Clavos', amount: 12.5, description: 'Ferretería', date: '2026-12-03', projectId: 4, jobId: 9 };

describe('expenseInput', () => {
  it('reads dollars as exact cents, a long date as its day, and no job as the project’s own', () => {
    expect(expenseInput.parse(expense)).toEqual({ ...expense, amount: 1250 });
    expect(expenseInput.parse({ ...expense, amount: '1000.10' }).amount).toBe(100010);
    expect(expenseInput.parse({ ...expense, amount: 0.29 }).amount).toBe(29);
    expect(expenseInput.parse({ ...expense, date: '2026-12-03T10:00:00Z' }).date).toBe('2026-12-03');
    for (const jobId of [null, undefined, '']) expect(expenseInput.parse({ ...expense, jobId }).jobId).toBeNull();
    expect(expenseInput.parse({ ...expense, jobId: '9', projectId: '4' })).toMatchObject({ jobId: 9, projectId: 4 });
  });

  it('answers each rule of SPEC §5 in Spanish', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: undefined }, EXPENSE_MSG.nameRequired],
      [{ name: ' ' }, EXPENSE_MSG.nameRequired],
      [{ name: 'x'.repeat(121) }, EXPENSE_MSG.nameTooLong],
      [{ description: null }, EXPENSE_MSG.descriptionRequired],
      [{ date: undefined }, EXPENSE_MSG.dateRequired],
      [{ date: '  ' }, EXPENSE_MSG.dateRequired],
      [{ date: '12/03/2026' }, MSG.date],
      [{ date: 20261203 }, MSG.date],
      [{ amount: undefined }, EXPENSE_MSG.amountRequired],
      [{ amount: null }, EXPENSE_MSG.amountRequired],
      [{ amount: ' ' }, EXPENSE_MSG.amountRequired],
      [{ amount: '12.345' }, MSG.money],
      [{ amount: '-1' }, MSG.money],
      [{ amount: -0.5 }, MSG.money],
      [{ amount: '1e3' }, MSG.money],
      [{ amount: true }, MSG.money],
      [{ amount: Number.NaN }, MSG.money],
      [{ projectId: 0 }, EXPENSE_MSG.project],
      [{ jobId: -1 }, EXPENSE_MSG.job],
    ];
    for (const [change, message] of cases)
      expect(firstError(expenseInput, { ...expense, ...change }), JSON.stringify(change)).toBe(message);
  });

  it('takes a list for one scope only', () => {
    expect(createExpensesBody.parse([expense, expense])).toHaveLength(2);
    expect(firstError(createExpensesBody, [])).toBe(EXPENSE_MSG.empty);
    expect(firstError(createExpensesBody, expense)).toBe(EXPENSE_MSG.empty);
    expect(
      firstError(
        createExpensesBody,
        Array.from({ length: 101 }, () => expense),
      ),
    ).toBe(EXPENSE_MSG.tooMany);
    expect(firstError(createExpensesBody, [expense, { ...expense, jobId: null }])).toBe(EXPENSE_MSG.oneScope);
    expect(firstError(createExpensesBody, [expense, { ...expense, projectId: 5 }])).toBe(EXPENSE_MSG.oneScope);
  });
});

describe('photos', () => {
  it('words the job limit as SPEC §5 does, never naming fewer than none', () => {
    expect(MAX_PHOTOS_PER_JOB).toBe(6);
    expect(PHOTO_MSG.jobLimit(2)).toBe(
      'Solo 6 fotos pueden subirse como parte de un trabajo. Cantidad de fotos disponibles: 2',
    );
    expect(PHOTO_MSG.jobLimit(-3)).toBe(
      'Solo 6 fotos pueden subirse como parte de un trabajo. Cantidad de fotos disponibles: 0',
    );
  });

  it('reads the upload form’s fields', () => {
    expect(photoUploadFields.parse({ projectId: '7', isProjectItem: 'true' })).toEqual({
      projectId: 7,
      isProjectItem: 'true',
    });
    expect(firstError(photoUploadFields, { projectId: '7' })).toBe(PHOTO_MSG.scope);
    expect(firstError(photoUploadFields, { projectId: '7', isProjectItem: 'yes' })).toBe(PHOTO_MSG.scope);
    expect(firstError(photoUploadFields, { isProjectItem: 'false' })).toBe(PHOTO_MSG.project);
    expect(firstError(photoJobField, { jobId: '' })).toBe(PHOTO_MSG.job);
    expect(photoJobField.parse({ jobId: '12' })).toEqual({ jobId: 12 });
  });
});
