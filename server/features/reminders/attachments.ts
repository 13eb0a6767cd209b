/**
 * What an email to the client carries: the document's PDF and, beside it, the company logo that the
 * HTML shows inline (companyHtml in email.ts).
 */
import type { Document } from '../../../shared/document';
import type { Deps } from '../../lib/deps';
import type { AsOf } from '../documents/assemble';
import { renderInvoiceVersion } from '../documents/render';
import { getLogo } from '../settings/logo';
import { type Attachment, LOGO_CID } from './email';

/**
 * The invoice as a PDF attachment (rendered before the claiming transaction, which stays short),
 * with the company logo beside it as the HTML's inline image when the company has one; `asOf` prints
 * the amounts as they were at an earlier moment (a receipt's payment).
 */
export async function invoiceAttachment(
  deps: Pick<Deps, 'db'>,
  userId: string,
  invoiceId: number,
  invoiceNumber?: string,
  asOf?: AsOf,
): Promise<Attachment[]> {
  return (await renderedAttachments(deps, userId, invoiceId, invoiceNumber, { asOf })).attachments;
}

/**
 * invoiceAttachment with the document the PDF printed, so the caller can confirm the invoice is still
 * that version when it queues the email (issue #22 item 6). `limitPerUser`: a request's render, counted
 * against the account's renders in the pool (429 past its limit, item 2). `asOf`: the invoice as it
 * was right after a payment (a receipt's PDF).
 */
export async function renderedAttachments(
  deps: Pick<Deps, 'db'>,
  userId: string,
  invoiceId: number,
  invoiceNumber?: string,
  options: { limitPerUser?: boolean; asOf?: AsOf } = {},
): Promise<{ attachments: Attachment[]; document?: Document }> {
  const rendered = await renderInvoiceVersion(deps, userId, invoiceId, options);
  if (!rendered) return { attachments: [] };
  const pdf = { filename: `invoice-${invoiceNumber ?? invoiceId}.pdf`, content: rendered.pdf };
  return { attachments: await withCompanyLogo(deps, userId, pdf), document: rendered.document };
}

/**
 * A document's PDF as an attachment, with the company logo beside it as the HTML's inline image
 * when the company has one (companyHtml shows it).
 */
export async function withCompanyLogo(
  deps: Pick<Deps, 'db'>,
  userId: string,
  pdf: { filename: string; content: Buffer },
): Promise<Attachment[]> {
  const logo = await getLogo(deps.db, userId);
  const extension = logo?.contentType === 'image/png' ? 'png' : 'jpg';
  return [
    { ...pdf, contentType: 'application/pdf' },
    ...(logo
      ? [{ filename: `logo.${extension}`, content: logo.data, contentType: logo.contentType, cid: LOGO_CID }]
      : []),
  ];
}
