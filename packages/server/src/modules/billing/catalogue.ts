import type { Language, PaymentMethod } from '@obra/domain';

/**
 * The words of estimates and invoices of issue 14 (their PDFs, the client's mails and the company's),
 * in both languages: a document follows its language, chosen from the client's (PRODUCT.md, Language).
 */
export interface BillingWords {
  estimate: string;
  invoice: string;
  number: string;
  date: string;
  billTo: string;
  project: string;
  description: string;
  amount: string;
  subtotal: string;
  tax: (rate: string) => string;
  total: string;
  deposit: string;
  validUntil: string;
  terms: string;
  approvedBy: (f: { name: string; date: string }) => string;
  dueOn: string;
  payments: string;
  paid: string;
  balance: string;
  depositPaid: string;
  depositRequested: string;
  methods: Record<PaymentMethod, string>;
  /** Attachment file names, without extension. */
  estimateStem: string;
  invoiceStem: string;
  /** What an estimate's terms say when the company wrote none. */
  defaultTerms: string;
  estimateMail: (f: Mail) => { subject: string; text: string };
  invoiceMail: (f: Mail) => { subject: string; text: string };
  reminderMail: (f: Mail & { dueOn: string; late: boolean }) => { subject: string; text: string };
  /** To the company, in its language. */
  answeredMail: (f: { client: string; number: string; project: string; approved: boolean; reason: string }) => {
    subject: string;
    text: string;
  };
}

interface Mail {
  client: string;
  company: string;
  project: string;
  number: string;
  total: string;
  link: string;
  email: string;
}

const lines = (...parts: (string | false)[]) => parts.filter((p): p is string => p !== false).join('\n');

