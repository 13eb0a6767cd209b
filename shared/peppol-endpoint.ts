/**
 * Peppol addresses a party by an endpoint (BT-34 / BT-49) under a scheme of the Electronic Address
 * Scheme list (PEPPOL-EN16931-CL008). Email (EM) is not on it, and the only identifier Duely keeps
 * for both parties is the VAT ID, so a party's Peppol address is its VAT ID under its country's VAT
 * scheme. A German tax number has no scheme: a seller without a VAT ID cannot be addressed by Peppol.
 */
const VAT_SCHEMES: Record<string, string> = {
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

/** The VAT ID as a Peppol endpoint, or null when its country has no VAT scheme on the list. */
export function peppolEndpoint(vatId: string | null | undefined): { id: string; scheme: string } | null {
  const id = vatId?.replace(/\s/g, '').toUpperCase();
  if (!id) return null;
  const scheme = VAT_SCHEMES[vatIdPrefixCountry(id)];
  return scheme ? { id, scheme } : null;
}

/** The country a VAT ID's two-letter prefix names (EL is Greece). */
export function vatIdPrefixCountry(vatId: string): string {
  const prefix = vatId.trim().slice(0, 2).toUpperCase();
  return prefix === 'EL' ? 'GR' : prefix;
}
