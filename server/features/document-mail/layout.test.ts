import { describe, expect, it } from 'vitest';
import { translator } from '../../../shared/i18n/catalog';
import { makeDocument } from '../../../test/e-invoice-documents';
import { taxFacts } from './layout';

const usSeller = {
  postalAddress: {
    street: '1 Market Street',
    postalCode: '94105',
    city: 'San Francisco',
    region: 'CA',
    country: 'US',
  },
};

describe('taxFacts', () => {
  it("names a VAT document's notes as the VAT note", () => {
    const document = makeDocument({
      lines: [{ description: 'Web development', quantity: 1, rate: '100.00', taxRate: 0, taxCategory: 'AE' }],
    });
    // The note as written when the document was saved (here in English), under the label of the email's language.
    expect(taxFacts(document, translator('de', 'de-DE'))).toMatchObject({
      Steuerhinweis: 'Reverse charge: VAT is owed by the recipient',
    });
    expect(taxFacts(document, translator('en', 'en-GB'))).toHaveProperty('VAT note');
  });

  it('gives a seller without VAT none of the notes VAT law asks for, only its own exemption reason as a tax note', () => {
    const abroad = makeDocument({
      seller: usSeller,
      lines: [{ description: 'App design', quantity: 1, rate: '800.00', taxRate: 0, taxCategory: 'O' }],
    });
    expect(abroad.taxBreakdown[0].exemptionReason).toMatch(/Not subject to VAT/);
    expect(Object.keys(taxFacts(abroad, translator('en', 'en-US')))).toEqual(['Service date']);
    const exempt = makeDocument({
      seller: usSeller,
      exemptionReason: 'Resale certificate on file',
      lines: [{ description: 'Prints', quantity: 1, rate: '80.00', taxRate: 0, taxCategory: 'E' }],
    });
    expect(taxFacts(exempt, translator('en', 'en-US'))).toEqual({
      'Service date': 'November 18, 2026',
      'Tax note': 'Resale certificate on file',
    });
  });
});
