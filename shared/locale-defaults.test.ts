import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './bank-fields';
import { formatMoney, setInterfaceLocale } from './currency';
import {
  COUNTRY_DEFAULTS,
  defaultsForLocale,
  firstAcceptedLocale,
  localeForCountry,
  localeRegion,
  localeSchema,
  suggestedForCountry,
} from './locale-defaults';

const SPEC_DEFAULTS = { country: 'DE', currency: 'EUR', taxRate: 19 };

describe('defaultsForLocale', () => {
  it.each([
    ['en-US', 'US', 'USD', 0],
    ['de-DE', 'DE', 'EUR', 19],
    ['en-GB', 'GB', 'GBP', 20],
    ['fr-FR', 'FR', 'EUR', 20],
    ['it-IT', 'IT', 'EUR', 22],
    ['es-ES', 'ES', 'EUR', 21],
    ['nl-NL', 'NL', 'EUR', 21],
    ['de-CH', 'CH', 'CHF', 8.1],
    ['fr-CH', 'CH', 'CHF', 8.1],
    ['de-AT', 'AT', 'EUR', 20],
    ['nl-BE', 'BE', 'EUR', 21],
    ['en-CA', 'CA', 'CAD', 5],
    ['fr-CA', 'CA', 'CAD', 5],
    ['en-AU', 'AU', 'AUD', 10],
  ])('%s → %s, %s, %s percent', (locale, country, currency, taxRate) => {
    expect(defaultsForLocale(locale)).toEqual({ country, currency, taxRate });
  });

  it('covers every country of SPEC’s list except Other', () => {
    const reached = new Set(
      COUNTRIES.filter((c) => c !== 'OTHER').map((c) => defaultsForLocale(`xx-${c}`).country),
    );
    expect([...reached].sort()).toEqual(COUNTRIES.filter((c) => c !== 'OTHER').sort());
    for (const country of reached) {
      expect(defaultsForLocale(`xx-${country}`)).toMatchObject({
        currency: COUNTRY_DEFAULTS[country].currency,
        taxRate: COUNTRY_DEFAULTS[country].taxRate,
      });
    }
  });

  it('reads the region wherever it sits and whatever its case', () => {
    expect(defaultsForLocale('EN-gb')).toMatchObject({ country: 'GB' });
    expect(defaultsForLocale('en-gb')).toMatchObject({ country: 'GB' });
    expect(defaultsForLocale('sr-Latn-CH')).toMatchObject({ country: 'CH' });
    expect(localeRegion('zh-Hant-TW')).toBe('TW');
  });

  it.each([
    ['a language without a region', 'de'],
    ['another language alone', 'en'],
    ['a region outside the list', 'sv-SE'],
    ['a numeric region', 'es-419'],
    ['"OTHER" as a region is not a region', 'en-OTHER'],
    ['nothing', undefined],
    ['an empty string', ''],
    ['garbage', 'not a locale!'],
  ])('gives SPEC’s defaults for %s', (_what, locale) => {
    expect(defaultsForLocale(locale)).toEqual(SPEC_DEFAULTS);
  });
});

describe('localeSchema', () => {
  it('takes language tags and refuses anything else', () => {
    expect(localeSchema.parse('en-US')).toBe('en-US');
    expect(localeSchema.parse('zh-Hant-TW')).toBe('zh-Hant-TW');
    expect(localeSchema.safeParse('en_US').success).toBe(false);
    expect(localeSchema.safeParse('<script>').success).toBe(false);
    expect(localeSchema.safeParse(`en-${'a'.repeat(40)}`).success).toBe(false);
  });
});

describe('firstAcceptedLocale', () => {
  it('takes the first tag of an Accept-Language header', () => {
    expect(firstAcceptedLocale('en-GB,en;q=0.9,de;q=0.8')).toBe('en-GB');
    expect(firstAcceptedLocale('fr-FR;q=1, en')).toBe('fr-FR');
    expect(firstAcceptedLocale('*')).toBeUndefined();
    expect(firstAcceptedLocale('')).toBeUndefined();
    expect(firstAcceptedLocale(undefined)).toBeUndefined();
  });
});

describe('suggestedForCountry and localeForCountry', () => {
  it('suggest the country’s currency and standard rate, nothing for Other', () => {
    expect(suggestedForCountry('GB')).toEqual({ currency: 'GBP', taxRate: 20 });
    expect(suggestedForCountry('US')).toEqual({ currency: 'USD', taxRate: 0 });
    expect(suggestedForCountry('OTHER')).toBeUndefined();
    expect(suggestedForCountry('XX')).toBeUndefined();
  });

  it('write amounts as the company’s country does', () => {
    expect(localeForCountry('DE')).toBe('de-DE');
    expect(localeForCountry('OTHER')).toBe('en-US');
    expect(formatMoney('1234.56', 'EUR', localeForCountry('DE'))).toBe('1.234,56\u00a0€');
    expect(formatMoney('1234.56', 'USD', localeForCountry('US'))).toBe('$1,234.56');
    expect(formatMoney('-1234.56', 'GBP', localeForCountry('GB'))).toBe('-£1,234.56');
    expect(formatMoney('1234.56', 'EUR')).toBe('€1,234.56');
  });
});

describe('amounts in the interface', () => {
  it('follow the language the web client sets, and SPEC’s form until it does', () => {
    try {
      expect(formatMoney('1234.5', 'EUR')).toBe('€1,234.50');
      setInterfaceLocale('de-DE');
      expect(formatMoney('1234.5', 'EUR')).toBe('1.234,50\u00a0€');
      expect(formatMoney('1234.5', 'USD', 'en-US')).toBe('$1,234.50'); // a named locale still wins
      setInterfaceLocale('en-US');
      expect(formatMoney('-1234.5', 'GBP')).toBe('-£1,234.50');
      setInterfaceLocale('not a tag!');
      expect(formatMoney('1234.5', 'EUR')).toBe('€1,234.50');
    } finally {
      setInterfaceLocale(undefined);
    }
  });
});
