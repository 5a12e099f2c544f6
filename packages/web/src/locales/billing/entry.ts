/** The project card's way into a project's estimates and invoices (the dialog brings the rest, documents.ts). */
export const billingEntryTexts = {
  es: { billingEntry: { open: 'Presupuestos y facturas' } },
  en: { billingEntry: { open: 'Estimates and invoices' } },
};
