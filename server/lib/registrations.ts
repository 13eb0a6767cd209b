/**
 * A company's legal identifiers (shared/registrations.ts) checked for their format and check digits,
 * each by its registry's rule; stdnum checks the numbers it knows (docs/decisions/045). Values come
 * written down already (`compactRegistration`: no spaces, no country prefix).
 */
import { stdnum } from 'stdnum';
import {
  REGISTRATION_NAMES,
  type Registration,
  type RegistrationScheme,
  registrationText,
} from '../../shared/registrations';

type Check = { ok: true } | { ok: false; message: string };

const ok: Check = { ok: true };
const refused = (message: string): Check => ({ ok: false, message });

/**
 * The SIREN's 9 digits with the Luhn check (INSEE). stdnum's SIRET rule also knows La Poste's
 * exception: its establishments (SIREN 356 000 000) are numbered so that the SIRET's digits add up to a
 * multiple of 5 instead, the head office 356 000 000 00048 keeping Luhn.
 */
function siren(value: string): Check {
  if (!/^\d{9}$/.test(value)) return refused('SIREN must be 9 digits, e.g. 732 829 320');
  if (!stdnum.FR.siren.validate(value).isValid)
    return refused(
      `SIREN ${registrationText({ scheme: 'siren', value })} is not valid: its check digit does not match`,
    );
  return ok;
}

function siret(value: string): Check {
  if (!/^\d{14}$/.test(value)) return refused('SIRET must be 14 digits: the SIREN and the establishment’s 5');
  if (!stdnum.FR.siret.validate(value).isValid)
    return refused(
      `SIRET ${registrationText({ scheme: 'siret', value })} is not valid: its check digit does not match`,
    );
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
    return refused(`${name} must name the registry’s city and the SIREN, e.g. ${example}`);
  if (!stdnum.FR.siren.validate(number).isValid)
    return refused(`${name} ${value}: the SIREN in it is not valid (its check digit does not match)`);
  return ok;
}

/**
 * The Belgian enterprise number (KBO/BCE): 10 digits, the first 0 or 1, the last two 97 minus the
 * first eight modulo 97 (the rule of the VAT number it equals, which stdnum checks).
 */
function beEnterprise(value: string): Check {
  if (!/^[01]\d{9}$/.test(value))
    return refused('Belgian enterprise number must be 10 digits starting with 0 or 1, e.g. 0403.019.261');
  if (!stdnum.BE.vat.validate(value).isValid)
    return refused(
      `Belgian enterprise number ${registrationText({ scheme: 'be_enterprise', value })} is not valid: its check digits do not match`,
    );
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
  if (!GERMAN_REGISTER.test(value) || !/\p{L}{3,}/u.test(court))
    return refused(
      'Commercial register entry must name the register court and the number, e.g. Amtsgericht Berlin-Charlottenburg HRB 12345',
    );
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
      : refused(`Codice fiscale ${value} is not valid: its check character does not match`);
  }
  if (/^\d{11}$/.test(value)) {
    return stdnum.IT.iva.validate(value).isValid
      ? ok
      : refused(`Codice fiscale ${value} is not valid: its check digit does not match`);
  }
  return refused('Codice fiscale must be 16 characters (a person’s) or 11 digits (a company’s)');
}

function itPartitaIva(value: string): Check {
  if (!/^\d{11}$/.test(value)) return refused('Partita IVA must be 11 digits, e.g. 00743110157');
  if (!stdnum.IT.iva.validate(value).isValid)
    return refused(`Partita IVA ${value} is not valid: its check digit does not match`);
  return ok;
}

/**
 * A Spanish NIF: a DNI (8 digits and a check letter), an NIE (X, Y or Z, 7 digits and the letter) or a
 * company's CIF (a letter, 7 digits and a check digit or letter) (Real Decreto 1065/2007, art. 18–22).
 */
function esNif(value: string): Check {
  if (!/^[A-Z0-9]{9}$/.test(value)) return refused('NIF must be 9 characters, e.g. B58378431 or 12345678Z');
  if (!stdnum.ES.nif.validate(value).isValid)
    return refused(`NIF ${value} is not valid: its check character does not match`);
  return ok;
}

/** The Kamer van Koophandel's number: 8 digits (Handelsregisterbesluit 2008, art. 9); it has no check digit. */
function nlKvk(value: string): Check {
  return /^\d{8}$/.test(value) ? ok : refused('KvK number must be 8 digits, e.g. 12345678');
}

/**
 * A Companies House number: 8 characters, all digits (England and Wales) or two letters for the
 * register and 6 digits (SC Scotland, NI Northern Ireland, OC an LLP …).
 */
function gbCompany(value: string): Check {
  return /^(\d{8}|[A-Z]{2}\d{6})$/.test(value)
    ? ok
    : refused(
        'Companies House number must be 8 characters: 8 digits, or 2 letters and 6 digits, e.g. 01234567 or SC123456',
      );
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
): { scheme: RegistrationScheme; message: string }[] {
  const problems: { scheme: RegistrationScheme; message: string }[] = [];
  for (const registration of registrations) {
    const check = checkRegistration(registration);
    if (!check.ok) problems.push({ scheme: registration.scheme, message: check.message });
  }
  const wrong = new Set(problems.map((p) => p.scheme));
  const checkedValue = (scheme: RegistrationScheme) =>
    wrong.has(scheme) ? undefined : registrations.find((r) => r.scheme === scheme)?.value;
  const sirenValue = checkedValue('siren');
  const siretValue = checkedValue('siret');
  const company = sirenValue ?? siretValue?.slice(0, 9);
  const companyText = company && registrationText({ scheme: 'siren', value: company });
  if (sirenValue && siretValue && !siretValue.startsWith(sirenValue))
    problems.push({
      scheme: 'siret',
      message: `SIRET ${registrationText({ scheme: 'siret', value: siretValue })} does not begin with the SIREN ${companyText}`,
    });
  for (const scheme of ['rcs', 'rm'] as const) {
    const entry = checkedValue(scheme);
    const named = entry ? sirenOfEntry(entry) : null;
    if (company && named && named !== company)
      problems.push({
        scheme,
        message: `${REGISTRATION_NAMES[scheme]} ${entry} names another SIREN than ${companyText}`,
      });
  }
  return problems;
}
