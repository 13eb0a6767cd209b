/**
 * The credit note email to the client (decision 024): the credit note's PDF with a short text naming
 * the invoice it corrects, the amount credited and the reason. Queued when a credit note is issued on
 * an invoice the client had been emailed (composed by the worker, like the receipt), and sent again
 * by hand with POST /api/credit-notes/{id}/send.
 */

import { and, eq, inArray } from 'drizzle-orm';
import { formatMoney } from '../../../shared/currency';
import type { Document } from '../../../shared/document';
import { type Translator, translator } from '../../../shared/i18n/catalog';
import { languageOf } from '../../../shared/i18n/languages';
import { companyDisplayName, documentFileName } from '../../../shared/invoice-document';
import type { Tx } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { textToHtml } from '../../mail/compose';
import type { Content, QueuedMessage } from '../../mail/outbox';
import { eInvoiceAttachments } from '../documents/e-invoice';
import { renderCreditNoteVersion } from '../documents/render';
import { findCreditNoteForDocument, markCreditNoteEmailed } from '../documents/repository';
import { UNPAID_INVOICE_MAIL } from '../invoices/lifecycle';
import { CREDIT_NOTE_KIND } from '../invoices/sends-by-hand';
import { withCompanyLogo } from '../reminders/attachments';
import { type Attachment, companyHtml, companySender, referenceFact, taxFacts } from '../reminders/email';
import { recipientOf } from '../reminders/recipient';
import { clientTranslator, greeting } from '../reminders/variables';
import { companyReady } from '../settings/company-ready';
import { getSettings } from '../settings/repository';

export { CREDIT_NOTE_KIND };

export interface CreditNoteMailPayload {
  userId: string;
  invoiceId: number;
  creditNoteId: number;
}

type CreditNoteRow = NonNullable<Awaited<ReturnType<typeof findCreditNoteForDocument>>>;

/** A credit note that cancels its invoice in full (void, correct) says so: in German a "Stornorechnung". */
const cancels = (note: { scope: string }) => note.scope === 'full';

export function creditNoteSubject(
  note: { creditNoteNumber: string; scope: string },
  invoiceNumber: string,
  t: Translator,
): string {
  const key = cancels(note) ? 'email.subject.cancellation' : 'email.subject.creditNote';
  return t.t(key, { creditNoteNumber: note.creditNoteNumber, invoiceNumber });
}

/** An invoice email or reminder that went out or is still on its way (deferred or retried, not given up). */
const REACHING = ['sent', 'pending', 'sending'];

/**
 * Whether the client was emailed the invoice — an invoice email or reminder went out or is still
 * on its way — and, when one is still on its way, the latest moment it is due: the credit note must
 * not reach the client before the invoice it corrects. Undefined when none was.
 */
async function invoiceMailing(tx: Tx, invoiceId: number): Promise<{ dueBy: Date | null } | undefined> {
  const rows = await tx
    .select({ status: emailOutbox.status, nextAttemptAt: emailOutbox.nextAttemptAt })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.invoiceId, invoiceId),
        inArray(emailOutbox.status, REACHING),
        inArray(emailOutbox.kind, UNPAID_INVOICE_MAIL),
      ),
    );
  if (rows.length === 0) return undefined;
  const waiting = rows.filter((r) => r.status !== 'sent').map((r) => r.nextAttemptAt.getTime());
  return { dueBy: waiting.length ? new Date(Math.max(...waiting)) : null };
}

/**
 * Queues the credit note email in the caller's transaction (the one issuing the credit note), only
 * when the client had been emailed the invoice (or its email is still on its way) and the company
 * may email clients (docs/decisions/017). Answers the outbox id, or null when nothing was queued.
 */
export async function queueCreditNoteEmail(
  deps: Pick<Deps, 'mailer'>,
  tx: Tx,
  ids: CreditNoteMailPayload,
  now: Date,
): Promise<number | null> {
  const row = await findCreditNoteForDocument(tx, ids.userId, ids.creditNoteId);
  if (!row || row.creditNote.invoiceId !== ids.invoiceId) return null;
  const mailing = await invoiceMailing(tx, ids.invoiceId);
  if (!mailing || !(await companyReady(tx, ids.userId))) return null;
  const payload: CreditNoteMailPayload = { ...ids };
  const t = clientTranslator(languageOf(row.creditNote.language), await getSettings(tx, ids.userId));
  const id = await deps.mailer.enqueueDeferred(tx, {
    userId: ids.userId,
    kind: CREDIT_NOTE_KIND,
    invoiceId: ids.invoiceId,
    to: row.clientEmail,
    subject: creditNoteSubject(row.creditNote, row.invoiceNumber, t),
    payload,
    createdAt: now,
  });
  // Queued after the invoice email, it is claimed after it (by id) once both are due; never due sooner.
  if (mailing.dueBy && mailing.dueBy > now)
    await tx.update(emailOutbox).set({ nextAttemptAt: mailing.dueBy }).where(eq(emailOutbox.id, id));
  await markCreditNoteEmailed(tx, ids.userId, ids.creditNoteId, now);
  return id;
}

