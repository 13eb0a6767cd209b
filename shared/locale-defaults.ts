import { z } from 'zod';
import { COUNTRIES, type Country } from './bank-fields';
import type { Currency } from './currency';
import { en } from './i18n/errors/en';

/**
 * What a company in each of SPEC's countries usually invoices in: its currency, its standard VAT
 * (or sales-tax) rate, and the locale whose conventions its PDFs and emails follow. A new account
 * starts from the browser's locale; Settings suggests these when the country changes.
 */
export interface CountryDefaults {
  currency: Currency;
  taxRate: number;
  locale: string;
}

export const COUNTRY_DEFAULTS: Record<Country, CountryDefaults> = {
  US: { currency: 'USD', taxRate: 0, locale: 'en-US' },
  DE: { currency: 'EUR', taxRate: 19, locale: 'de-DE' },
  GB: { currency: 'GBP', taxRate: 20, locale: 'en-GB' },
  FR: { currency: 'EUR', taxRate: 20, locale: 'fr-FR' },
  IT: { currency: 'EUR', taxRate: 22, locale: 'it-IT' },
  ES: { currency: 'EUR', taxRate: 21, locale: 'es-ES' },
  NL: { currency: 'EUR', taxRate: 21, locale: 'nl-NL' },
  CH: { currency: 'CHF', taxRate: 8.1, locale: 'de-CH' },
  AT: { currency: 'EUR', taxRate: 20, locale: 'de-AT' },
  BE: { currency: 'EUR', taxRate: 21, locale: 'fr-BE' },
  CA: { currency: 'CAD', taxRate: 5, locale: 'en-CA' },
  AU: { currency: 'AUD', taxRate: 10, locale: 'en-AU' },
  OTHER: { currency: 'EUR', taxRate: 19, locale: 'en-US' },
};

/** SPEC's settings defaults, for a browser whose locale names no country of the list. */
export const FALLBACK_COUNTRY: Country = 'DE';

export interface LocaleDefaults {
  country: Country;
  currency: Currency;
  taxRate: number;
}

/** "en-US", "de", "zh-Hant-TW": letters, digits and hyphens, at most 35 characters (BCP 47). */
export const LOCALE_PATTERN = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;

export const localeSchema = z
  .string()
  .trim()
  .max(35, en.locale_too_long)
  .regex(LOCALE_PATTERN, en.locale_invalid);

/** The subtags of a BCP 47 tag ("zh-Hant-TW" → zh, Hant, TW), or none when it is not one. */
function subtags(locale: string | null | undefined): string[] {
  return locale && LOCALE_PATTERN.test(locale.trim()) ? locale.trim().split('-') : [];
}

/** The region of a BCP 47 tag ("en-GB" → "GB", "zh-Hant-TW" → "TW"), or undefined when it names none. */
export function localeRegion(locale: string | null | undefined): string | undefined {
  const [, ...rest] = subtags(locale);
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part));
  return region?.toUpperCase();
}

/** The language of a BCP 47 tag, lower-case ("nl-BE" → "nl"), or undefined when it is not one. */
export function localeLanguage(locale: string | null | undefined): string | undefined {
  return subtags(locale)[0]?.toLowerCase();
}

function isListedCountry(code: string | undefined): code is Exclude<Country, 'OTHER'> {
  return !!code && code !== 'OTHER' && (COUNTRIES as readonly string[]).includes(code);
}

/**
 * A new account's country, currency and tax rate from the browser's locale: en-GB → GB, GBP, 20.
 * A language alone ("de"), a region outside SPEC's list or no locale at all gives SPEC's defaults
 * (DE, EUR, 19): a guess from the language would too often be wrong.
 */
export function defaultsForLocale(locale: string | null | undefined): LocaleDefaults {
  const region = localeRegion(locale);
  const country = isListedCountry(region) ? region : FALLBACK_COUNTRY;
  const { currency, taxRate } = COUNTRY_DEFAULTS[country];
  return { country, currency, taxRate };
}

/** The suggestion Settings offers for a country, or undefined for "Other". */
export function suggestedForCountry(country: string): Omit<CountryDefaults, 'locale'> | undefined {
  if (!isListedCountry(country)) return undefined;
  const { currency, taxRate } = COUNTRY_DEFAULTS[country];
  return { currency, taxRate };
}

/** The locale whose date and number conventions a company's PDFs and emails follow. */
export function localeForCountry(country: string | null | undefined): string {
  return isListedCountry(country ?? undefined) ? COUNTRY_DEFAULTS[country as Country].locale : 'en-US';
}

/** The first tag of an Accept-Language header ("en-GB,en;q=0.9" → "en-GB"), when it is one. */
export function firstAcceptedLocale(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const first = value?.split(',')[0]?.split(';')[0]?.trim();
  return first && first.length <= 35 && LOCALE_PATTERN.test(first) ? first : undefined;
}
