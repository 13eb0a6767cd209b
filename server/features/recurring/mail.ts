/**
 * The emails of recurring invoices. An invoice the generator issues in send mode is queued with its
 * ids only and composed by the worker right before the first attempt (its PDF is rendered then, so
 * the issuing transaction stays short); a draft-mode tick tells the owner which drafts wait for review.
 */
import { formatMoney } from '../../../shared/currency';
import { formatDocumentDate } from '../../../shared/dates';
import { languageOf } from '../../../shared/i18n/languages';
import { companyDisplayName } from '../../../shared/invoice-document';
import { localeForCountry } from '../../../shared/locale-defaults';
import { readAccountClock } from '../../lib/account-today';
import type { Deps } from '../../lib/deps';
import { htmlLayout, textToHtml } from '../../mail/compose';
import type { Content, DeferredInput, QueueInput } from '../../mail/outbox';
import { findInvoice, type InvoiceRow } from '../invoices/repository';
import { invoiceAttachment } from '../reminders/attachments';
import { buildInvoiceMail, subjectFor } from '../reminders/email';
import { recipientOf } from '../reminders/recipient';
import { resolveTemplate } from '../reminders/templates';
import { clientTranslator } from '../reminders/variables';
import { getSettings } from '../settings/repository';
import { shareUrl } from '../share/links';

/** Outbox kind of the invoice email itself (Create & Send uses it too, built at once). */
export const INVOICE_MAIL_KIND = 'invoice';
export const DRAFTS_DIGEST_KIND = 'recurring-drafts';
/** The digest names this many drafts; the rest are counted ("… and 10 more") behind the link (issue #22 item 5). */
export const DIGEST_LISTS_AT_MOST = 50;

export interface InvoiceMailPayload {
  userId: string;
  invoiceId: number;
}

/**
 * The invoice email for an invoice just issued, queued in the issuing transaction; its subject (the
 * outbox's until the worker composes the email) in the invoice's language.
 */
export function deferredInvoiceMail(
  invoice: InvoiceRow,
  settings: { companyName: string | null; country: string },
): DeferredInput {
  const payload: InvoiceMailPayload = { userId: invoice.userId, invoiceId: invoice.id };
  return {
    userId: invoice.userId,
    kind: INVOICE_MAIL_KIND,
    invoiceId: invoice.id,
    to: invoice.clientEmail,
    subject: subjectFor(
      'invoice',
      invoice.invoiceNumber,
      companyDisplayName(settings.companyName),
      clientTranslator(languageOf(invoice.language), settings),
    ),
    payload,
  };
}

/** Composes a deferred invoice email as Create & Send would have built it; null when the invoice is gone. */
export async function composeInvoiceMail(
  deps: Pick<Deps, 'db'> & { appUrl: string },
  payload: unknown,
  now = new Date(),
): Promise<Content | null> {
  const { userId, invoiceId } = payload as InvoiceMailPayload;
  const invoice = await findInvoice(deps.db, userId, invoiceId);
  if (!invoice?.shareToken) return null;
  const [settings, { timeZone }, flow, { contactName }, attachments] = await Promise.all([
    getSettings(deps.db, userId),
    readAccountClock(deps.db, userId, now),
    resolveTemplate(deps.db, userId, invoice.reminderFlowTemplateId),
    recipientOf(deps.db, invoice),
    invoiceAttachment(deps, userId, invoiceId, { eInvoice: true }),
  ]);
  const mail: QueueInput = buildInvoiceMail({
    kind: 'invoice',
    invoice,
    settings,
    flow,
    timeZone,
    now,
    attachments,
    viewUrl: shareUrl(deps.appUrl, invoice.shareToken),
    contactName,
  });
  return mail;
}

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
