import { formatDate, formatDayOf, languageOf, type Language } from '@obra/domain';
import type { FileStorage } from '../../storage/files.js';
import { drawableLogo } from '../invoices/logo.js';
import { BILLING_WORDS } from './catalogue.js';
import { renderBillingPdf } from './pdf.js';
import {
  invoiceLines,
  invoiceMoney,
  taxPercent,
  type CompanyRow,
  type EstimateRow,
  type InvoiceRow,
  type PaymentRow,
  type ProjectRow,
  type UserRow,
} from './records.js';

/** Everything a document's PDF names besides the document itself. */
export interface DocumentParties {
  company: CompanyRow;
  project: ProjectRow;
  client: UserRow | null;
}

const party = (p: { name: string; address: string; city: string; state: string; zip: string; email: string }) => ({
  name: p.name,
  address: p.address,
  city: p.city,
  state: p.state,
  zip: p.zip,
  email: p.email,
});

async function common(files: FileStorage, parties: DocumentParties) {
  return {
    company: { ...party(parties.company), phone: parties.company.phone },
    logo: await drawableLogo(files, parties.company.logo),
    client: parties.client ? party(parties.client) : null,
    project: { name: parties.project.name, address: parties.project.address },
  };
}

const rate = (milli: number, language: Language) =>
  taxPercent(milli).toLocaleString(language === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 3 });

/** The estimate's PDF in its language: lines, totals, deposit, validity, terms, and its approval. */
export async function estimatePdf(files: FileStorage, row: EstimateRow, parties: DocumentParties): Promise<Buffer> {
  const language = languageOf(row.language);
  const words = BILLING_WORDS[language];
  const approved = row.status === 'approved' && row.approvedAt && row.approvedName;
  return renderBillingPdf({
    kind: 'estimate',
    language,
    number: row.number,
    date: formatDayOf(row.createdAt.toISOString(), parties.company.timeZone),
    ...(await common(files, parties)),
    lines: row.lines,
    subtotalCents: row.subtotalCents,
    taxRate: rate(row.taxRateMilli, language),
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    after: row.depositCents > 0 ? [{ label: words.deposit, cents: row.depositCents }] : [],
    notes: [
      `${words.validUntil}: ${formatDate(row.expiresOn)}`,
      ...(approved
        ? [
            words.approvedBy({
              name: row.approvedName!,
              date: formatDayOf(row.approvedAt!.toISOString(), parties.company.timeZone),
            }),
          ]
        : []),
    ],
    terms: row.terms,
  });
}

/** The invoice's PDF in its language: lines, totals, deposit, payments, balance and due date. */
export async function invoicePdf(
  files: FileStorage,
  row: InvoiceRow,
  parties: DocumentParties,
  paymentRows: PaymentRow[],
  today: string,
): Promise<Buffer> {
  const language = languageOf(row.language);
  const words = BILLING_WORDS[language];
  const money = invoiceMoney(row, paymentRows, today);
  const after = [
    ...(money.deposit
      ? [
          {
            label: money.deposit.state === 'paid' ? words.depositPaid : words.depositRequested,
            cents: money.deposit.cents,
          },
        ]
      : []),
    ...paymentRows.map((p) => ({
      label: `${words.paid} ${formatDate(p.paidOn)} · ${words.methods[p.method as keyof typeof words.methods]}`,
      cents: p.amountCents,
    })),
    { label: words.balance, cents: money.balanceCents, bold: true },
  ];
  return renderBillingPdf({
    kind: 'invoice',
    language,
    number: row.number,
    date: formatDate(row.issuedOn ?? row.createdAt.toISOString().slice(0, 10)),
    ...(await common(files, parties)),
    lines: invoiceLines(row, parties.project.name),
    subtotalCents: money.subtotalCents,
    taxRate: rate(row.taxRateMilli, language),
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    after,
    notes: row.dueOn ? [`${words.dueOn}: ${formatDate(row.dueOn)}`] : [],
    terms: '',
  });
}
