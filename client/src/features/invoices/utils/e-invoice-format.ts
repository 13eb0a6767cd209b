import type { ClientEInvoiceFormat, EInvoiceFormat } from '@shared/e-invoice';

/** The e-invoice a client receives: the Factur-X PDF for `pdf`, else the XML format chosen. */
export function primaryEInvoiceFormat(clientFormat: ClientEInvoiceFormat): EInvoiceFormat {
  return clientFormat === 'pdf' ? 'facturx' : clientFormat;
}
