import type { BilledInvoice, Estimate } from '@obra/domain';

// Documents of project 3 (fixtures.ts aProject) as the billing API answers them, for the billing tests.

export function anEstimate(overrides: Partial<Estimate> = {}): Estimate {
  return {
    id: 11,
    number: 'P-0001',
    projectId: 3,
    projectName: 'Techo casa',
    status: 'sent',
    lines: [{ name: 'Techo norte', description: '', price: 1000, jobId: 7 }],
    subtotal: 1000,
    taxRate: 8.25,
    tax: 82.5,
    total: 1082.5,
    depositPercent: 30,
    deposit: 324.75,
    expiresOn: '2026-12-26',
    terms: 'Pago a 30 días',
    language: 'es',
    version: 1,
    createdAt: '2026-11-26T15:00:00.000Z',
    sentAt: '2026-11-26T15:05:00.000Z',
    shareUrl: 'https://obra.example/e/abc123',
    pdfUrl: '/api/files/p-0001.pdf',
    approval: null,
    rejection: null,
    ...overrides,
  };
}

export function anInvoice(overrides: Partial<BilledInvoice> = {}): BilledInvoice {
  return {
    id: 21,
    number: 'F-0001',
    projectId: 3,
    projectName: 'Techo casa',
    estimateId: null,
    status: 'partly_paid',
    lines: [{ name: 'Techo norte', description: '', price: 1000, jobId: 7 }],
    subtotal: 1000,
    taxRate: 0,
    tax: 0,
    total: 1000,
    deposit: null,
    paid: 400,
    balance: 600,
    issuedOn: '2026-11-20',
    dueOn: '2026-12-20',
    sentAt: '2026-11-20T15:00:00.000Z',
    viewedAt: null,
    language: 'en',
    shareUrl: 'https://obra.example/f/xyz789',
    pdfUrl: '/api/files/f-0001.pdf',
    payments: [{ id: 31, amount: 400, date: '2026-11-22', method: 'zelle', note: 'Primer pago' }],
    ...overrides,
  };
}
