/**
 * Which bank details a company in each country fills in (SPEC §4), shared by the Settings form,
 * the settings API and the invoice preview/PDF.
 */

/** SPEC §9 country options. */
export const COUNTRIES = [
  'US',
  'DE',
  'GB',
  'FR',
  'IT',
  'ES',
  'NL',
  'CH',
  'AT',
  'BE',
  'CA',
  'AU',
  'OTHER',
] as const;
export type Country = (typeof COUNTRIES)[number];

export const COUNTRY_NAMES: Record<Country, string> = {
  US: 'United States',
  DE: 'Germany',
  GB: 'United Kingdom',
  FR: 'France',
  IT: 'Italy',
  ES: 'Spain',
  NL: 'Netherlands',
  CH: 'Switzerland',
  AT: 'Austria',
  BE: 'Belgium',
  CA: 'Canada',
  AU: 'Australia',
  OTHER: 'Other',
};

/** Countries whose companies are paid by IBAN and BIC/SWIFT. */
export const IBAN_COUNTRIES: readonly Country[] = ['DE', 'FR', 'IT', 'ES', 'NL', 'CH', 'AT', 'BE', 'GB'];

/** Bank name and account number apply everywhere; these depend on the country. */
export interface BankFieldVisibility {
  routingNumber: boolean;
  blz: boolean;
  sortCode: boolean;
  iban: boolean;
  /** One "BIC/SWIFT" field that writes both bic and swiftCode. */
  bic: boolean;
  /** A lone "SWIFT Code" field, for countries outside the IBAN list other than the US. */
  swiftCode: boolean;
}

export function isIbanCountry(country: string): boolean {
  return (IBAN_COUNTRIES as readonly string[]).includes(country);
}

export function bankFieldsFor(country: string): BankFieldVisibility {
  const iban = isIbanCountry(country);
  return {
    routingNumber: country === 'US',
    blz: country === 'DE',
    sortCode: country === 'GB',
    iban,
    bic: iban,
    swiftCode: !iban && country !== 'US',
  };
}

export interface BankDetails {
  bankName: string | null;
  accountNumber: string | null;
  routingNumber: string | null;
  iban: string | null;
  swiftCode: string | null;
  bic: string | null;
  blz: string | null;
  sortCode: string | null;
}

/** Codes are compared and stored without spaces or dashes, in capitals ("de89 3704…" → "DE893704…"). */
export function compactCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** Shape only; the checksum is checked by the API. */
export const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** An ABA routing number: 9 digits whose 3-7-1 weighted sum is a multiple of 10. */
export function isRoutingNumber(value: string): boolean {
  const digits = compactCode(value);
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  return sum % 10 === 0;
}

const emptyToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * What is stored for a country: the fields it does not show are cleared, codes are compacted,
 * the sort code reads 12-34-56, and in IBAN countries swiftCode always equals bic.
 */
export function normalizeBankDetails(country: string, details: BankDetails): BankDetails {
  const show = bankFieldsFor(country);
  const code = (v: string | null) => (v ? compactCode(v) : null);
  const when = (visible: boolean, v: string | null) => (visible ? emptyToNull(v) : null);
  const sort = code(when(show.sortCode, details.sortCode));
  const bic = code(when(show.bic, details.bic));
  return {
    bankName: emptyToNull(details.bankName),
    accountNumber: emptyToNull(details.accountNumber),
    routingNumber: code(when(show.routingNumber, details.routingNumber)),
    iban: code(when(show.iban, details.iban)),
    bic,
    swiftCode: show.bic ? bic : code(when(show.swiftCode, details.swiftCode)),
    blz: code(when(show.blz, details.blz)),
    sortCode:
      sort && /^\d{6}$/.test(sort) ? `${sort.slice(0, 2)}-${sort.slice(2, 4)}-${sort.slice(4)}` : sort,
  };
}
