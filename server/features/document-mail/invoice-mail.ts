/**
 * The invoice email and its reminders, written from the invoice's `Document` (docs/decisions/033):
 * the subject naming the invoice and its seller, the message with its variables filled, the amounts,
 * the private link (and the seller's payment link when the document has one), the facts table and the
 * seller's footer as the PDF prints them. Which words a reminder uses is the reminders feature's
 * choice (its flow); this module writes what it is given.
 */
import type { Document } from '../../../shared/document';
import { CATALOG, type Translator } from '../../../shared/i18n/catalog';
import { documentTranslator } from '../../../shared/invoice-document';
import { toCents } from '../../../shared/money';
import { type EmailDraft, type EmailEdits, renderReminderText } from '../../../shared/reminders';
import type { Contact } from '../../../shared/salutation';
import type { Tx } from '../../db/client';
import { textToHtml } from '../../mail/compose';
import type { QueueInput } from '../../mail/outbox';
import { ensureShareToken, shareUrl } from '../share/links';
import { type Attachment, documentHtml, referenceFact, taxFacts } from './layout';
import { amountDetails, documentVariables } from './variables';

/** The invoice's private link; its token is created on first need, in the sending transaction. */
export async function invoiceLink(
  tx: Tx,
  appUrl: string,
  invoice: { id: number; userId: string; shareToken: string | null },
): Promise<string> {
  // The caller holds the invoice row in this transaction, so the token is always there.
  const token = invoice.shareToken ?? (await ensureShareToken(tx, invoice.userId, invoice.id));
  return shareUrl(appUrl, token!);
}

/** What the subject says: the invoice itself, a reminder, or the final notice. */
export type InvoiceMailSubject = 'invoice' | 'reminder' | 'final';

export function subjectFor(
  subject: InvoiceMailSubject,
  invoiceNumber: string,
  companyName: string,
  t: Translator,
): string {
  const values = { invoiceNumber, companyName };
  if (subject === 'invoice') return t.t('email.subject.invoice', values);
  if (subject === 'final') return t.t('email.subject.final', values);
  return t.t('email.subject.reminder', values);
}

/** What an email about an invoice is, before the document fills it in. */
export interface InvoiceMailInput {
  document: Document;
  subject: InvoiceMailSubject;
  /** The message before its variables are filled; the invoice email's own text when absent. */
  template?: string;
  /** The client's address the email goes to. */
  to: string;
  /** The account's today: {daysOverdue} and {newDeadline} count from it. */
  today: string;
  /** The client's contact person the email greets (recipient.ts); null: a neutral opening. */
  contact: Contact | null;
}

/**
 * The parts of an invoice email the sender may review and change before it goes: the recipient, the
 * subject and the message. The email-draft route prefills the dialog with exactly what
 * buildInvoiceMail would write.
 */
export function invoiceMailDraft(input: InvoiceMailInput): Omit<EmailDraft, 'eInvoice'> {
  const { document } = input;
  const vars = documentVariables(document, input.today, input.contact);
  const t = documentTranslator(document);
  const template = input.template ?? CATALOG[document.language]['email.invoice.body'];
  return {
    to: input.to,
    subject: subjectFor(input.subject, document.number, document.seller.name, t),
    message: renderReminderText(template, vars),
  };
}

/**
 * The complete email of an invoice send, in the document's language, with the attachments the send
 * prepared from the same document (its PDF, its XML e-invoice, its logo).
 */
export function buildInvoiceMail(
  input: InvoiceMailInput & {
    /** The outbox row's owner and invoice. */
    ids: { userId: string; invoiceId: number };
    sender: Pick<QueueInput, 'fromName' | 'replyTo'>;
    attachments: Attachment[];
    /** The invoice's private link. */
    viewUrl: string;
    /** The sender's own subject, message and Cc for this one email (issue #22 item 16). */
    edits?: EmailEdits;
  },
): QueueInput {
  const { document, viewUrl, edits = {} } = input;
  const { totals } = document;
  const vars = documentVariables(document, input.today, input.contact);
  const t = documentTranslator(document);
  const draft = invoiceMailDraft(input);
  const body = edits.message ?? draft.message;
  const instructions = document.payment?.instructions?.trim();
  const payment = instructions ? `${t.t('email.paymentInstructions')}\n${instructions}` : '';
  const payUrl = document.payment?.payUrl ?? null;
  const paragraphs = (...parts: string[]) => parts.filter(Boolean).join('\n\n');
  const xml = input.attachments.find((a) => a.contentType === 'application/xml');
  const attachedNote = xml
    ? t.t('email.attached.eInvoice', { filename: xml.filename })
    : t.t('email.attached.pdf');
  return {
    userId: input.ids.userId,
    kind: input.subject === 'invoice' ? 'invoice' : 'reminder',
    invoiceId: input.ids.invoiceId,
    to: draft.to,
    cc: edits.cc ?? null,
    ...input.sender,
    subject: edits.subject ?? draft.subject,
    text: paragraphs(
      body,
      `${amountDetails(document, vars, t)} ${attachedNote}`,
      payUrl ? t.t('email.link.payOnline', { url: payUrl }) : '',
      t.t('email.link.viewAndPay', { url: viewUrl }),
      payment,
    ),
    html: documentHtml(document, textToHtml(paragraphs(body, attachedNote, payment)), t, {
      facts: {
        [t.t('email.fact.invoice')]: document.number,
        ...referenceFact(document.buyerReference, t),
        [t.t('email.fact.amount')]: vars.amount,
        ...(toCents(totals.amountPaid) > 0 ? { [t.t('email.fact.amountPaid')]: vars.amountPaid } : {}),
        ...(toCents(totals.creditedAmount) > 0 ? { [t.t('email.fact.credited')]: vars.creditedAmount } : {}),
        [t.t('email.fact.balanceDue')]: vars.balanceDue,
        [t.t('email.fact.dueDate')]: vars.dueDate,
        ...taxFacts(document, t),
      },
      buttons: [
        ...(payUrl ? [{ label: t.t('email.button.payNow'), url: payUrl }] : []),
        { label: t.t('email.button.viewAndPay'), url: viewUrl },
      ],
    }),
    attachments: input.attachments,
  };
}
