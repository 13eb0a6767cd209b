import { ownLogoUrl } from '@shared/company-logo';
import type { Document, DocumentBuyer } from '@shared/document';
import { type InvoiceSource, invoiceDocument, type LineSource, sellerFrom } from '@shared/document-build';
import type { CompanySettings } from '@shared/settings';
import { InvoiceDocumentView } from '@/components/invoice/invoice-document-view';

/** A draft's own part of the document (the create or edit form's values); the seller comes from settings. */
export interface InvoiceParts {
  invoice: InvoiceSource;
  buyer: DocumentBuyer;
  lines: LineSource[];
}

/** Until the settings load: the seller as a new account prints it ("Your Company", nothing else). */
const NO_SETTINGS = {
  companyName: null,
  email: null,
  phone: null,
  website: null,
  address: null,
  taxId: null,
  country: '',
  paymentInstructions: null,
  paymentLinkUrl: null,
};

/** The form's draft as the one `Document`, with the seller from today's settings. */
export function draftDocument(parts: InvoiceParts, settings: CompanySettings | undefined): Document {
  return invoiceDocument({ ...parts, seller: sellerFrom({ ...NO_SETTINGS, ...settings }) });
}

/**
 * A draft as a document, the same content as its PDF will have (SPEC §2 Invoice Preview): the one
 * `Document` built by shared/document-build.ts from the form's values and the current settings, as
 * a draft follows them until it is issued. A saved invoice shows the server's (saved-invoice-document.tsx).
 */
export function InvoiceDocument({
  parts,
  settings,
}: {
  parts: InvoiceParts;
  settings: CompanySettings | undefined;
}) {
  const document = draftDocument(parts, settings);
  return <InvoiceDocumentView document={document} logoUrl={ownLogoUrl(settings?.logo)} />;
}
