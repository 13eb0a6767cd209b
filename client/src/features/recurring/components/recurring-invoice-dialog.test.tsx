import type { RecurringInvoice } from '@shared/recurring-invoices';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../../test/client-i18n';
import { json, renderWithProviders, stubServer } from '../../../../../test/client-render';
import { RecurringInvoiceDialog } from './recurring-invoice-dialog';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

/** Globex on the 31st of each month from January 2027, four invoices in all, none made yet. */
const profile: RecurringInvoice = {
  id: 5,
  clientId: 2,
  currency: 'EUR',
  notes: null,
  projectDescription: 'Retainer',
  lineItems: [
    { description: 'Retainer', quantity: 1, unit: null, rate: '1000.00', taxRate: null, taxCategory: null },
  ],
  sendReminders: false,
  reminderFlowTemplateId: null,
  paymentTermsDays: 30,
  servicePeriod: 'issue_date',
  taxExemptionReason: null,
  frequency: 'monthly',
  interval: 1,
  startDate: '2027-01-31',
  endDate: null,
  occurrences: 4,
  sendMode: 'send',
  attachEInvoice: true,
  backfill: false,
  status: 'active',
  nextIssueDate: '2027-01-31',
  upcoming: ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30'],
  invoiceCount: 0,
};

function open() {
  stubServer(({ url }) => {
    if (url === '/api/settings')
      return json({ country: 'DE', currency: 'EUR', taxRate: 19, vatScheme: 'standard' });
    if (url === '/api/clients') return json([{ id: 2, clientId: 'CL-0002', name: 'Globex Corporation' }]);
  });
  renderWithProviders(<RecurringInvoiceDialog open profile={profile} onOpenChange={vi.fn()} />);
  return screen.findByRole('dialog');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-07T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('RecurringInvoiceDialog', { timeout: 30_000 }, () => {
  it('shows the schedule in words and the next issue dates', async () => {
    const dialog = await open();
    expect(within(dialog).getByRole('heading', { name: 'Edit Recurring Invoice' })).toBeInTheDocument();
    const preview = within(dialog).getByTestId('schedule-preview');
    expect(within(preview).getByTestId('schedule-label')).toHaveTextContent('Monthly on the 31st');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Jan 31, 2027', '2Feb 28, 2027', '3Mar 31, 2027', '4Apr 30, 2027']);
    expect(within(dialog).getByRole('group', { name: 'Repeat every' })).toHaveTextContent('month');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('speaks German: fields, schedule and dates', async () => {
    speak('de');
    const dialog = await open();
    expect(
      within(dialog).getByRole('heading', { name: 'Wiederkehrende Rechnung bearbeiten' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Änderungen gelten für die künftigen Rechnungen; bereits erstellte bleiben unverändert.',
    );
    const preview = within(dialog).getByTestId('schedule-preview');
    expect(within(preview).getByRole('heading')).toHaveTextContent('Nächste Rechnungstermine');
    expect(within(preview).getByTestId('schedule-label')).toHaveTextContent('Monatlich am 31.');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['131.01.2027', '228.02.2027', '331.03.2027', '430.04.2027']);
    expect(within(dialog).getByRole('group', { name: 'Wiederholen alle' })).toHaveTextContent('Monat');
    const ends = within(dialog).getByRole('group', { name: 'Endet' });
    expect(within(ends).getByRole('radio', { name: 'Nie' })).not.toBeChecked();
    expect(within(ends).getByRole('radio', { name: 'Nach einer Anzahl von Rechnungen' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'An jedem Rechnungsdatum' })).toHaveTextContent(
      'Automatisch senden',
    );
    expect(within(dialog).getByLabelText('Zahlungsziel (Tage)')).toHaveValue(30);
    expect(within(dialog).getByRole('button', { name: 'Änderungen speichern' })).toBeEnabled();
  });
});
