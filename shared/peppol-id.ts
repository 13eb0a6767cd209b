/**
 * Peppol participant ids (`scheme:value`, e.g. `0204:04011000-1234512345-06`, `0208:0123456749`): the
 * electronic address Peppol delivers to (BT-34 / BT-49, UBL `cbc:EndpointID` with its `schemeID`). The
 * scheme is a code of the Electronic Address Scheme list (EAS); the value is checked as the Peppol BIS
 * Billing 3.0 rules check it (PEPPOL-COMMON-R040 …) and, for a Leitweg-ID, as KoSIT specifies it. A
 * VAT ID under a VAT scheme (9930:DE…) is checked here for its country prefix; its checksum is the
 * server's (server/lib/vat-id.ts, which needs stdnum).
 */

import { type ErrorCode, en } from './i18n/errors/en';
import { type CodedMessage, fill } from './i18n/errors/values';

/** A participant id in its parts: the EAS code (schemeID) and the identifier (the EndpointID's text). */
export interface PeppolEndpoint {
  scheme: string;
  id: string;
}

/**
 * The Electronic Address Scheme codes Peppol BIS Billing 3.0.19 accepts (code list EAS, checked by
 * PEPPOL-EN16931-CL008; the `eaid` list of test/einvoice/rules/peppol).
 */
const EAS_CODES = new Set(
  (
    '0002 0007 0009 0037 0060 0088 0096 0097 0106 0130 0135 0142 0147 0151 0154 0158 0170 0177 0183 ' +
    '0184 0188 0190 0191 0192 0193 0194 0195 0196 0198 0199 0200 0201 0202 0203 0204 0205 0208 0209 ' +
    '0210 0211 0212 0213 0215 0216 0217 0218 0221 0225 0230 0235 0240 9910 9913 9914 9915 9918 9919 ' +
    '9920 9922 9923 9924 9925 9926 9927 9928 9929 9930 9931 9932 9933 9934 9935 9936 9937 9938 9939 ' +
    '9940 9941 9942 9943 9944 9945 9946 9947 9948 9949 9950 9951 9952 9953 9957 9959'
  ).split(' '),
);

/**
 * The VAT schemes a VAT ID is addressed under, by the country its prefix names (EAS: 9930 "Germany
 * VAT number", 0211 "Partita IVA" …). A participant id under one of them carries the VAT ID with its
 * prefix (9930:DE136695976).
 */
export const VAT_SCHEMES: Readonly<Record<string, string>> = {
  AT: '9914',
  BE: '9925',
  CH: '9927',
  DE: '9930',
  ES: '9920',
  FR: '9957',
  GB: '9932',
  IT: '0211',
  NL: '9944',
};

/** The VAT ID prefix each VAT scheme's values start with (Switzerland's is CHE). */
const VAT_PREFIX_OF_SCHEME: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(VAT_SCHEMES).map(([country, scheme]) => [scheme, country === 'CH' ? 'CHE' : country]),
);

const digits = (value: string) => [...value].map(Number);

/** PEPPOL-COMMON-R040: GS1 check digit, weights 3 and 1 from the right. */
function gs1CheckDigit(value: string): boolean {
  const body = digits(value.slice(0, -1)).reverse();
  const sum = body.reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(value.at(-1));
}

/** PEPPOL-COMMON-R041: mod 11, weights 2…7 from the right, a value above 0. */
function mod11(value: string): boolean {
  const body = digits(value.slice(0, -1)).reverse();
  const sum = body.reduce((s, d, i) => s + d * ((i % 6) + 2), 0);
  return Number(value) > 0 && (11 - (sum % 11)) % 11 === Number(value.at(-1));
}

/** PEPPOL-COMMON-R043: the last two digits are 97 minus the first eight mod 97. */
function belgianMod97(value: string): boolean {
  return 97 - (Number(value.slice(0, 8)) % 97) === Number(value.slice(8));
}

/** PEPPOL-COMMON-R049: Luhn over the first nine digits. */
function luhn(value: string): boolean {
  const sum = digits(value.slice(0, 9))
    .reverse()
    .reduce((s, d, i) => s + (i % 2 === 0 ? ((d * 2) % 10) + Math.floor((d * 2) / 10) : d), 0);
  return (10 - (sum % 10)) % 10 === Number(value[9]);
}

/** PEPPOL-COMMON-R050: the first digit less one, then the weighted sum mod 89. */
function abn(value: string): boolean {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = digits(value).reduce((s, d, i) => s + (i === 0 ? d - 1 : d) * weights[i], 0);
  return sum % 89 === 0;
}

