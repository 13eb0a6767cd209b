/**
 * When the credit note email goes to the client (decision 024): queued when a credit note is issued
 * on an invoice the client had been emailed, and only then. The email itself is written from the
 * credit note's document by document-mail/credit-note-mail.ts.
 */

import { and, eq, inArray } from 'drizzle-orm';
import { translator } from '../../../shared/i18n/catalog';
import { documentLocale, languageOf } from '../../../shared/i18n/languages';
import type { Tx } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import type { QueuedMessage } from '../../mail/outbox';
import { creditNoteSubject } from '../document-mail/credit-note-mail';
import { findCreditNoteForDocument, markCreditNoteEmailed } from '../documents/repository';
import { UNPAID_INVOICE_MAIL } from '../invoices/lifecycle';
import { CREDIT_NOTE_KIND, fitsDailyCap } from '../invoices/sends-by-hand';
import { companyReady } from '../settings/company-ready';

export { CREDIT_NOTE_KIND };

export interface CreditNoteMailPayload {
  userId: string;
  invoiceId: number;
  creditNoteId: number;
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
 * Queues the credit note email in the caller's transaction (the one issuing the credit note, under
 * the invoice's row lock), only when the client had been emailed the invoice (or its email is still
 * on its way), the company may email clients (docs/decisions/017) and the email fits under the
 * invoice's daily cap of emails by hand: a credit note is issued by hand, and past the cap it is
 * issued without its email, as a payment is recorded without its receipt (issue 2/7 item 4). Answers
 * the outbox id, or null when nothing was queued.
 */
export async function queueCreditNoteEmail(
  deps: Pick<Deps, 'mailer' | 'config'>,
  tx: Tx,
  ids: CreditNoteMailPayload,
  now: Date,
): Promise<number | null> {
  const row = await findCreditNoteForDocument(tx, ids.userId, ids.creditNoteId);
  if (!row || row.creditNote.invoiceId !== ids.invoiceId) return null;
  const mailing = await invoiceMailing(tx, ids.invoiceId);
  if (!mailing || !(await companyReady(tx, ids.userId))) return null;
  if (!(await fitsDailyCap(deps, tx, { id: ids.invoiceId, userId: ids.userId }, now))) return null;
  const payload: CreditNoteMailPayload = { ...ids };
  // The outbox's subject until the worker composes the email (which writes it from the document).
  const language = languageOf(row.creditNote.language);
  const t = translator(language, documentLocale(language, null));
  const id = await deps.mailer.enqueueDeferred(tx, {
    userId: ids.userId,
    kind: CREDIT_NOTE_KIND,
    invoiceId: ids.invoiceId,
    to: row.clientEmail,
    subject: creditNoteSubject(
      {
        number: row.creditNote.creditNoteNumber,
        invoiceNumber: row.invoiceNumber,
        cancels: row.creditNote.scope === 'full',
      },
      t,
    ),
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
 * A credit note email goes while its company may email clients; the invoice's state does not
 * matter (a void invoice's credit note is exactly what the client must get).
 */
export function creditNoteMailWanted(tx: Tx, message: QueuedMessage): Promise<boolean> {
  return message.userId ? companyReady(tx, message.userId) : Promise.resolve(false);
}
