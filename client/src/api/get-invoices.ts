import type { Invoice } from '@shared/invoices';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const invoicesQueryKey = ['/api/invoices'] as const;

export function getInvoices() {
  return api.get<Invoice[]>(invoicesQueryKey[0]);
}

/**
 * Every invoice of the user, newest first, with its effective status (SPEC's GET /api/invoices). No
 * page asks for it on load (issue #27): pages read /api/invoices/paged; only the recurring dialogs,
 * once opened, filter it for a profile's invoices.
 */
export const invoicesQueryOptions = () => queryOptions({ queryKey: invoicesQueryKey, queryFn: getInvoices });

const AFFECTED = [
  '/api/invoices',
  '/api/credit-notes',
  '/api/dashboard',
  '/api/reminders',
  '/api/reports',
  '/api/clients',
];

/**
 * After any invoice or reminder change: the invoice reads, the credit notes (cancel, correct and
 * credit issue them), dashboard stats, reminders, reports and the clients (each carries its invoice count).
 * "/api/invoices" is a prefix: it reaches the full list, every page of /api/invoices/paged (whatever
 * its search, filter, sort and page), the single-invoice reads and each invoice's document
 * (/api/invoices/{id}/document: a payment, a credit note or a void changes what it prints).
 */
export function invalidateInvoiceReads(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) => typeof path === 'string' && AFFECTED.some((p) => path.startsWith(p)),
  });
}

const DOCUMENT = /^\/api\/invoices\/\d+\/(document|e-invoice\/readiness)$/;

/**
 * After Settings, the logo or a client change: the invoices' documents and their e-invoice checks,
 * since a draft prints today's company and client (an issued one keeps what was frozen at issue, so
 * refetching it changes nothing).
 */
export function invalidateInvoiceDocuments(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) => typeof path === 'string' && DOCUMENT.test(path),
  });
}
