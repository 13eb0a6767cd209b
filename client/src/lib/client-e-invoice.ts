import { CLIENT_E_INVOICE_FORMATS, type ClientEInvoiceFormat } from '@shared/e-invoice';

/** A client's e-invoice fields as the API answers them (issue 4/6). */
export interface ClientEInvoiceFields {
  buyerReference: string | null;
  eInvoiceFormat: ClientEInvoiceFormat;
}

const isFormat = (value: unknown): value is ClientEInvoiceFormat =>
  CLIENT_E_INVOICE_FORMATS.includes(value as ClientEInvoiceFormat);

/** A client's buyer reference and format; an answer without them reads as none and `pdf`. */
export function clientEInvoice(client: object | null | undefined): ClientEInvoiceFields {
  const fields = (client ?? {}) as Partial<Record<keyof ClientEInvoiceFields, unknown>>;
  return {
    buyerReference: typeof fields.buyerReference === 'string' ? fields.buyerReference : null,
    eInvoiceFormat: isFormat(fields.eInvoiceFormat) ? fields.eInvoiceFormat : 'pdf',
  };
}
