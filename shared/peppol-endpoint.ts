/**
 * Where Peppol delivers to each party (BT-34 / BT-49) under a scheme of the Electronic Address
 * Scheme list (PEPPOL-EN16931-CL008); email (EM) is not on it. The seller is addressed by its VAT ID.
 * The buyer by the Peppol ID saved with the client (shared/peppol-id.ts), else one its data gives: a
 * Leitweg-ID as the buyer reference (0204, how German public buyers are found), a Belgian VAT ID's
 * enterprise number (0208), else the VAT ID under its country's VAT scheme. A German tax number has
 * no scheme: a seller without a VAT ID cannot be addressed by Peppol.
 */
import type { EInvoiceInput } from './e-invoice';
import { formatPeppolId, isLeitwegId, type PeppolEndpoint, parsePeppolId, VAT_SCHEMES } from './peppol-id';

export type { PeppolEndpoint } from './peppol-id';

/**
 * The VAT ID as a Peppol endpoint, or null when its country has no VAT scheme on the list. A Belgian
 * one is addressed by its enterprise number (0208, PEPPOL-COMMON-R043), the number every Belgian
 * company is registered under on Peppol since 2026 (the VAT ID is that number after BE; an old
 * nine-digit one takes a leading 0).
 */
export function peppolEndpoint(vatId: string | null | undefined): PeppolEndpoint | null {
  const id = vatId?.replace(/\s/g, '').toUpperCase();
  if (!id) return null;
  const country = vatIdPrefixCountry(id);
  if (country === 'BE') {
    const enterprise = parsePeppolId(`0208:${id.slice(2).padStart(10, '0')}`);
    if (enterprise) return enterprise;
  }
  const scheme = VAT_SCHEMES[country];
  return scheme ? { id, scheme } : null;
}

/** The country a VAT ID's two-letter prefix names (EL is Greece). */
export function vatIdPrefixCountry(vatId: string): string {
  const prefix = vatId.trim().slice(0, 2).toUpperCase();
  return prefix === 'EL' ? 'GR' : prefix;
}

/** What a buyer's Peppol address is found from: the client's Peppol ID, its buyer reference (BT-10) and VAT ID. */
export interface BuyerAddressFacts {
  peppolId?: string | null;
  buyerReference?: string | null;
  vatId?: string | null;
}

/**
 * The participant id a buyer's data gives when none is saved: a Leitweg-ID (0204), a Belgian VAT ID's
 * enterprise number (0208), a VAT ID under its scheme (9930:DE…); null when it gives none. The client
 * form shows it as the Peppol ID field's placeholder.
 */
export function derivedPeppolId(facts: Omit<BuyerAddressFacts, 'peppolId'>): string | null {
  const reference = facts.buyerReference?.trim();
  if (reference && isLeitwegId(reference))
    return formatPeppolId({ scheme: '0204', id: reference.toUpperCase() });
  const byVat = peppolEndpoint(facts.vatId);
  return byVat && formatPeppolId(byVat);
}

/** The buyer's electronic address under Peppol (BT-49): its Peppol ID, else the one its data gives. */
export function buyerPeppolEndpoint(facts: BuyerAddressFacts): PeppolEndpoint | null {
  return parsePeppolId(facts.peppolId) ?? parsePeppolId(derivedPeppolId(facts));
}

/**
 * The buyer's address in an e-invoice: its Peppol ID as the document carries it (frozen with the buyer
 * at issue), else the one the file's buyer reference (BT-10) and the buyer's VAT ID give. The writer
 * (server/einvoice/ubl.ts) and readiness ask this one function.
 */
export function eInvoiceBuyerEndpoint(
  input: Pick<EInvoiceInput, 'document' | 'buyerReference'>,
): PeppolEndpoint | null {
  const { buyer } = input.document;
  return buyerPeppolEndpoint({
    peppolId: buyer.peppolId,
    buyerReference: input.buyerReference,
    vatId: buyer.vatId,
  });
}
