/**
 * Duely's own pre-send checks: what a document lacks for an e-invoice format, in words a person can
 * act on and with the field to fix (`client.postalCode`, `settings.vatId`, `invoice.buyerReference`).
 * Each check is the rule a validator would reject the file by; the tests prove the two agree
 * (server/einvoice/e-invoice-validation.test.ts). Empty means the file will pass.
 */

import { countryName, isEuCountry } from './countries';
import {
  E_INVOICE_FORMAT_SPECS,
  type EInvoiceFormat,
  type EInvoiceInput,
  type ReadinessProblem,
} from './e-invoice';
import { type ErrorCode, en } from './i18n/errors/en';
import { type ApiMessageValues, fill } from './i18n/errors/values';
import type { TaxCategory } from './money';
import { eInvoiceBuyerEndpoint, peppolEndpoint, vatIdPrefixCountry } from './peppol-endpoint';
import { legalRegistrationId } from './registrations';
import { asWrittenInXml } from './text';

export type { EInvoiceProblem, ReadinessProblem } from './e-invoice';

/** A problem at `path`: its message in English and by code (shared/i18n/errors). */
function problem(path: string, code: ErrorCode, values?: ApiMessageValues): ReadinessProblem {
  const english: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    english[name] =
      typeof value === 'object' && 'country' in value
        ? countryName(value.country)
        : (value as string | number);
  }
  return { path, code, ...(values ? { values } : {}), message: values ? fill(en[code], english) : en[code] };
}

/**
 * Whether a field says something in the file: its text as the XML writes it (server/einvoice/xml.ts
 * drops what XML cannot carry), so a name made of control characters is missing here as it is there.
 */
const written = (value: string | null | undefined): value is string => asWrittenInXml(value) !== '';

export function eInvoiceProblems(input: EInvoiceInput, format: EInvoiceFormat): ReadinessProblem[] {
  const spec = E_INVOICE_FORMAT_SPECS[format];
  const problems = [...coreProblems(input)];
  if (spec.xrechnung) problems.push(...xrechnungProblems(input));
  if (spec.peppol) problems.push(...peppolProblems(input));
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.path) && seen.add(p.path));
}

/** EN 16931 itself: every format. */
function coreProblems(input: EInvoiceInput): ReadinessProblem[] {
  const doc = input.document;
  const out: ReadinessProblem[] = [];
  const add = (when: boolean, path: string, code: ErrorCode, values?: ApiMessageValues) => {
    if (when) out.push(problem(path, code, values));
  };
  const categories = new Set<TaxCategory>([
    ...doc.lines.map((l) => l.taxCategory),
    ...doc.taxBreakdown.map((r) => r.category),
  ]);
  const sellerVat = written(doc.seller.vatId);
  const sellerTaxNumber = written(doc.seller.taxId);
  const buyerVat = written(doc.buyer.vatId);

  // BR-06 and BR-07: the names as written, also when they are made of characters XML cannot carry.
  add(!written(doc.seller.name), 'settings.companyName', 'e_invoice_company_name_missing');
  add(!written(doc.buyer.name), 'client.name', 'e_invoice_client_name_missing');
  add(doc.lines.length === 0, 'invoice.lines', 'e_invoice_lines_missing'); // BR-16
  for (const [i, line] of doc.lines.entries()) {
    // BR-25
    add(!written(line.description), `invoice.lines.${i}.description`, 'e_invoice_line_description_missing', {
      line: i + 1,
    });
  }
  // BR-09 / BR-11 with the ISO 3166 code list (BR-CL-14): "Other" is no country.
  add(
    !isCountryCode(doc.seller.postalAddress.country),
    'settings.country',
    'e_invoice_company_country_missing',
  );
  add(!isCountryCode(doc.buyer.postalAddress.country), 'client.country', 'e_invoice_client_country_missing');

  if (categories.has('O')) {
    // BR-O-02 keeps both VAT IDs off; BR-CO-26 still wants the seller identified: by the tax number
    // (BT-29), or by a legal registration (BT-30: a SIREN, an enterprise number …).
    add(
      !sellerTaxNumber && !legalRegistrationId(doc.seller.registrations),
      'settings.taxId',
      'e_invoice_tax_number_missing',
    );
  } else if (categories.has('K') || categories.has('G')) {
    // BR-IC-02, BR-G-02: the seller's VAT ID itself.
    add(!sellerVat, 'settings.vatId', 'e_invoice_vat_id_for_goods_missing');
  } else {
    // BR-S-02, BR-Z-02, BR-E-02, BR-AE-02 (VAT ID or tax number) and BR-CO-26. Reverse charge
    // needs the VAT ID by law (§14a(1) UStG); the server refuses AE lines without it (decision 025).
    add(!sellerVat && !sellerTaxNumber, 'settings.vatId', 'e_invoice_vat_id_or_tax_number_missing');
  }
  if (categories.has('AE') || categories.has('K')) {
    // BR-AE-02 / BR-IC-02: the buyer's VAT ID (BT-48).
    add(!buyerVat, 'client.vatId', 'e_invoice_client_vat_id_missing');
  }
  if (categories.has('K')) {
    add(!doc.service, 'invoice.serviceDate', 'e_invoice_delivery_date_missing'); // BR-IC-11
  }
  for (const row of doc.taxBreakdown) {
    // BR-E-10, BR-AE-10, BR-IC-10, BR-G-10, BR-O-10: the exemption note.
    add(
      row.category !== 'S' && row.category !== 'Z' && !written(row.exemptionReason),
      'invoice.taxExemptionReason',
      'exemption_reason_required',
    );
  }
  return out;
}