export const BILLING_WORDS: Record<Language, BillingWords> = {
  es: {
    estimate: 'Presupuesto',
    invoice: 'Factura',
    number: 'Número',
    date: 'Fecha',
    billTo: 'Cliente',
    project: 'Proyecto',
    description: 'Descripción',
    amount: 'Importe',
    subtotal: 'Subtotal',
    tax: (rate) => `Impuesto (${rate} %)`,
    total: 'Total',
    deposit: 'Depósito',
    validUntil: 'Válido hasta',
    terms: 'Términos',
    approvedBy: (f) => `Aprobado por ${f.name} el ${f.date}`,
    dueOn: 'Fecha de pago',
    payments: 'Pagos',
    paid: 'Pagado',
    balance: 'Saldo',
    depositPaid: 'Depósito pagado',
    depositRequested: 'Depósito solicitado',
    methods: { cash: 'Efectivo', check: 'Cheque', zelle: 'Zelle', card: 'Tarjeta', transfer: 'Transferencia' },
    estimateStem: 'presupuesto',
    invoiceStem: 'factura',
    defaultTerms:
      'Los precios son válidos hasta la fecha indicada. El depósito, si se pide, se paga antes de empezar el trabajo y se descuenta de la factura. Cualquier trabajo adicional se cotiza aparte. El saldo se paga al terminar el trabajo.',
    estimateMail: (f) => ({
      subject: `Presupuesto ${f.number} de ${f.company}`,
      text: lines(
        `Hola ${f.client}:`,
        '',
        `${f.company} le envía el presupuesto ${f.number} del proyecto ${f.project}.`,
        `Total: ${f.total}`,
        '',
        'Puede verlo y aprobarlo o rechazarlo en este enlace:',
        f.link,
        '',
        'El presupuesto también va adjunto en PDF.',
        f.email !== '' && `Si tiene preguntas, escriba a ${f.email}.`,
        '',
        'Gracias,',
        f.company,
      ),
    }),
    invoiceMail: (f) => ({
      subject: `Factura ${f.number} de ${f.company}`,
      text: lines(
        `Hola ${f.client}:`,
        '',
        `${f.company} le envía la factura ${f.number} del proyecto ${f.project}.`,
        `Saldo: ${f.total}`,
        '',
        'Puede verla en este enlace:',
        f.link,
        '',
        'La factura también va adjunta en PDF.',
        f.email !== '' && `Si tiene preguntas, escriba a ${f.email}.`,
        '',
        'Gracias,',
        f.company,
      ),
    }),
    reminderMail: (f) => ({
      subject: f.late
        ? `Recordatorio: la factura ${f.number} de ${f.company} está vencida`
        : `Recordatorio: la factura ${f.number} de ${f.company} vence hoy`,
      text: lines(
        `Hola ${f.client}:`,
        '',
        f.late
          ? `La factura ${f.number} del proyecto ${f.project} venció el ${f.dueOn} y tiene un saldo de ${f.total}.`
          : `La factura ${f.number} del proyecto ${f.project} vence hoy, ${f.dueOn}. Saldo: ${f.total}.`,
        '',
        'Puede verla en este enlace:',
        f.link,
        '',
        f.email !== '' && `Si ya pagó o tiene preguntas, escriba a ${f.email}.`,
        '',
        'Gracias,',
        f.company,
      ),
    }),
    answeredMail: (f) => ({
      subject: f.approved
        ? `${f.client} aprobó el presupuesto ${f.number}`
        : `${f.client} rechazó el presupuesto ${f.number}`,
      text: lines(
        f.approved
          ? `${f.client} aprobó el presupuesto ${f.number} del proyecto ${f.project}.`
          : `${f.client} rechazó el presupuesto ${f.number} del proyecto ${f.project}.`,
        !f.approved && `Motivo: ${f.reason}`,
        '',
        'Puede verlo en el proyecto, en Obra.',
      ),
    }),
  },
  en: {
    estimate: 'Estimate',
    invoice: 'Invoice',
    number: 'Number',
    date: 'Date',
    billTo: 'Client',
    project: 'Project',
    description: 'Description',
    amount: 'Amount',
    subtotal: 'Subtotal',
    tax: (rate) => `Sales tax (${rate}%)`,
    total: 'Total',
    deposit: 'Deposit',
    validUntil: 'Valid until',
    terms: 'Terms',
    approvedBy: (f) => `Approved by ${f.name} on ${f.date}`,
    dueOn: 'Due date',
    payments: 'Payments',
    paid: 'Paid',
    balance: 'Balance due',
    depositPaid: 'Deposit paid',
    depositRequested: 'Deposit requested',
    methods: { cash: 'Cash', check: 'Check', zelle: 'Zelle', card: 'Card', transfer: 'Bank transfer' },
    estimateStem: 'estimate',
    invoiceStem: 'invoice',
    defaultTerms:
      'Prices are valid until the date shown. The deposit, if any, is due before work begins and is credited on the invoice. Any additional work is quoted separately. The balance is due when the work is finished.',
    estimateMail: (f) => ({
      subject: `Estimate ${f.number} from ${f.company}`,
      text: lines(
        `Hello ${f.client},`,
        '',
        `${f.company} sends you estimate ${f.number} for the project ${f.project}.`,
        `Total: ${f.total}`,
        '',
        'You can see it, and approve or decline it, at this link:',
        f.link,
        '',
        'The estimate is also attached as a PDF.',
        f.email !== '' && `If you have any questions, write to ${f.email}.`,
        '',
        'Thank you,',
        f.company,
      ),
    }),
    invoiceMail: (f) => ({
      subject: `Invoice ${f.number} from ${f.company}`,
      text: lines(
        `Hello ${f.client},`,
        '',
        `${f.company} sends you invoice ${f.number} for the project ${f.project}.`,
        `Balance due: ${f.total}`,
        '',
        'You can see it at this link:',
        f.link,
        '',
        'The invoice is also attached as a PDF.',
        f.email !== '' && `If you have any questions, write to ${f.email}.`,
        '',
        'Thank you,',
        f.company,
      ),
    }),
    reminderMail: (f) => ({
      subject: f.late
        ? `Reminder: invoice ${f.number} from ${f.company} is past due`
        : `Reminder: invoice ${f.number} from ${f.company} is due today`,
      text: lines(
        `Hello ${f.client},`,
        '',
        f.late
          ? `Invoice ${f.number} for the project ${f.project} was due on ${f.dueOn} and has a balance of ${f.total}.`
          : `Invoice ${f.number} for the project ${f.project} is due today, ${f.dueOn}. Balance due: ${f.total}.`,
        '',
        'You can see it at this link:',
        f.link,
        '',
        f.email !== '' && `If you have already paid or have any questions, write to ${f.email}.`,
        '',
        'Thank you,',
        f.company,
      ),
    }),
    answeredMail: (f) => ({
      subject: f.approved ? `${f.client} approved estimate ${f.number}` : `${f.client} declined estimate ${f.number}`,
      text: lines(
        f.approved
          ? `${f.client} approved estimate ${f.number} for the project ${f.project}.`
          : `${f.client} declined estimate ${f.number} for the project ${f.project}.`,
        !f.approved && `Reason: ${f.reason}`,
        '',
        'You can see it on the project, in Obra.',
      ),
    }),
  },
};
