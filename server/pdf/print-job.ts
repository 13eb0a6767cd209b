/**
 * What a render thread prints: the document, and for an issued invoice or credit note its e-invoice
 * input (of the same document). With it the PDF becomes a Factur-X hybrid when the document can be
 * one (`facturxXmlOf`: an EU seller, nothing EN 16931 needs missing); without it, or when it cannot,
 * the plain PDF. The drawing is the same either way.
 */
import type { Document } from '../../shared/document';
import type { EInvoiceInput } from '../../shared/e-invoice';
import { facturxXmlOf } from '../einvoice/facturx-pdf';
import { renderDocument } from './invoice-document';

export interface PrintJob {
  document: Document;
  eInvoice?: EInvoiceInput;
}

export function renderPrintJob({ document, eInvoice }: PrintJob): Promise<Buffer> {
  const xml = eInvoice && facturxXmlOf(eInvoice);
  return renderDocument(document, xml ? { xml } : undefined);
}
