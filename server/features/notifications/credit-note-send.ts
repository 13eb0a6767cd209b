/**
 * POST /api/credit-notes/{id}/send: emails a credit note to the invoice's client again. The same
 * rules as every send by hand (send-reminder.ts): nothing before the company may email clients
 * (422, docs/decisions/017), the account's sending limits and the invoice's daily cap of sends by
 * hand checked before the PDF is rendered (429), the render counted against the account's renders,
 * then queued under the invoice's row lock and tried at once; once sent, the invoice's activity
 * records it. The client's XML e-invoice goes beside the PDF; a credit note that cannot be one answers
 * 422 `e_invoice_not_ready` before anything is rendered, unless `attachEInvoice: false` asks for the
 * PDF alone, which the activity then says (issue 2/7 item 12).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CreditNote, CreditNoteSendInput } from '../../../shared/credit-notes';
import { isConnectionLost } from '../../db/client';
import { AppError, notFound, tooManyRequests } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { buildCreditNoteMail } from '../document-mail/credit-note-mail';
import { findCreditNoteAnswer } from '../documents/credit-note-answer';
import { leftOutDetail } from '../documents/e-invoice';
import { markCreditNoteEmailed } from '../documents/repository';
import { recordEvent } from '../invoices/activity';
import { findInvoice } from '../invoices/repository';
import { assertUnderDailyCap } from '../invoices/sends-by-hand';
import { assertCompanyReady } from '../settings/company-ready';
import { CREDIT_NOTE_KIND } from './credit-note-mail';

export async function sendCreditNote(
  deps: Deps,
  userId: string,
  creditNoteId: number,
  now = new Date(),
  log?: Pick<FastifyBaseLogger, 'warn'>,
  input: CreditNoteSendInput = {},
): Promise<CreditNote> {
  const found = await findCreditNoteAnswer(deps.db, userId, creditNoteId);
  if (!found) throw notFound('credit_note_not_found');
  await assertCompanyReady(deps.db, userId);
  const limit = await deps.mailer.limitReached(userId, now);
  if (limit) throw tooManyRequests('email_limit_reached', { limit: limit.reason });
  const invoice = await findInvoice(deps.db, userId, found.invoiceId);
  if (!invoice) throw notFound('credit_note_not_found');
  await assertUnderDailyCap(deps, deps.db, invoice, now);
  const built = await buildCreditNoteMail(deps, userId, creditNoteId, {
    limitPerUser: true,
    eInvoice: input.attachEInvoice === false ? 'left-out' : 'required',
  });
  if (!built) throw notFound('credit_note_not_found');
  const { mail, leftOut } = built;

  const outboxId = await deps.db.transaction(async (tx) => {
    // Under the lock sends by hand of the same invoice take: two at once cannot both pass the cap.
    await findInvoice(tx, userId, invoice.id, { forUpdate: true });
    await assertUnderDailyCap(deps, tx, invoice, now);
    const id = await deps.mailer.enqueue(tx, {
      ...mail,
      userId,
      kind: CREDIT_NOTE_KIND,
      invoiceId: found.invoiceId,
      createdAt: now,
    });
    await markCreditNoteEmailed(tx, userId, creditNoteId, now);
    return id;
  });
  // Queued for good: a database lost while trying it leaves it to the worker (decision 021).
  const result = await deps.mailer.deliver(outboxId, now).catch((err: unknown): never => {
    if (!isConnectionLost(err)) throw err;
    log?.warn({ creditNoteId, outboxId, err }, 'email queued; delivery left to the worker');
    throw new AppError(502, 'credit_note_email_queued', { to: mail.to });
  });
  if (result.status === 'deferred') {
    // Another send took the account to its limit meanwhile: a request over a limit sends nothing.
    await deps.mailer.cancel(outboxId);
    throw tooManyRequests('email_limit_reached', { limit: result.reason ?? result.error });
  }
  if (result.status !== 'sent') {
    log?.warn({ creditNoteId, outboxId, status: result.status, error: result.error }, 'email not delivered');
    throw new AppError(502, 'credit_note_email_not_accepted', { to: mail.to });
  }
  const emailed = `Credit note ${found.creditNoteNumber} emailed to ${mail.to}`;
  const detail = leftOut ? leftOutDetail(leftOut, emailed) : emailed;
  await recordEvent(deps.db, invoice, 'credit_note_sent', detail, now);
  return (await findCreditNoteAnswer(deps.db, userId, creditNoteId))!;
}
