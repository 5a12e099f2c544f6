import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@obra/domain';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { setLanguage } from './i18n.js';
import { schemaResolver } from './schema-resolver.js';

interface Job {
  itemName: string;
  itemStartDate: string;
  itemEndDate: string;
  itemPrice: string;
  itemLabor: string;
}
interface Rows {
  rows: { name: string; amount: string; description: string; date: string }[];
}

/** What react-hook-form passes a resolver on a submit; none of it matters to a schema. */
const options = <T extends FieldValues>() =>
  ({ fields: {}, shouldUseNativeValidation: undefined }) as unknown as ResolverOptions<T>;
const jobDates = schemaResolver<Pick<Job, 'itemStartDate' | 'itemEndDate'>>((forms) => forms.jobDatesForm);
const expenseRows = schemaResolver<Rows>((forms) => forms.expenseRowsForm);

afterEach(() => setLanguage('es', false));

describe('schemaResolver: a form checked with the domain’s schema', () => {
  it('says the server’s Spanish message for a Spanish reader', async () => {
    const result = await jobDates({ itemStartDate: '2026-12-10', itemEndDate: '2026-12-01' }, undefined, options());
    expect(result.errors.itemEndDate?.message).toBe(MSG.endBeforeStart);
  });

  it('translates every message by its code for an English reader, in nested rows too', async () => {
    setLanguage('en', false);
    const dates = await jobDates({ itemStartDate: '2026-12-10', itemEndDate: '2026-12-01' }, undefined, options());
    expect(dates.errors.itemEndDate?.message).toBe('The end date cannot be before the start date');
    const rows = await expenseRows(
      { rows: [{ name: 'Tejas', amount: '12.345', description: 'Barro', date: '2026-12-01' }] },
      undefined,
      options(),
    );
    expect(rows.errors.rows?.[0]?.amount?.message).toBe('The amount must be a positive number with up to two decimals');
  });

  it('hands the submit the values as typed, for it to build the API’s body', async () => {
    const values = { itemStartDate: '2026-12-01', itemEndDate: '' };
    const result = await jobDates(values, undefined, options());
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(values);
  });

  it('words a required field by its English label', async () => {
    setLanguage('en', false);
    const job = { itemName: '', itemStartDate: '', itemEndDate: '', itemPrice: '', itemLabor: '' };
    const project = await schemaResolver<{ jobs: Job[]; price: string }>((forms) => forms.projectForm)(
      { jobs: [job], price: '' },
      undefined,
      options(),
    );
    expect(project.errors.jobs?.[0]?.itemName?.message).toBe('The job name is required');
  });
});
