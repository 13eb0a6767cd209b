import { isEuCountry } from '@shared/countries';
import type { ClientEInvoiceFormat, EInvoiceFormat } from '@shared/e-invoice';

/**
 * The e-invoice a client receives: the XML format chosen, else the Factur-X PDF — which a company
 * outside the EU does not issue (its PDF stays plain), so then none.
 */
export function primaryEInvoiceFormat(
  clientFormat: ClientEInvoiceFormat,
  companyCountry: string | null | undefined,
): EInvoiceFormat | null {
  if (clientFormat !== 'pdf') return clientFormat;
  return isEuCountry(companyCountry) ? 'facturx' : null;
}
