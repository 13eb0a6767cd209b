import { formatMoney } from '@shared/currency';
import type { Report } from '@shared/reports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { speak } from '../../../../test/client-i18n';
import { json, renderWithProviders, stubServer } from '../../../../test/client-render';
import { ReportsPage } from './reports';

const eur = (amount: string) => [{ currency: 'EUR', amount }];

/** An overview of one November with two VAT rates and a reverse-charge invoice. */
const report: Report = {
  reportType: 'overview',
  status: 'all',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  currency: 'EUR',
  today: '2026-11-26',
  hasInvoices: true,
  summary: {
    totalRevenue: eur('0.00'),
    totalInvoices: 2,
    paidInvoices: 0,
    pendingInvoices: 2,
    overdueInvoices: 0,
    averageInvoiceValue: eur('852.00'),
    totalClients: 1,
    activeClients: 1,
  },
  comparison: null,
  revenueByMonth: [{ month: '2026-11', revenue: eur('0.00') }],
  aging: [],
  vatByRate: [
    { currency: 'EUR', category: 'S', rate: '19.00', taxableAmount: '1200.00', taxAmount: '228.00' },
    { currency: 'EUR', category: 'S', rate: '7.00', taxableAmount: '80.00', taxAmount: '5.60' },
    { currency: 'EUR', category: 'AE', rate: '0.00', taxableAmount: '300.00', taxAmount: '0.00' },
  ],
};

describe('ReportsPage', () => {
  it('shows the VAT invoiced per rate in the overview', async () => {
    stubServer(({ url }) => (url.startsWith('/api/reports?') ? json(report) : undefined));
    renderWithProviders(<ReportsPage />);
    const card = await screen.findByTestId('vat-by-rate');
    const vat19 = within(card).getByRole('row', { name: /^VAT 19 %/ });
    expect(vat19).toHaveTextContent(formatMoney('1200.00', 'EUR'));
    expect(vat19).toHaveTextContent(formatMoney('228.00', 'EUR'));
    expect(within(card).getByRole('row', { name: /^VAT 7 %/ })).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: /^Reverse charge/ })).toBeInTheDocument();
  });

  it('leaves the table out of a report type without it', async () => {
    const { vatByRate: _, ...revenue } = report;
    stubServer(({ url }) =>
      url.startsWith('/api/reports?') ? json({ ...revenue, reportType: 'revenue' }) : undefined,
    );
    renderWithProviders(<ReportsPage />);
    await screen.findByTestId('invoice-details');
    expect(screen.queryByTestId('vat-by-rate')).toBeNull();
  });

  it('speaks German: its heading, and its amounts as Germans write them', async () => {
    speak('de');
    stubServer(({ url }) => (url.startsWith('/api/reports?') ? json(report) : undefined));
    renderWithProviders(<ReportsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Berichte' })).toBeVisible();
    expect(screen.getByText('Analysieren Sie Umsatz, Kunden und offene Zahlungen')).toBeVisible();
    expect(await screen.findByTestId('vat-by-rate')).toHaveTextContent('1.200,00 €');
  });

  it('says in German that the report could not be loaded', async () => {
    speak('de');
    stubServer(({ url }) =>
      url.startsWith('/api/reports?')
        ? new Response('', { status: 500, statusText: 'Server Error' })
        : undefined,
    );
    renderWithProviders(<ReportsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Bericht konnte nicht geladen werden.');
  });
});
