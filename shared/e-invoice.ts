/**
 * The e-invoice formats (issue 4/6, decision 026) as the API and the screens name them, the formats a
 * client can ask for, and the readiness answer (`GET /api/invoices/{id}/e-invoice/readiness`).
 * What each format writes is server/einvoice's.
 */
import { z } from 'zod';
import { isEuCountry } from './countries';
import type { Document } from './document';
import { fieldErrorSchema } from './errors';
import { en } from './i18n/errors/en';
import type { CodedMessage } from './i18n/errors/values';

/** `?format=` of the e-invoice downloads; what each declares as its specification identifier (BT-24). */
export const E_INVOICE_FORMATS = [
  'facturx',
  'xrechnung-cii',
  'xrechnung-ubl',
  'peppol',
  'cii',
  'ubl',
] as const;
export type EInvoiceFormat = (typeof E_INVOICE_FORMATS)[number];

export type EInvoiceSyntax = 'cii' | 'ubl';

const EN16931 = 'urn:cen.eu:en16931:2017';
const XRECHNUNG = `${EN16931}#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0`;
const PEPPOL = `${EN16931}#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0`;
/** BT-23: Peppol's billing process, which XRechnung also requires (PEPPOL-EN16931-R001 in both rule sets). */
const BILLING_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

export interface EInvoiceFormatSpec {
  syntax: EInvoiceSyntax;
  /** BT-24. */
  specification: string;
  /** BT-23, the business process; Peppol and XRechnung require it (PEPPOL-EN16931-R001). */
  businessProcess: string | null;
  xrechnung: boolean;
  peppol: boolean;
  /** What the file is called after the document's number: INV-1003-xrechnung.xml. */
  fileSuffix: string;
}

export const E_INVOICE_FORMAT_SPECS: Record<EInvoiceFormat, EInvoiceFormatSpec> = {
  // The Factur-X / ZUGFeRD EN 16931 ("COMFORT") profile declares the plain EN 16931 identifier:
  // its XML is the plain CII one, embedded in the PDF as factur-x.xml.
  facturx: spec('cii', EN16931, 'factur-x'),
  'xrechnung-cii': {
    ...spec('cii', XRECHNUNG, 'xrechnung'),
    businessProcess: BILLING_PROCESS,
    xrechnung: true,
  },
  'xrechnung-ubl': {
    ...spec('ubl', XRECHNUNG, 'xrechnung'),
    businessProcess: BILLING_PROCESS,
    xrechnung: true,
  },
  peppol: {
    ...spec('ubl', PEPPOL, 'peppol'),
    businessProcess: BILLING_PROCESS,
    peppol: true,
  },
  cii: spec('cii', EN16931, 'cii'),
  ubl: spec('ubl', EN16931, 'ubl'),
};

function spec(syntax: EInvoiceSyntax, specification: string, fileSuffix: string): EInvoiceFormatSpec {
  return { syntax, specification, businessProcess: null, xrechnung: false, peppol: false, fileSuffix };
}

export const E_INVOICE_FORMAT_LABELS: Record<EInvoiceFormat, string> = {
  facturx: 'Factur-X / ZUGFeRD',
  'xrechnung-cii': 'XRechnung (CII)',
  'xrechnung-ubl': 'XRechnung (UBL)',
  peppol: 'Peppol BIS Billing 3.0',
  cii: 'EN 16931 (CII)',
  ubl: 'EN 16931 (UBL)',
};

/**
 * What a client receives (clients.e_invoice_format): `pdf`, the invoice PDF (a Factur-X hybrid when
 * it can be one), or that PDF with the XML of a format beside it in the emails.
 */
export const CLIENT_E_INVOICE_FORMATS = ['pdf', 'xrechnung-cii', 'xrechnung-ubl', 'peppol'] as const;
export type ClientEInvoiceFormat = (typeof CLIENT_E_INVOICE_FORMATS)[number];

export const CLIENT_E_INVOICE_FORMAT_LABELS: Record<ClientEInvoiceFormat, string> = {
  pdf: 'PDF (Factur-X / ZUGFeRD)',
  'xrechnung-cii': E_INVOICE_FORMAT_LABELS['xrechnung-cii'],
  'xrechnung-ubl': E_INVOICE_FORMAT_LABELS['xrechnung-ubl'],
  peppol: E_INVOICE_FORMAT_LABELS.peppol,
};

/** A stored format as the answer types it ('pdf' for anything else: the column only ever receives these). */
export function clientEInvoiceFormatOf(value: string): ClientEInvoiceFormat {
  return (CLIENT_E_INVOICE_FORMATS as readonly string[]).includes(value)
    ? (value as ClientEInvoiceFormat)
    : 'pdf';
}

/**
 * The e-invoice a client receives: the XML format chosen, else the Factur-X PDF — which a company
 * outside the EU does not issue (its PDF stays plain), so then none.
 */
