/**
 * The languages Duely writes its documents in (issue 5/6, PRODUCT.md §5 "Languages"): everything a
 * client sees or receives — the PDF, the client's page, the emails, the reminder texts, the tax
 * notes — speaks the client's language. The app's own screens stay English.
 */
import { z } from 'zod';
import { COUNTRY_DEFAULTS, localeLanguage } from '../locale-defaults';
import { en } from './errors/en';

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
  message: en.language_invalid,
});

export function isDocumentLanguage(value: unknown): value is DocumentLanguage {
  return typeof value === 'string' && (DOCUMENT_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Where one of our languages is a country's official language (Unicode CLDR supplemental data,
 * territoryInfo: the languages with officialStatus "official" or "de_facto_official"), each country
 * with its only language of ours. French, English and German rather than Arabic, Malagasy or
 * Luxembourgish where those are official beside one of ours: the business mail reads ours.
 */
const ONLY_LANGUAGE: Record<DocumentLanguage, string> = {
  en:
    'AG AI AS AU BB BM BS BW BZ CK CX CC DM FJ FK FM GB GD GG GH GI GM GU GY HK IE IM IN IO JE JM KE KI ' +
    'KN KY LC LR LS MH MP MS MT MW NA NF NG NR NU NZ PG PH PK PN PW SB SD SG SH SL SS SZ TC TK TO TT TV ' +
    'TZ UG UM US VC VG VI WS ZA ZM ZW',
  de: 'AT DE LI',
  fr: 'BF BJ BL CD CF CG CI DJ FR GA GF GN GP HT KM MC MF MG ML MQ NC NE PF PM RE SN TD TF TG WF YT',
  es: 'AR BO CL CO CR CU DO EC ES GT HN MX NI PA PE PY SV UY VE',
  it: 'IT SM VA',
  nl: 'AW BQ NL SR',
};

/** Countries with more than one of our languages, the one most of its businesses write first. */
const SEVERAL_LANGUAGES: Record<string, readonly DocumentLanguage[]> = {
  BE: ['fr', 'nl', 'de'],
  BI: ['fr', 'en'],
  CA: ['en', 'fr'],
  CH: ['de', 'fr', 'it'],
  CM: ['fr', 'en'],
  CW: ['nl', 'en'],
  GQ: ['es', 'fr'],
  LU: ['fr', 'de'],
  MU: ['en', 'fr'],
  PR: ['es', 'en'],
  RW: ['en', 'fr'],
  SC: ['en', 'fr'],
  SX: ['nl', 'en'],
  VU: ['en', 'fr'],
};

const COUNTRY_LANGUAGES: Record<string, readonly DocumentLanguage[]> = {
  ...Object.fromEntries(
    DOCUMENT_LANGUAGES.flatMap((language) =>
      ONLY_LANGUAGE[language].split(' ').map((country) => [country, [language]]),
    ),
  ),
  ...SEVERAL_LANGUAGES,
};

/** Our languages a country's businesses read (BE → fr, nl, de), its main one first; none for most of Asia. */
export function languagesOfCountry(country: string | null | undefined): readonly DocumentLanguage[] {
  return COUNTRY_LANGUAGES[country?.toUpperCase() ?? ''] ?? [];
}

/** A country's main language of ours (DE, AT → de; US, GB → en; BE → fr; …), or null when none of ours. */
export function languageOfCountry(country: string | null | undefined): DocumentLanguage | null {
  return languagesOfCountry(country)[0] ?? null;
}

/**
 * A company's document language when none was chosen (issue 36 item 9): the language of the browser
 * it signed up from, where that is one of its country's (nl-BE → nl, it-CH → it), else its country's
 * main language, else English. `preferred` is a BCP 47 tag or a bare language ("nl").
 */
export function companyDocumentLanguage(
  country: string | null | undefined,
  preferred?: string | null,
): DocumentLanguage {
  const languages = languagesOfCountry(country);
  const spoken = localeLanguage(preferred);
  return languages.find((language) => language === spoken) ?? languages[0] ?? 'en';
}

/** What a client's language is derived from: the company's country and document language. */
export interface LanguageCompany {
  country: string | null | undefined;
  language: DocumentLanguage;
}

/** A derived client language and where it came from, for the form to say so. */
export interface DerivedClientLanguage {
  language: DocumentLanguage;
  from: 'home' | 'country' | 'company';
}

/**
 * A client saved without a language (issue 36 item 9): in the company's own country, the company's
 * document language (a Flemish company writes to Belgians in Dutch); elsewhere its country's main
 * language (US, GB, IE → en; AT → de); only where none of ours is spoken, the company's.
 */
export function derivedClientLanguage(
  clientCountry: string | null | undefined,
  company: LanguageCompany,
): DerivedClientLanguage {
  const country = clientCountry?.toUpperCase();
  if (country && country === company.country?.toUpperCase())
    return { language: company.language, from: 'home' };
  const own = languageOfCountry(country);
  return own ? { language: own, from: 'country' } : { language: company.language, from: 'company' };
}

/** The language a client saved without one gets (`derivedClientLanguage`). */
export function clientLanguage(
  clientCountry: string | null | undefined,
  company: LanguageCompany,
): DocumentLanguage {
  return derivedClientLanguage(clientCountry, company).language;
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
export function documentLocale(
  language: DocumentLanguage,
  companyCountry: string | null | undefined,
): string {
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
