import type { DocumentBuyer } from '@shared/document';
import { invoiceDocument, sellerFrom } from '@shared/document-build';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/client-render';
import { InvoiceDocumentView } from './invoice-document-view';

const seller = sellerFrom({
  companyName: 'Alte Mühle GmbH',
  email: null,
  phone: null,
  website: null,
  address: 'Mühlweg 1',
  postalCode: '10115',
  city: 'Berlin',
  taxId: '12/345/67890',
  vatId: 'DE123456789',
  country: 'DE',
  paymentInstructions: null,
  paymentLinkUrl: null,
});

const buyer: DocumentBuyer = {
  name: 'Atelier Lumière',
  email: 'compta@lumiere.fr',
  phone: null,
  address: '12 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
  country: 'FR',
  vatId: 'FR40303265045',
};

/**
 * A draft as the form's preview builds it: lines with their own rates and no stored breakdown, so the
 * builder computes it (computeTotals and shared/tax.ts), as the server stores it when saved.
 */
function draft(
  lines: { quantity: number; rate: string; taxRate: string; taxCategory: 'S' | 'AE' }[],
  language?: string,
) {
  return invoiceDocument({
    invoice: {
      language,
      invoiceNumber: 'RE-7',
      status: 'draft',
      issueDate: '2026-12-01',
      dueDate: '2026-12-15',
      currency: 'EUR',
      subtotal: '0.00',
      tax: '0.00',
      taxRate: null,
      total: '0.00',
      amountPaid: '0.00',
      projectDescription: null,
      notes: null,
      servicePeriodStart: '2026-11-01',
      servicePeriodEnd: '2026-11-30',
    },
    seller,
    buyer,
    lines: lines.map((l, i) => ({ description: `Line ${i + 1}`, unit: 'hours', amount: '0.00', ...l })),
  });
}

