import { describe, expect, it } from 'vitest';
import { invoiceDocument, type SellerSource, sellerFrom } from './document-build';
import { translator } from './i18n/catalog';
import { sellerLegalLines } from './invoice-document';
import {
  compactRegistration,
  legalFieldsFor,
  legalRegistrationId,
  normalizeRegistrations,
  registrationText,
} from './registrations';

describe('compactRegistration', () => {
  it.each([
    ['siren', ' 732 829 320 ', '732829320'],
    ['siret', '732-829-320-00074', '73282932000074'],
    ['be_enterprise', 'BE 0403.019.261', '0403019261'],
    ['be_enterprise', '403.019.261', '0403019261'],
    ['it_partita_iva', 'IT 00743110157', '00743110157'],
    ['it_codice_fiscale', 'rssmra85t10a562s', 'RSSMRA85T10A562S'],
    ['es_nif', 'es b-58378431', 'B58378431'],
    ['gb_company', 'sc 123456', 'SC123456'],
    ['rcs', 'R.C.S.  Paris  B 732 829 320', 'Paris B 732 829 320'],
    ['rcs', 'RCS Paris B 732 829 320', 'Paris B 732 829 320'],
    ['rm', 'RM Lyon 732 829 320', 'Lyon 732 829 320'],
    ['de_register', ' Amtsgericht  München\nHRB 12345 ', 'Amtsgericht München HRB 12345'],
  ] as const)('writes %s "%s" as "%s"', (scheme, typed, stored) => {
    expect(compactRegistration(scheme, typed)).toBe(stored);
  });
});

