/**
 * The invoice email queued with its ids only and composed by the worker right before the first
 * attempt (a recurring invoice issued in send mode): its PDF is rendered then, so the issuing
 * transaction stays short. Composed from the invoice's document like every invoice email.
 */
import { translator } from '../../../shared/i18n/catalog';
import { documentLocale, languageOf } from '../../../shared/i18n/languages';
import { companyDisplayName } from '../../../shared/invoice-document';
import type { Deps } from '../../lib/deps';
import type { Content, DeferredInput } from '../../mail/outbox';
import { loadInvoicePrint } from '../documents/print';
import type { InvoiceRow } from '../invoices/repository';
import { loadAccountContext } from '../settings/account-context';
import { shareUrl } from '../share/links';
import { printAttachments } from './attachments';
import { buildInvoiceMail, subjectFor } from './invoice-mail';
import { companySender } from './layout';
import { recipientOf } from './recipient';

/** Outbox kind of the invoice email itself (Create & Send uses it too, built at once). */
export const INVOICE_MAIL_KIND = 'invoice';

export interface InvoiceMailPayload {
  userId: string;
  invoiceId: number;
  /** False: the PDF alone, chosen on purpose (a recurring invoice set so, issue 2/7 item 12). */
  attachEInvoice?: boolean;
}

/**
 * The invoice email for an invoice just issued, queued in the issuing transaction; its subject (the
 * outbox's until the worker composes the email) in the invoice's language.
 */
export function deferredInvoiceMail(
  invoice: InvoiceRow,
  settings: { companyName: string | null; country: string },
  options: { attachEInvoice?: boolean } = {},
): DeferredInput {
  const payload: InvoiceMailPayload = {
    userId: invoice.userId,
    invoiceId: invoice.id,
    ...(options.attachEInvoice === false ? { attachEInvoice: false } : {}),
  };
  const language = languageOf(invoice.language);
  return {
    userId: invoice.userId,
    kind: INVOICE_MAIL_KIND,
    invoiceId: invoice.id,
    to: invoice.clientEmail,
    subject: subjectFor(
      'invoice',
      invoice.invoiceNumber,
      companyDisplayName(settings.companyName),
      translator(language, documentLocale(language, settings.country)),
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
  const { userId, invoiceId, attachEInvoice } = payload as InvoiceMailPayload;
  const print = await loadInvoicePrint(deps.db, userId, invoiceId);
  const token = print?.invoice.shareToken;
  if (!print || !token) return null;
  const { invoice, job } = print;
  const [account, { contact }, { attachments }] = await Promise.all([
    loadAccountContext(deps.db, userId, now),
    recipientOf(deps.db, invoice),
    printAttachments(deps, print, { eInvoice: attachEInvoice === false ? 'left-out' : 'when-ready' }),
  ]);
  const { today, settings } = account!;
  return buildInvoiceMail({
    document: job.document,
    subject: 'invoice',
    to: invoice.clientEmail,
    today,
    contact,
    ids: { userId, invoiceId },
    sender: companySender(settings),
    attachments,
    viewUrl: shareUrl(deps.appUrl, token),
  });
}
