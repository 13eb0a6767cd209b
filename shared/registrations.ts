/**
 * A company's legal identifiers (issue 3/7, "Company identifiers by country"; docs/decisions/045): one
 * list of `{ scheme, value }` in Settings, so a country's register is a row here, not a column. This
 * file says which schemes there are, which a company in each country is asked for, how a typed value
 * is written down (spaces and prefixes dropped), how it is printed and which one the e-invoice names
 * as the seller's legal registration identifier (EN 16931 BT-30). The check digits are the server's
 * (server/lib/registrations.ts, with stdnum), which this package cannot import.
 */
import { z } from 'zod';
import { en } from './i18n/errors/en';
import { fill } from './i18n/errors/values';
import { wellFormed } from './text';

export const REGISTRATION_SCHEMES = [
  /** France: SIREN, the company's 9 digits (INSEE, répertoire SIRENE). */
  'siren',
  /** France: SIRET, the establishment's 14 digits (SIREN + NIC). */
  'siret',
  /** France: Registre du commerce et des sociétés, "Paris B 123 456 789" (art. R123-237 Code de commerce). */
  'rcs',
  /** France: Répertoire des métiers, a craftsman's register, place and SIREN. */
  'rm',
  /** Belgium: the enterprise number of the Crossroads Bank for Enterprises (KBO/BCE), 10 digits. */
  'be_enterprise',
  /** Germany: the register court and number, "Amtsgericht Berlin-Charlottenburg HRB 12345" (§ 37a HGB, § 35a GmbHG). */
  'de_register',
  /** Italy: codice fiscale, 16 characters for a person, 11 digits for a company. */
  'it_codice_fiscale',
  /** Italy: partita IVA, 11 digits. */
  'it_partita_iva',
  /** Spain: NIF (a company's CIF, a resident's DNI, a foreigner's NIE). */
  'es_nif',
  /** The Netherlands: the Chamber of Commerce (Kamer van Koophandel) number, 8 digits. */
  'nl_kvk',
  /** United Kingdom: the Companies House number, 8 characters. */
  'gb_company',
] as const;
export type RegistrationScheme = (typeof REGISTRATION_SCHEMES)[number];

export interface Registration {
  scheme: RegistrationScheme;
  value: string;
}

/** What the Legal details of a company in a country ask for. */
export interface LegalFields {
  /** The identifiers its companies carry, in the order the form shows and the document prints them. */
  schemes: RegistrationScheme[];
  /** Whether its companies print their share capital: France (art. R123-238 Code de commerce), Italy (art. 2250 Codice civile). */
  shareCapital: boolean;
}

const LEGAL_FIELDS: Record<string, LegalFields> = {
  FR: { schemes: ['siren', 'siret', 'rcs', 'rm'], shareCapital: true },
  BE: { schemes: ['be_enterprise'], shareCapital: false },
  DE: { schemes: ['de_register'], shareCapital: false },
  IT: { schemes: ['it_codice_fiscale', 'it_partita_iva'], shareCapital: true },
  ES: { schemes: ['es_nif'], shareCapital: false },
  NL: { schemes: ['nl_kvk'], shareCapital: false },
  GB: { schemes: ['gb_company'], shareCapital: false },
};

const NONE: LegalFields = { schemes: [], shareCapital: false };

/** The Legal details a company in `country` is asked for; a country without a register here has none. */
export function legalFieldsFor(country: string | null | undefined): LegalFields {
  return LEGAL_FIELDS[country ?? ''] ?? NONE;
}

/** What people type around a number: spaces (also non-breaking), dots, dashes and slashes. */
const SEPARATORS = /[\s.\-/]/g;

/** A leading country prefix some people type before a national number ("BE 0403.019.261", "IT00743110157"). */
const withoutPrefix = (value: string, prefix: string) =>
  value.toUpperCase().startsWith(prefix) ? value.slice(prefix.length) : value;

/** Spaces collapsed, a register's name typed before the value dropped (the document prints it). */
const asText = (value: string, prefix?: RegExp) =>
  wellFormed(value)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(prefix ?? /^$/, '')
    .trim();

/**
 * A value as it is stored: numbers without separators or country prefixes ("732 829 320" → "732829320",
 * "BE 0403.019.261" → "0403019261", a 9-digit Belgian number of before 2005 with its leading 0), codes
 * upper-cased, a register's text with its spaces collapsed and without the register's own name
 * ("RCS Paris B 732 829 320" → "Paris B 732 829 320"). Whether it is valid is the server's check.
 */
export function compactRegistration(scheme: RegistrationScheme, value: string): string {
  const code = value.replace(SEPARATORS, '').toUpperCase();
  switch (scheme) {
    case 'siren':
    case 'siret':
    case 'nl_kvk':
    case 'gb_company':
      return code;
    case 'be_enterprise': {
      const digits = withoutPrefix(code, 'BE');
      return /^\d{9}$/.test(digits) ? `0${digits}` : digits;
    }
    case 'it_codice_fiscale':
      return withoutPrefix(code, 'IT').length === 11 ? withoutPrefix(code, 'IT') : code;
    case 'it_partita_iva':
      return withoutPrefix(code, 'IT');
    case 'es_nif':
      return withoutPrefix(code, 'ES');
    case 'rcs':
      return asText(value, /^R\.?\s?C\.?\s?S\.?(?=\s|$)/i);
    case 'rm':
      return asText(value, /^R\.?\s?M\.?(?=\s|$)/i);
    case 'de_register':
      return asText(value);
  }
}

