import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PublicEstimate, PublicInvoice } from '@obra/domain';
import { vi } from 'vitest';

/** Renders a share page at its address, as the router does. */
export function renderShare(path: string, pattern: string, page: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const company = {
  name: 'Techos Rivera',
  phone: '801-555-0100',
  email: 'oficina@techosrivera.com',
  address: '500 Main St, Ogden, UT 84401',
  logoUrl: '/api/public/logos/abc.png',
};

/** Estimate P-0007, sent, $1,000 + 8.25 % tax, a 30 % deposit. */
export function anEstimate(overrides: Partial<PublicEstimate> = {}): PublicEstimate {
  return {
    number: 'P-0007',
    company,
    clientName: 'María González',
    project: { name: 'Techo nuevo', address: '1234 Harrison Blvd, Ogden, UT 84401' },
    lines: [
      { name: 'Quitar el techo viejo', description: 'Tejas y base, con el retiro de escombros', price: 400, jobId: 3 },
      { name: 'Techo nuevo de tejas', description: '', price: 600, jobId: null },
    ],
    subtotal: 1000,
    taxRate: 8.25,
    tax: 82.5,
    total: 1082.5,
    language: 'es',
    pdfUrl: '/api/public/estimates/tok-e/pdf',
    status: 'sent',
    depositPercent: 30,
    deposit: 324.75,
    expiresOn: '2026-12-20',
    terms: 'El depósito se paga al aprobar.\nGarantía de 5 años.',
    version: 1,
    approval: null,
    rejection: null,
    ...overrides,
  };
}

/** Invoice F-0003: $1,082.50, $500 paid of it, due 12/15/2026. */
export function anInvoice(overrides: Partial<PublicInvoice> = {}): PublicInvoice {
  return {
    number: 'F-0003',
    company,
    clientName: 'María González',
    project: { name: 'Techo nuevo', address: '1234 Harrison Blvd, Ogden, UT 84401' },
    lines: [{ name: 'Techo nuevo de tejas', description: 'Materiales y mano de obra', price: 1000, jobId: 3 }],
    subtotal: 1000,
    taxRate: 8.25,
    tax: 82.5,
    total: 1082.5,
    language: 'es',
    pdfUrl: '/api/public/invoices/tok-f/pdf',
    status: 'partly_paid',
    deposit: null,
    paid: 500,
    balance: 582.5,
    issuedOn: '2026-11-20',
    dueOn: '2026-12-15',
    payments: [{ amount: 500, date: '2026-11-22', method: 'zelle' }],
    ...overrides,
  };
}

export const ok = (data: unknown) => Response.json({ querySuccess: true, queryData: data, queryError: null });
export const refusal = (status: number, queryError: string, errorCode: string) =>
  Response.json({ querySuccess: false, queryData: null, queryError, errorCode }, { status });

export interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** Stubs fetch with a handler per call; answers what it returns, records what was sent. */
export function serve(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      };
      sent.push(call);
      return answer(call);
    }),
  );
  return sent;
}

export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * jsdom draws nothing: a canvas whose 2D context records what is written on it and whose PNG is
 * a fixed one. Answers the texts written.
 */
export function fakeCanvas(png = PNG) {
  const written: string[] = [];
  const context = new Proxy(
    {
      fillText: (text: string) => void written.push(text),
      measureText: (text: string) => ({ width: text.length * 10 }),
    } as Record<string | symbol, unknown>,
    {
      get: (target, key) => (key in target ? target[key] : () => undefined),
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(png);
  return { written, toDataURL };
}
