import { formatMoney } from '@shared/currency';
import type { ReportInvoiceRow } from '@shared/reports';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nWrapper } from '../../../../../test/client-i18n';
import { ReportInvoicesTable } from './report-invoices-table';

afterEach(cleanup);

const invoice = (over: Partial<ReportInvoiceRow>): ReportInvoiceRow => ({
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

// Invoices and credit notes are numbered apart, so a credit note may share an invoice's id.
const rows: ReportInvoiceRow[] = [
  invoice({
    id: 1,
    type: 'Credit note',
    invoiceNumber: 'CN-1',
    amount: '-69.00',
    balanceDue: '0.00',
    status: 'issued',
    issueDate: '2026-11-20',
    dueDate: null,
  }),
  invoice({ id: 1 }),
  invoice({ id: 2, invoiceNumber: 'INV-2', status: 'void', balanceDue: '0.00' }),
];

const rowOf = (number: string) => screen.getByRole('row', { name: new RegExp(number) });

describe('ReportInvoicesTable', () => {
  it('shows a credit note with its badge, its negative amount, Issued and no due date', () => {
    render(<ReportInvoicesTable rows={rows} isLoading={false} />, { wrapper: I18nWrapper });
    const note = within(rowOf('CN-1'));
    expect(note.getByText('Credit note')).toBeInTheDocument();
    expect(note.getByText(formatMoney('-69.00', 'EUR'))).toBeInTheDocument();
    expect(formatMoney('-69.00', 'EUR')).toMatch(/^-|−/);
    expect(note.getByText('Issued')).toBeInTheDocument();
    expect(note.getAllByRole('cell').at(-1)).toHaveTextContent('-');
  });

  it('shows invoices without the badge, the balance after credits under the total, a void one as Void', () => {
    render(<ReportInvoicesTable rows={rows} isLoading={false} />, { wrapper: I18nWrapper });
    // Nothing paid, €69 credited: €50 of €119 still due.
    expect(within(rowOf('INV-1')).getByText(`${formatMoney('50.00', 'EUR')} due`)).toBeInTheDocument();
    expect(within(rowOf('INV-2')).queryByText(/due$/)).toBeNull();
    expect(within(rowOf('INV-1')).queryByText('Credit note')).toBeNull();
    expect(within(rowOf('INV-1')).getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf('INV-2')).getByText('Void')).toBeInTheDocument();
  });

  it('says how many invoices and credit notes match', () => {
    render(<ReportInvoicesTable rows={rows} isLoading={false} />, { wrapper: I18nWrapper });
    expect(screen.getByText('2 invoices and 1 credit note match these filters')).toBeInTheDocument();
    cleanup();
    render(<ReportInvoicesTable rows={rows.slice(1, 2)} isLoading={false} />, { wrapper: I18nWrapper });
    expect(screen.getByText('1 invoice matches these filters')).toBeInTheDocument();
  });
});