describe('normalizeRegistrations', () => {
  it("keeps the country's identifiers in its order, without empty values or another country's", () => {
    expect(
      normalizeRegistrations('FR', [
        { scheme: 'rcs', value: 'RCS Paris B 732 829 320' },
        { scheme: 'de_register', value: 'Amtsgericht München HRB 1' },
        { scheme: 'siret', value: '' },
        { scheme: 'siren', value: '732 829 320' },
      ]),
    ).toEqual([
      { scheme: 'siren', value: '732829320' },
      { scheme: 'rcs', value: 'Paris B 732 829 320' },
    ]);
    expect(normalizeRegistrations('US', [{ scheme: 'siren', value: '732829320' }])).toEqual([]);
  });

  it('asks French and Italian companies for their share capital, not German or US ones', () => {
    expect(['FR', 'IT', 'DE', 'US'].map((c) => legalFieldsFor(c).shareCapital)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('registrationText', () => {
  it('groups a SIREN, a SIRET and a Belgian enterprise number as their registries write them', () => {
    expect(registrationText({ scheme: 'siren', value: '732829320' })).toBe('732 829 320');
    expect(registrationText({ scheme: 'siret', value: '73282932000074' })).toBe('732 829 320 00074');
    expect(registrationText({ scheme: 'be_enterprise', value: '0403019261' })).toBe('0403.019.261');
    expect(registrationText({ scheme: 'nl_kvk', value: '12345678' })).toBe('12345678');
  });
});

describe('legalRegistrationId (BT-30)', () => {
  it('takes the SIREN with ICD 0002 before the SIRET, and no RCS entry', () => {
    const siret = { scheme: 'siret', value: '73282932000074' } as const;
    const siren = { scheme: 'siren', value: '732829320' } as const;
    const rcs = { scheme: 'rcs', value: 'Paris B 732 829 320' } as const;
    expect(legalRegistrationId([rcs, siret, siren])).toEqual({ registration: siren, schemeId: '0002' });
    expect(legalRegistrationId([rcs, siret])).toEqual({ registration: siret, schemeId: '0009' });
    expect(legalRegistrationId([rcs])).toBeNull();
  });

  it('writes the Belgian enterprise number as 0208, the KvK number as 0106, the German register without a scheme', () => {
    expect(legalRegistrationId([{ scheme: 'be_enterprise', value: '0403019261' }])?.schemeId).toBe('0208');
    expect(legalRegistrationId([{ scheme: 'nl_kvk', value: '12345678' }])?.schemeId).toBe('0106');
    expect(
      legalRegistrationId([{ scheme: 'de_register', value: 'Amtsgericht Köln HRB 1' }])?.schemeId,
    ).toBeNull();
  });
});

const frenchSettings: SellerSource = {
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
  email: null,
  phone: null,
  website: null,
  address: '10 rue de Rivoli',
  postalCode: '75001',
  city: 'Paris',
  taxId: null,
  country: 'FR',
  paymentInstructions: null,
  paymentLinkUrl: null,
};

describe('sellerLegalLines', () => {
  it('prints a French SAS as the Code de commerce asks, in French', () => {
    const { t } = translator('fr', 'fr-FR');
    const seller = { ...frenchSettings, registrations: frenchSettings.registrations ?? [] };
    expect(
      sellerLegalLines(
        {
          legalForm: 'SAS',
          shareCapital: { amount: '10000.00', currency: 'EUR' },
          registrations: seller.registrations,
        },
        'fr-FR',
        t,
      ),
    ).toEqual([
      'SAS au capital de 10\u00a0000\u00a0€',
      'SIREN 732 829 320',
      'SIRET 732 829 320 00074',
      'RCS Paris B 732 829 320',
    ]);
  });

  it('prints a German GmbH in German and in English, a capital with its cents where it has them', () => {
    const gmbh = {
      legalForm: 'GmbH',
      shareCapital: null,
      registrations: [
        { scheme: 'de_register', value: 'Amtsgericht Berlin-Charlottenburg HRB 12345' },
      ] as const,
    };
    expect(
      sellerLegalLines(
        { ...gmbh, registrations: [...gmbh.registrations] },
        'de-DE',
        translator('de', 'de-DE').t,
      ),
    ).toEqual(['Rechtsform: GmbH', 'Handelsregister: Amtsgericht Berlin-Charlottenburg HRB 12345']);
    expect(
      sellerLegalLines(
        {
          ...gmbh,
          registrations: [...gmbh.registrations],
          shareCapital: { amount: '25000.50', currency: 'EUR' },
        },
        'en-DE',
        translator('en', 'en-DE').t,
      ),
    ).toEqual([
      'GmbH with share capital of €25,000.50',
      'Commercial register: Amtsgericht Berlin-Charlottenburg HRB 12345',
    ]);
  });
});

describe('the seller of a document', () => {
  const invoice = {
    invoiceNumber: 'F-1',
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
  };
  const buyer = { name: 'Client', email: null, phone: null, address: null, country: 'FR' };
  const lines = [{ description: 'Conseil', quantity: 1, rate: '100.00', amount: '100.00' }];
  const seller = (overrides: Partial<SellerSource> = {}) => sellerFrom({ ...frenchSettings, ...overrides });

  it('carries the legal details, the registered name beside a company name that differs', () => {
    const doc = invoiceDocument({ invoice, seller: seller(), buyer, lines });
    expect(doc.seller).toMatchObject({
      name: 'Studio Lumière',
      legalName: 'Lumière Conseil SAS',
      legalForm: 'SAS',
      shareCapital: { amount: '10000.00', currency: 'EUR' },
      registrations: frenchSettings.registrations,
    });
  });

  it('prints the registered name once when it is the company name, or when there is no company name', () => {
    const same = invoiceDocument({
      invoice,
      seller: seller({ legalName: ' lumière  conseil SAS', companyName: 'Lumière Conseil SAS' }),
      buyer,
      lines,
    });
    expect([same.seller.name, same.seller.legalName]).toEqual(['Lumière Conseil SAS', null]);
    const only = invoiceDocument({ invoice, seller: seller({ companyName: null }), buyer, lines });
    expect([only.seller.name, only.seller.legalName]).toEqual(['Lumière Conseil SAS', null]);
    const none = invoiceDocument({
      invoice,
      seller: seller({ companyName: null, legalName: null }),
      buyer,
      lines,
    });
    expect([none.seller.name, none.seller.legalName]).toEqual(['Your Company', null]);
  });

  it('reads a snapshot frozen before legal details existed as having none', () => {
    const { legalName: _l, legalForm: _f, shareCapital: _c, registrations: _r, ...old } = seller();
    const doc = invoiceDocument({ invoice, seller: old, buyer, lines });
    expect(doc.seller).toMatchObject({
      legalName: null,
      legalForm: null,
      shareCapital: null,
      registrations: [],
    });
  });
});
