/**
 * The e-invoice formats (issue 4/6, decision 026) as the API and the screens name them, the formats a
 * client can ask for, and the readiness answer (`GET /api/invoices/{id}/e-invoice/readiness`).
 * What each format writes is server/einvoice's.
 */
import { z } from 'zod';

/** `?format=` of the e-invoice downloads. */
export const E_INVOICE_FORMATS = [
  'facturx',
  'xrechnung-cii',
  'xrechnung-ubl',
  'peppol',
  'cii',
  'ubl',
] as const;
export type EInvoiceFormat = (typeof E_INVOICE_FORMATS)[number];

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

/** The XML format a client's emails attach beside the PDF; none for `pdf`. */
export function attachedXmlFormat(format: ClientEInvoiceFormat): EInvoiceFormat | null {
  return format === 'pdf' ? null : format;
}

/** A field to fix: `client.postalCode`, `settings.vatId`, `invoice.buyerReference`, `account.name` … */
export const eInvoiceProblemSchema = z.object({ path: z.string(), message: z.string() });
export type EInvoiceProblem = z.infer<typeof eInvoiceProblemSchema>;

export const eInvoiceReadinessSchema = z.object({
  formats: z.record(
    z.enum(E_INVOICE_FORMATS),
    z.object({ ready: z.boolean(), problems: z.array(eInvoiceProblemSchema) }),
  ),
});
export type EInvoiceReadiness = z.infer<typeof eInvoiceReadinessSchema>;

/** The 422 of an e-invoice download: the message and what to fix. */
export const eInvoiceNotReady = (label: string) => `This document cannot be written as ${label} yet`;
