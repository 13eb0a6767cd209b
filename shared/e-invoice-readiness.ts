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
  type EInvoiceProblem,
} from './e-invoice';
import type { TaxCategory } from './money';
import { eInvoiceBuyerEndpoint, peppolEndpoint, vatIdPrefixCountry } from './peppol-endpoint';
import { asWrittenInXml } from './text';

export type { EInvoiceProblem } from './e-invoice';

/**
 * Whether a field says something in the file: its text as the XML writes it (server/einvoice/xml.ts
 * drops what XML cannot carry), so a name made of control characters is missing here as it is there.
 */
const written = (value: string | null | undefined): value is string => asWrittenInXml(value) !== '';

export function eInvoiceProblems(input: EInvoiceInput, format: EInvoiceFormat): EInvoiceProblem[] {
  const spec = E_INVOICE_FORMAT_SPECS[format];
  const problems = [...coreProblems(input)];
  if (spec.xrechnung) problems.push(...xrechnungProblems(input));
  if (spec.peppol) problems.push(...peppolProblems(input));
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.path) && seen.add(p.path));
}

/** EN 16931 itself: every format. */
function coreProblems(input: EInvoiceInput): EInvoiceProblem[] {
  const doc = input.document;
  const out: EInvoiceProblem[] = [];
  const add = (when: boolean, path: string, message: string) => {
    if (when) out.push({ path, message });
  };
  const categories = new Set<TaxCategory>([
    ...doc.lines.map((l) => l.taxCategory),
    ...doc.taxBreakdown.map((r) => r.category),
  ]);
  const sellerVat = written(doc.seller.vatId);
  const sellerTaxNumber = written(doc.seller.taxId);
  const buyerVat = written(doc.buyer.vatId);

  // BR-06 and BR-07: the names as written, also when they are made of characters XML cannot carry.
  add(
    !written(doc.seller.name),
    'settings.companyName',
    "Your company's name is missing: add it in Settings",
  );
  add(!written(doc.buyer.name), 'client.name', "The client's name is missing");
  add(doc.lines.length === 0, 'invoice.lines', 'Add at least one line'); // BR-16
  for (const [i, line] of doc.lines.entries()) {
    add(!written(line.description), `invoice.lines.${i}.description`, `Line ${i + 1} needs a description`); // BR-25
  }
  // BR-09 / BR-11 with the ISO 3166 code list (BR-CL-14): "Other" is no country.
  add(
    !isCountryCode(doc.seller.postalAddress.country),
    'settings.country',
    "Choose your company's country in Settings",
  );
  add(!isCountryCode(doc.buyer.postalAddress.country), 'client.country', "Choose the client's country");

  if (categories.has('O')) {
    // BR-O-02 keeps both VAT IDs off; BR-CO-26 still wants the seller identified: by the tax number.
    add(
      !sellerTaxNumber,
      'settings.taxId',
      'Add your tax number in Settings: an invoice not subject to VAT identifies your company by it, not by the VAT ID',
    );
  } else if (categories.has('K') || categories.has('G')) {
    // BR-IC-02, BR-G-02: the seller's VAT ID itself.
    add(!sellerVat, 'settings.vatId', 'Add your VAT ID in Settings: supplies of goods abroad need it');
  } else {
    // BR-S-02, BR-Z-02, BR-E-02, BR-AE-02 (VAT ID or tax number) and BR-CO-26. Reverse charge
    // needs the VAT ID by law (§14a(1) UStG); the server refuses AE lines without it (decision 025).
    add(!sellerVat && !sellerTaxNumber, 'settings.vatId', 'Add your VAT ID or tax number in Settings');
  }
  if (categories.has('AE') || categories.has('K')) {
    // BR-AE-02 / BR-IC-02: the buyer's VAT ID (BT-48).
    add(!buyerVat, 'client.vatId', "Reverse charge and intra-EU supplies need the client's VAT ID");
  }
  if (categories.has('K')) {
    add(!doc.service, 'invoice.serviceDate', 'An intra-EU supply needs the date of delivery'); // BR-IC-11
  }
  for (const row of doc.taxBreakdown) {
    // BR-E-10, BR-AE-10, BR-IC-10, BR-G-10, BR-O-10: the exemption note.
    add(
      row.category !== 'S' && row.category !== 'Z' && !written(row.exemptionReason),
      'invoice.taxExemptionReason',
      'Give the reason this invoice is exempt from VAT',
    );
  }
  return out;
}

