/** The e-invoice formats and their specification identifiers live in shared/e-invoice.ts (the form checks readiness too). */
export {
  E_INVOICE_FORMAT_LABELS,
  E_INVOICE_FORMAT_SPECS,
  E_INVOICE_FORMATS,
  type EInvoiceFormat,
  type EInvoiceFormatSpec,
  type EInvoiceSyntax,
} from '@shared/e-invoice';
