import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateInvoiceReads, invoicesQueryKey } from '@/api/get-invoices';
import { invoicePagePath } from './get-invoice-page';

describe('invoicePagePath', () => {
  it('spells out page, size, sort and order, and adds search and status only when set', () => {
    expect(invoicePagePath({})).toBe('/api/invoices/paged?page=1&pageSize=50&sort=createdAt&order=desc');
    expect(invoicePagePath({ sort: 'clientName' })).toContain('sort=clientName&order=asc');
    expect(
      invoicePagePath({
        page: 2,
        pageSize: 5,
        q: '  Acme & Co ',
        status: 'pending',
        sort: 'total',
        order: 'desc',
      }),
    ).toBe('/api/invoices/paged?page=2&pageSize=5&q=Acme+%26+Co&status=pending&sort=total&order=desc');
    expect(invoicePagePath({ q: '   ' })).not.toContain('q=');
  });
});

describe('invalidateInvoiceReads', () => {
  it('marks the full list, every paged read and the dependent reads stale, and nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      invoicesQueryKey[0],
      invoicePagePath({}),
      invoicePagePath({ page: 2, q: 'acme', status: 'pending', sort: 'dueDate', order: 'desc' }),
      invoicePagePath({ pageSize: 5 }),
      '/api/dashboard/stats',
      '/api/reminders',
      '/api/reports?reportType=overview',
      '/api/clients', // each client carries its invoice count
    ];
    for (const key of [...keys, '/api/settings']) client.setQueryData([key], []);
    await invalidateInvoiceReads(client);
    for (const key of keys) expect(client.getQueryState([key])?.isInvalidated, key).toBe(true);
    expect(client.getQueryState(['/api/settings'])?.isInvalidated).toBe(false);
  });
});
