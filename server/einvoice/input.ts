/**
 * What an e-invoice is written from: the one printed `Document` (decision 024) and the few facts an
 * EN 16931 invoice asks for that the printed page does not carry. The route that fills it comes
 * with the e-invoice download; everything here is plain data.
 */
import type { Document } from '@shared/document';

export interface EInvoiceInput {
  document: Document;
  /** BT-10: the invoice's own reference (an order number, a Leitweg-ID), else the client's; XRechnung requires it (BR-DE-15). */
  buyerReference: string | null;
  /** BG-6, which XRechnung requires in full (BR-DE-2, BR-DE-5/6/7): the account's name, the company's phone and email. */
  sellerContact: { name: string | null; phone: string | null; email: string | null };
  /** BT-34: the company's email, written with scheme EM (XRechnung); Peppol uses the VAT ID instead. */
  sellerElectronicAddress: string | null;
  /** BT-49: the client's email, likewise. */
  buyerElectronicAddress: string | null;
}
