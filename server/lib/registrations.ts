/**
 * A company's legal identifiers (shared/registrations.ts) checked for their format and check digits,
 * each by its registry's rule; stdnum checks the numbers it knows (docs/decisions/045). Values come
 * written down already (`compactRegistration`: no spaces, no country prefix).
 */
import { stdnum } from 'stdnum';
import type { ErrorCode } from '../../shared/i18n/errors/en';
import type { CodedMessage } from '../../shared/i18n/errors/values';
import {
  REGISTRATION_NAMES,
  type Registration,
  type RegistrationScheme,
  registrationText,
} from '../../shared/registrations';
import { apiMessage } from './api-messages';

/** A refusal says why in English (`message`) and by code with its values, for the API's other languages. */
type Check = { ok: true } | ({ ok: false; message: string } & CodedMessage);

const ok: Check = { ok: true };
const refused = (code: ErrorCode, values: Record<string, string> = {}): Check => ({
  ok: false,
  message: apiMessage('en', code, values),
  code,
  values,
});

/**
 * The SIREN's 9 digits with the Luhn check (INSEE). stdnum's SIRET rule also knows La Poste's
 * exception: its establishments (SIREN 356 000 000) are numbered so that the SIRET's digits add up to a
 * multiple of 5 instead, the head office 356 000 000 00048 keeping Luhn.
 */
function siren(value: string): Check {
  if (!/^\d{9}$/.test(value)) return refused('siren_format');
  if (!stdnum.FR.siren.validate(value).isValid)
    return refused('siren_checksum', { number: registrationText({ scheme: 'siren', value }) });
  return ok;
}

function siret(value: string): Check {
  if (!/^\d{14}$/.test(value)) return refused('siret_format');
  if (!stdnum.FR.siret.validate(value).isValid)
    return refused('siret_checksum', { number: registrationText({ scheme: 'siret', value }) });
  return ok;
}

/** Nine digits, spaces allowed between them: the SIREN inside an RCS or RM entry. */
const SIREN_IN_TEXT = /(?<!\d)(\d{3}) ?(\d{3}) ?(\d{3})(?!\d)/;

/** The SIREN an RCS or RM entry names, or null. */
export function sirenOfEntry(value: string): string | null {
  const found = SIREN_IN_TEXT.exec(value);
  return found ? found.slice(1).join('') : null;
}

/**
 * An RCS entry names the city of its registry (greffe), the letter of the register (A a trader, B a
 * company) and the SIREN: "Paris B 732 829 320" (art. R123-237 1° Code de commerce). An RM entry names
 * its place and the SIREN (art. 5 décret 98-247). The SIREN is checked as one.
 */
function registerEntry(scheme: 'rcs' | 'rm', value: string): Check {
  const name = REGISTRATION_NAMES[scheme];
  const example = scheme === 'rcs' ? 'Paris B 732 829 320' : 'Lyon 732 829 320';
  const number = sirenOfEntry(value);
  const place = value.replace(SIREN_IN_TEXT, ' ').replace(/(^|\s)[AB](\s|$)/, ' ');
  if (!number || !/\p{L}{2,}/u.test(place))
    return refused('register_entry_format', { register: name, example });
  if (!stdnum.FR.siren.validate(number).isValid)
    return refused('register_entry_siren_invalid', { register: name, entry: value });
  return ok;
}

/**
 * The Belgian enterprise number (KBO/BCE): 10 digits, the first 0 or 1, the last two 97 minus the
 * first eight modulo 97 (the rule of the VAT number it equals, which stdnum checks).
 */
function beEnterprise(value: string): Check {
  if (!/^[01]\d{9}$/.test(value)) return refused('be_enterprise_number_format');
  if (!stdnum.BE.vat.validate(value).isValid)
    return refused('be_enterprise_number_checksum', {
      number: registrationText({ scheme: 'be_enterprise', value }),
    });
  return ok;
}

/**
 * The register court and the register's kind and number (§ 37a HGB, § 35a GmbHG, § 80 AktG): HRA
 * (partnerships, sole traders), HRB (companies), GnR (cooperatives), PR (partnerships of
 * professionals), VR (associations), GsR (civil-law partnerships).
 */
const GERMAN_REGISTER = /(?<![\p{L}\d])(HRA|HRB|GnR|GsR|PR|VR) ?\d{1,6}( ?[A-Z]{1,2})?(?![\p{L}\d])/iu;

function deRegister(value: string): Check {
  const court = value.replace(GERMAN_REGISTER, ' ');
  if (!GERMAN_REGISTER.test(value) || !/\p{L}{3,}/u.test(court)) return refused('de_register_format');
  return ok;
}