const REGISTRATION_MAX = 200;

/** One identifier as PUT /api/settings takes it; an empty value is dropped (see `normalizeRegistrations`). */
export const registrationInputSchema = z.object({
  scheme: z.enum(REGISTRATION_SCHEMES, {
    error: fill(en.registration_scheme_invalid, { schemes: REGISTRATION_SCHEMES.join(', ') }),
  }),
  value: z
    .string({ error: en.registration_number_not_text })
    .max(REGISTRATION_MAX, fill(en.registration_number_too_long, { limit: REGISTRATION_MAX }))
    .nullish()
    .transform((v) => v ?? ''),
});

/** One identifier as the API answers it and a document keeps it. */
export const registrationSchema = z.object({
  scheme: z.enum(REGISTRATION_SCHEMES),
  value: z.string(),
});

/** The names the API's messages use for each scheme ("SIREN 732 829 321 is not valid …"). */
export const REGISTRATION_NAMES: Record<RegistrationScheme, string> = {
  siren: 'SIREN',
  siret: 'SIRET',
  rcs: 'RCS',
  rm: 'RM',
  be_enterprise: 'Belgian enterprise number',
  de_register: 'Commercial register entry',
  it_codice_fiscale: 'Codice fiscale',
  it_partita_iva: 'Partita IVA',
  es_nif: 'NIF',
  nl_kvk: 'KvK number',
  gb_company: 'Companies House number',
};

/**
 * The identifiers a company in `country` keeps: those of its country's schemes, written down
 * (`compactRegistration`), in its schemes' order; an empty value and another country's scheme are
 * dropped, as the bank fields a country does not show are (shared/bank-fields.ts).
 */
export function normalizeRegistrations(
  country: string,
  registrations: { scheme: RegistrationScheme; value: string }[],
): Registration[] {
  const { schemes } = legalFieldsFor(country);
  return registrations
    .map((r) => ({ scheme: r.scheme, value: compactRegistration(r.scheme, r.value) }))
    .filter((r) => r.value !== '' && schemes.includes(r.scheme))
    .sort((a, b) => schemes.indexOf(a.scheme) - schemes.indexOf(b.scheme));
}

/** Schemes given more than once (each is one identifier of the company). */
export function repeatedSchemes(registrations: { scheme: RegistrationScheme; value: string }[]) {
  const seen = new Set<RegistrationScheme>();
  const repeated = new Set<RegistrationScheme>();
  for (const r of registrations) {
    if (!r.value?.trim()) continue;
    if (seen.has(r.scheme)) repeated.add(r.scheme);
    seen.add(r.scheme);
  }
  return [...repeated];
}

/**
 * A stored value as printed: a SIREN in groups of three ("732 829 320"), a SIRET with its NIC apart
 * ("732 829 320 00074") as INSEE writes them; a Belgian enterprise number with its dots
 * ("0403.019.261") as the KBO/BCE writes it; every other as stored.
 */
export function registrationText(registration: Registration): string {
  const { scheme, value } = registration;
  if (scheme === 'siren' && /^\d{9}$/.test(value))
    return value.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
  if (scheme === 'siret' && /^\d{14}$/.test(value))
    return value.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4');
  if (scheme === 'be_enterprise' && /^\d{10}$/.test(value))
    return value.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1.$2.$3');
  return value;
}

/**
 * The ISO/IEC 6523 ICD each scheme is written with as BT-30's scheme identifier, where the code list
 * EN 16931 names (BR-CL-11) has one: 0002 SIRENE (the SIREN), 0009 SIRET-CODE, 0208 Numero
 * d'entreprise / ondernemingsnummer (the Belgian enterprise number, checked by Peppol's mod 97 rule),
 * 0210 CODICE FISCALE, 0211 PARTITA IVA, 0106 the Dutch Chamber of Commerce (which Peppol asks of a
 * Dutch seller's BT-30, NL-R-003). The German register, the Spanish NIF and the Companies House
 * number have no ICD: they are written without a scheme, which EN 16931 allows.
 */
const LEGAL_ID_SCHEMES: Partial<Record<RegistrationScheme, string>> = {
  siren: '0002',
  siret: '0009',
  be_enterprise: '0208',
  it_codice_fiscale: '0210',
  it_partita_iva: '0211',
  nl_kvk: '0106',
};

/** The schemes in the order BT-30 takes them: a company's own register before an establishment's. */
const LEGAL_ID_ORDER: RegistrationScheme[] = [
  'siren',
  'siret',
  'be_enterprise',
  'nl_kvk',
  'de_register',
  'it_codice_fiscale',
  'it_partita_iva',
  'es_nif',
  'gb_company',
];

/**
 * BT-30, the seller's legal registration identifier (0..1): the first of its registrations in
 * `LEGAL_ID_ORDER`, with its ICD where it has one. An RCS or RM entry is not one: its SIREN is.
 */
export function legalRegistrationId(
  registrations: readonly Registration[],
): { registration: Registration; schemeId: string | null } | null {
  for (const scheme of LEGAL_ID_ORDER) {
    const registration = registrations.find((r) => r.scheme === scheme && r.value.trim() !== '');
    if (registration) return { registration, schemeId: LEGAL_ID_SCHEMES[scheme] ?? null };
  }
  return null;
}
