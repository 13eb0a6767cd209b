/**
 * What every email about a document looks like (docs/decisions/033): the seller's logo and name on
 * top, the facts table, the buttons, and the seller's address, VAT ID and tax number at the foot —
 * all read from the `Document` the email is about, so an issued document's email prints the seller
 * frozen at issue, exactly as its PDF does. Only the envelope (From name, Reply-To) is the company
 * as it is now: replies reach today's address.
 */

import { formatDocumentDate } from '../../../shared/dates';
import type { Document } from '../../../shared/document';
import type { Translator } from '../../../shared/i18n/catalog';
import { printedTaxNotes, speaksOfVat } from '../../../shared/invoice-document';
import { htmlLayout, type LayoutParts } from '../../mail/compose';
import type { QueueInput } from '../../mail/outbox';
import { logoType } from '../settings/logo-image';
import type { SettingsValues } from '../settings/repository';

export type Attachment = NonNullable<QueueInput['attachments']>[number];

/** The content id the HTML's logo points at (`cid:`): the logo travels inside the message, never as a link. */
export const LOGO_CID = 'company-logo@duely';
/** The logo's box at the top of an email, in CSS pixels. */
const EMAIL_LOGO_BOX = { width: 200, height: 60 };

/** The logo the document prints, as the inline image beside the PDF; none when it prints none. */
export function logoAttachments(document: Pick<Document, 'logo'>): Attachment[] {
  const { logo } = document;
  const contentType = logo && logoType(logo.data);
  if (!logo || !contentType) return [];
  const content = Buffer.from(logo.data.buffer, logo.data.byteOffset, logo.data.byteLength);
  const extension = contentType === 'image/png' ? 'png' : 'jpg';
  return [{ filename: `logo.${extension}`, content, contentType, cid: LOGO_CID }];
}

/** The layout's logo: the document's, fitted into its box; undefined when it prints none. */
function emailLogo(document: Pick<Document, 'logo'>, alt: string): LayoutParts['logo'] {
  const { logo } = document;
  // Only a logo that travels as the inline image (logoAttachments) is shown.
  if (!logo || !logoType(logo.data)) return undefined;
  const scale = Math.min(EMAIL_LOGO_BOX.width / logo.width, EMAIL_LOGO_BOX.height / logo.height, 1);
  const shown = (side: number) => Math.max(1, Math.round(side * scale));
  return { cid: LOGO_CID, alt, width: shown(logo.width), height: shown(logo.height) };
}

/** Emails to the client come from the company's name (MAIL_FROM's own when unset) and reply to its email. */
export function companySender(
  settings: Pick<SettingsValues, 'companyName' | 'email'>,
): Pick<QueueInput, 'fromName' | 'replyTo'> {
  return { fromName: settings.companyName?.trim() || null, replyTo: settings.email?.trim() || null };
}

/**
 * The HTML of an email about `document`: its logo and seller on top, the seller's address as the
 * document prints it, VAT ID and tax number at the foot, named in the document's language (`t`).
 */
export function documentHtml(
  document: Pick<Document, 'seller' | 'logo'>,
  bodyHtml: string,
  t: Translator,
  parts: Pick<LayoutParts, 'facts' | 'buttons'> = {},
): string {
  const { seller } = document;
  const taxId = seller.taxId?.trim();
  const vatId = seller.vatId?.trim();
  return htmlLayout(bodyHtml, {
    logo: emailLogo(document, seller.name),
    heading: seller.name,
    footer: [
      seller.addressLines.join('\n'),
      vatId ? t.t('email.footer.vatId', { vatId }) : '',
      taxId ? t.t('email.footer.taxNumber', { taxNumber: taxId }) : '',
    ].filter(Boolean),
    ...parts,
  });
}

/** The buyer reference (BT-10: an order number, a Leitweg-ID) as the facts table names it, when there is one. */
export function referenceFact(buyerReference: string | null, t: Translator): Record<string, string> {
  const reference = buyerReference?.trim();
  return reference ? { [t.t('email.fact.reference')]: reference } : {};
}

/**
 * What the facts table adds of the document's tax content (issue 3/6): its service date or period,
 * and the notes of its VAT breakdown (reverse charge, § 19 UStG, an exemption) when it has any —
 * dates in the document's locale, as its PDF writes them, labels in its language. The notes
 * themselves were written in the document's language when it was issued (invoices/tax.ts `writtenIn`);
 * a seller without VAT prints only its own exemption reason, as a "Tax note" (printedTaxNotes).
 */
export function taxFacts(
  document: Pick<Document, 'service' | 'taxBreakdown' | 'seller'>,
  t: Translator,
): Record<string, string> {
  const { service } = document;
  const date = (d: string) => formatDocumentDate(d, t.locale);
  const notes = printedTaxNotes(document);
  const notesLabel = t.t(speaksOfVat(document) ? 'email.fact.vatNote' : 'email.fact.taxNote');
  return {
    ...(service && 'date' in service ? { [t.t('email.fact.serviceDate')]: date(service.date) } : {}),
    ...(service && 'start' in service
      ? { [t.t('email.fact.servicePeriod')]: `${date(service.start)} – ${date(service.end)}` }
      : {}),
    ...(notes.length > 0 ? { [notesLabel]: notes.join(' · ') } : {}),
  };
}
