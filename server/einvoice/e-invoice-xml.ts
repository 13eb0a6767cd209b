/** An e-invoice's XML in the format asked for; Factur-X's is the CII file its PDF embeds. */

import type { EInvoiceInput } from '@shared/e-invoice';
import { ciiXml } from './cii';
import { E_INVOICE_FORMAT_SPECS, type EInvoiceFormat } from './formats';
import { ublXml } from './ubl';

export function eInvoiceXml(input: EInvoiceInput, format: EInvoiceFormat): string {
  return E_INVOICE_FORMAT_SPECS[format].syntax === 'cii' ? ciiXml(input, format) : ublXml(input, format);
}