describe('the invoice document on screen', () => {
  it('shows both addresses in lines with their countries, the VAT IDs, the tax number, service period and terms', () => {
    renderWithProviders(
      <InvoiceDocumentView
        document={draft([{ quantity: 2.5, rate: '100.00', taxRate: '0', taxCategory: 'AE' }])}
      />,
    );
    const article = screen.getByRole('article', { name: 'Invoice' });
    for (const text of [
      'Mühlweg 1',
      '10115 Berlin',
      'Germany',
      'VAT ID DE123456789',
      'Tax number 12/345/67890',
      '12 rue de la Paix',
      '75002 Paris',
      'France',
      'VAT ID FR40303265045',
      'Service period:',
      '1 November 2026 – 30 November 2026',
      'Payment terms: 14 days',
    ])
      expect(within(article).getByText(text)).toBeVisible();
    // The quantity is written in the document's locale, as the PDF writes it: an English document of
    // a German company is written as in Britain (documentLocale en-GB).
    expect(within(article).getByText('2.5 hours')).toBeVisible();
    // One rate: no VAT column; no VAT is charged, so no VAT row, the reverse charge note in the totals.
    expect(within(article).queryByRole('columnheader', { name: 'VAT' })).toBeNull();
    expect(screen.queryByTestId('document-tax-row')).toBeNull();
    expect(screen.getByTestId('document-tax-note')).toHaveTextContent(
      'Reverse charge: VAT is owed by the recipient',
    );
  });

  it("shows the buyer's reference when the document has one", () => {
    const doc = draft([{ quantity: 1, rate: '100.00', taxRate: '19', taxCategory: 'S' }]);
    renderWithProviders(<InvoiceDocumentView document={doc} />);
    expect(screen.queryByText('Reference:')).toBeNull();
    cleanup();
    renderWithProviders(<InvoiceDocumentView document={{ ...doc, buyerReference: '991-12345-67' }} />);
    const article = screen.getByRole('article', { name: 'Invoice' });
    expect(within(article).getByText('Reference:')).toBeVisible();
    expect(within(article).getByTestId('document-buyer-reference')).toHaveTextContent('991-12345-67');
  });

  it('shows one VAT row per rate with its base, and each line its rate when they differ', () => {
    renderWithProviders(
      <InvoiceDocumentView
        document={draft([
          { quantity: 10, rate: '120.00', taxRate: '19', taxCategory: 'S' },
          { quantity: 1, rate: '80.00', taxRate: '7', taxCategory: 'S' },
        ])}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'VAT' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('document-tax-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'VAT 19 % on €1,200.00€228.00',
      'VAT 7 % on €80.00€5.60',
    ]);
    expect(screen.getAllByRole('cell', { name: '19 %' })).toHaveLength(1);
    expect(screen.getAllByRole('cell', { name: '7 %' })).toHaveLength(1);
    expect(screen.queryByTestId('document-tax-note')).toBeNull();
  });

  it("speaks the document's language: a German client's invoice in German, as the PDF", () => {
    const doc = draft([{ quantity: 2.5, rate: '100.00', taxRate: '0', taxCategory: 'AE' }], 'de');
    renderWithProviders(<InvoiceDocumentView document={{ ...doc, buyerReference: 'PO-1' }} payments />);
    const article = screen.getByRole('article', { name: 'Rechnung' });
    expect(article).toHaveAttribute('lang', 'de');
    for (const text of [
      'Rechnungsempfänger:',
      'Rechnungsnummer:',
      'Rechnungsdatum:',
      'Leistungszeitraum:',
      '01.11.2026 – 30.11.2026',
      'Fällig am:',
      'Zahlungsziel: 14 Tage',
      'Referenz:',
      'Zu zahlen:',
      'USt-IdNr. DE123456789',
      'Steuernummer 12/345/67890',
      '2,5 Std.',
      'Zwischensumme:',
      'Gesamtbetrag:',
      'Bereits bezahlt:',
      'Offener Betrag:',
    ])
      expect(within(article).getByText(text)).toBeVisible();
    expect(within(article).getByRole('columnheader', { name: 'Beschreibung' })).toBeInTheDocument();
    expect(screen.getByTestId('document-tax-note')).toHaveTextContent(
      'Steuerschuldnerschaft des Leistungsempfängers',
    );
    expect(article.textContent).not.toMatch(/Invoice|Bill to|Subtotal|Reverse charge/);
  });

  it("shows the seller's registered name and legal details as the PDF prints them, in the document's language", () => {
    const gmbh = {
      ...seller,
      name: 'Alte Mühle',
      legalName: 'Alte Mühle Design GmbH',
      legalForm: 'GmbH',
      registrations: [
        { scheme: 'de_register' as const, value: 'Amtsgericht Berlin-Charlottenburg HRB 12345' },
      ],
    };
    const doc = invoiceDocument({
      invoice: {
        language: 'de',
        invoiceNumber: 'RE-8',
        status: 'sent',
        issueDate: '2026-12-01',
        dueDate: '2026-12-15',
        currency: 'EUR',
        subtotal: '100.00',
        tax: '19.00',
        taxRate: '19.00',
        total: '119.00',
        amountPaid: '0.00',
        projectDescription: null,
        notes: null,
      },
      seller: gmbh,
      buyer,
      lines: [{ description: 'Beratung', quantity: 1, rate: '100.00', amount: '100.00', taxRate: '19' }],
    });
    renderWithProviders(<InvoiceDocumentView document={doc} />);
    const article = screen.getByRole('article', { name: 'Rechnung' });
    expect(within(article).getByText('Alte Mühle')).toBeVisible();
    expect(within(article).getByTestId('document-seller-legal-name')).toHaveTextContent(
      'Alte Mühle Design GmbH',
    );
    expect(within(article).getByText('Rechtsform: GmbH')).toBeVisible();
    expect(
      within(article).getByText('Handelsregister: Amtsgericht Berlin-Charlottenburg HRB 12345'),
    ).toBeVisible();
  });
});
