import {
  DEFAULT_JOB_COMMENTS,
  DEPOSIT_PERCENT_SCALE,
  TAX_RATE_SCALE,
  parseMoney,
  totalsOf,
  type CreateEstimateBody,
  type CreateInvoiceBody,
  type DepositState,
  type Project,
  type Totals,
} from '@obra/domain';

// What the estimate and invoice forms hold, as typed, and the API bodies their submit sends. The
// form's fields carry the body's names, so the contract schema's messages land on the right field.

export interface LineValues {
  name: string;
  description: string;
  price: string;
  /** The project's job the line came from; null for a free line. */
  jobId: number | null;
}

export type DepositKind = 'percent' | 'amount';

export interface EstimateValues {
  projectId: number;
  lines: LineValues[];
  taxRate: string;
  /** Which of the two deposit fields counts; the other is not sent. */
  depositKind: DepositKind;
  depositPercent: string;
  depositAmount: string;
  expiresOn: string;
  terms: string;
}

export interface InvoiceValues {
  projectId: number;
  /** Set when invoicing an approved estimate: its lines and tax are the invoice's. */
  estimateId: number | null;
  lines: LineValues[];
  taxRate: string;
  dueOn: string;
  deposit: DepositState;
}

export const freeLine = (): LineValues => ({ name: '', description: '', price: '', jobId: null });

/** One line per job of the project: its name, its details (unless still SPEC's placeholder), its price. */
export function linesFromJobs(project: Pick<Project, 'projectItems'>): LineValues[] {
  return project.projectItems.map((job) => ({
    name: job.itemName,
    description: job.comments === DEFAULT_JOB_COMMENTS ? '' : job.comments,
    price: job.itemPrice.toFixed(2),
    jobId: job.id,
  }));
}

const trimmedOrUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

const linesBody = (lines: LineValues[]) =>
  lines.map((line) => ({
    name: line.name,
    description: line.description,
    price: line.price.trim(),
    jobId: line.jobId,
  }));

export function estimateBody(values: EstimateValues): CreateEstimateBody {
  const percent = values.depositKind === 'percent';
  return {
    projectId: values.projectId,
    lines: linesBody(values.lines),
    taxRate: trimmedOrUndefined(values.taxRate),
    depositPercent: percent ? trimmedOrUndefined(values.depositPercent) : undefined,
    depositAmount: percent ? undefined : trimmedOrUndefined(values.depositAmount),
    expiresOn: values.expiresOn || null,
    terms: values.terms,
  };
}

export function invoiceBody(values: InvoiceValues): CreateInvoiceBody {
  if (values.estimateId !== null) {
    return {
      projectId: values.projectId,
      estimateId: values.estimateId,
      dueOn: values.dueOn || null,
      deposit: values.deposit,
    };
  }
  return {
    projectId: values.projectId,
    lines: linesBody(values.lines),
    taxRate: trimmedOrUndefined(values.taxRate),
    dueOn: values.dueOn || null,
  };
}

/**
 * A percent as typed, scaled as the domain keeps it (8.25 → 8250 at 1000), or 0 while it is not
 * one yet: the totals follow the typing, and the schema says what is wrong with it.
 */
function scaledPercent(text: string, scale: number): number {
  const match = /^(\d{1,3})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return 0;
  const decimals = String(scale).length - 1;
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  return Number(match[1]) * scale + Number(fraction);
}

const centsOrZero = (text: string) => {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.cents : 0;
};

/** The totals as the server will compute them (totalsOf), from what the form holds now. */
export function formTotals(values: {
  lines: Pick<LineValues, 'price'>[];
  taxRate: string;
  depositKind?: DepositKind;
  depositPercent?: string;
  depositAmount?: string;
}): Totals {
  const prices = values.lines.map((line) => centsOrZero(line.price));
  const deposit =
    values.depositKind === 'percent' && values.depositPercent
      ? { percentBasis: scaledPercent(values.depositPercent, DEPOSIT_PERCENT_SCALE) }
      : values.depositKind === 'amount' && values.depositAmount
        ? { cents: centsOrZero(values.depositAmount) }
        : null;
  return totalsOf(prices, scaledPercent(values.taxRate, TAX_RATE_SCALE), deposit);
}