/** XRechnung 3.0 (KoSIT): BR-DE-… and the electronic addresses it takes over from Peppol. */
function xrechnungProblems(input: EInvoiceInput): EInvoiceProblem[] {
  const { seller, buyer } = input.document;
  const out: EInvoiceProblem[] = [];
  const add = (value: string | null, path: string, message: string) => {
    if (!written(value)) out.push({ path, message });
  };
  add(input.buyerReference, 'invoice.buyerReference', 'XRechnung needs the buyer reference (Leitweg-ID)'); // BR-DE-15
  add(
    seller.postalAddress.postalCode,
    'settings.postalCode',
    "Your company's postal code is missing: add it in Settings",
  ); // BR-DE-4
  add(seller.postalAddress.city, 'settings.city', "Your company's city is missing: add it in Settings"); // BR-DE-3
  add(buyer.postalAddress.postalCode, 'client.postalCode', "The client's postal code is missing"); // BR-DE-9
  add(buyer.postalAddress.city, 'client.city', "The client's city is missing"); // BR-DE-8
  add(
    input.sellerContact.name,
    'account.name',
    'XRechnung names a contact person: add your name to your profile',
  ); // BR-DE-5
  add(
    input.sellerContact.phone,
    'settings.phone',
    "XRechnung needs your company's phone number: add it in Settings",
  ); // BR-DE-6
  add(
    input.sellerContact.email,
    'settings.email',
    "XRechnung needs your company's email: add it in Settings",
  ); // BR-DE-7
  add(
    input.sellerElectronicAddress,
    'settings.email',
    "XRechnung needs your company's email: add it in Settings",
  ); // PEPPOL-EN16931-R020
  add(input.buyerElectronicAddress, 'client.email', "XRechnung needs the client's email address"); // PEPPOL-EN16931-R010
  return out;
}

/** Peppol BIS Billing 3.0. */
function peppolProblems(input: EInvoiceInput): EInvoiceProblem[] {
  const { seller, buyer } = input.document;
  const out: EInvoiceProblem[] = [];
  if (!written(input.buyerReference)) {
    // PEPPOL-EN16931-R003: a buyer reference or an order reference.
    out.push({
      path: 'invoice.buyerReference',
      message: "Peppol needs a buyer reference, such as the client's order number",
    });
  }
  // PEPPOL-EN16931-R020 / R010: Peppol finds each party by a participant id (email is no Peppol
  // address): the company by its VAT ID, where its country has a scheme on the list
  // (shared/peppol-endpoint.ts); the client by its Peppol ID or one its Leitweg-ID or VAT ID gives.
  if (!peppolEndpoint(seller.vatId)) {
    out.push({
      path: 'settings.vatId',
      message: written(seller.vatId)
        ? `Peppol cannot address your company by a VAT ID from ${countryName(vatIdPrefixCountry(seller.vatId))} yet`
        : 'Peppol finds your company by its EU VAT ID: add it in Settings',
    });
  }
  if (!eInvoiceBuyerEndpoint(input)) {
    out.push({
      path: 'client.peppolId',
      message: written(buyer.vatId)
        ? `Peppol cannot address a client by a VAT ID from ${countryName(vatIdPrefixCountry(buyer.vatId))} yet: add the client's Peppol ID, or choose XRechnung or PDF for this client`
        : 'Peppol finds the client by their Peppol ID: add it to the client, or their Leitweg-ID as buyer reference or their EU VAT ID',
    });
  }
  return out;
}

function isCountryCode(country: string): boolean {
  return /^[A-Z]{2}$/.test(country);
}

export const FACTURX_OUTSIDE_EU =
  "A Factur-X PDF is made for a company in the EU: your company's country in Settings is not in the EU";

/**
 * What stops Duely writing the format: the validators' rules above and, for `facturx`, a company in
 * the EU — the invoice PDF is the Factur-X hybrid only then (decision 026), so elsewhere it would be a
 * plain PDF. The routes, the PDF's render thread and the invoice form all ask this.
 */
export function readinessProblems(input: EInvoiceInput, format: EInvoiceFormat): EInvoiceProblem[] {
  const problems = eInvoiceProblems(input, format);
  if (format !== 'facturx' || isEuCountry(input.document.seller.postalAddress.country)) return problems;
  return [
    ...problems.filter((p) => p.path !== 'settings.country'),
    { path: 'settings.country', message: FACTURX_OUTSIDE_EU },
  ];
}
