import type { DashboardStats } from '@shared/dashboard';
import type { InvoicePage } from '@shared/invoices';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { speak } from '../../../../test/client-i18n';
import {
  invoiceFixture,
  json,
  type Request,
  renderWithProviders,
  stubServer,
} from '../../../../test/client-render';
import { DashboardPage } from './dashboard';

const figures = {
  currency: 'EUR',
  totalRevenue: '0.00',
  pendingInvoices: 1,
  pendingAmount: '119.00',
  overdueInvoices: 0,
  overdueAmount: '0.00',
  draftInvoices: 0,
  draftAmount: '0.00',
  monthlyRevenue: '0.00',
  previousMonthRevenue: '0.00',
  revenueChange: null,
};
const stats: DashboardStats = { ...figures, monthlyInvoiceCount: 1, byCurrency: [figures] };

const page = (items: InvoicePage['items']): InvoicePage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 5,
  counts: { draft: 0, notYetDue: items.length, overdue: 0, paid: 0, void: 0 },
});

function serve(invoices: InvoicePage['items']) {
  return stubServer(({ url }) => {
    if (url.startsWith('/api/invoices/paged?')) return json(page(invoices));
    if (url === '/api/dashboard/stats') return json(stats);
    if (url === '/api/settings') return json({});
    return undefined;
  });
}

/** The full list (GET /api/invoices, with or without a query string), which no page asks for on load. */
const fullList = (requests: Request[]) => requests.filter(({ url }) => /^\/api\/invoices(\?|$)/.test(url));

describe('DashboardPage', () => {
  it('asks for five recent invoices and never for the whole list', async () => {
    const requests = serve([invoiceFixture()]);
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByTestId('recent-invoice-7')).toHaveTextContent('INV-1003');
    const pages = requests.filter(({ url }) => url.startsWith('/api/invoices/paged?'));
    expect(pages.map(({ url }) => new URL(url, 'http://x').searchParams.get('pageSize'))).toEqual(['5']);
    expect(fullList(requests)).toEqual([]);
    // With invoices the getting-started steps stay hidden, so their reads are not made either.
    expect(requests.map(({ url }) => url)).not.toContain('/api/reminders');
  });

  it('shows the getting-started steps to a user without invoices, still without the whole list', async () => {
    const requests = serve([]);
    renderWithProviders(<DashboardPage />);
    expect(
      await screen.findByText('No invoices yet. Create your first invoice to get started.'),
    ).toBeVisible();
    expect(await screen.findByTestId('onboarding-dashboard')).toBeVisible();
    expect(fullList(requests)).toEqual([]);
  });

  it('speaks German: its heading, and its figures as Germans write them', async () => {
    speak('de');
    serve([invoiceFixture()]);
    renderWithProviders(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    expect(
      screen.getByText('Verwalten Sie Ihre Rechnungen und behalten Sie Zahlungen im Blick'),
    ).toBeVisible();
    expect(await screen.findByTestId('stat-pending')).toHaveTextContent('119,00 €');
  });
});
