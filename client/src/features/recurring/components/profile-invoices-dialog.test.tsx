import type { RecurringInvoice } from '@shared/recurring-invoices';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../../test/client-i18n';
import { invoiceFixture, json, renderWithProviders, stubServer } from '../../../../../test/client-render';
import { ProfileInvoicesDialog } from './profile-invoices-dialog';

const profile = {
  id: 5,
  frequency: 'quarterly',
  interval: 1,
  startDate: '2026-11-15',
  nextIssueDate: '2027-02-15',
} as RecurringInvoice;

function open(invoices: unknown[]) {
  stubServer(({ url }) => (url === '/api/invoices' ? json(invoices) : undefined));
  renderWithProviders(
    <ProfileInvoicesDialog
      target={{ profile, clientName: 'Initech' }}
      onOpenChange={vi.fn()}
      onViewInvoice={vi.fn()}
    />,
  );
  return screen.findByRole('dialog');
}

describe('ProfileInvoicesDialog', { timeout: 30_000 }, () => {
  it('lists the invoices a profile made, with its schedule and next date', async () => {
    const dialog = await open([invoiceFixture({ recurringInvoiceId: 5 })]);
    expect(within(dialog).getByRole('heading', { name: 'Invoices for Initech' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Quarterly on the 15th · next invoice on Feb 15, 2027');
    const list = await within(dialog).findByRole('list', { name: 'Invoices made' });
    expect(within(list).getByRole('button', { name: 'View invoice INV-1003' })).toHaveTextContent('View');
  });

  it('speaks German, the empty list too', async () => {
    speak('de');
    const dialog = await open([]);
    expect(within(dialog).getByRole('heading', { name: 'Rechnungen für Initech' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Vierteljährlich am 15. · nächste Rechnung am 15.02.2027');
    expect(
      await within(dialog).findByText('Noch keine Rechnungen: Die erste wird am 15.02.2027 erstellt.'),
    ).toBeInTheDocument();
  });
});
