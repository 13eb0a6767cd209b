/**
 * The owner's email of recurring invoices: a draft-mode tick tells the owner which drafts wait for
 * review. (An invoice issued in send mode is emailed like any invoice: document-mail/deferred-invoice-mail.ts.)
 */
import { formatMoney } from '../../../shared/currency';
import { formatDocumentDate } from '../../../shared/dates';
import { localeForCountry } from '../../../shared/locale-defaults';
import { htmlLayout, textToHtml } from '../../mail/compose';
import type { QueueInput } from '../../mail/outbox';

export const DRAFTS_DIGEST_KIND = 'recurring-drafts';
/** The digest names this many drafts; the rest are counted ("… and 10 more") behind the link (issue #22 item 5). */
export const DIGEST_LISTS_AT_MOST = 50;

export interface IssuedDraft {
  invoiceId: number;
  invoiceNumber: string;
  clientName: string;
  total: string;
  currency: string;
  issueDate: string;
}

/** "3 recurring invoices are ready for review": one email listing the drafts one tick created. */
export function draftsDigestMail(input: {
  userId: string;
  to: string;
  appUrl: string;
  drafts: IssuedDraft[];
  /** The company country: amounts and dates are written as there. */
  country: string;
}): QueueInput {
  const { drafts } = input;
  const locale = localeForCountry(input.country);
  const count = drafts.length;
  const subject =
    count === 1
      ? `Recurring invoice ${drafts[0].invoiceNumber} is ready for review`
      : `${count} recurring invoices are ready for review`;
  const url = `${input.appUrl.replace(/\/+$/, '')}/invoices`;
  const lines = drafts
    .slice(0, DIGEST_LISTS_AT_MOST)
    .map(
      (d) =>
        `- ${d.invoiceNumber} for ${d.clientName}: ${formatMoney(d.total, d.currency, locale)}, issued ${formatDocumentDate(d.issueDate, locale)}`,
    );
  if (count > DIGEST_LISTS_AT_MOST) lines.push(`… and ${count - DIGEST_LISTS_AT_MOST} more: ${url}`);
  const intro =
    count === 1
      ? 'Your recurring invoice made a draft. Review it and send it when it is right:'
      : `Your recurring invoices made ${count} drafts. Review them and send them when they are right:`;
  const text = `${intro}\n\n${lines.join('\n')}\n\nOpen your invoices: ${url}`;
  return {
    userId: input.userId,
    kind: DRAFTS_DIGEST_KIND,
    invoiceId: null,
    to: input.to,
    subject,
    text,
    html: htmlLayout(textToHtml(`${intro}\n\n${lines.join('\n')}`), {
      heading: 'Duely',
      buttons: [{ label: 'Review drafts', url }],
    }),
  };
}
