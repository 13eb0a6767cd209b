import type { Client, ClientInput } from '@shared/clients';
import { ISO_COUNTRIES, isIsoCountry } from '@shared/countries';
import { clientLanguage, type DocumentLanguage } from '@shared/i18n/languages';
import { deriveTaxTreatment } from '@shared/tax';

/** The Tax treatment and Language selects' "Automatic" choice: sent as null, the server derives the value. */
export const AUTOMATIC = 'automatic';

/** Every ISO country by its name in `locale` (the interface's), sorted as that language sorts. */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return ISO_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/** A new client's country: the company's, DE for "Other" (as the server does). */
export function defaultCountry(companyCountry: string | undefined): string {
  return companyCountry && isIsoCountry(companyCountry) ? companyCountry : 'DE';
}

/**
 * The form's values for a client (or a new one). A stored treatment that derivation would give is
 * shown as Automatic, so it keeps following country and VAT ID; one the user chose stays chosen. The
 * same for the language: the one the client's country and the company give reads Automatic.
 */
export function toFormValues(
  companyCountry: string,
  client?: Client,
  companyLanguage: DocumentLanguage = 'en',
): ClientInput {
  if (!client) {
    return {
      name: '',
      email: '',
      phone: '',
      address: '',
      postalCode: '',
      city: '',
      region: '',
      country: defaultCountry(companyCountry),
      vatId: '',
      taxTreatment: null,
      paymentTermsDays: null,
      buyerReference: '',
      eInvoiceFormat: 'pdf',
      peppolId: '',
      language: null,
      contactName: '',
      salutation: 'none',
    };
  }
  const derived = deriveTaxTreatment({
    companyCountry,
    clientCountry: client.country,
    clientVatId: client.vatId,
  });
  return {
    name: client.name,
    email: client.email,
    phone: client.phone ?? '',
    address: client.address ?? '',
    postalCode: client.postalCode ?? '',
    city: client.city ?? '',
    region: client.region ?? '',
    country: client.country,
    vatId: client.vatId ?? '',
    taxTreatment: client.taxTreatment === derived ? null : client.taxTreatment,
    paymentTermsDays: client.paymentTermsDays,
    buyerReference: client.buyerReference ?? '',
    eInvoiceFormat: client.eInvoiceFormat,
    peppolId: client.peppolId ?? '',
    language:
      client.language ===
      clientLanguage(client.country, { country: companyCountry, language: companyLanguage })
        ? null
        : client.language,
    contactName: client.contactName ?? '',
    salutation: client.salutation,
  };
}
