import type { InvoiceStatusCounts } from '@shared/invoices';
import type { Activity, Payment } from '@shared/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { speak } from '../../../../../test/client-i18n';
import { invoiceFixture, json, renderWithProviders, stubServer } from '../../../../../test/client-render';
import { CancelInvoiceDialog } from './cancel-invoice-dialog';
import { CreateInvoiceDialog } from './create-invoice-dialog';
import { CreditNoteDialog } from './credit-note-dialog';
import { InvoiceList } from './invoice-list';
import { InvoicePreviewDialog } from './invoice-preview-dialog';
import { RecentInvoices } from './recent-invoices';
import { RecordPaymentDialog } from './record-payment-dialog';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

/** INV-1003 over 119,00 €, 50,00 € of it paid by bank transfer on 10 November. */
const partlyPaid = invoiceFixture({ amountPaid: '50.00', balanceDue: '69.00' });
const payment: Payment = {
  id: 1,
  invoiceId: 7,
  amount: '50.00',
  paidOn: '2026-11-10',
  method: 'bank_transfer',
  reference: null,
  note: null,
  createdAt: '2026-11-10T09:00:00.000Z',
};
const activity: Activity[] = [
  { type: 'payment_recorded', at: '2026-11-10T09:00:00.000Z', detail: 'Payment of €50.00 recorded' },
];

const counts: InvoiceStatusCounts = { draft: 0, notYetDue: 1, overdue: 0, paid: 0, void: 0 };