export function primaryEInvoiceFormat(
  clientFormat: ClientEInvoiceFormat,
  sellerCountry: string | null | undefined,
): EInvoiceFormat | null {
  if (clientFormat !== 'pdf') return clientFormat;
  return isEuCountry(sellerCountry) ? 'facturx' : null;
}

/** The XML format a client's emails attach beside the PDF; none for `pdf`. */
export function attachedXmlFormat(format: ClientEInvoiceFormat): EInvoiceFormat | null {
  return format === 'pdf' ? null : format;
}

/**
 * A field to fix: `client.postalCode`, `settings.vatId`, `invoice.buyerReference`, `account.name` …,
 * with the code of its message (shared/i18n/errors/en.ts).
 */
export const eInvoiceProblemSchema = z.object({
  path: z.string(),
  code: z.string().optional(),
  message: z.string(),
});
export type EInvoiceProblem = z.infer<typeof eInvoiceProblemSchema>;
/** A problem as readiness finds it: its message in English, and by code with its values for other languages. */
export type ReadinessProblem = EInvoiceProblem & CodedMessage;

export const eInvoiceReadinessSchema = z.object({
  /**
   * Whether the invoice is issued: it then keeps the parties and reference it was issued with, so what
   * is missing is added to the client or Settings and reaches a new invoice by correcting this one.
   */
  issued: z.boolean(),
  /** The format the client receives (shared/e-invoice.ts primaryEInvoiceFormat), shown first; null: none. */
  primary: z.enum(E_INVOICE_FORMATS).nullable(),
  formats: z.record(
    z.enum(E_INVOICE_FORMATS),
    z.object({ ready: z.boolean(), problems: z.array(eInvoiceProblemSchema) }),
  ),
});
export type EInvoiceReadiness = z.infer<typeof eInvoiceReadinessSchema>;

/**
 * The `code` of the 422 a send answers when the client receives an XML e-invoice (XRechnung, Peppol)
 * that the document cannot be yet (issue 2/7 item 12): `errors` lists what is missing, each with the
 * field to fix (`{ path, code, message }`, as readiness lists them). The PDF alone goes only when asked
 * for (`attachEInvoice: false`).
 */
export const E_INVOICE_NOT_READY = 'e_invoice_not_ready' satisfies keyof typeof en;

export const eInvoiceNotReadySchema = z
  .object({
    code: z.literal(E_INVOICE_NOT_READY),
    message: z.string(),
    errors: z.array(fieldErrorSchema),
  })
  .describe(
    'The client receives an XML e-invoice (XRechnung or Peppol) that cannot be written yet: errors names what is missing and where it is fixed. Nothing was sent; send again with attachEInvoice false for the PDF alone.',
  );
export type EInvoiceNotReady = z.infer<typeof eInvoiceNotReadySchema>;

/** `attachEInvoice` of a send's body (and of a recurring invoice in send mode). */
export const attachEInvoiceSchema = z
  .boolean({ error: en.attach_e_invoice_invalid })
  .describe(
    "false: the PDF alone, without the XML e-invoice the client's format asks for (XRechnung, Peppol), chosen on purpose and recorded in the invoice's history. Left out or true: the XML goes beside the PDF, and a send whose e-invoice lacks something answers 422 e_invoice_not_ready.",
  );

/** The 422 of the client's page: what is missing is the sender's to add, not the reader's. */
export const PUBLIC_E_INVOICE_UNAVAILABLE = en.public_e_invoice_unavailable;

/**
 * What an e-invoice is written from: the one printed `Document` (decision 024) and the few facts an
 * EN 16931 invoice asks for that the printed page does not carry.
 */
export interface EInvoiceInput {
  document: Document;
  /** BT-10: the invoice's own reference (an order number, a Leitweg-ID), else the client's; XRechnung requires it (BR-DE-15). */
  buyerReference: string | null;
  /** BG-6, which XRechnung requires in full (BR-DE-2, BR-DE-5/6/7): the account's name, the company's phone and email. */
  sellerContact: { name: string | null; phone: string | null; email: string | null };
  /** BT-34: the company's email, written with scheme EM (XRechnung); Peppol uses the VAT ID instead. */
  sellerElectronicAddress: string | null;
  /** BT-49: the client's email, likewise. */
  buyerElectronicAddress: string | null;
}

/**
 * A document with the facts around it: the seller's contact (BG-6) is the account holder's name (or
 * the company's) with the company's phone and email as printed; the electronic addresses (BT-34, BT-49) are the two
 * parties' emails (decision 026). The form's check and the server's write build it the same way.
 */
export function eInvoiceInputOf(document: Document, contactName: string | null): EInvoiceInput {
  return {
    document,
    buyerReference: document.buyerReference,
    // BT-41 names a contact point, a person or a department: the account holder, or else the company
    // itself (a name is optional at sign-up and the profile cannot change it).
    sellerContact: {
      name: contactName?.trim() || document.seller.name,
      phone: document.seller.phone,
      email: document.seller.email,
    },
    sellerElectronicAddress: document.seller.email,
    buyerElectronicAddress: document.buyer.email,
  };
}
