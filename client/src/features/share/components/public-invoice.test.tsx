import type { PublicInvoice } from '@shared/public-invoice';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../test/client-render';
import { PublicInvoiceView } from './public-invoice';

const TOKEN_BASE = '/api/public/invoices/tok';

/** INV-1003 over €119.00 as the client's page gets it: nothing paid, nothing credited. */
function publicInvoice(overrides: Partial<PublicInvoice> = {}): PublicInvoice {
  return {
    invoiceNumber: 'INV-1003',
    status: 'sent',
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    currency: 'EUR',
    subtotal: '100.00',
    tax: '19.00',
    taxRate: '19.00',
    total: '119.00',
    amountPaid: '0.00',
    creditedAmount: '0.00',
    balanceDue: '119.00',
    buyerReference: null,
    projectDescription: null,
    notes: null,
    company: {
      name: 'Example Studio',
      email: null,
      phone: null,
      addressLines: [],
      vatId: null,
      website: null,
      taxId: null,
    },
    billTo: { name: 'Initech', email: 'ap@initech.example', phone: null, addressLines: [], vatId: null },
    service: { date: '2026-11-02' },
    paymentTermsDays: 30,
    lines: [
      {
        description: 'Consulting',
        quantity: 1,
        unit: null,
        rate: '100.00',
        amount: '100.00',
        taxRate: '19.00',
        taxCategory: 'S',
      },
    ],
    taxBreakdown: [
      { category: 'S', rate: '19.00', taxableAmount: '100.00', taxAmount: '19.00', exemptionReason: null },
    ],
    locale: 'de-DE',
    paymentInstructions: null,
    paymentInformation: [],
    payUrl: null,
    qrCodes: [],
    creditNotes: [],
    voided: null,
    pdfUrl: `${TOKEN_BASE}/pdf`,
    eInvoice: null,
    logoUrl: null,
    ...overrides,
  };
}

const creditNote = (number: string, total: string, reason: string) => ({
  creditNoteNumber: number,
  issueDate: '2026-11-20',
  total,
  reason,
  pdfUrl: `${TOKEN_BASE}/credit-notes/${number}/pdf`,
});

describe("the client's invoice page and credit notes", { timeout: 30_000 }, () => {
  it('a void invoice names the credit note that cancelled it and links its PDF', () => {
    renderWithProviders(
      <PublicInvoiceView
        invoice={publicInvoice({
          status: 'void',
          balanceDue: '0.00',
          creditedAmount: '119.00',
          creditNotes: [creditNote('CN-1', '119.00', 'Sent twice')],
          voided: { creditNoteNumber: 'CN-1', date: '2026-11-20' },
        })}
      />,
    );
    expect(
      screen.getByText('This invoice was cancelled by credit note CN-1 on November 20, 2026'),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Pay this invoice' })).toBeNull();
    const notes = screen.getByRole('list', { name: 'Credit notes' });
    expect(notes).toHaveTextContent('Credit note CN-1€119.00November 20, 2026 · Sent twice');
    expect(within(notes).getByRole('link', { name: 'Download PDF of credit note CN-1' })).toHaveAttribute(
      'href',
      `${TOKEN_BASE}/credit-notes/CN-1/pdf`,
    );
  });

  it('a partly credited invoice shows Credited in its totals and what is still due', () => {
    renderWithProviders(
      <PublicInvoiceView
        invoice={publicInvoice({
          amountPaid: '50.00',
          creditedAmount: '59.50',
          balanceDue: '9.50',
          creditNotes: [creditNote('CN-2', '59.50', 'Returned item')],
        })}
      />,
    );
    expect(screen.getByTestId('document-credited')).toHaveTextContent('€59.50');
    expect(screen.getByTestId('public-balance-due')).toHaveTextContent('€9.50');
    expect(screen.getByText('Partly Credited')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Credit notes' })).toHaveTextContent('Returned item');
  });

  it('without credit notes there is no Credited row and no list', () => {
    renderWithProviders(<PublicInvoiceView invoice={publicInvoice()} />);
    expect(screen.queryByTestId('document-credited')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Credit notes' })).toBeNull();
  });
});

describe("the client's page offers the e-invoice", { timeout: 30_000 }, () => {
  it('links the XML beside the PDF when the answer says it is ready', () => {
    renderWithProviders(
      <PublicInvoiceView
        invoice={{
          ...publicInvoice(),
          eInvoice: {
            format: 'xrechnung-cii',
            ready: true,
            url: `${TOKEN_BASE}/e-invoice?format=xrechnung-cii`,
          },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `${TOKEN_BASE}/pdf`);
    expect(screen.getByRole('link', { name: 'Download e-invoice (XML)' })).toHaveAttribute(
      'href',
      `${TOKEN_BASE}/e-invoice?format=xrechnung-cii`,
    );
  });

  it('prints the buyer reference among the facts', () => {
    renderWithProviders(<PublicInvoiceView invoice={{ ...publicInvoice(), buyerReference: 'PO-4711' }} />);
    expect(screen.getByText('Reference:')).toBeInTheDocument();
    expect(screen.getByText('PO-4711')).toBeInTheDocument();
  });

  it('offers none when it is not ready or there is none', () => {
    renderWithProviders(
      <PublicInvoiceView
        invoice={{
          ...publicInvoice(),
          eInvoice: { format: 'cii', ready: false, url: `${TOKEN_BASE}/e-invoice?format=cii` },
        }}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Download e-invoice (XML)' })).toBeNull();
    cleanup();
    renderWithProviders(<PublicInvoiceView invoice={{ ...publicInvoice(), eInvoice: null }} />);
    expect(screen.queryByRole('link', { name: 'Download e-invoice (XML)' })).toBeNull();
  });
});
