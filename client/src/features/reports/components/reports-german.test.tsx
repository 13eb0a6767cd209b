import { formatMoney } from '@shared/currency';
import type { Report, ReportInvoiceRow } from '@shared/reports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { speak } from '../../../../../test/client-i18n';
import { renderWithProviders } from '../../../../../test/client-render';
import { compactMoney, formatMonth } from '../utils/format';
import { AgingChart } from './aging-chart';
import { ReportInvoicesTable } from './report-invoices-table';
import { ReportPeriod } from './report-period';
import { RevenueChart } from './revenue-chart';
import { SummaryCards } from './summary-cards';
import { VatByRate } from './vat-by-rate';

const eur = (amount: string) => [{ currency: 'EUR', amount }];

/** Text as toHaveTextContent compares it: non-breaking spaces read as spaces. */
const money = (amount: string | number, currency: string) =>
  formatMoney(amount, currency).replaceAll('\u00a0', ' ');

const report: Report = {
  reportType: 'overview',
  status: 'all',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  currency: 'EUR',
  today: '2026-11-26',
  hasInvoices: true,
  summary: {
    totalRevenue: [...eur('1234.50'), { currency: 'USD', amount: '59.50' }],
    totalInvoices: 4,
    paidInvoices: 2,
    pendingInvoices: 2,
    overdueInvoices: 1,
    averageInvoiceValue: eur('617.25'),
    totalClients: 3,
    activeClients: 2,
  },
  comparison: {
    basis: 'period',
    current: {
      start: '2026-11-01',
      end: '2026-11-30',
      revenue: eur('1234.50'),
      invoices: 4,
      averageInvoiceValue: eur('617.25'),
    },
    previous: {
      start: '2026-10-02',
      end: '2026-10-31',
      revenue: eur('1000.00'),
      invoices: 5,
      averageInvoiceValue: eur('617.25'),
    },
  },
  revenueByMonth: [
    { month: '2026-10', revenue: eur('1000.00') },
    { month: '2026-11', revenue: eur('1234.50') },
  ],
  aging: [
    { bucket: 'current', invoices: 1, amount: eur('119.00') },
    { bucket: '1-30', invoices: 1, amount: eur('238.00') },
  ],
};

const row = (over: Partial<ReportInvoiceRow>): ReportInvoiceRow => ({
  id: 1,
  type: 'Invoice',
  invoiceNumber: 'INV-1',
  clientName: 'Acme',
  amount: '119.00',
  amountPaid: '0.00',
  balanceDue: '50.00',
  currency: 'EUR',
  status: 'sent',
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  net: '100.00',
  tax: '19.00',
  serviceDate: '2026-11-02',
  clientVatId: null,
  ...over,
});

