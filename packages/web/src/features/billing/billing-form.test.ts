import { describe, expect, it } from 'vitest';
import { aJob, aProject } from '../../test/fixtures.js';
import { estimateBody, formTotals, invoiceBody, linesFromJobs, type EstimateValues } from './billing-form.js';

const values = (overrides: Partial<EstimateValues> = {}): EstimateValues => ({
  projectId: 3,
  lines: [{ name: 'Techo', description: '', price: '1000', jobId: 7 }],
  taxRate: '',
  depositKind: 'percent',
  depositPercent: '',
  depositAmount: '',
  expiresOn: '',
  terms: 'Pago a 30 días',
  ...overrides,
});

describe('the billing forms', () => {
  it('takes one line per job, without the placeholder details', () => {
    const project = aProject({
      projectItems: [aJob(), aJob({ id: 8, itemName: 'Canaletas', itemPrice: 250.5, comments: 'Comments / Details' })],
    });
    expect(linesFromJobs(project)).toEqual([
      { name: 'Techo norte', description: 'Texto viejo', price: '1000.00', jobId: 7 },
      { name: 'Canaletas', description: '', price: '250.50', jobId: 8 },
    ]);
  });

  it('totals as the server does: tax and a percentage deposit rounded half up to the cent', () => {
    const totals = formTotals(
      values({
        lines: [
          { name: 'a', description: '', price: '1000', jobId: null },
          { name: 'b', description: '', price: '0.10', jobId: null },
        ],
        taxRate: '8.25',
        depositPercent: '30',
      }),
    );
    expect(totals).toEqual({ subtotalCents: 100010, taxCents: 8251, totalCents: 108261, depositCents: 32478 });
  });

  it('counts a line not yet a price as nothing, and a deposit amount never above the total', () => {
    const totals = formTotals(
      values({
        lines: [
          { name: 'a', description: '', price: '12.345', jobId: null },
          { name: 'b', description: '', price: '20', jobId: null },
        ],
        depositKind: 'amount',
        depositPercent: '50',
        depositAmount: '99',
      }),
    );
    expect(totals).toEqual({ subtotalCents: 2000, taxCents: 0, totalCents: 2000, depositCents: 2000 });
  });

  it('sends only the deposit of the kind chosen, and leaves out what was left empty', () => {
    expect(estimateBody(values({ depositPercent: '30', depositAmount: '100' }))).toEqual({
      projectId: 3,
      lines: [{ name: 'Techo', description: '', price: '1000', jobId: 7 }],
      taxRate: undefined,
      depositPercent: '30',
      depositAmount: undefined,
      expiresOn: null,
      terms: 'Pago a 30 días',
    });
    const byAmount = estimateBody(values({ depositKind: 'amount', depositPercent: '30', depositAmount: ' 100 ' }));
    expect(byAmount).toMatchObject({ depositPercent: undefined, depositAmount: '100' });
  });

  it("invoices an estimate with its own lines: only the due date and the deposit's state go", () => {
    const fromEstimate = invoiceBody({
      projectId: 3,
      estimateId: 11,
      lines: [],
      taxRate: '8',
      dueOn: '2026-12-20',
      deposit: 'paid',
    });
    expect(fromEstimate).toEqual({ projectId: 3, estimateId: 11, dueOn: '2026-12-20', deposit: 'paid' });
  });
});
