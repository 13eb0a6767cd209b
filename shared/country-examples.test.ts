import { isValidBIC, isValidIBAN } from 'ibantools';
import { stdnum } from 'stdnum';
import { describe, expect, it } from 'vitest';
import { checkVatId } from '../server/lib/vat-id';
import { bankFieldsFor, COUNTRIES, compactCode, isRoutingNumber } from './bank-fields';
import { COUNTRY_EXAMPLES, type CountryExamples, countryExamples } from './country-examples';
import { checkPeppolId, isLeitwegId, vatSchemeCountry } from './peppol-id';

const entries = Object.entries(COUNTRY_EXAMPLES) as [keyof typeof COUNTRY_EXAMPLES, CountryExamples][];

/** Each country's tax number as its registry checks it (python-stdnum's rules, ported by stdnum). */
const TAX_NUMBER_CHECKS: Record<
  keyof typeof COUNTRY_EXAMPLES,
  { validate(v: string): { isValid: boolean } }
> = {
  US: stdnum.US.ein,
  DE: stdnum.DE.stnr,
  GB: stdnum.GB.utr,
  FR: stdnum.FR.siren,
  IT: stdnum.IT.codicefiscale,
  ES: stdnum.ES.nif,
  NL: stdnum.NL.bsn,
  CH: stdnum.CH.uid,
  AT: stdnum.AT.tin,
  BE: stdnum.BE.vat,
  CA: stdnum.CA.bn,
  AU: stdnum.AU.abn,
};

describe('COUNTRY_EXAMPLES', () => {
  it('holds every country of the company list but Other, and nothing for Other or a country outside it', () => {
    expect(Object.keys(COUNTRY_EXAMPLES).sort()).toEqual(COUNTRIES.filter((c) => c !== 'OTHER').sort());
    expect(countryExamples('OTHER')).toEqual({});
    expect(countryExamples('JP')).toEqual({});
    expect(countryExamples(null)).toEqual({});
    expect(countryExamples('toString')).toEqual({});
    expect(countryExamples('de').vatId).toBe(COUNTRY_EXAMPLES.DE.vatId);
  });

  it.each(entries.filter(([, e]) => e.vatId))(
    '%s: the VAT ID passes the app’s own VAT ID check for that country',
    (country, e) => {
      const check = checkVatId(e.vatId!, country);
      expect(check).toMatchObject({ ok: true, country });
    },
  );

  it('has no VAT ID example where there is no VAT', () => {
    expect(COUNTRY_EXAMPLES.US.vatId).toBeUndefined();
  });

  it.each(entries)('%s: the tax number passes its registry’s check', (country, e) => {
    expect(TAX_NUMBER_CHECKS[country].validate(e.taxId).isValid).toBe(true);
  });

  it.each(entries)(
    '%s: an example for every bank field the country shows, each valid there',
    (country, e) => {
      const show = bankFieldsFor(country);
      expect(e.bankName).toBeTruthy();
      expect(!!e.iban).toBe(show.iban);
      expect(!!e.bic).toBe(show.bic);
      expect(!!e.routingNumber).toBe(show.routingNumber);
      expect(!!e.blz).toBe(show.blz);
      expect(!!e.sortCode).toBe(show.sortCode);
      expect(!!e.swiftCode).toBe(show.swiftCode);
      if (e.iban) {
        expect(isValidIBAN(compactCode(e.iban))).toBe(true);
        expect(e.iban.slice(0, 2)).toBe(country);
      }
      for (const bic of [e.bic, e.swiftCode].filter((b) => b !== undefined)) {
        expect(isValidBIC(bic)).toBe(true);
        expect(bic.slice(4, 6)).toBe(country);
      }
      if (e.routingNumber) expect(isRoutingNumber(e.routingNumber)).toBe(true);
      if (e.blz) {
        expect(e.blz).toMatch(/^\d{8}$/);
        expect(compactCode(e.iban!).slice(4, 12)).toBe(e.blz);
      }
      if (e.sortCode) expect(e.sortCode).toMatch(/^\d{2}-\d{2}-\d{2}$/);
    },
  );

  it('gives a Leitweg-ID with valid check digits as Germany’s buyer reference, and no other country one', () => {
    expect(isLeitwegId(COUNTRY_EXAMPLES.DE.buyerReference!)).toBe(true);
    expect(entries.filter(([, e]) => e.buyerReference).map(([c]) => c)).toEqual(['DE']);
  });

  it.each(entries)(
    '%s: the Peppol ID passes its scheme’s rules, a VAT ID under a VAT scheme the VAT ID check',
    (country, e) => {
      const check = checkPeppolId(e.peppolId);
      expect(check.ok).toBe(true);
      if (!check.ok) return;
      const vatCountry = vatSchemeCountry(check.endpoint.scheme);
      if (vatCountry) {
        expect(vatCountry).toBe(country);
        expect(checkVatId(check.endpoint.id, country).ok).toBe(true);
      }
    },
  );

  /** ITU-T E.164 country calling codes. */
  const CALLING_CODES: Record<keyof typeof COUNTRY_EXAMPLES, string> = {
    US: '1',
    CA: '1',
    DE: '49',
    GB: '44',
    FR: '33',
    IT: '39',
    ES: '34',
    NL: '31',
    CH: '41',
    AT: '43',
    BE: '32',
    AU: '61',
  };

  it.each(entries)(
    '%s: a phone number in international form, with the country’s calling code',
    (country, e) => {
      expect(e.phone).toMatch(/^\+\d+( \d+)+$/);
      expect(e.phone.startsWith(`+${CALLING_CODES[country]} `)).toBe(true);
    },
  );
});
