import type { Country } from './bank-fields';

/**
 * What a form shows as an example ("e.g. DE123456788") in a field whose value depends on the country:
 * the company's in Settings, a client's own in its dialog (which starts from the company's). Every
 * example is one its country's checks accept (shared/country-examples.test.ts): the VAT ID passes the
 * app's VAT ID check (server/lib/vat-id.ts), the IBAN its checksum (ISO 13616), the BIC its shape and
 * country, the routing number its ABA checksum, the Leitweg-ID its MOD 97-10 check digits and the
 * Peppol ID the scheme's rules; the tax numbers pass their registries' check digits. Written as people
 * of the country write them (spaces and separators included); a field without an example shows none.
 * "e.g." itself is the interface's word (a message of the client's catalogs), not part of the example.
 */
export interface CountryExamples {
  /** The VAT identification number; none where there is no VAT (the United States). */
  vatId?: string;
  /** The tax number: Steuernummer, EIN, UTR, codice fiscale, NIF, SIREN … */
  taxId: string;
  postalCode: string;
  /** In international form: the number a client abroad dials too. */
  phone: string;
  bankName: string;
  iban?: string;
  bic?: string;
  accountNumber?: string;
  /** United States: the ABA routing number. */
  routingNumber?: string;
  /** Germany: the Bankleitzahl. */
  blz?: string;
  /** United Kingdom: the sort code. */
  sortCode?: string;
  /** Countries outside the IBAN list other than the US: the bank's SWIFT code. */
  swiftCode?: string;
  /** The buyer reference the country's public buyers give: Germany's Leitweg-ID. */
  buyerReference?: string;
  /** A Peppol participant id under the scheme the country's businesses are addressed by. */
  peppolId: string;
}

export const COUNTRY_EXAMPLES: Record<Exclude<Country, 'OTHER'>, CountryExamples> = {
  US: {
    taxId: '12-3456789',
    postalCode: '10118',
    // 555-0100 to 555-0199: reserved for fiction (North American Numbering Plan).
    phone: '+1 212 555 0100',
    bankName: 'Chase Bank',
    accountNumber: '000123456789',
    routingNumber: '021000021',
    peppolId: '0060:123456789',
  },
  DE: {
    vatId: 'DE123456788',
    taxId: '21/815/08150',
    postalCode: '10115',
    phone: '+49 30 1234567',
    bankName: 'Deutsche Bank',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'DEUTDEFF',
    blz: '37040044',
    buyerReference: '991-12345-73',
    peppolId: '0204:04011000-1234512345-06',
  },
  GB: {
    vatId: 'GB123456782',
    taxId: '2234567890',
    postalCode: 'SW1A 1AA',
    // 020 7946 0000 to 0999: reserved for drama (Ofcom).
    phone: '+44 20 7946 0000',
    bankName: 'Barclays',
    iban: 'GB29 NWBK 6016 1331 9268 19',
    bic: 'BARCGB22',
    accountNumber: '31926819',
    sortCode: '12-34-56',
    peppolId: '9932:GB123456782',
  },
  FR: {
    vatId: 'FR11123456782',
    taxId: '123 456 782',
    postalCode: '75002',
    phone: '+33 1 23 45 67 89',
    bankName: 'BNP Paribas',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'BNPAFRPP',
    peppolId: '9957:FR11123456782',
  },
  IT: {
    vatId: 'IT12345670017',
    taxId: 'RSSMRA85T10A562S',
    postalCode: '00184',
    phone: '+39 06 1234 5678',
    bankName: 'Intesa Sanpaolo',
    iban: 'IT60 X054 2811 1010 0000 0123 456',
    bic: 'BCITITMM',
    peppolId: '0211:IT12345670017',
  },
  ES: {
    vatId: 'ES12345678Z',
    taxId: '12345678Z',
    postalCode: '28013',
    phone: '+34 912 345 678',
    bankName: 'Banco Santander',
    iban: 'ES91 2100 0418 4502 0005 1332',
    bic: 'BSCHESMM',
    peppolId: '9920:ES12345678Z',
  },
  NL: {
    vatId: 'NL123456782B01',
    taxId: '123456782',
    postalCode: '1012 AB',
    phone: '+31 20 123 4567',
    bankName: 'ING Bank',
    iban: 'NL91 ABNA 0417 1643 00',
    bic: 'INGBNL2A',
    peppolId: '9944:NL123456782B01',
  },
  CH: {
    vatId: 'CHE-123.456.788 MWST',
    taxId: 'CHE-123.456.788',
    postalCode: '8001',
    phone: '+41 44 123 45 67',
    bankName: 'UBS',
    iban: 'CH93 0076 2011 6238 5295 7',
    bic: 'UBSWCHZH80A',
    peppolId: '9927:CHE123456788MWST',
  },
  AT: {
    vatId: 'ATU12345675',
    taxId: '12 345/6782',
    postalCode: '1010',
    phone: '+43 1 234 5678',
    bankName: 'Erste Bank',
    iban: 'AT61 1904 3002 3457 3201',
    bic: 'GIBAATWW',
    peppolId: '9914:ATU12345675',
  },
  BE: {
    vatId: 'BE0123456749',
    taxId: '0123.456.749',
    postalCode: '1000',
    phone: '+32 2 123 45 67',
    bankName: 'KBC Bank',
    iban: 'BE68 5390 0754 7034',
    bic: 'KREDBEBB',
    peppolId: '0208:0123456749',
  },
  CA: {
    // The GST/HST account: the business number with its RT program account.
    vatId: '123456782 RT0001',
    taxId: '123456782',
    postalCode: 'K1A 0B1',
    phone: '+1 416 555 0100',
    bankName: 'Royal Bank of Canada',
    accountNumber: '1234567',
    swiftCode: 'ROYCCAT2',
    peppolId: '0060:123456789',
  },
  AU: {
    // GST registration goes by the ABN.
    vatId: '51 824 753 556',
    taxId: '51 824 753 556',
    postalCode: '2000',
    // 02 5550 xxxx: reserved for fiction (ACMA).
    phone: '+61 2 5550 1234',
    bankName: 'Commonwealth Bank',
    accountNumber: '12345678',
    swiftCode: 'CTBAAU2S',
    peppolId: '0151:51824753556',
  },
};

/** The examples for a country (SPEC §9's list); none for "Other" or any country outside it. */
export function countryExamples(country: string | null | undefined): Partial<CountryExamples> {
  const code = country?.toUpperCase() ?? '';
  return Object.hasOwn(COUNTRY_EXAMPLES, code) ? COUNTRY_EXAMPLES[code as keyof typeof COUNTRY_EXAMPLES] : {};
}
