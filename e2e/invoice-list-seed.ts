import type { Page } from '@playwright/test';
import { accountToday, addDays, expect } from './fixtures';

export interface SeededInvoice {
  id: number;
  invoiceNumber: string;
  clientName: string;
  status: 'draft' | 'sent' | 'overdue' | 'paid' | 'void';
  total: string;
}

/** Three named clients the invoices go to, then `extraClients` more ("Client 01", …) for a long client list. */
export const SEED_CLIENTS = [
  { name: 'Acme Corporation', email: 'billing@acme.example' },
  { name: 'Globex Industries', email: 'ap@globex.example' },
  { name: 'Initech', email: 'finance@initech.example' },
];

/** What seedInvoiceList makes: 52 not yet due, 4 overdue (56 pending), 3 drafts, 2 paid and 1 void (62). */
export const SEEDED_COUNTS = { draft: 3, notYetDue: 52, overdue: 4, paid: 2, void: 1 };

async function ok<T>(res: ReturnType<Page['request']['post']>, status = 201): Promise<T> {
  const answer = await res;
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as T;
}

/**
 * Enough invoices for two pages of "Pending Invoices" (56 awaiting payment at 50 a page), each with its own
 * amount, spread over the clients; created with parallel API calls. Dates are relative to the
 * account's today, so the statuses hold at every hour in every zone.
 */
export async function seedInvoiceList(page: Page, extraClients = 0): Promise<SeededInvoice[]> {
  const today = accountToday();
  const extra = Array.from({ length: extraClients }, (_, i) => ({
    name: `Client ${String(i + 1).padStart(2, '0')}`,
    email: `client${i + 1}@example.com`,
  }));
  const clients = await Promise.all(
    [...SEED_CLIENTS, ...extra].map((data) =>
      ok<{ id: number; name: string }>(page.request.post('/api/clients', { data })),
    ),
  );
  const plan: SeededInvoice['status'][] = [
    ...Array<'sent'>(52).fill('sent'),
    ...Array<'overdue'>(4).fill('overdue'),
    ...Array<'draft'>(3).fill('draft'),
    ...Array<'paid'>(2).fill('paid'),
    'void',
  ];
  return Promise.all(
    plan.map(async (status, i) => {
      const client = clients[i % SEED_CLIENTS.length];
      const overdue = status === 'overdue';
      const invoice = await ok<SeededInvoice>(
        page.request.post('/api/invoices', {
          data: {
            clientId: client.id,
            issueDate: addDays(today, -20),
            dueDate: addDays(today, overdue ? -5 : 10 + (i % 20)),
            status: status === 'draft' ? 'draft' : 'sent',
            sendReminders: false,
            lineItems: [{ description: 'Consulting', quantity: 1, rate: String(100 + i) }],
          },
        }),
      );
      if (status === 'paid') {
        await ok(page.request.patch(`/api/invoices/${invoice.id}`, { data: { status: 'paid' } }), 200);
      }
      if (status === 'void') {
        await ok(
          page.request.post(`/api/invoices/${invoice.id}/void`, { data: { reason: 'Duplicate' } }),
          200,
        );
      }
      return { ...invoice, clientName: client.name, status };
    }),
  );
}

/** Nothing on the page is wider than the window, and no box inside it scrolls sideways either. */
export async function expectNoSidewaysScrolling(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const scrollers = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => {
        const { overflowX } = getComputedStyle(el);
        return (overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.outerHTML.slice(0, 120)} (${el.scrollWidth} px wide in ${el.clientWidth} px)`),
  );
  expect(scrollers).toEqual([]);
}