/**
 * The email's content around its attachments (the credit note PDF and the logo); its facts table says
 * what the credit note's PDF says of the service and the VAT notes. In the credit note's language (its
 * invoice's), dates and money in its document's locale, greeting the client's contact (issue 5/6).
 */
export async function creditNoteMail(
  deps: Pick<Deps, 'db'>,
  row: CreditNoteRow,
  attachments: Attachment[],
  document: Pick<Document, 'locale' | 'service' | 'taxBreakdown' | 'buyerReference'>,
): Promise<Content> {
  const { creditNote: note } = row;
  const settings = await getSettings(deps.db, note.userId);
  const recipient = await recipientOf(deps.db, { ...row, userId: note.userId, language: note.language });
  // The PDF's locale: the email writes its amounts and dates as the PDF does.
  const t = translator(recipient.language, document.locale);
  const amount = formatMoney(note.total, note.currency, t.locale);
  const values = { creditNoteNumber: note.creditNoteNumber, invoiceNumber: row.invoiceNumber, amount };
  const text = [
    greeting(t, recipient.contactName),
    t.t(cancels(note) ? 'email.cancellation.body' : 'email.creditNote.body', values),
    t.t('email.creditNote.reason', { reason: note.reason }),
    `${t.t('email.closing')}\n${companyDisplayName(settings.companyName)}`,
  ].join('\n\n');
  return {
    to: row.clientEmail,
    ...companySender(settings),
    subject: creditNoteSubject(note, row.invoiceNumber, t),
    text,
    html: companyHtml(settings, textToHtml(text), t, {
      facts: {
        [t.t('email.fact.creditNote')]: note.creditNoteNumber,
        [t.t('email.fact.invoice')]: row.invoiceNumber,
        ...referenceFact(document.buyerReference, t),
        [t.t('email.fact.amountCredited')]: amount,
        ...taxFacts(document.service, document.taxBreakdown, t),
      },
      attachments,
    }),
    attachments,
  };
}

/**
 * Renders the credit note and writes its email. `limitPerUser`: a request's render, counted against
 * the account's renders in the PDF pool (429 past it). Undefined when the credit note is gone.
 */
export async function buildCreditNoteMail(
  deps: Pick<Deps, 'db'>,
  userId: string,
  creditNoteId: number,
  options: { limitPerUser?: boolean } = {},
): Promise<Content | undefined> {
  const row = await findCreditNoteForDocument(deps.db, userId, creditNoteId);
  const rendered = row && (await renderCreditNoteVersion(deps, userId, creditNoteId, options));
  if (!row || !rendered) return undefined;
  const pdf = { filename: documentFileName(rendered.document), content: rendered.pdf };
  // The client's XML e-invoice beside the PDF, in the format asked for now (issue 4/6).
  const xml = await eInvoiceAttachments(
    deps.db,
    userId,
    row.creditNote.invoiceId,
    rendered.document,
    options,
  );
  return creditNoteMail(deps, row, await withCompanyLogo(deps, userId, pdf, xml.files), rendered.document);
}

/** The outbox's composer for a queued credit note email; null when the credit note is gone. */
export async function composeCreditNote(deps: Pick<Deps, 'db'>, payload: unknown): Promise<Content | null> {
  const { userId, creditNoteId } = payload as CreditNoteMailPayload;
  return (await buildCreditNoteMail(deps, userId, creditNoteId)) ?? null;
}

/**
 * A credit note email goes while its company may email clients; the invoice's state does not
 * matter (a void invoice's credit note is exactly what the client must get).
 */
export function creditNoteMailWanted(tx: Tx, message: QueuedMessage): Promise<boolean> {
  return message.userId ? companyReady(tx, message.userId) : Promise.resolve(false);
}
