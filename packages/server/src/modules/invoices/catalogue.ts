import type { Language } from '@obra/domain';

/**
 * The words of an invoice and of the mail sent with it, and of Notificar's mail, in both languages:
 * they follow the client's language (PRODUCT.md, Language).
 */
export interface InvoiceWords {
  invoice: string;
  number: string;
  date: string;
  billTo: string;
  project: string;
  description: string;
  amount: string;
  total: string;
  phone: string;
  email: string;
  thanks: string;
  /** The attachment's file name, without extension. */
  fileStem: string;
  mailSubject: (f: { number: string; company: string }) => string;
  mailText: (f: {
    client: string;
    company: string;
    project: string;
    number: string;
    total: string;
    email: string;
  }) => string;
  noticeSubject: (f: { company: string; project: string }) => string;
  noticeText: (f: {
    client: string;
    company: string;
    project: string;
    message: string;
    email: string;
    phone: string;
  }) => string;
}

export const INVOICE_WORDS: Record<Language, InvoiceWords> = {
  es: {
    invoice: 'Factura',
    number: 'Número',
    date: 'Fecha',
    billTo: 'Facturar a',
    project: 'Proyecto',
    description: 'Descripción',
    amount: 'Importe',
    total: 'Total',
    phone: 'Teléfono',
    email: 'Correo',
    thanks: 'Gracias por su preferencia.',
    fileStem: 'factura',
    mailSubject: (f) => `Factura ${f.number} de ${f.company}`,
    mailText: (f) =>
      [
        `Hola ${f.client}:`,
        '',
        `${f.company} le envía la factura ${f.number} del proyecto ${f.project}.`,
        `Total: ${f.total}`,
        '',
        'La factura va adjunta en PDF.',
        `Si tiene preguntas, escriba a ${f.email}.`,
        '',
        'Gracias,',
        f.company,
      ].join('\n'),
    noticeSubject: (f) => `${f.company}: aviso sobre el proyecto ${f.project}`,
    noticeText: (f) =>
      [
        `Hola ${f.client}:`,
        '',
        `${f.company} le envía un aviso sobre el proyecto ${f.project}.`,
        ...(f.message ? ['', f.message] : []),
        '',
        'Puede ver el proyecto al iniciar sesión en Obra.',
        `Contacto: ${f.email} · ${f.phone}`,
        '',
        'Gracias,',
        f.company,
      ].join('\n'),
  },
  en: {
    invoice: 'Invoice',
    number: 'Number',
    date: 'Date',
    billTo: 'Bill to',
    project: 'Project',
    description: 'Description',
    amount: 'Amount',
    total: 'Total',
    phone: 'Phone',
    email: 'Email',
    thanks: 'Thank you for your business.',
    fileStem: 'invoice',
    mailSubject: (f) => `Invoice ${f.number} from ${f.company}`,
    mailText: (f) =>
      [
        `Hello ${f.client},`,
        '',
        `${f.company} sends you invoice ${f.number} for the project ${f.project}.`,
        `Total: ${f.total}`,
        '',
        'The invoice is attached as a PDF.',
        `If you have any questions, write to ${f.email}.`,
        '',
        'Thank you,',
        f.company,
      ].join('\n'),
    noticeSubject: (f) => `${f.company}: notice about the project ${f.project}`,
    noticeText: (f) =>
      [
        `Hello ${f.client},`,
        '',
        `${f.company} sends you a notice about the project ${f.project}.`,
        ...(f.message ? ['', f.message] : []),
        '',
        'You can see the project by signing in to Obra.',
        `Contact: ${f.email} · ${f.phone}`,
        '',
        'Thank you,',
        f.company,
      ].join('\n'),
  },
};

/** Subjects are one line, whatever a name holds. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
