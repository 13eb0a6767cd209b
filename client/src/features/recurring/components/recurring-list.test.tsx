import type { RecurringInvoice } from '@shared/recurring-invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { speak } from '../../../../../test/client-i18n';
import { json, renderWithProviders, stubServer } from '../../../../../test/client-render';
import { RecurringList } from './recurring-list';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

/** Globex, billed €1,000.00 net on the 31st of each month, four invoices in all, two made. */
function profileFixture(overrides: Partial<RecurringInvoice> = {}): RecurringInvoice {
  return {
    id: 5,
    clientId: 2,
    currency: 'EUR',
    notes: null,
    projectDescription: 'Retainer',
    lineItems: [
      { description: 'Retainer', quantity: 1, unit: null, rate: '1000.00', taxRate: null, taxCategory: null },
    ],
    sendReminders: true,
    reminderFlowTemplateId: null,
    paymentTermsDays: 30,
    servicePeriod: 'issue_date',
    taxExemptionReason: null,
    frequency: 'monthly',
    interval: 1,
    startDate: '2026-10-31',
    endDate: null,
    occurrences: 4,
    sendMode: 'send',
    attachEInvoice: true,
    backfill: false,
    status: 'active',
    nextIssueDate: '2027-01-31',
    upcoming: ['2027-01-31'],
    invoiceCount: 2,
    ...overrides,
  };
}

function serve(profiles: RecurringInvoice[]) {
  return stubServer(({ url, method }) => {
    if (url.startsWith('/api/recurring-invoices?'))
      return json({ items: profiles, total: profiles.length, page: 1, pageSize: 50 });
    if (url === '/api/clients')
      return json([{ id: 2, name: 'Globex Corporation', email: 'ap@globex.example' }]);
    if (url === '/api/settings') return json({ currency: 'EUR', taxRate: '19' });
    if (method === 'POST' && url === '/api/recurring-invoices/5/pause')
      return json(profileFixture({ status: 'paused', nextIssueDate: null, upcoming: [] }));
  });
}

const list = () => (
  <RecurringList emptyState={<p>No recurring invoices</p>} onEdit={vi.fn()} onViewInvoices={vi.fn()} />
);

describe('RecurringList', { timeout: 30_000 }, () => {
  it('shows each profile: amount, schedule and its end, next invoice and status', async () => {
    serve([profileFixture()]);
    const user = renderWithProviders(list());
    const table = await screen.findByRole('table', { name: 'Recurring invoices' });
    const [head, row] = within(table).getAllByRole('row');
    expect(head.textContent).toBe('ClientAmountFrequencyNext InvoiceStatusInvoicesActions');
    await waitFor(() =>
      expect(row.textContent).toBe(
        'Globex Corporation€1,190.00€1,000.00 + 19% taxMonthly on the 31st4 invoices in allJan 31, 2027Active2',
      ),
    );

    await user.click(
      within(row).getByRole('button', { name: 'Actions for Globex Corporation, Monthly on the 31st' }),
    );
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent?.trim())).toEqual(['Edit', 'Pause', 'View invoices (2)', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(
      'Delete the recurring invoice for Globex Corporation?',
    );
    expect(dialog).toHaveTextContent(
      'No more invoices will be made from it. The 2 invoices it has already made are kept. This cannot be undone.',
    );
  });

  it('speaks German: columns, schedule, amounts, dates, menu, confirmation and toasts', async () => {
    speak('de');
    serve([
      profileFixture(),
      profileFixture({
        id: 6,
        frequency: 'weekly',
        interval: 2,
        startDate: '2026-11-02',
        occurrences: null,
        endDate: '2027-06-30',
        status: 'paused',
        nextIssueDate: null,
        invoiceCount: 1,
      }),
    ]);
    const user = renderWithProviders(list());
    const table = await screen.findByRole('table', { name: 'Wiederkehrende Rechnungen' });
    const [head, row, paused] = within(table).getAllByRole('row');
    expect(head.textContent).toBe('KundeBetragHäufigkeitNächste RechnungStatusRechnungenAktionen');
    await waitFor(() =>
      expect(row.textContent).toMatch(
        /^Globex Corporation1\.190,00\s€1\.000,00\s€ \+ 19\s% USt\.Monatlich am 31\.4 Rechnungen insgesamt31\.01\.2027Aktiv2$/,
      ),
    );
    expect(paused.textContent).toContain('Alle 2 Wochen am Montag');
    expect(paused.textContent).toContain('Bis zum 30.06.2027');
    expect(paused.textContent).toContain('Pausiert');
    expect(within(paused).getByText('Keine')).toHaveClass('sr-only');

    await user.click(
      within(row).getByRole('button', { name: 'Aktionen für Globex Corporation, Monatlich am 31.' }),
    );
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent?.trim())).toEqual([
      'Bearbeiten',
      'Pausieren',
      'Rechnungen ansehen (2)',
      'Löschen',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Pausieren' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Wiederkehrende Rechnung pausiert',
        description: 'Bis Sie sie fortsetzen, werden keine Rechnungen erstellt.',
        variant: 'success',
      }),
    );

    await user.click(within(row).getByRole('button', { name: /^Aktionen für Globex Corporation/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Löschen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(
      'Wiederkehrende Rechnung für Globex Corporation löschen?',
    );
    expect(dialog).toHaveTextContent(
      'Daraus werden keine weiteren Rechnungen erstellt. Die 2 bereits erstellten Rechnungen bleiben erhalten. Dies kann nicht rückgängig gemacht werden.',
    );
    expect(within(dialog).getByRole('button', { name: 'Wiederkehrende Rechnung löschen' })).toBeEnabled();
  });
});
