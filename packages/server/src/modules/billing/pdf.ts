import { formatDollars, type Language } from '@obra/domain';
import { addressLines, drawLogo, openPdf, type Party } from '../invoices/pdf.js';
import { BILLING_WORDS } from './catalogue.js';

/** What an estimate's or an invoice's PDF shows; every date as it is printed (MM/dd/yyyy). */
export interface BillingPdf {
  kind: 'estimate' | 'invoice';
  language: Language;
  number: string;
  date: string;
  company: Party;
  logo: Buffer | null;
  client: Party | null;
  project: { name: string; address: string };
  lines: { name: string; description: string; priceCents: number }[];
  subtotalCents: number;
  /** The rate as printed (8.25). */
  taxRate: string;
  taxCents: number;
  totalCents: number;
  /** Label and amount rows after the total: deposit, payments, balance. */
  after: { label: string; cents: number; bold?: boolean }[];
  /** Short facts under the totals: validity, due date, the approval. */
  notes: string[];
  terms: string;
}

const MARGIN = 50;
const GREY = '#555555';
const RULE = '#bbbbbb';

/** An estimate or an invoice of issue 14 as a US Letter PDF in its language. */
export async function renderBillingPdf(data: BillingPdf): Promise<Buffer> {
  const words = BILLING_WORDS[data.language];
  const title = data.kind === 'estimate' ? words.estimate : words.invoice;
  const money = (cents: number) => formatDollars(cents, data.language);
  const { doc, finished } = await openPdf({
    Title: `${title} ${data.number}`,
    Author: data.company.name,
    Subject: data.project.name,
  });
  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const width = right - left;
  const half = width / 2;
  const roomFor = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };

  const logoBottom = drawLogo(doc, data.logo);
  doc.font('Helvetica-Bold').fontSize(22).fillColor('black');
  doc.text(title.toUpperCase(), left + half, MARGIN, { width: half, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  doc.text(`${words.number}: ${data.number}`, left + half, doc.y + 4, { width: half, align: 'right' });
  doc.text(`${words.date}: ${data.date}`, left + half, doc.y + 2, { width: half, align: 'right' });
  const top = Math.max(doc.y, logoBottom) + 12;

  const block = (heading: string | null, rows: string[], x: number) => {
    doc.y = top;
    if (heading) doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text(heading.toUpperCase(), x, doc.y);
    rows.forEach((row, i) =>
      doc
        .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(i === 0 ? 12 : 10)
        .fillColor('black')
        .text(row, x, doc.y, { width: half - 10 }),
    );
    return doc.y;
  };
  const c = data.company;
  const companyEnd = block(null, [c.name, ...addressLines(c), c.phone ?? '', c.email].filter(Boolean), left);
  const clientEnd = data.client
    ? block(
        words.billTo,
        [data.client.name, ...addressLines(data.client), data.client.email].filter(Boolean),
        left + half + 10,
      )
    : top;

  doc.y = Math.max(companyEnd, clientEnd) + 16;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text(words.project.toUpperCase(), left, doc.y, { width });
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(data.project.name, left, doc.y, { width });
  doc.font('Helvetica').fontSize(10).text(data.project.address, left, doc.y, { width });

  const amountWidth = 110;
  const textWidth = width - amountWidth - 10;
  const rule = () => doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
  const row = (label: string, cents: number, bold = false) => {
    roomFor(18);
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10)
      .fillColor('black');
    doc.text(label, left, y, { width: textWidth, align: 'right' });
    doc.text(money(cents), right - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(doc.y, y + 14) + 2;
  };

  doc.y += 18;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
  const headY = doc.y;
  doc.text(words.description, left, headY, { width: textWidth });
  doc.text(words.amount, right - amountWidth, headY, { width: amountWidth, align: 'right' });
  doc.y = headY + 15;
  rule();
  doc.y += 6;
  for (const line of data.lines) {
    const height =
      doc.heightOfString(line.name, { width: textWidth }) +
      (line.description ? doc.heightOfString(line.description, { width: textWidth }) : 0);
    roomFor(height + 8);
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(line.name, left, y, { width: textWidth });
    if (line.description)
      doc.font('Helvetica').fontSize(9).fillColor(GREY).text(line.description, left, doc.y, { width: textWidth });
    doc.font('Helvetica').fontSize(10).fillColor('black');
    doc.text(money(line.priceCents), right - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(doc.y, y + 12) + 6;
  }
  roomFor(80);
  rule();
  doc.y += 6;
  row(words.subtotal, data.subtotalCents);
  row(words.tax(data.taxRate), data.taxCents);
  row(words.total, data.totalCents, true);
  for (const extra of data.after) row(extra.label, extra.cents, extra.bold);

  doc.y += 10;
  for (const note of data.notes) {
    roomFor(16);
    doc.font('Helvetica').fontSize(10).fillColor('black').text(note, left, doc.y, { width });
  }
  if (data.terms) {
    roomFor(40);
    doc.y += 10;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text(words.terms.toUpperCase(), left, doc.y, { width });
    doc.font('Helvetica').fontSize(9).fillColor('black').text(data.terms, left, doc.y, { width });
  }
  doc.end();
  return finished;
}
