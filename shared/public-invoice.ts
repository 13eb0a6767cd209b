import { z } from 'zod';
import { documentLineSchema, serviceSchema } from './document-schema';
import { E_INVOICE_FORMATS } from './e-invoice';
import { documentLanguageSchema } from './i18n/languages';
import { taxBreakdownRowSchema } from './tax';

/** A scan-to-pay code shown on the client's page: what it encodes and the code itself as SVG markup. */
export const paymentQrCodeSchema = z.object({
  /** `epc`: EPC GiroCode (SEPA credit transfer, EUR); `swiss`: the Swiss QR-bill's "Swiss QR Code". */
  kind: z.enum(['epc', 'swiss']),
  /** A caption for people, e.g. "Scan to pay with your banking app (GiroCode)". */
  label: z.string(),
  /** The exact text the code encodes. */
  payload: z.string(),
  /** `<svg …>…</svg>`, drawn by the server from `payload`. */
  svg: z.string(),
});
export type PaymentQrCode = z.infer<typeof paymentQrCodeSchema>;

/** A party as the document prints it (shared/document.ts): the address in lines, the VAT ID. */
const partySchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Street lines, postal code and city, the country when it is not the other party's. */
  addressLines: z.array(z.string()),
  vatId: z.string().nullable(),
});

/**
 * GET /api/public/invoices/{token}: what the client's page shows and nothing more — no user id, no
 * database ids, no other invoices (decision 014). Amounts are decimal strings as elsewhere.
 */
export const publicInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  /** `sent` (pending), `overdue`, `paid` or `void`. */
  status: z.enum(['sent', 'overdue', 'paid', 'void']),
  issueDate: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  subtotal: z.string(),
  tax: z.string(),
  /** The one VAT rate all lines share, or null. */
  taxRate: z.string().nullable(),
  total: z.string(),
  amountPaid: z.string(),
  /** What credit notes took off the invoice (decision 024); balanceDue is after them. */
  creditedAmount: z.string(),
  balanceDue: z.string(),
  /** BT-10, the client's reference (an order number, a Leitweg-ID), printed as "Reference"; null when none. */
  buyerReference: z.string().nullable(),
  projectDescription: z.string().nullable(),
  notes: z.string().nullable(),
  /** `taxId` is the tax number (Steuernummer, EIN). */
  company: partySchema.extend({ website: z.string().nullable(), taxId: z.string().nullable() }),
  billTo: partySchema,
  /** The date of supply or the period of service (§14(4) No. 6 UStG). */
  service: serviceSchema,
  /** Days from issue to due date ("Payment terms: 30 days"). */
  paymentTermsDays: z.number().int().nullable(),
  lines: z.array(documentLineSchema),
  /** One row per (category, rate) with its note: "VAT 19 % on 1,200.00". */
  taxBreakdown: z.array(taxBreakdownRowSchema),
  /** The language the invoice is written in (its client's, frozen at issue): the page speaks it too. */
  language: documentLanguageSchema,
  /** The document's locale (its language in the company's country): how the page writes dates, amounts and quantities. */
  locale: z.string(),
  paymentInstructions: z.string().nullable(),
  paymentInformation: z.array(z.object({ label: z.string(), value: z.string() })),
  /** The company's "Online payment link" with this invoice's figures filled in; null when none is set or nothing is due. */
  payUrl: z.string().nullable(),
  /** Scan-to-pay codes; empty when none applies (paid, void, or no IBAN/currency match). */
  qrCodes: z.array(paymentQrCodeSchema),
  /** The credit notes issued against the invoice, oldest first, each with its PDF on this page's link. */
  creditNotes: z.array(
    z.object({
      creditNoteNumber: z.string(),
      issueDate: z.string(),
      total: z.string(),
      reason: z.string(),
      /** `/api/public/invoices/{token}/credit-notes/{creditNoteNumber}/pdf` */
      pdfUrl: z.string(),
    }),
  ),
  /** A void invoice: the credit note that cancelled it and its date; null otherwise. */
  voided: z.object({ creditNoteNumber: z.string(), date: z.string() }).nullable(),
  /** Where "Download PDF" points: `/api/public/invoices/{token}/pdf`. */
  pdfUrl: z.string(),
  /**
   * The e-invoice the page offers ("Download e-invoice (XML)" when ready) at
   * `/api/public/invoices/{token}/e-invoice?format=…`: the client's XML format, else plain CII (the XML
   * the Factur-X PDF carries, for a company in the EU); null when neither applies.
   */
  eInvoice: z
    .object({
      format: z.enum(E_INVOICE_FORMATS),
      ready: z.boolean(),
      /** `/api/public/invoices/{token}/e-invoice?format=…` */
      url: z.string(),
    })
    .nullable(),
  /** Where the company logo is (`/api/public/invoices/{token}/logo`), or null when the company has none. */
  logoUrl: z.string().nullable(),
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

export const shareLinkSchema = z.object({ url: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;
