import {
  austria,
  belgium,
  bulgaria,
  type Country,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
} from 'jsvat';

// The 27 EU member states by the prefix their VAT IDs carry. Council Directive 2006/112/EC Art. 215: the
// prefix is the ISO 3166-1 alpha-2 code, except Greece, which uses EL. jsvat checks each one's format and
// checksum. Northern Ireland's XI is missing because jsvat 2.5.4 does not know it (see checkVatId).
const members: { prefix: string; country: string; adjective: string; rules: Country }[] = [
  { prefix: 'AT', country: 'AT', adjective: 'Austrian', rules: austria },
  { prefix: 'BE', country: 'BE', adjective: 'Belgian', rules: belgium },
  { prefix: 'BG', country: 'BG', adjective: 'Bulgarian', rules: bulgaria },
  { prefix: 'CY', country: 'CY', adjective: 'Cypriot', rules: cyprus },
  { prefix: 'CZ', country: 'CZ', adjective: 'Czech', rules: czechRepublic },
  { prefix: 'DE', country: 'DE', adjective: 'German', rules: germany },
  { prefix: 'DK', country: 'DK', adjective: 'Danish', rules: denmark },
  { prefix: 'EE', country: 'EE', adjective: 'Estonian', rules: estonia },
  { prefix: 'EL', country: 'GR', adjective: 'Greek', rules: greece },
  { prefix: 'ES', country: 'ES', adjective: 'Spanish', rules: spain },
  { prefix: 'FI', country: 'FI', adjective: 'Finnish', rules: finland },
  { prefix: 'FR', country: 'FR', adjective: 'French', rules: france },
  { prefix: 'HR', country: 'HR', adjective: 'Croatian', rules: croatia },
  { prefix: 'HU', country: 'HU', adjective: 'Hungarian', rules: hungary },
  { prefix: 'IE', country: 'IE', adjective: 'Irish', rules: ireland },
  { prefix: 'IT', country: 'IT', adjective: 'Italian', rules: italy },
  { prefix: 'LT', country: 'LT', adjective: 'Lithuanian', rules: lithuania },
  { prefix: 'LU', country: 'LU', adjective: 'Luxembourgish', rules: luxembourg },
  { prefix: 'LV', country: 'LV', adjective: 'Latvian', rules: latvia },
  { prefix: 'MT', country: 'MT', adjective: 'Maltese', rules: malta },
  { prefix: 'NL', country: 'NL', adjective: 'Dutch', rules: netherlands },
  { prefix: 'PL', country: 'PL', adjective: 'Polish', rules: poland },
  { prefix: 'PT', country: 'PT', adjective: 'Portuguese', rules: portugal },
  { prefix: 'RO', country: 'RO', adjective: 'Romanian', rules: romania },
  { prefix: 'SE', country: 'SE', adjective: 'Swedish', rules: sweden },
  { prefix: 'SI', country: 'SI', adjective: 'Slovenian', rules: slovenia },
  { prefix: 'SK', country: 'SK', adjective: 'Slovak', rules: slovakiaRepublic },
];

export type VatIdCheck = { ok: true; vatId: string; country: string } | { ok: false; message: string };

/** How VAT IDs are stored: "de 136.695.976" → "DE136695976" (removing all whitespace also trims). */
const normalise = (input: string) => input.replace(/[\s.-]/g, '').toUpperCase();

const memberOf = (vatId: string) => members.find((m) => vatId.startsWith(m.prefix));

/** The EU member state (ISO 3166-1 alpha-2) whose prefix `input` carries, EL → GR; else null. */
export function vatIdCountry(input: string): string | null {
  return memberOf(normalise(input))?.country ?? null;
}

/**
 * Checks a VAT ID and answers it normalised with its country, or a message for a 400.
 *
 * An id with an EU prefix is checked for that state's format and checksum, whatever `partyCountry` says
 * (a Swiss client may hold a German VAT ID). Ids of other countries cannot be checked: when the party
 * (company or client) sits outside the EU, an id without an EU prefix is taken as given, normalised,
 * as 2–20 letters and digits, with the party's country. Northern Ireland's XI ids take that path with
 * the party's country GB. Without `partyCountry`, or with an EU one, the id needs an EU prefix.
 */
export function checkVatId(input: string, partyCountry?: string): VatIdCheck {
  const vatId = normalise(input);
  if (vatId === '') return { ok: false, message: 'Enter a VAT ID, such as DE123456789' };
  const member = memberOf(vatId);
  if (member) {
    if (checkVAT(vatId, [member.rules]).isValid) return { ok: true, vatId, country: member.country };
    return { ok: false, message: `VAT ID ${vatId} is not a valid ${member.adjective} VAT ID` };
  }
  const country = partyCountry?.toUpperCase();
  if (country && !members.some((m) => m.country === country)) {
    if (/^[A-Z0-9]{2,20}$/.test(vatId)) return { ok: true, vatId, country };
    return { ok: false, message: `VAT ID ${vatId} must be 2 to 20 letters and digits` };
  }
  // jsvat would take GR as Greece's prefix, but Greek VAT IDs carry EL (Directive 2006/112/EC Art. 215).
  if (vatId.startsWith('GR')) {
    return { ok: false, message: `VAT ID ${vatId} is not a valid Greek VAT ID: Greek VAT IDs start with EL` };
  }
  return { ok: false, message: `VAT ID ${vatId} does not start with a known EU country code such as DE` };
}
