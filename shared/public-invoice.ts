import { z } from 'zod';
import { documentAnswerSchema, documentCreditNoteSchema } from './document-schema';
import { E_INVOICE_FORMATS } from './e-invoice';

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

/**
 * GET /api/public/invoices/{token}: the one `Document` (shared/document-schema.ts) as the PDF prints
 * it — the seller, buyer and logo frozen at issue — with what only the page adds: its status, the
 * scan-to-pay codes drawn, where its PDF, logo, credit notes' PDFs and e-invoice are. Nothing more:
 * no user id, no database ids, no other invoices (decision 014). Amounts are decimal strings.
 */
export const publicInvoiceSchema = documentAnswerSchema.extend({
  /** `sent` (pending), `overdue`, `paid` or `void`. */
  status: z.enum(['sent', 'overdue', 'paid', 'void']),
  /** The credit notes issued against the invoice (the document's), each with its PDF on this page's link. */
  creditNotes: z.array(
    documentCreditNoteSchema.extend({
      /** `/api/public/invoices/{token}/credit-notes/{number}/pdf` */
      pdfUrl: z.string(),
    }),
  ),
  /** Scan-to-pay codes drawn from the document's `payment.scanToPay`; empty when nothing is to be paid. */
  qrCodes: z.array(paymentQrCodeSchema),
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
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

export const shareLinkSchema = z.object({ url: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;
