/**
 * The languages Duely writes its documents in (issue 5/6, PRODUCT.md §5 "Languages"): everything a
 * client sees or receives — the PDF, the client's page, the emails, the reminder texts, the tax
 * notes — speaks the client's language. The app's own screens stay English.
 */
import { z } from 'zod';
import { COUNTRY_DEFAULTS } from '../locale-defaults';

export const DOCUMENT_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** The languages' names as the app's (English) screens list them. */
export const LANGUAGE_NAMES: Record<DocumentLanguage, string> = {
  en: 'English',
  de: 'German (Deutsch)',
  fr: 'French (Français)',
  es: 'Spanish (Español)',
  it: 'Italian (Italiano)',
  nl: 'Dutch (Nederlands)',
};

export const documentLanguageSchema = z.enum(DOCUMENT_LANGUAGES, {
  message: 'Language must be one of en, de, fr, es, it, nl',
});

export function isDocumentLanguage(value: unknown): value is DocumentLanguage {
  return typeof value === 'string' && (DOCUMENT_LANGUAGES as readonly string[]).includes(value);
}

/** Where a country's people read their business mail in one of our languages (issue 5/6). */
const COUNTRY_LANGUAGES: Record<string, DocumentLanguage> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  FR: 'fr',
  BE: 'fr',
  ES: 'es',
  IT: 'it',
  NL: 'nl',
};

/** The language a country's clients read (DE, AT, CH → de; FR, BE → fr; …), or null when none of ours. */
export function languageOfCountry(country: string | null | undefined): DocumentLanguage | null {
  return COUNTRY_LANGUAGES[country?.toUpperCase() ?? ''] ?? null;
}

/** A company's document language when none was chosen: its country's, else English. */
export function companyDocumentLanguage(country: string | null | undefined): DocumentLanguage {
  return languageOfCountry(country) ?? 'en';
}

/** A client saved without a language: its country's, else the company's document language. */
export function clientLanguage(
  clientCountry: string | null | undefined,
  companyLanguage: DocumentLanguage,
): DocumentLanguage {
  return languageOfCountry(clientCountry) ?? companyLanguage;
}

/**
 * The regional conventions a language has in a company's country: an English document of a US
 * company is written as in the US ("$1,234.56"), of a British one as in Britain; French from Belgium
 * as in Belgium. Where the company's country has no variant of the language, the language's home.
 */
const REGIONAL_LOCALES = new Set([
  'en-US',
  'en-GB',
  'en-CA',
  'en-AU',
  'en-IE',
  'de-DE',
  'de-AT',
  'de-CH',
  'de-BE',
  'de-LU',
  'fr-FR',
  'fr-BE',
  'fr-CH',
  'fr-CA',
  'fr-LU',
  'es-ES',
  'es-US',
  'it-IT',
  'it-CH',
  'nl-NL',
  'nl-BE',
]);

const HOME_LOCALES: Record<DocumentLanguage, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
};

/**
 * The locale a document's dates, numbers and money follow: its language in the company's country
 * (de-DE, en-US, fr-BE). A company outside the listed countries writes English as in the US, as it
 * did before documents had a language.
 */
export function documentLocale(language: DocumentLanguage, companyCountry: string | null | undefined): string {
  const country = companyCountry?.toUpperCase() ?? '';
  const regional = `${language}-${country}`;
  if (REGIONAL_LOCALES.has(regional)) return regional;
  if (language === 'en' && !(country in COUNTRY_DEFAULTS)) return 'en-US';
  if (language === 'en' && country === 'OTHER') return 'en-US';
  return HOME_LOCALES[language];
}

/** A stored language as one of ours: rows and snapshots written before languages existed read English. */
export function languageOf(value: string | null | undefined): DocumentLanguage {
  return isDocumentLanguage(value) ? value : 'en';
}
