/**
 * The credit note email to the client (decision 024), written from the credit note's `Document`: its
 * PDF with a short text naming the invoice it corrects, the amount credited and the reason. Queued
 * when a credit note is issued on an invoice the client had been emailed (notifications/
 * credit-note-mail.ts; composed by the worker, like the receipt), and sent again by hand with
 * POST /api/credit-notes/{id}/send.
 */
import { formatMoney } from '../../../shared/currency';
import type { Document } from '../../../shared/document';
import type { Translator } from '../../../shared/i18n/catalog';
import { documentTranslator } from '../../../shared/invoice-document';
import { type Contact, greeting } from '../../../shared/salutation';
import type { Deps } from '../../lib/deps';
import { textToHtml } from '../../mail/compose';
import type { Content } from '../../mail/outbox';
import type { ClientEInvoice } from '../documents/e-invoice';
import { loadCreditNotePrint } from '../documents/print';
import { findCreditNoteForDocument } from '../documents/repository';
import { getSettings } from '../settings/repository';
import { type EInvoiceChoice, printAttachments } from './attachments';
import { type Attachment, companySender, documentHtml, referenceFact, taxFacts } from './layout';
import { recipientOf } from './recipient';

/** "Credit note CN-2 for invoice INV-7"; one that cancels its invoice in full says so ("Stornorechnung"). */
export function creditNoteSubject(
  note: { number: string; invoiceNumber: string; cancels: boolean },
  t: Translator,
): string {
  const key = note.cancels ? 'email.subject.cancellation' : 'email.subject.creditNote';
  return t.t(key, { creditNoteNumber: note.number, invoiceNumber: note.invoiceNumber });
}

/**
 * The email's content around its attachments (the credit note's PDF, its XML, its logo); its facts
 * table says what the PDF says of the service and the VAT notes. In the credit note's language (its
 * invoice's), dates and money in its locale, greeting the client's contact (issue 5/6).
 */
export function creditNoteMail(input: {
  document: Document;
  to: string;
  contact: Contact | null;
  sender: Pick<Content, 'fromName' | 'replyTo'>;
  attachments: Attachment[];
}): Content {
  const { document } = input;
  const t = documentTranslator(document);
  const invoiceNumber = document.refersTo?.number ?? '';
  const cancels = document.refersTo?.relation === 'cancels';
  const amount = formatMoney(document.totals.total, document.currency, t.locale);
  const values = { creditNoteNumber: document.number, invoiceNumber, amount };
  const text = [
    greeting(t, input.contact),
    t.t(cancels ? 'email.cancellation.body' : 'email.creditNote.body', values),
    t.t('email.creditNote.reason', { reason: document.refersTo?.reason ?? '' }),
    `${t.t('email.closing')}\n${document.seller.name}`,
  ].join('\n\n');
  return {
    to: input.to,
    ...input.sender,
    subject: creditNoteSubject({ number: document.number, invoiceNumber, cancels }, t),
    text,
    html: documentHtml(document, textToHtml(text), t, {
      facts: {
        [t.t('email.fact.creditNote')]: document.number,
        [t.t('email.fact.invoice')]: invoiceNumber,
        ...referenceFact(document.buyerReference, t),
        [t.t('email.fact.amountCredited')]: amount,
        ...taxFacts(document, t),
      },
    }),
    attachments: input.attachments,
  };
}

/**
 * Reads the credit note once and writes its email with its PDF and the client's XML e-invoice (in
 * the format asked for now, issue 4/6; `eInvoice` as attachments.ts `EInvoiceChoice` says, when it
 * is ready by default), with the XML the client receives that did not go. `limitPerUser`: a
 * request's render, counted against the account's renders in the PDF pool (429 past it). Undefined
 * when the credit note is gone.
 */
export async function buildCreditNoteMail(
  deps: Pick<Deps, 'db'>,
  userId: string,
  creditNoteId: number,
  options: { limitPerUser?: boolean; eInvoice?: EInvoiceChoice } = {},
): Promise<{ mail: Content; leftOut: ClientEInvoice | null } | undefined> {
  const [row, print] = await Promise.all([
    findCreditNoteForDocument(deps.db, userId, creditNoteId),
    loadCreditNotePrint(deps.db, userId, creditNoteId),
  ]);
  if (!row || !print) return undefined;
  const { attachments, leftOut } = await printAttachments(deps, print, {
    ...options,
    eInvoice: options.eInvoice ?? 'when-ready',
  });
  const [settings, { contact }] = await Promise.all([
    getSettings(deps.db, userId),
    recipientOf(deps.db, { ...row, userId, language: row.creditNote.language }),
  ]);
  const mail = creditNoteMail({
    document: print.job.document,
    to: row.clientEmail,
    contact,
    sender: companySender(settings),
    attachments,
  });
  return { mail, leftOut };
}

/** The outbox's composer for a queued credit note email; null when the credit note is gone. */
export async function composeCreditNote(deps: Pick<Deps, 'db'>, payload: unknown): Promise<Content | null> {
  const { userId, creditNoteId } = payload as { userId: string; creditNoteId: number };
  return (await buildCreditNoteMail(deps, userId, creditNoteId))?.mail ?? null;
}
