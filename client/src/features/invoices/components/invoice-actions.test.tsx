import type { Invoice } from '@shared/invoices';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { invoiceFixture, renderWithProviders, stubServer } from '../../../../../test/client-render';
import { InvoiceRowActions, type InvoiceRowHandlers } from './invoice-row-actions';
import { InvoiceViewActions } from './invoice-view-actions';

/** Each status the lifecycle table knows, as the API reports it. */
const CASES: Record<string, Invoice> = {
  draft: invoiceFixture({ status: 'draft', sentAt: null }),
  sent: invoiceFixture(),
  overdue: invoiceFixture({ status: 'overdue' }),
  'partly paid': invoiceFixture({ amountPaid: '50.00', balanceDue: '69.00' }),
  paid: invoiceFixture({ status: 'paid', amountPaid: '119.00', balanceDue: '0.00' }),
  void: invoiceFixture({ status: 'void', balanceDue: '0.00', voidedAt: '2026-11-20T10:00:00.000Z' }),
};

function handlers(): InvoiceRowHandlers {
  return {
    onView: vi.fn(),
    onOpenPdf: vi.fn(),
    onMarkPaid: vi.fn(),
    onSend: vi.fn(),
    onDelete: vi.fn(),
    onCorrect: vi.fn(),
    onScheduleReminders: vi.fn(),
  };
}

/** The row's buttons by name, then the items of its Actions menu once opened. */
async function rowActions(invoice: Invoice) {
  stubServer(() => undefined);
  const on = handlers();
  const user = renderWithProviders(<InvoiceRowActions invoice={invoice} handlers={on} />);
  const buttons = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
  await user.click(screen.getByRole('button', { name: 'Actions for invoice INV-1003' }));
  const menu = await screen.findByRole('menu', { name: 'Actions for invoice INV-1003' });
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent?.trim());
  return { buttons, items, on, user };
}

const BUTTONS = ['View invoice INV-1003', 'Actions for invoice INV-1003'];

describe('the Invoices table row, per status', { timeout: 30_000 }, () => {
  it('a draft is sent, paid, scheduled never, deleted', async () => {
    const { buttons, items } = await rowActions(CASES.draft);
    expect(buttons).toEqual(BUTTONS);
    expect(items).toEqual(['Open PDF', 'Send invoice', 'Mark Paid', 'Delete invoice']);
  });

  it('sent and overdue invoices offer credit, Correct… and Cancel invoice… instead of Delete', async () => {
    for (const status of ['sent', 'overdue']) {
      const { buttons, items } = await rowActions(CASES[status]);
      expect(buttons).toEqual(BUTTONS);
      expect(items).toEqual([
        'Open PDF',
        'Mark Paid',
        'Schedule Reminders',
        'Issue credit note…',
        'Correct…',
        'Cancel invoice…',
      ]);
      cleanup();
    }
  });

  it('once part is paid, only a credit note corrects it', async () => {
    const { items } = await rowActions(CASES['partly paid']);
    expect(items).toEqual(['Open PDF', 'Mark Paid', 'Schedule Reminders', 'Issue credit note…']);
  });

  it('paid and void invoices are final: view and PDF only', async () => {
    for (const status of ['paid', 'void']) {
      const { items } = await rowActions(CASES[status]);
      expect(items).toEqual(['Open PDF']);
      cleanup();
    }
  });

  it('a menu item starts its correction', async () => {
    const { on, user } = await rowActions(CASES.sent);
    await user.click(screen.getByRole('menuitem', { name: 'Cancel invoice…' }));
    expect(on.onCorrect).toHaveBeenCalledWith(CASES.sent, 'void');
  });

  it('the menu is reached and used by keyboard, focus back on its button after', async () => {
    stubServer(() => undefined);
    const on = handlers();
    const user = renderWithProviders(<InvoiceRowActions invoice={CASES.sent} handlers={on} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'View invoice INV-1003' })).toHaveFocus();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Actions for invoice INV-1003' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Actions for invoice INV-1003' });
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Mark Paid' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(on.onMarkPaid).toHaveBeenCalledWith(CASES.sent);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});

function viewActions(invoice: Invoice) {
  stubServer(() => undefined);
  renderWithProviders(
    <InvoiceViewActions
      invoice={{ ...invoice, lineItems: [] }}
      onShowInvoice={vi.fn()}
      onCorrected={vi.fn()}
      onClose={vi.fn()}
      downloadPdf={vi.fn()}
      downloading={false}
      editing={null}
      onEdit={vi.fn()}
    />,
  );
  // Make Recurring is a link styled as a button: both count, in the order they show.
  return [...screen.getByTestId('invoice-actions').querySelectorAll('button, a')].map((b) =>
    b.textContent?.trim(),
  );
}

describe('the invoice view, per status', { timeout: 30_000 }, () => {
  it('shows what the lifecycle table allows', () => {
    const always = ['Duplicate', 'Make Recurring', 'Download PDF', 'Download e-invoice'];
    const expected: Record<string, string[]> = {
      draft: ['Edit', 'Send', 'Record Payment', ...always, 'Delete'],
      sent: ['Resend', 'Record Payment', 'Issue credit note…', 'Correct…', 'Cancel invoice…', ...always],
      'partly paid': ['Resend', 'Record Payment', 'Issue credit note…', ...always],
      paid: always,
      void: always,
    };
    for (const [status, names] of Object.entries(expected)) {
      expect([status, viewActions(CASES[status])]).toEqual([status, names]);
      cleanup();
    }
  });
});