/** XRechnung 3.0 (KoSIT): BR-DE-… and the electronic addresses it takes over from Peppol. */
function xrechnungProblems(input: EInvoiceInput): ReadinessProblem[] {
  const { seller, buyer } = input.document;
  const out: ReadinessProblem[] = [];
  const add = (value: string | null, path: string, code: ErrorCode) => {
    if (!written(value)) out.push(problem(path, code));
  };
  add(input.buyerReference, 'invoice.buyerReference', 'e_invoice_leitweg_id_missing'); // BR-DE-15
  add(seller.postalAddress.postalCode, 'settings.postalCode', 'e_invoice_company_postal_code_missing'); // BR-DE-4
  add(seller.postalAddress.city, 'settings.city', 'e_invoice_company_city_missing'); // BR-DE-3
  add(buyer.postalAddress.postalCode, 'client.postalCode', 'e_invoice_client_postal_code_missing'); // BR-DE-9
  add(buyer.postalAddress.city, 'client.city', 'e_invoice_client_city_missing'); // BR-DE-8
  add(input.sellerContact.name, 'account.name', 'e_invoice_contact_name_missing'); // BR-DE-5
  add(input.sellerContact.phone, 'settings.phone', 'e_invoice_company_phone_missing'); // BR-DE-6
  add(input.sellerContact.email, 'settings.email', 'e_invoice_company_email_missing'); // BR-DE-7
  add(input.sellerElectronicAddress, 'settings.email', 'e_invoice_company_email_missing'); // PEPPOL-EN16931-R020
  add(input.buyerElectronicAddress, 'client.email', 'e_invoice_client_email_missing'); // PEPPOL-EN16931-R010
  return out;
}

/** Peppol BIS Billing 3.0. */
function peppolProblems(input: EInvoiceInput): ReadinessProblem[] {
  const { seller, buyer } = input.document;
  const out: ReadinessProblem[] = [];
  if (!written(input.buyerReference)) {
    // PEPPOL-EN16931-R003: a buyer reference or an order reference.
    out.push(problem('invoice.buyerReference', 'e_invoice_buyer_reference_missing'));
  }
  // PEPPOL-EN16931-R020 / R010: Peppol finds each party by a participant id (email is no Peppol
  // address): the company by its VAT ID, where its country has a scheme on the list
  // (shared/peppol-endpoint.ts); the client by its Peppol ID or one its Leitweg-ID or VAT ID gives.
  if (!peppolEndpoint(seller.vatId)) {
    out.push(
      written(seller.vatId)
        ? problem('settings.vatId', 'e_invoice_company_vat_country_unsupported', {
            country: { country: vatIdPrefixCountry(seller.vatId) },
          })
        : problem('settings.vatId', 'e_invoice_company_vat_id_missing'),
    );
  }
  if (!eInvoiceBuyerEndpoint(input)) {
    out.push(
      written(buyer.vatId)
        ? problem('client.peppolId', 'e_invoice_client_vat_country_unsupported', {
            country: { country: vatIdPrefixCountry(buyer.vatId) },
          })
        : problem('client.peppolId', 'e_invoice_client_peppol_id_missing'),
    );
  }
  return out;
}

function isCountryCode(country: string): boolean {
  return /^[A-Z]{2}$/.test(country);
}

export const FACTURX_OUTSIDE_EU = en.facturx_outside_eu;

/**
 * What stops Duely writing the format: the validators' rules above and, for `facturx`, a company in
 * the EU — the invoice PDF is the Factur-X hybrid only then (decision 026), so elsewhere it would be a
 * plain PDF. The routes, the PDF's render thread and the invoice form all ask this.
 */
export function readinessProblems(input: EInvoiceInput, format: EInvoiceFormat): ReadinessProblem[] {
  const problems = eInvoiceProblems(input, format);
  if (format !== 'facturx' || isEuCountry(input.document.seller.postalAddress.country)) return problems;
  return [
    ...problems.filter((p) => p.path !== 'settings.country'),
    problem('settings.country', 'facturx_outside_eu'),
  ];
}
