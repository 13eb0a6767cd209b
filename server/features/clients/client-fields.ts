import type { ClientValues } from '../../../shared/clients';
import { isIsoCountry } from '../../../shared/countries';
import { clientEInvoiceFormatOf } from '../../../shared/e-invoice';
import {
  clientLanguage,
  type DocumentLanguage,
  type LanguageCompany,
  languageOf,
} from '../../../shared/i18n/languages';
import { formatPeppolId, parsePeppolId, vatSchemeCountry } from '../../../shared/peppol-id';
import { SALUTATIONS, type Salutation } from '../../../shared/salutation';
import { deriveTaxTreatment, TAX_TREATMENTS, type TaxTreatment } from '../../../shared/tax';
import { fieldRefused } from '../../lib/app-error';
import { checkVatId } from '../../lib/vat-id';
import type { ClientFields, ClientRow } from './repository';

/** A client's country when none is given: the company's, DE for "Other" or no settings (as migration 0008). */
export function defaultClientCountry(companyCountry: string): string {
  return isIsoCountry(companyCountry) ? companyCountry : 'DE';
}

/** The stored treatment as the answer types it (the column only ever receives TAX_TREATMENTS). */
export function storedTreatment(value: string): TaxTreatment {
  return (TAX_TREATMENTS as readonly string[]).includes(value) ? (value as TaxTreatment) : 'domestic';
}

/** The stored salutation as the answer types it (the column only ever receives SALUTATIONS); none for a new client. */
export function salutationOf(value: string | null | undefined): Salutation {
  return (SALUTATIONS as readonly string[]).includes(value ?? '') ? (value as Salutation) : 'none';
}

/**
 * The columns a POST (no `stored`) or PUT writes. A field left out of a PUT keeps its stored value, so
 * SPEC's body (name, email, phone, address) alone changes none of the issue 3/6 and 4/6 fields.
 */
/** What a client's defaults come from: the company's country and document language (Settings). */
export interface ClientCompany {
  country: string;
  documentLanguage: string;
}

export function clientFields(input: ClientValues, company: ClientCompany, stored?: ClientRow): ClientFields {
  const companyCountry = company.country;
  const keep = <T>(given: T | undefined, old: T): T => (given === undefined ? old : given);
  const country = input.country ?? stored?.country ?? defaultClientCountry(companyCountry);
  const vatId = checkedVatId(keep(input.vatId, stored?.vatId ?? null), country);
  const taxTreatment = treatmentOf(input, companyCountry, { country, vatId }, stored);
  // Refused here rather than when invoicing: a reverse-charge invoice must carry the client's VAT ID
  // (Art. 226(4) VAT Directive), so such a client could never be invoiced as saved. Saying so on the
  // client's own form is where it can be fixed. A derived reverse charge always has one.
  if (taxTreatment === 'eu_reverse_charge' && !vatId) {
    throw fieldRefused(400, 'vatId', 'reverse_charge_client_needs_vat_id');
  }
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    address: input.address,
    postalCode: keep(input.postalCode, stored?.postalCode ?? null),
    city: keep(input.city, stored?.city ?? null),
    region: keep(input.region, stored?.region ?? null),
    country,
    vatId,
    taxTreatment,
    paymentTermsDays: keep(input.paymentTermsDays, stored?.paymentTermsDays ?? null),
    buyerReference: keep(input.buyerReference, stored?.buyerReference ?? null),
    eInvoiceFormat: keep(input.eInvoiceFormat, clientEInvoiceFormatOf(stored?.eInvoiceFormat ?? 'pdf')),
    peppolId: checkedPeppolId(keep(input.peppolId, stored?.peppolId ?? null)),
    language: languageFor(
      input,
      { country: companyCountry, language: languageOf(company.documentLanguage) },
      country,
      stored,
    ),
    contactName: keep(input.contactName, stored?.contactName ?? null),
    salutation: keep(input.salutation, salutationOf(stored?.salutation)),
  };
}

/**
 * The language given, else the derived one (`clientLanguage`: the company's at home, the country's
 * abroad). Left out of a PUT it is kept, except that a language that was only derived follows a new
 * country.
 */
function languageFor(
  input: ClientValues,
  company: LanguageCompany,
  country: string,
  stored: ClientRow | undefined,
): DocumentLanguage {
  if (input.language) return input.language;
  const derived = clientLanguage(country, company);
  if (input.language === null || !stored) return derived;
  const storedLanguage = languageOf(stored.language);
  const wasDerived = storedLanguage === clientLanguage(stored.country, company);
  return wasDerived && country !== stored.country ? derived : storedLanguage;
}

/** The VAT ID normalised, checked for its country's format and checksum (server/lib/vat-id.ts); 400 if not. */
function checkedVatId(vatId: string | null, clientCountry: string): string | null {
  if (vatId === null) return null;
  const check = checkVatId(vatId, clientCountry);
  if (!check.ok) throw fieldRefused(400, 'vatId', check.code, check.values);
  return check.vatId;
}

/**
 * The Peppol ID as the contract normalised and checked it (shared/peppol-id.ts), and under a VAT scheme
 * (9930:DE…) its VAT ID checked for its country's checksum too (server/lib/vat-id.ts); 400 if not.
 */
function checkedPeppolId(peppolId: string | null): string | null {
  const endpoint = parsePeppolId(peppolId);
  const country = endpoint && vatSchemeCountry(endpoint.scheme);
  if (!endpoint || !country) return peppolId;
  const check = checkVatId(endpoint.id, country);
  if (check.ok) return formatPeppolId({ scheme: endpoint.scheme, id: check.vatId });
  throw fieldRefused(400, 'peppolId', 'peppol_id_vat_id_invalid', {
    peppolId: peppolId as string,
    reason: { message: check.code, values: check.values },
  });
}

/**
 * The treatment given, else derived from the company's country, the client's and its VAT ID (null
 * asks for that explicitly: the form's "Automatic"). Left out of a PUT, it is derived again too —
 * except that a choice the user made (a stored treatment other than the derived one) is kept while
 * the body changes neither country nor VAT ID: SPEC's body alone must not undo it.
 */
function treatmentOf(
  input: ClientValues,
  companyCountry: string,
  now: { country: string; vatId: string | null },
  stored: ClientRow | undefined,
): TaxTreatment {
  if (input.taxTreatment) return input.taxTreatment;
  const derive = (clientCountry: string, clientVatId: string | null) =>
    deriveTaxTreatment({ companyCountry, clientCountry, clientVatId });
  const derived = derive(now.country, now.vatId);
  if (input.taxTreatment === null || !stored) return derived;
  const wasChosen = stored.taxTreatment !== derive(stored.country, stored.vatId);
  const factsChanged = input.country !== undefined || input.vatId !== undefined;
  return wasChosen && !factsChanged ? storedTreatment(stored.taxTreatment) : derived;
}
