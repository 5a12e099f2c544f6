import { formatDollars, type Language } from '@obra/domain';
import { INVOICE_WORDS } from './catalogue.js';
import { loadPdfkit } from '../../lazy-modules.js';

export interface Party {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  email: string;
  phone?: string;
}

export interface InvoiceData {
  language: Language;
  number: string;
  /** Shown as it is: MM/dd/yyyy. */
  date: string;
  company: Party;
  /** PNG or JPEG bytes; null to leave the logo out. */
  logo: Buffer | null;
  client: Party;
  project: { name: string; address: string };
  lines: { description: string; cents: number }[];
  totalCents: number;
}

const MARGIN = 50;
const GREY = '#555555';
const RULE = '#bbbbbb';

/** A street line, then 'City, ST 84401', leaving out what is empty. */
export function addressLines(p: Party): string[] {
  const place = [p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [p.address, place].filter((line) => line.trim() !== '');
}

type PdfDoc = InstanceType<Awaited<ReturnType<typeof loadPdfkit>>>;

/** A US Letter document and the bytes it will have once ended. */
export async function openPdf(info: { Title: string; Author: string; Subject: string }) {
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}

/** The company's logo at the top left; answers where it ends (the margin when there is none). */
export function drawLogo(doc: PdfDoc, logo: Buffer | null): number {
  if (!logo) return MARGIN;
  try {
    doc.image(logo, MARGIN, MARGIN, { fit: [150, 70] });
    return MARGIN + 80;
  } catch {
    // An image pdfkit cannot read is left out rather than losing the document.
    return MARGIN;
  }
}

/** The invoice as a US Letter PDF, written in `data.language`. */
export async function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const words = INVOICE_WORDS[data.language];
  const money = (cents: number) => formatDollars(cents, data.language);
  const { doc, finished } = await openPdf({
    Title: `${words.invoice} ${data.number}`,
    Author: data.company.name,
    Subject: data.project.name,
  });

  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const width = right - left;
  const bottom = () => doc.page.height - MARGIN;

  // Header: logo (when there is one) on the left, the title, number and date on the right.
  const logoBottom = drawLogo(doc, data.logo);
  doc.font('Helvetica-Bold').fontSize(24).fillColor('black');
  doc.text(words.invoice.toUpperCase(), left + width / 2, MARGIN, { width: width / 2, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  doc.text(`${words.number}: ${data.number}`, left + width / 2, doc.y + 4, { width: width / 2, align: 'right' });
  doc.text(`${words.date}: ${data.date}`, left + width / 2, doc.y + 2, { width: width / 2, align: 'right' });
  const headerBottom = Math.max(doc.y, logoBottom) + 12;

  // The company's details, then whom it is billed to, side by side.
  const column = (title: string | null, lines: string[], x: number, y: number) => {
    doc.x = x;
    doc.y = y;
    if (title)
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor(GREY)
        .text(title.toUpperCase(), x, doc.y, { width: width / 2 - 10 });
    lines.forEach((line, i) => {
      doc
        .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(i === 0 ? 12 : 10)
        .fillColor('black')
        .text(line, x, doc.y, { width: width / 2 - 10 });
    });
    return doc.y;
  };
  const company = data.company;
  const companyEnd = column(
    null,
    [
      company.name,
      ...addressLines(company),
      ...(company.phone ? [`${words.phone}: ${company.phone}`] : []),
      ...(company.email ? [`${words.email}: ${company.email}`] : []),
    ],
    left,
    headerBottom,
  );
  const clientEnd = column(
    words.billTo,
    [data.client.name, ...addressLines(data.client), ...(data.client.email ? [data.client.email] : [])],
    left + width / 2 + 10,
    headerBottom,
  );

  let y = Math.max(companyEnd, clientEnd) + 18;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text(words.project.toUpperCase(), left, y, { width });
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(data.project.name, left, doc.y, { width });
  doc.font('Helvetica').fontSize(10).text(data.project.address, left, doc.y, { width });

  // The jobs and their prices.
  const amountWidth = 120;
  const descriptionWidth = width - amountWidth - 10;
  const rule = (at: number) => doc.moveTo(left, at).lineTo(right, at).lineWidth(0.5).strokeColor(RULE).stroke();
  const tableHeader = (at: number) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
    doc.text(words.description, left, at, { width: descriptionWidth });
    doc.text(words.amount, right - amountWidth, at, { width: amountWidth, align: 'right' });
    rule(at + 15);
    return at + 22;
  };
  y = tableHeader(doc.y + 20);
  doc.font('Helvetica').fontSize(10);
  for (const line of data.lines) {
    const height = Math.max(doc.heightOfString(line.description, { width: descriptionWidth }), 12);
    if (y + height + 8 > bottom() - 40) {
      doc.addPage();
      y = tableHeader(MARGIN);
      doc.font('Helvetica').fontSize(10);
    }
    doc.fillColor('black').text(line.description, left, y, { width: descriptionWidth });
    doc.text(money(line.cents), right - amountWidth, y, { width: amountWidth, align: 'right' });
    y += height + 8;
  }
  if (y + 60 > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  rule(y);
  y += 8;
  doc.font('Helvetica-Bold').fontSize(12);
  doc.text(words.total, left, y, { width: descriptionWidth, align: 'right' });
  doc.text(money(data.totalCents), right - amountWidth, y, { width: amountWidth, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(GREY)
    .text(words.thanks, left, doc.y + 30, { width, align: 'center' });

  doc.end();
  return finished;
}
