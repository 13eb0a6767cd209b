/**
 * What a render thread prints: the document, and for an issued invoice or credit note its e-invoice
 * input (of the same document). With it the PDF becomes a Factur-X hybrid when the document can be
 * one (`facturxXmlOf`: an EU seller, nothing EN 16931 needs missing); without it, or when it cannot,
 * the plain PDF. The drawing is the same either way. An XML job writes a format's XML instead.
 */
import type { Document } from '../../shared/document';
import type { EInvoiceFormat, EInvoiceInput } from '../../shared/e-invoice';
import { eInvoiceXml } from '../einvoice/e-invoice-xml';
import { facturxXmlOf } from '../einvoice/facturx-pdf';
import { renderDocument } from './invoice-document';

export interface PrintJob {
  document: Document;
  eInvoice?: EInvoiceInput;
  /**
   * Write this format's XML of `eInvoice` instead of the PDF: an e-invoice download or attachment.
   * A 500-line XML takes tens of milliseconds, so it is written here, off the event loop, and counts
   * against the account like a PDF.
   */
  xml?: EInvoiceFormat;
}

export async function renderPrintJob({ document, eInvoice, xml }: PrintJob): Promise<Buffer> {
  if (xml) {
    if (!eInvoice) throw new Error('An XML job needs its e-invoice input');
    return Buffer.from(eInvoiceXml(eInvoice, xml), 'utf8');
  }
  const facturx = eInvoice && facturxXmlOf(eInvoice);
  return renderDocument(document, facturx ? { xml: facturx } : undefined);
}
