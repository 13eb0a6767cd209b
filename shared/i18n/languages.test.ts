/**
 * Issue 36 item 9: where a company's and a client's document language come from when none was chosen.
 */
import { describe, expect, it } from 'vitest';
import {
  clientLanguage,
  companyDocumentLanguage,
  type DocumentLanguage,
  languagesOfCountry,
} from './languages';

describe('a company’s document language', () => {
  it.each([
    ['nl-BE', 'BE', 'nl'],
    ['fr-BE', 'BE', 'fr'],
    ['de-CH', 'CH', 'de'],
    ['fr-CH', 'CH', 'fr'],
    ['it-CH', 'CH', 'it'],
    ['fr-CA', 'CA', 'fr'],
    ['en-CA', 'CA', 'en'],
    ['nl', 'BE', 'nl'],
    ['NL-be', 'BE', 'nl'],
  ])('a %s browser signing up a company in %s → %s', (locale, country, language) => {
    expect(companyDocumentLanguage(country, locale)).toBe(language);
  });

  it('is the country’s main language when the browser speaks none of the country’s', () => {
    expect(companyDocumentLanguage('BE', 'en-US')).toBe('fr');
    expect(companyDocumentLanguage('CH', 'en-GB')).toBe('de');
    expect(companyDocumentLanguage('DE', 'fr-FR')).toBe('de');
    expect(companyDocumentLanguage('US', 'es-US')).toBe('en');
    expect(companyDocumentLanguage('BE', undefined)).toBe('fr');
    expect(companyDocumentLanguage('BE', 'not a tag')).toBe('fr');
  });

  it('is English for a country with none of ours', () => {
    expect(companyDocumentLanguage('OTHER', 'de-DE')).toBe('en');
    expect(companyDocumentLanguage(null, undefined)).toBe('en');
  });
});

describe('a client’s language', () => {
  const german = (language: DocumentLanguage) => ({ country: 'DE', language });

  it('is its country’s when the client is abroad', () => {
    expect(clientLanguage('US', german('de'))).toBe('en');
    expect(clientLanguage('GB', german('de'))).toBe('en');
    expect(clientLanguage('IE', german('de'))).toBe('en');
    expect(clientLanguage('AT', german('de'))).toBe('de');
    expect(clientLanguage('AT', german('en'))).toBe('de');
    expect(clientLanguage('FR', german('de'))).toBe('fr');
    expect(clientLanguage('mx', german('de'))).toBe('es');
    expect(clientLanguage('BE', german('de'))).toBe('fr');
    expect(clientLanguage('CH', { country: 'FR', language: 'fr' })).toBe('de');
  });

  it('is the company’s document language in the company’s own country', () => {
    expect(clientLanguage('DE', german('de'))).toBe('de');
    expect(clientLanguage('DE', german('en'))).toBe('en');
    expect(clientLanguage('BE', { country: 'BE', language: 'nl' })).toBe('nl');
    expect(clientLanguage('CH', { country: 'CH', language: 'it' })).toBe('it');
    expect(clientLanguage('US', { country: 'US', language: 'es' })).toBe('es');
  });

  it('is the company’s only in a country with none of our languages', () => {
    expect(clientLanguage('JP', german('de'))).toBe('de');
    expect(clientLanguage('PL', german('de'))).toBe('de');
    expect(clientLanguage('PL', german('en'))).toBe('en');
    expect(clientLanguage('SE', { country: 'US', language: 'en' })).toBe('en');
    expect(clientLanguage(null, { country: 'OTHER', language: 'it' })).toBe('it');
  });
});

describe('a country’s languages', () => {
  it('lists the main one first and none for a country without ours', () => {
    expect(languagesOfCountry('BE')).toEqual(['fr', 'nl', 'de']);
    expect(languagesOfCountry('CH')).toEqual(['de', 'fr', 'it']);
    expect(languagesOfCountry('US')).toEqual(['en']);
    expect(languagesOfCountry('JP')).toEqual([]);
    expect(languagesOfCountry(undefined)).toEqual([]);
  });
});
