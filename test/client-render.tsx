/**
 * Component tests of the client: a screen rendered with the app's providers (a fresh query client
 * without retries, a router, tooltips) and a server answered by `answer`, which records every
 * request it gets.
 */

import { I18nProvider } from '@lingui/react';
import type { CreditNote } from '@shared/credit-notes';
import type { InvoiceWithItems } from '@shared/invoices';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { i18n } from '@/lib/i18n';
import { missingMessages, speak } from './client-i18n';

// Every test file that renders with these starts the next test afresh: no screen, server or mock calls left.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  const missing = missingMessages.splice(0);
  speak('en');
  expect(missing, 'messages shown that no catalog holds: run `npm run messages`').toEqual([]);
});

export interface Request {
  method: string;
  url: string;
  body: unknown;
}

/** A JSON answer, or a status with a `{ message }` body. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch: each request is recorded and answered by `answer` (any GET it does not know gets []). */
export function stubServer(answer: (request: Request) => Response | undefined) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      return answer(request) ?? json([]);
    }),
  );
  return requests;
}

export function renderWithProviders(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <TooltipProvider>{ui}</TooltipProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** An invoice as the API answers it: INV-1003 over €119.00 (19 % tax), sent, nothing paid or credited. */
export function invoiceFixture(overrides: Partial<InvoiceWithItems> = {}): InvoiceWithItems {
  return {
    id: 7,
    invoiceNumber: 'INV-1003',
    clientId: 3,
    clientName: 'Initech',
    clientEmail: 'ap@initech.example',
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    status: 'sent',
    currency: 'EUR',
    subtotal: '100.00',
    tax: '19.00',
    taxRate: '19.00',
    total: '119.00',
    taxBreakdown: [
      { category: 'S', rate: '19.00', taxableAmount: '100.00', taxAmount: '19.00', exemptionReason: null },
    ],
    taxExemptionReason: null,
    buyerReference: null,
    language: 'en',
    serviceDate: '2026-11-02',
    servicePeriodStart: null,
    servicePeriodEnd: null,
    amountPaid: '0.00',
    creditedAmount: '0.00',
    balanceDue: '119.00',
    creditNotes: [],
    notes: null,
    projectDescription: null,
    sendReminders: true,
    reminderFlowTemplateId: null,
    sentAt: '2026-11-02T09:00:00.000Z',
    paidAt: null,
    voidedAt: null,
    voidReason: null,
    viewedAt: null,
    recurringInvoiceId: null,
    createdAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    lineItems: [
      {
        id: 1,
        invoiceId: 7,
        position: 0,
        description: 'Consulting',
        quantity: 1,
        unit: null,
        rate: '100.00',
        amount: '100.00',
        taxRate: '19.00',
        taxCategory: 'S',
      },
    ],
    ...overrides,
  };
}

/** A credit note's line with its VAT, as the API answers it once credit notes carry VAT per line (issue 3/6). */
const RETURNED_ITEM = {
  description: 'Returned item',
  quantity: 1,
  unit: null,
  rate: '50.00',
  amount: '50.00',
  taxRate: '19.00',
  taxCategory: 'S' as const,
};

/** A credit note CN-1 on INV-1003 as the API answers it. */
export function creditNoteFixture(overrides: Partial<CreditNote> = {}): CreditNote {
  return {
    id: 11,
    creditNoteNumber: 'CN-1',
    invoiceId: 7,
    invoiceNumber: 'INV-1003',
    clientId: 3,
    clientName: 'Initech',
    issueDate: '2026-11-20',
    reason: 'Returned item',
    currency: 'EUR',
    language: 'en',
    subtotal: '50.00',
    tax: '9.50',
    total: '59.50',
    taxBreakdown: [
      { category: 'S', rate: '19.00', taxableAmount: '50.00', taxAmount: '9.50', exemptionReason: null },
    ],
    lineItems: [RETURNED_ITEM],
    emailedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
