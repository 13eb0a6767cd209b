import type { DocumentAnswer } from '@shared/document-schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoiceFixture, json, renderWithProviders, stubServer } from '../../../../../test/client-render';
import { InvoicePreviewDialog } from './invoice-preview-dialog';

/** INV-1003 after a partial credit (CN-1) and its cancellation (CN-2), as GET …/document answers it. */
const voidDocument: DocumentAnswer = {
  kind: 'invoice',
  title: 'Invoice',
  series: 'invoice',
  number: 'INV-1003',
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  currency: 'EUR',
  seller: {
    name: 'Alte Mühle GmbH',
    email: 'office@alte-muehle.example',
    phone: null,
    website: null,
    addressLines: ['Mühlweg 1', '10115 Berlin'],
    postalAddress: { street: null, postalCode: null, city: null, country: 'DE' },
    taxId: null,
    legalName: null,
    legalForm: null,
    shareCapital: null,
    registrations: [],
    vatId: null,
  },
  buyer: {
    name: 'Initech',
    email: 'ap@initech.example',
    phone: '+49 40 111',
    addressLines: ['Alter Hafen 2', 'Hamburg'],
    postalAddress: { street: null, postalCode: null, city: null, country: 'DE' },
    vatId: null,
  },
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
  totals: {
    subtotal: '100.00',
    tax: '19.00',
    taxRate: '19.00',
    total: '119.00',
    amountPaid: '0.00',
    creditedAmount: '119.00',
    balanceDue: '0.00',
  },
  taxBreakdown: [
    { category: 'S', rate: '19.00', taxableAmount: '100.00', taxAmount: '19.00', exemptionReason: null },
  ],
  buyerReference: null,
  projectDescription: null,
  notes: null,
  payment: null,
  refersTo: null,
  voided: { creditNoteNumber: 'CN-2', date: '2026-11-20' },
  creditNotes: [
    { number: 'CN-1', issueDate: '2026-11-10', total: '11.90', reason: 'Returned item' },
    { number: 'CN-2', issueDate: '2026-11-20', total: '107.10', reason: 'Wrong client' },
  ],
  pageSize: 'A4',
  language: 'en',
  locale: 'de-DE',
  logoUrl: '/api/invoices/7/document/logo',
};

const invoice = invoiceFixture({
  status: 'void',
  creditedAmount: '119.00',
  balanceDue: '0.00',
  voidedAt: '2026-11-20T10:00:00.000Z',
  creditNotes: [
    { id: 11, creditNoteNumber: 'CN-1', issueDate: '2026-11-10', total: '11.90' },
    { id: 12, creditNoteNumber: 'CN-2', issueDate: '2026-11-20', total: '107.10' },
  ],
});

describe('the saved invoice view', { timeout: 30_000 }, () => {
  it('renders the document the server assembled: frozen company, the void mark and the credit notes', async () => {
    const requests = stubServer(({ url }) => {
      if (url === '/api/invoices/7') return json(invoice);
      if (url === '/api/invoices/7/document') return json(voidDocument);
      // Today's Settings differ from what the invoice froze at issue: the view must not show them.
      if (url === '/api/settings') return json({ companyName: 'Neue Mühle AG', country: 'DE', logo: null });
      return undefined;
    });
    renderWithProviders(<InvoicePreviewDialog invoiceId={7} open onOpenChange={() => {}} />);
    expect(screen.getByTestId('invoice-preview-loading')).toBeInTheDocument();

    const document = await screen.findByRole('article', { name: 'Invoice' });
    expect(within(document).getByTestId('document-void-mark')).toHaveTextContent(
      'VOID — cancelled by credit note CN-2 on 20.11.2026',
    );
    expect(document).toHaveTextContent('Alte Mühle GmbH');
    expect(document).toHaveTextContent('Alter Hafen 2');
    expect(document).not.toHaveTextContent('Neue Mühle AG');
    expect(within(document).getByRole('img', { name: 'Alte Mühle GmbH logo' })).toHaveAttribute(
      'src',
      '/api/invoices/7/document/logo',
    );
    const notes = within(document).getAllByTestId('document-credit-note');
    // Amounts as the document writes them, in its locale (de-DE).
    expect(notes.map((n) => n.textContent)).toEqual([
      'Credit note CN-1−11,90\u00a0€',
      'Credit note CN-2−107,10\u00a0€',
    ]);
    expect(document).toHaveTextContent(/Balance due:\s*0,00\s€/);
    expect(document).not.toHaveTextContent('Payment information');
    expect(requests.map((r) => r.url)).toContain('/api/invoices/7/document');
  });

  it('says so when the document cannot be loaded', async () => {
    stubServer(({ url }) => {
      if (url === '/api/invoices/7') return json(invoiceFixture());
      if (url === '/api/invoices/7/document') return json({ message: 'Invoice not found' }, 404);
      return undefined;
    });
    renderWithProviders(<InvoicePreviewDialog invoiceId={7} open onOpenChange={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The invoice document could not be loaded');
  });
});
