/**
 * What an email to the client carries: the document's PDF, the client's XML e-invoice when the email
 * is the document itself (issue 4/6) and, beside them, the company logo that the HTML shows inline
 * (companyHtml in email.ts).
 */

import type { Document } from '../../../shared/document';
import { documentFileName } from '../../../shared/invoice-document';
import type { Deps } from '../../lib/deps';
import type { AsOf } from '../documents/assemble';
import { type EInvoiceAttachments, eInvoiceAttachments } from '../documents/e-invoice';
import { findKeptInvoicePdfs } from '../documents/kept-pdfs';
import { invoicePdfFile, renderInvoiceVersion } from '../documents/render';
import { getLogo } from '../settings/logo';
import { findLogos } from '../settings/logo-repository';
import { type Attachment, LOGO_CID } from './email';

interface AttachmentOptions {
  /** A request's render, counted against the account's renders in the pool (429 past its limit). */
  limitPerUser?: boolean;
  /** The invoice as it was right after a payment (a receipt's PDF). */
  asOf?: AsOf;
  /** The invoice email itself (not a reminder or a receipt): the client's XML e-invoice goes beside the PDF. */
  eInvoice?: boolean;
}

/**
 * The invoice as a PDF attachment (rendered before the claiming transaction, which stays short, or
 * the PDF kept since its last render), with the company logo beside it as the HTML's inline image
 * when the company has one.
 */
export async function invoiceAttachment(
  deps: Pick<Deps, 'db'>,
  userId: string,
  invoiceId: number,
  options: AttachmentOptions = {},
): Promise<Attachment[]> {
  if (options.eInvoice) return (await renderedAttachments(deps, userId, invoiceId, options)).attachments;
  const file = await invoicePdfFile(deps, userId, invoiceId, options);
  return file ? withCompanyLogo(deps, userId, { filename: file.fileName, content: file.pdf }) : [];
}

/**
 * The attachments of several reminders at once (the worker's batch), by invoice id: the kept PDFs and
 * the logos in one read each, a render for each invoice without a kept PDF. An invoice whose PDF
 * failed to render has its error instead, so it holds up no other.
 */
export async function invoiceAttachments(
  deps: Pick<Deps, 'db'>,
  documents: { userId: string; invoiceId: number }[],
): Promise<Map<number, Attachment[] | { error: unknown }>> {
  const out = new Map<number, Attachment[] | { error: unknown }>();
  if (documents.length === 0) return out;
  const [kept, logos] = await Promise.all([
    findKeptInvoicePdfs(deps.db, documents),
    findLogos(
      deps.db,
      documents.map((d) => d.userId),
    ),
  ]);
  for (const { userId, invoiceId } of documents) {
    try {
      const file = kept.get(invoiceId) ?? (await invoicePdfFile(deps, userId, invoiceId));
      if (!file) continue;
      const logo = logos.get(userId);
      out.set(invoiceId, [
        { filename: file.fileName, content: file.pdf, contentType: 'application/pdf' },
        ...(logo ? [logoAttachment(logo)] : []),
      ]);
    } catch (error) {
      out.set(invoiceId, { error });
    }
  }
  return out;
}

/** The company logo as the HTML's inline image. */
function logoAttachment(logo: { contentType: string; data: Buffer }): Attachment {
  const extension = logo.contentType === 'image/png' ? 'png' : 'jpg';
  return { filename: `logo.${extension}`, content: logo.data, contentType: logo.contentType, cid: LOGO_CID };
}

/**
 * invoiceAttachment with the document the PDF printed, so the caller can confirm the invoice is still
 * that version when it queues the email (issue #22 item 6; `limitPerUser`, item 2). The XML is
 * written from that same document.
 */
export async function renderedAttachments(
  deps: Pick<Deps, 'db'>,
  userId: string,
  invoiceId: number,
  options: AttachmentOptions = {},
): Promise<{
  attachments: Attachment[];
  document?: Document;
  eInvoiceWithheld?: EInvoiceAttachments['withheld'];
}> {
  // The invoice email issues a draft as it goes out: its PDF is the invoice it becomes.
  const rendered = await renderInvoiceVersion(deps, userId, invoiceId, {
    ...options,
    issuing: options.eInvoice,
  });
  if (!rendered) return { attachments: [] };
  const pdf = { filename: documentFileName(rendered.document), content: rendered.pdf };
  const xml = options.eInvoice
    ? await eInvoiceAttachments(deps.db, userId, invoiceId, rendered.document, options)
    : { files: [], withheld: null };
  return {
    attachments: await withCompanyLogo(deps, userId, pdf, xml.files),
    document: rendered.document,
    eInvoiceWithheld: xml.withheld,
  };
}

/**
 * A document's PDF as an attachment (with the files that go `beside` it: its XML e-invoice), and the
 * company logo as the HTML's inline image when the company has one (companyHtml shows it).
 */
export async function withCompanyLogo(
  deps: Pick<Deps, 'db'>,
  userId: string,
  pdf: { filename: string; content: Buffer },
  beside: Attachment[] = [],
): Promise<Attachment[]> {
  const logo = await getLogo(deps.db, userId);
  return [{ ...pdf, contentType: 'application/pdf' }, ...beside, ...(logo ? [logoAttachment(logo)] : [])];
}
