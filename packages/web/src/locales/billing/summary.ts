/** Texts of the dashboard's money card (issue 14); the card brings them when it loads. */
const es = {
  billingSummary: {
    title: 'Cobros de {{month}}',
    billed: 'Facturado',
    collected: 'Cobrado',
    outstanding: 'Pendiente de cobro',
    overdue: 'Facturas vencidas',
    noOverdue: 'No hay facturas vencidas',
    overdueLine: '{{client}} · saldo {{balance}} · venció el {{date}}',
    awaiting: 'Presupuestos esperando respuesta',
    noAwaiting: 'Ningún presupuesto espera respuesta',
    awaitingLine: '{{client}} · {{total}} · vence el {{date}}',
    document: '{{number}} · {{project}}',
    noClient: 'Sin cliente',
  },
};

const en: typeof es = {
  billingSummary: {
    title: 'Getting paid in {{month}}',
    billed: 'Billed',
    collected: 'Collected',
    outstanding: 'Outstanding',
    overdue: 'Overdue invoices',
    noOverdue: 'No overdue invoices',
    overdueLine: '{{client}} · balance {{balance}} · due {{date}}',
    awaiting: 'Estimates waiting for an answer',
    noAwaiting: 'No estimate is waiting for an answer',
    awaitingLine: '{{client}} · {{total}} · expires {{date}}',
    document: '{{number}} · {{project}}',
    noClient: 'No client',
  },
};

export const billingSummaryTexts = { es, en };