/**
 * A codice fiscale: a person's 16 characters ending in its check letter (D.M. 23/12/1976), or a
 * company's 11 digits, which carry the partita IVA's Luhn-style check digit (D.P.R. 605/1973).
 */
function itCodiceFiscale(value: string): Check {
  if (/^[A-Z0-9]{16}$/.test(value)) {
    return stdnum.IT.codicefiscale.validate(value).isValid
      ? ok
      : refused('codice_fiscale_checksum', { number: value });
  }
  if (/^\d{11}$/.test(value)) {
    return stdnum.IT.iva.validate(value).isValid ? ok : refused('codice_fiscale_checksum', { number: value });
  }
  return refused('codice_fiscale_format');
}

function itPartitaIva(value: string): Check {
  if (!/^\d{11}$/.test(value)) return refused('partita_iva_format');
  if (!stdnum.IT.iva.validate(value).isValid) return refused('partita_iva_checksum', { number: value });
  return ok;
}

/**
 * A Spanish NIF: a DNI (8 digits and a check letter), an NIE (X, Y or Z, 7 digits and the letter) or a
 * company's CIF (a letter, 7 digits and a check digit or letter) (Real Decreto 1065/2007, art. 18–22).
 */
function esNif(value: string): Check {
  if (!/^[A-Z0-9]{9}$/.test(value)) return refused('es_nif_format');
  if (!stdnum.ES.nif.validate(value).isValid) return refused('es_nif_checksum', { number: value });
  return ok;
}

/** The Kamer van Koophandel's number: 8 digits (Handelsregisterbesluit 2008, art. 9); it has no check digit. */
function nlKvk(value: string): Check {
  return /^\d{8}$/.test(value) ? ok : refused('nl_kvk_format');
}

/**
 * A Companies House number: 8 characters, all digits (England and Wales) or two letters for the
 * register and 6 digits (SC Scotland, NI Northern Ireland, OC an LLP …).
 */
function gbCompany(value: string): Check {
  return /^(\d{8}|[A-Z]{2}\d{6})$/.test(value) ? ok : refused('gb_company_number_format');
}

const CHECKS: Record<RegistrationScheme, (value: string) => Check> = {
  siren,
  siret,
  rcs: (v) => registerEntry('rcs', v),
  rm: (v) => registerEntry('rm', v),
  be_enterprise: beEnterprise,
  de_register: deRegister,
  it_codice_fiscale: itCodiceFiscale,
  it_partita_iva: itPartitaIva,
  es_nif: esNif,
  nl_kvk: nlKvk,
  gb_company: gbCompany,
};

/** One identifier's check: its format and check digits, the message naming its scheme. */
export function checkRegistration(registration: Registration): Check {
  return CHECKS[registration.scheme](registration.value);
}

/**
 * What is wrong with a company's identifiers, one problem per scheme: each value by its own rule,
 * then whether the French ones name one company — a SIRET begins with its SIREN, and an RCS or RM
 * entry names the same SIREN.
 */
export function registrationProblems(
  registrations: readonly Registration[],
): ({ scheme: RegistrationScheme; message: string } & CodedMessage)[] {
  const problems: ({ scheme: RegistrationScheme; message: string } & CodedMessage)[] = [];
  const add = (scheme: RegistrationScheme, code: ErrorCode, values: Record<string, string>) =>
    problems.push({ scheme, message: apiMessage('en', code, values), code, values });
  for (const registration of registrations) {
    const check = checkRegistration(registration);
    if (!check.ok) add(registration.scheme, check.code, (check.values ?? {}) as Record<string, string>);
  }
  const wrong = new Set(problems.map((p) => p.scheme));
  const checkedValue = (scheme: RegistrationScheme) =>
    wrong.has(scheme) ? undefined : registrations.find((r) => r.scheme === scheme)?.value;
  const sirenValue = checkedValue('siren');
  const siretValue = checkedValue('siret');
  const company = sirenValue ?? siretValue?.slice(0, 9);
  const siren = company ? registrationText({ scheme: 'siren', value: company }) : '';
  if (sirenValue && siretValue && !siretValue.startsWith(sirenValue))
    add('siret', 'siret_other_siren', {
      siret: registrationText({ scheme: 'siret', value: siretValue }),
      siren,
    });
  for (const scheme of ['rcs', 'rm'] as const) {
    const entry = checkedValue(scheme);
    const named = entry ? sirenOfEntry(entry) : null;
    if (company && entry && named && named !== company)
      add(scheme, 'register_entry_other_siren', { register: REGISTRATION_NAMES[scheme], entry, siren });
  }
  return problems;
}