/** ISO/IEC 7064 MOD 97-10 of letters and digits, each letter read as its number (A = 10 … Z = 35). */
function mod97_10(text: string): number {
  let rest = 0;
  for (const ch of text.toUpperCase()) {
    for (const d of String(Number.parseInt(ch, 36))) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

/**
 * A Leitweg-ID (KoSIT, "Formatspezifikation Leitweg-ID" 2.0.2): the coarse address (2 to 12 digits),
 * an optional fine address (up to 30 letters and digits) and two check digits, joined by hyphens, at
 * most 46 characters; the check digits make the whole, read as ISO/IEC 7064 MOD 97-10, leave 1.
 */
export function isLeitwegId(value: string): boolean {
  const text = value.trim();
  const parts = /^(\d{2,12})(?:-([A-Za-z0-9]{1,30}))?-(\d{2})$/.exec(text);
  if (!parts || text.length > 46) return false;
  const [, coarse, fine = '', check] = parts;
  return mod97_10(`${coarse}${fine}${check}`) === 1;
}

/** What a scheme's value must look like: a check, and the message of a 400 that says what it expects. */
interface SchemeRule {
  valid(value: string): boolean;
  expected: ErrorCode;
}

const SCHEME_RULES: Readonly<Record<string, SchemeRule>> = {
  // KoSIT Formatspezifikation Leitweg-ID; German public buyers are addressed by it (XRechnung via Peppol).
  '0204': {
    valid: isLeitwegId,
    expected: 'peppol_takes_leitweg_id',
  },
  // PEPPOL-COMMON-R043: Belgian enterprise number.
  '0208': {
    valid: (v) => /^\d{10}$/.test(v) && belgianMod97(v),
    expected: 'peppol_takes_be_enterprise_number',
  },
  // PEPPOL-COMMON-R040: GLN, 13 digits with the GS1 check digit.
  '0088': {
    valid: (v) => /^\d{13}$/.test(v) && gs1CheckDigit(v),
    expected: 'peppol_takes_gln',
  },
  // D-U-N-S: nine digits (Dun & Bradstreet).
  '0060': {
    valid: (v) => /^\d{9}$/.test(v),
    expected: 'peppol_takes_duns',
  },
  // PEPPOL-COMMON-R041: Norwegian organisation number.
  '0192': {
    valid: (v) => /^\d{9}$/.test(v) && mod11(v),
    expected: 'peppol_takes_no_organisation_number',
  },
  // PEPPOL-COMMON-R042: Danish CVR number, with or without DK.
  '0184': {
    valid: (v) => /^(DK)?\d{8}$/.test(v),
    expected: 'peppol_takes_dk_cvr',
  },
  // PEPPOL-COMMON-R049: Swedish organisation number.
  '0007': {
    valid: (v) => /^\d{10}$/.test(v) && luhn(v),
    expected: 'peppol_takes_se_organisation_number',
  },
  // PEPPOL-COMMON-R050: Australian Business Number.
  '0151': {
    valid: (v) => /^\d{11}$/.test(v) && abn(v),
    expected: 'peppol_takes_abn',
  },
};

/**
 * Any other scheme's value: US-ASCII without spaces (Peppol Policy for use of Identifiers), at most 50
 * characters — what every Peppol SMP accepts.
 */
const ANY_VALUE = /^[\x21-\x7E]{1,50}$/;

/** A refusal says why in English (`message`) and by code with its values, for the API's other languages. */
export type PeppolIdCheck =
  | { ok: true; peppolId: string; endpoint: PeppolEndpoint }
  | ({ ok: false; message: string } & CodedMessage);

export const PEPPOL_ID_FORMAT_MESSAGE = en.peppol_id_format;

/** "0204:…" as typed → its parts, spaces removed and letters in capitals (Peppol ids ignore case). */
function partsOf(input: string): PeppolEndpoint | null {
  const match = /^(\d{4}):(.+)$/.exec(input.replace(/\s/g, ''));
  return match ? { scheme: match[1], id: match[2].toUpperCase() } : null;
}

export const formatPeppolId = (endpoint: PeppolEndpoint) => `${endpoint.scheme}:${endpoint.id}`;

/**
 * A participant id as a client gives it: normalised, or the message of a 400 naming the format its
 * scheme expects. The checksum of a VAT ID under a VAT scheme is left to the server.
 */
export function checkPeppolId(input: string): PeppolIdCheck {
  const endpoint = partsOf(input);
  if (!endpoint) return { ok: false, message: PEPPOL_ID_FORMAT_MESSAGE, code: 'peppol_id_format' };
  const { scheme, id } = endpoint;
  const shown = formatPeppolId(endpoint);
  if (!EAS_CODES.has(scheme)) {
    const values = { peppolId: shown, scheme };
    return {
      ok: false,
      message: fill(en.peppol_id_unknown_scheme, values),
      code: 'peppol_id_unknown_scheme',
      values,
    };
  }
  const rule = SCHEME_RULES[scheme];
  const vatPrefix = VAT_PREFIX_OF_SCHEME[scheme];
  const fail = (expected: ErrorCode, expectedValues?: Record<string, string>): PeppolIdCheck => ({
    ok: false,
    message: fill(en.peppol_id_invalid, {
      peppolId: shown,
      scheme,
      expected: fill(en[expected], expectedValues ?? {}),
    }),
    code: 'peppol_id_invalid',
    values: { peppolId: shown, scheme, expected: { message: expected, values: expectedValues } },
  });
  if (rule && !rule.valid(id)) return fail(rule.expected);
  if (vatPrefix && !(id.startsWith(vatPrefix) && /^[A-Z0-9]{4,20}$/.test(id))) {
    return fail('peppol_takes_vat_id', { prefix: vatPrefix, example: `${scheme}:${vatPrefix}123456789` });
  }
  if (!ANY_VALUE.test(id)) return fail('peppol_takes_any_identifier');
  return { ok: true, peppolId: shown, endpoint };
}

/** A stored participant id in its parts (stored ids were checked when saved); null for none or a malformed one. */
export function parsePeppolId(peppolId: string | null | undefined): PeppolEndpoint | null {
  if (!peppolId) return null;
  const check = checkPeppolId(peppolId);
  return check.ok ? check.endpoint : null;
}

/** The country whose VAT ID a VAT scheme carries (9930 → DE), or null for another scheme. */
export function vatSchemeCountry(scheme: string): string | null {
  const prefix = VAT_PREFIX_OF_SCHEME[scheme];
  return prefix ? prefix.slice(0, 2) : null;
}
