import { stdnum } from 'stdnum';
import { isEuCountry } from '../../shared/countries';
import type { ErrorCode } from '../../shared/i18n/errors/en';
import type { ApiMessageValues, CodedMessage } from '../../shared/i18n/errors/values';
import { apiMessage } from './api-messages';

type Validator = { validate(value: string): { isValid: boolean } };

/** The VAT IDs whose format and checksum can be checked, by the prefix they carry. */
interface VatIdRule {
  prefix: string;
  /** ISO 3166-1 alpha-2 of the country the id belongs to. */
  country: string;
  adjective: string;
  rules: Validator;
}

// The 27 EU member states (Council Directive 2006/112/EC Art. 215: the prefix is the ISO 3166-1 alpha-2
// code, except Greece, which uses EL), then Switzerland, the United Kingdom with Northern Ireland's XI,
// and Norway. stdnum checks each one's format and checksum (docs/decisions/035).
const RULES: VatIdRule[] = [
  { prefix: 'AT', country: 'AT', adjective: 'Austrian', rules: stdnum.AT.uid },
  { prefix: 'BE', country: 'BE', adjective: 'Belgian', rules: stdnum.BE.vat },
  { prefix: 'BG', country: 'BG', adjective: 'Bulgarian', rules: stdnum.BG.vat },
  { prefix: 'CY', country: 'CY', adjective: 'Cypriot', rules: stdnum.CY.vat },
  { prefix: 'CZ', country: 'CZ', adjective: 'Czech', rules: stdnum.CZ.dic },
  { prefix: 'DE', country: 'DE', adjective: 'German', rules: stdnum.DE.vat },
  { prefix: 'DK', country: 'DK', adjective: 'Danish', rules: stdnum.DK.cvr },
  { prefix: 'EE', country: 'EE', adjective: 'Estonian', rules: stdnum.EE.kmkr },
  { prefix: 'EL', country: 'GR', adjective: 'Greek', rules: stdnum.GR.vat },
  { prefix: 'ES', country: 'ES', adjective: 'Spanish', rules: stdnum.ES.nif },
  { prefix: 'FI', country: 'FI', adjective: 'Finnish', rules: stdnum.FI.alv },
  { prefix: 'FR', country: 'FR', adjective: 'French', rules: stdnum.FR.tva },
  { prefix: 'HR', country: 'HR', adjective: 'Croatian', rules: stdnum.HR.oib },
  { prefix: 'HU', country: 'HU', adjective: 'Hungarian', rules: stdnum.HU.anum },
  { prefix: 'IE', country: 'IE', adjective: 'Irish', rules: stdnum.IE.vat },
  { prefix: 'IT', country: 'IT', adjective: 'Italian', rules: stdnum.IT.iva },
  { prefix: 'LT', country: 'LT', adjective: 'Lithuanian', rules: stdnum.LT.pvm },
  { prefix: 'LU', country: 'LU', adjective: 'Luxembourgish', rules: stdnum.LU.tva },
  { prefix: 'LV', country: 'LV', adjective: 'Latvian', rules: stdnum.LV.pvn },
  { prefix: 'MT', country: 'MT', adjective: 'Maltese', rules: stdnum.MT.vat },
  { prefix: 'NL', country: 'NL', adjective: 'Dutch', rules: stdnum.NL.btw },
  { prefix: 'PL', country: 'PL', adjective: 'Polish', rules: stdnum.PL.nip },
  { prefix: 'PT', country: 'PT', adjective: 'Portuguese', rules: stdnum.PT.nif },
  { prefix: 'RO', country: 'RO', adjective: 'Romanian', rules: stdnum.RO.cif },
  { prefix: 'SE', country: 'SE', adjective: 'Swedish', rules: stdnum.SE.vat },
  { prefix: 'SI', country: 'SI', adjective: 'Slovenian', rules: stdnum.SI.ddv },
  { prefix: 'SK', country: 'SK', adjective: 'Slovak', rules: stdnum.SK.dph },
  { prefix: 'CHE', country: 'CH', adjective: 'Swiss', rules: stdnum.CH.vat },
  { prefix: 'GB', country: 'GB', adjective: 'British', rules: stdnum.GB.vat },
  // Northern Ireland's traders carry XI before the same number as their GB one (since 2021).
  { prefix: 'XI', country: 'GB', adjective: 'Northern Irish', rules: onNumber('XI', stdnum.GB.vat) },
  { prefix: 'NO', country: 'NO', adjective: 'Norwegian', rules: stdnum.NO.mva },
];

/** The GB rules read "GB" or no prefix: an XI id is checked by its number alone. */
function onNumber(prefix: string, rules: Validator): Validator {
  return { validate: (value) => rules.validate(value.slice(prefix.length)) };
}

/** A refusal says why in English (`message`) and by code with its values, for the API's other languages. */
export type VatIdCheck =
  | { ok: true; vatId: string; country: string }
  | ({ ok: false; message: string } & CodedMessage);

function refused(code: ErrorCode, values: ApiMessageValues): VatIdCheck {
  return { ok: false, message: apiMessage('en', code, values), code, values };
}

/** How VAT IDs are stored: "de 136.695.976" → "DE136695976" (removing all whitespace also trims). */
const normalise = (input: string) => input.replace(/[\s.-]/g, '').toUpperCase();

const ruleOf = (vatId: string) => RULES.find((r) => vatId.startsWith(r.prefix));

function checked(vatId: string, rule: VatIdRule): VatIdCheck {
  if (rule.rules.validate(vatId).isValid) return { ok: true, vatId, country: rule.country };
  return refused('vat_id_invalid', { vatId, country: { country: rule.country, adjective: rule.adjective } });
}

/**
 * Checks a VAT ID and answers it normalised with its country, or a message for a 400.
 *
 * An id with a known prefix (an EU state's, CHE, GB, XI, NO) is checked for that country's format and
 * checksum, whatever `partyCountry` says (a Swiss client may hold a German VAT ID). A party in the EU,
 * or of no stated country, needs an EU id. A party in Switzerland, the United Kingdom or Norway may
 * leave out its country's prefix: the id is checked with it and stored with it. Ids of other
 * countries cannot be checked: a party there may give one as 2–20 letters and digits.
 */
export function checkVatId(input: string, partyCountry?: string): VatIdCheck {
  const vatId = normalise(input);
  if (vatId === '') return refused('vat_id_required', {});
  const country = partyCountry?.toUpperCase();
  const inEu = !country || isEuCountry(country);
  const rule = ruleOf(vatId);
  if (rule && (isEuCountry(rule.country) || !inEu)) return checked(vatId, rule);
  if (inEu) {
    // Greek VAT IDs carry EL, not the ISO code GR (Directive 2006/112/EC Art. 215).
    if (vatId.startsWith('GR')) {
      return refused('vat_id_greek_prefix', { vatId });
    }
    return refused('vat_id_unknown_prefix', { vatId });
  }
  const own = RULES.find((r) => r.country === country);
  if (own) return checked(own.prefix + vatId, own);
  if (/^[A-Z0-9]{2,20}$/.test(vatId)) return { ok: true, vatId, country: country as string };
  return refused('vat_id_malformed', { vatId });
}
