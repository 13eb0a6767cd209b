import { describe, expect, it } from 'vitest';
import { acceptedLanguages, appLanguageOf, interfaceLocaleOf } from './app-language';

describe('the app language of a browser', () => {
  it.each([
    [['de-AT'], 'de'],
    [['nl-BE'], 'nl'],
    [['fr-CH'], 'fr'],
    [['es-MX'], 'es'],
    [['it'], 'it'],
    [['EN-gb'], 'en'],
    [['pl-PL', 'de-DE'], 'de'],
    [['pl-PL', 'ru'], 'en'],
    [[], 'en'],
  ])('%j speaks %s', (tags, language) => {
    expect(appLanguageOf(tags)).toBe(language);
  });

  it('reads an Accept-Language header by weight, ties in order, without q=0 and *', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.95, *;q=0.5')).toEqual([
      'fr-CH',
      'de',
      'fr',
      'en',
    ]);
    expect(acceptedLanguages('de;q=0, nl')).toEqual(['nl']);
    expect(appLanguageOf(acceptedLanguages('da, nl-BE;q=0.7'))).toBe('nl');
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("writes numbers in the browser's region of the language, else at the language's home", () => {
    expect(interfaceLocaleOf('de', ['de-CH', 'en-US'])).toBe('de-CH');
    expect(interfaceLocaleOf('de', ['en-US'])).toBe('de-DE');
    expect(interfaceLocaleOf('en', ['de-DE', 'en-GB'])).toBe('en-GB');
    expect(interfaceLocaleOf('en', ['de-DE'])).toBe('en-US');
    expect(interfaceLocaleOf('fr', ['fr'])).toBe('fr-FR');
  });
});
