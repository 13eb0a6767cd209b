/**
 * The seller's legal details on the PDF (issue 3/7): the registered name beneath the company name,
 * the legal form with the share capital and the register entries, in the document's language — a
 * French SAS as the Code de commerce asks (art. R123-237, R123-238), a German GmbH as § 37a HGB and
 * § 35a GmbHG ask.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentBuyer } from '../../shared/document';
import { invoiceDocument, type SellerSource, sellerFrom } from '../../shared/document-build';
import type { DocumentLanguage } from '../../shared/i18n/languages';
import { readPdf } from '../../test/pdf-text';
import { renderDocument } from './invoice-document';

const FRENCH_SAS: SellerSource = {
  companyName: 'Studio Lumière',
  legalName: 'Lumière Conseil SAS',
  legalForm: 'SAS',
  shareCapital: '10000.00',
  currency: 'EUR',
  registrations: [
    { scheme: 'siren', value: '732829320' },
    { scheme: 'siret', value: '73282932000074' },
    { scheme: 'rcs', value: 'Paris B 732 829 320' },
  ],
  email: 'bonjour@lumiere.example',
  phone: null,
  website: null,
  address: '10 rue de Rivoli',
  postalCode: '75001',
  city: 'Paris',
  taxId: null,
  vatId: 'FR44732829320',
  country: 'FR',
  paymentInstructions: null,
  paymentLinkUrl: null,
};

const GERMAN_GMBH: SellerSource = {
  companyName: 'Muster Design',
  legalName: 'Muster Design GmbH',
  legalForm: 'GmbH',
  shareCapital: null,
  currency: 'EUR',
  registrations: [{ scheme: 'de_register', value: 'Amtsgericht Berlin-Charlottenburg HRB 12345' }],
  email: 'rechnung@muster-design.de',
  phone: null,
  website: null,
  address: 'Friedrichstraße 123',
  postalCode: '10117',
  city: 'Berlin',
  taxId: '12/345/67890',
  vatId: 'DE123456789',
  country: 'DE',
  paymentInstructions: null,
  paymentLinkUrl: null,
};

const buyer = (country: string): DocumentBuyer => ({
  name: 'Client SARL',
  email: null,
  phone: null,
  address: '1 place Bellecour',
  postalCode: '69002',
  city: 'Lyon',
  country,
});

async function pdfText(source: SellerSource, language: DocumentLanguage, buyerCountry = source.country) {
  const document = invoiceDocument({
    invoice: {
      invoiceNumber: 'F-2026-1',
      language,
      status: 'sent',
      issueDate: '2026-11-02',
      dueDate: '2026-12-02',
      currency: 'EUR',
      subtotal: '100.00',
      tax: '20.00',
      taxRate: '20.00',
      total: '120.00',
      amountPaid: '0.00',
      projectDescription: null,
      notes: null,
    },
    seller: sellerFrom(source),
    buyer: buyer(buyerCountry),
    lines: [{ description: 'Conseil', quantity: 1, rate: '100.00', amount: '100.00', taxRate: '20.00' }],
  });
  // A long entry wraps within the seller's column: its words are read as one line.
  return (await readPdf(await renderDocument(document))).text.replace(/\s+/g, ' ');
}

describe('the legal details on the PDF', () => {
  it('prints a French SAS: registered name, "SAS au capital de 10 000 €", SIREN, SIRET and RCS', async () => {
    const text = await pdfText(FRENCH_SAS, 'fr');
    for (const line of [
      'Studio Lumière',
      'Lumière Conseil SAS',
      'SAS au capital de 10 000 €',
      'SIREN 732 829 320',
      'SIRET 732 829 320 00074',
      'RCS Paris B 732 829 320',
    ])
      expect(text).toContain(line);
  });

  it('prints a German GmbH in German: registered name, legal form and Handelsregister entry', async () => {
    const text = await pdfText(GERMAN_GMBH, 'de');
    expect(text).toContain('Muster Design GmbH');
    expect(text).toContain('Rechtsform: GmbH');
    expect(text).toContain('Handelsregister: Amtsgericht Berlin-Charlottenburg HRB 12345');
    expect(text).not.toContain('Commercial register');
  });

  it('prints the same GmbH in English for an English-speaking client', async () => {
    const text = await pdfText(GERMAN_GMBH, 'en', 'GB');
    expect(text).toContain('Legal form: GmbH');
    expect(text).toContain('Commercial register: Amtsgericht Berlin-Charlottenburg HRB 12345');
  });

  it('prints a Belgian enterprise number in Dutch and French as the KBO/BCE writes it', async () => {
    const belgian: SellerSource = {
      ...GERMAN_GMBH,
      companyName: 'Atelier Noord BV',
      legalName: null,
      legalForm: 'BV',
      registrations: [{ scheme: 'be_enterprise', value: '0202239951' }],
      country: 'BE',
      vatId: 'BE0202239951',
    };
    expect(await pdfText(belgian, 'nl')).toContain('Ondernemingsnummer 0202.239.951');
    expect(await pdfText(belgian, 'fr')).toContain('Numéro d’entreprise 0202.239.951');
  });

  it('prints no legal line, nor the registered name twice, for a company without legal details', async () => {
    const text = await pdfText(
      { ...GERMAN_GMBH, legalName: 'Muster Design', legalForm: null, registrations: [] },
      'de',
    );
    expect(text.match(/Muster Design/g)).toHaveLength(1);
    expect(text).not.toContain('Rechtsform');
    expect(text).not.toContain('Handelsregister');
  });
});