describe('the invoices screens in German', { timeout: 30_000 }, () => {
  it('the Invoices page: its tables, filters and row actions', async () => {
    stubServer(({ url }) => {
      if (!url.startsWith('/api/invoices/paged')) return undefined;
      const items = url.includes('status=pending') ? [invoiceFixture()] : [];
      return json({ items, total: items.length, page: 1, pageSize: 50, counts });
    });
    speak('de');
    renderWithProviders(<InvoiceList />);

    expect(await screen.findByText('Offene Rechnungen (1)')).toBeInTheDocument();
    expect(screen.getByText('Bezahlte Rechnungen (0)')).toBeInTheDocument();
    expect(await screen.findByText('Noch keine bezahlten Rechnungen.')).toBeInTheDocument();
    // Drafts and void invoices have no table while there are none.
    expect(screen.queryByText(/Rechnungsentwürfe/)).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Rechnungen durchsuchen' })).toHaveAttribute(
      'placeholder',
      'Rechnungsnummer, Kundenname oder E-Mail',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Alle Status (1)');
    const row = screen.getByTestId('invoice-row-7');
    expect(row).toHaveTextContent('119,00 €');
    expect(within(row).getByRole('button', { name: 'Rechnung INV-1003 ansehen' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Aktionen für Rechnung INV-1003' })).toHaveTextContent(
      'Aktionen',
    );
  });

  it('the invoice view: its money, actions, payments and history', async () => {
    stubServer(({ url }) => {
      if (url === '/api/invoices/7') return json(partlyPaid);
      if (url === '/api/invoices/7/document') return json({ message: 'Invoice not found' }, 404);
      if (url === '/api/invoices/7/payments') return json([payment]);
      if (url === '/api/invoices/7/activity') return json(activity);
      return undefined;
    });
    speak('de');
    const user = renderWithProviders(<InvoicePreviewDialog invoiceId={7} open onOpenChange={() => {}} />);

    const dialog = screen.getByRole('dialog', { name: 'Rechnungsvorschau' });
    expect(await within(dialog).findByText('Rechnung INV-1003 an Initech')).toBeInTheDocument();
    const summary = within(dialog).getByRole('region', { name: 'Zahlungsübersicht' });
    expect(summary).toHaveTextContent('Gesamtbetrag119,00 €');
    expect(summary).toHaveTextContent('Bereits bezahlt50,00 €');
    expect(summary).toHaveTextContent('Offener Betrag69,00 €');
    const actions = within(dialog).getByTestId('invoice-actions');
    for (const name of [
      'Erneut senden',
      'Zahlung erfassen',
      'Rechnungskorrektur ausstellen …',
      'Duplizieren',
    ])
      expect(within(actions).getByRole('button', { name })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Als Serienrechnung anlegen' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Das Rechnungsdokument konnte nicht geladen werden.',
    );

    await user.click(within(dialog).getByRole('tab', { name: 'Zahlungen' }));
    const payments = await within(dialog).findByRole('list', { name: 'Zahlungen' });
    expect(payments).toHaveTextContent('50,00 €');
    expect(payments).toHaveTextContent('10.11.2026 · Überweisung');
    expect(
      within(payments).getByRole('button', { name: /^Zahlung über 50,00\s€ vom 10\.11\.2026 löschen$/ }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Verlauf' }));
    const history = await within(dialog).findByRole('list', { name: 'Verlauf' });
    // The time as German writes it: 24 hours, no AM/PM.
    expect(history.querySelector('time')?.textContent).toMatch(/^10\.11\.2026, \d{1,2}:\d{2}$/);
  });

  it('the invoice form', async () => {
    stubServer(({ url }) => {
      if (url === '/api/settings') return json({ country: 'DE', currency: 'EUR', paymentTermsDays: 14 });
      if (url === '/api/invoices/next-number') return json({ invoiceNumber: 'INV-1000' });
      return undefined;
    });
    speak('de');
    renderWithProviders(<CreateInvoiceDialog open onOpenChange={vi.fn()} />);

    const dialog = screen.getByRole('dialog', { name: 'Neue Rechnung erstellen' });
    expect(within(dialog).getByRole('region', { name: 'Kundendaten' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Rechnungsdetails' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Rechnungsnummer')).toHaveValue('INV-1000'));
    expect(within(dialog).getByLabelText('Fälligkeitsdatum')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      /Leer lassen, um das Rechnungsdatum \(\d{2}\.\d{2}\.\d{4}\) zu verwenden\./,
    );
    for (const name of ['Abbrechen', 'Als Entwurf speichern', 'Rechnung erstellen und senden'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
  });

  it('recording a payment: German amounts in, a German toast out', async () => {
    const requests = stubServer(({ method }) =>
      method === 'POST'
        ? json({
            payment: { ...payment, amount: '119.00' },
            invoice: invoiceFixture({ status: 'paid', amountPaid: '119.00', balanceDue: '0.00' }),
          })
        : undefined,
    );
    speak('de');
    const user = renderWithProviders(
      <RecordPaymentDialog invoice={invoiceFixture()} open onOpenChange={vi.fn()} />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Zahlung erfassen' });
    expect(dialog).toHaveTextContent('INV-1003: 119,00 € von 119,00 € offen.');
    expect(within(dialog).getByLabelText('Betrag (EUR)')).toHaveValue('119,00');
    expect(within(dialog).getByRole('combobox', { name: 'Zahlungsart' })).toHaveTextContent('Überweisung');
    await user.click(within(dialog).getByRole('button', { name: 'Zahlung erfassen' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Zahlung erfasst',
        description: 'INV-1003 ist vollständig bezahlt.',
        variant: 'success',
      }),
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ amount: '119.00' });
  });

  it('the cancel dialog', () => {
    stubServer(() => undefined);
    speak('de');
    renderWithProviders(
      <CancelInvoiceDialog invoice={invoiceFixture()} mode="void" open onOpenChange={vi.fn()} />,
    );
    const cancel = screen.getByRole('dialog', { name: 'Rechnung INV-1003 stornieren?' });
    expect(cancel).toHaveTextContent(
      'Für die gesamte Rechnung (119,00 €) wird eine Stornorechnung ausgestellt und die Rechnung storniert',
    );
    expect(within(cancel).getByRole('button', { name: 'Rechnung behalten' })).toBeInTheDocument();
    expect(within(cancel).getByRole('button', { name: 'Rechnung stornieren' })).toBeInTheDocument();
  });

  it('the credit note dialog', () => {
    stubServer(() => undefined);
    speak('de');
    renderWithProviders(<CreditNoteDialog invoice={invoiceFixture()} open onOpenChange={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Rechnungskorrektur zu INV-1003 ausstellen' });
    expect(dialog).toHaveTextContent('Offen sind 119,00 €.');
    expect(within(dialog).getByTestId('credit-note-balance-after')).toHaveTextContent(
      /^Offener Betrag nach dieser Rechnungskorrektur: 119,00\s€$/,
    );
  });

  it('the dashboard’s recent invoices', async () => {
    stubServer(({ url }) =>
      url.startsWith('/api/invoices/paged')
        ? json({ items: [invoiceFixture()], total: 1, page: 1, pageSize: 5, counts })
        : undefined,
    );
    speak('de');
    renderWithProviders(<RecentInvoices />);
    expect(screen.getByText('Neueste Rechnungen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle anzeigen' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Neueste Rechnungen' });
    expect(
      within(list).getByRole('button', { name: 'Rechnung INV-1003 als bezahlt markieren' }),
    ).toBeInTheDocument();
    expect(list).toHaveTextContent('119,00 €');
  });
});