describe('the Reports page’s parts in German', () => {
  it('writes months and axis amounts in the interface’s locale', () => {
    speak('de');
    expect(formatMonth('2026-03', true)).toBe('März 2026');
    expect(compactMoney(1_500_000, 'EUR')).toBe('1,5\u00a0Mio.\u00a0€');
    speak('en');
    expect(formatMonth('2026-03')).toBe('Mar 2026');
    expect(compactMoney(1200, 'EUR')).toBe('€1.2K');
  });

  it('shows the period, the cards and their changes in German', () => {
    speak('de');
    renderWithProviders(
      <>
        <ReportPeriod report={report} />
        <SummaryCards report={report} />
      </>,
    );
    expect(screen.getByTestId('report-period')).toHaveTextContent(
      'Die Zahlen umfassen Rechnungen mit Rechnungsdatum 01.11.2026 – 30.11.2026',
    );
    expect(screen.getByTestId('report-period')).toHaveTextContent(
      'Vergleichszeitraum: 02.10.2026 – 31.10.2026.',
    );
    const revenue = screen.getByTestId('report-card-total-revenue');
    expect(revenue).toHaveTextContent('Gesamtumsatz');
    expect(revenue).toHaveTextContent('1.234,50 €');
    expect(revenue).toHaveTextContent(`außerdem ${money('59.50', 'USD')}`);
    expect(revenue).toHaveTextContent('+23 % gegenüber dem Vorzeitraum');
    expect(screen.getByTestId('report-card-total-invoices')).toHaveTextContent(
      '-1 gegenüber dem Vorzeitraum',
    );
    expect(screen.getByTestId('report-card-active-clients')).toHaveTextContent('von 3 Kunden insgesamt');
    expect(screen.getByTestId('report-card-pending')).toHaveTextContent(
      '50 % aller Rechnungen, überfällige eingeschlossen',
    );
  });

  it('shows the charts’ titles, summaries and tables in German', () => {
    speak('de');
    renderWithProviders(
      <>
        <RevenueChart months={report.revenueByMonth!} currency="EUR" />
        <AgingChart buckets={report.aging!} currency="EUR" />
      </>,
    );
    const revenue = screen.getByTestId('revenue-chart');
    expect(within(revenue).getByText('Umsatz nach Monat')).toBeInTheDocument();
    expect(within(revenue).getByRole('img')).toHaveAccessibleName(
      `Balkendiagramm der eingegangenen Zahlungen je Monat in EUR, Oktober 2026 bis November 2026: insgesamt ${formatMoney(2234.5, 'EUR')}; am höchsten im November 2026 mit ${formatMoney(1234.5, 'EUR')}.`,
    );
    expect(within(revenue).getByText('Zahlen als Tabelle anzeigen')).toBeInTheDocument();
    const aging = screen.getByTestId('aging-chart');
    expect(within(aging).getByText('Fälligkeitsanalyse')).toBeInTheDocument();
    expect(within(aging).getByRole('img')).toHaveAccessibleName(
      `Balkendiagramm der unbezahlten Rechnungen nach Tagen seit Fälligkeit, in EUR: Nicht fällig ${formatMoney(119, 'EUR')} (1 Rechnung), 1–30 Tage ${formatMoney(238, 'EUR')} (1 Rechnung).`,
    );
    expect(within(aging).getByRole('columnheader', { name: 'Tage seit Fälligkeit' })).toBeInTheDocument();
  });

  it('shows the VAT by rate and the invoice details in German', () => {
    speak('de');
    renderWithProviders(
      <>
        <VatByRate
          rows={[
            { currency: 'EUR', category: 'S', rate: '5.50', taxableAmount: '100.00', taxAmount: '5.50' },
            { currency: 'EUR', category: 'AE', rate: '0.00', taxableAmount: '300.00', taxAmount: '0.00' },
          ]}
        />
        <ReportInvoicesTable
          rows={[
            row({}),
            row({
              id: 2,
              type: 'Credit note',
              invoiceNumber: 'CN-1',
              amount: '-69.00',
              status: 'issued',
              dueDate: null,
            }),
          ]}
          isLoading={false}
        />
      </>,
    );
    const vat = screen.getByRole('region', { name: 'Umsatzsteuer nach Steuersatz' });
    expect(within(vat).getByRole('row', { name: /^USt\. 5,5\u00a0%/ })).toBeInTheDocument();
    expect(
      within(vat).getByRole('row', { name: /^Steuerschuldnerschaft des Leistungsempfängers/ }),
    ).toBeInTheDocument();
    expect(within(vat).getByRole('row', { name: /^Gesamt/ })).toHaveTextContent(money('5.50', 'EUR'));

    const details = screen.getByTestId('invoice-details');
    expect(details).toHaveTextContent('1 Rechnung und 1 Rechnungskorrektur entsprechen diesen Filtern');
    expect(within(details).getByRole('columnheader', { name: 'Rechnungsdatum' })).toBeInTheDocument();
    const note = within(screen.getByRole('row', { name: /CN-1/ }));
    expect(note.getByText('Rechnungskorrektur')).toBeInTheDocument();
    expect(note.getByText('Ausgestellt')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /INV-1/ })).getByText(`${formatMoney('50.00', 'EUR')} offen`, {
        normalizer: (text) => text,
      }),
    ).toBeInTheDocument();
  });
});
