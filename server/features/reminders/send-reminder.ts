import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eInvoiceInputOf } from '../../../shared/e-invoice';
import type { ErrorCode } from '../../../shared/i18n/errors/en';
import { isIssued, statusAllows } from '../../../shared/invoice-lifecycle';
import type { EmailDraft, Reminder, SendInvoiceInput } from '../../../shared/reminders';
import { isConnectionLost, type Tx } from '../../db/client';
import { AppError, conflict, notFound, tooManyRequests, unprocessable } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { printAttachments } from '../document-mail/attachments';
import { invoiceLink, invoiceMailDraft } from '../document-mail/invoice-mail';
import { recipientOf } from '../document-mail/recipient';
import { assembleInvoice } from '../documents/assemble';
import { clientEInvoice, leftOutDetail } from '../documents/e-invoice';
import { accountName } from '../documents/e-invoice-input';
import { loadInvoicePrint, printStillCurrent } from '../documents/print';
import { findInvoiceForDocument } from '../documents/repository';
import { recordEvent } from '../invoices/activity';
import { findInvoice, type InvoiceRow } from '../invoices/repository';
import { assertUnderDailyCap } from '../invoices/sends-by-hand';
import { type AccountContext, loadAccountContext } from '../settings/account-context';
import { assertCompanyReady } from '../settings/company-ready';
import * as repo from './repository';
import { resolveTemplate } from './templates';
import { mailKindOf, reminderMail, wordingFor } from './wording';

export function toReminder(row: repo.ReminderRow): Reminder {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    reminderType: row.reminderType,
    stepKey: row.stepKey,
    status: row.status as Reminder['status'],
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    sentDate: row.sentDate?.toISOString() ?? null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listReminders({ db }: Deps, userId: string): Promise<Reminder[]> {
  return (await repo.listReminders(db, userId)).map(toReminder);
}

/** How often a send builds its email again when the invoice changed under it, before answering 409. */
const VERSION_TRIES = 3;

/**
 * "first" emails the invoice itself (Create & Send Invoice); "manual" sends a reminder now (Send
 * Reminder). The reminder row and the queued email are written in one transaction, each with a
 * fresh step key, then delivery is tried at once. When it fails the row stays in the history as
 * pending (retried with backoff) and the caller gets a 502 in plain words (the mail server's own
 * answer goes to the log). Sends by hand are limited per invoice and day, and every email counts
 * towards the account's sending limits (429, nothing sent). Nothing is sent or written before the
 * account has a company name and email (422, docs/decisions/017).
 *
 * Every limit is checked before the PDF is rendered, and the render counts against the account's
 * renders in the pool (issue #22 item 2). The email's text is written in the queuing transaction from
 * the locked invoice only when it still prints what the PDF printed; otherwise the email is built
 * again from the new version (item 6). `edits` are the sender's subject, message and Cc (item 16).
 *
 * The invoice email carries the XML e-invoice the client receives (XRechnung, Peppol) beside the PDF;
 * when the invoice lacks what it needs, the send answers 422 `e_invoice_not_ready` before anything is
 * rendered or written — the invoice stays as it was — unless `attachEInvoice: false` asks for the
 * PDF alone, which the invoice's history then records (issue 2/7 item 12). A reminder carries the PDF
 * alone, as ever.
 */
export async function sendReminder(
  deps: Deps,
  userId: string,
  invoiceId: number,
  reminderType: 'first' | 'manual',
  now = new Date(),
  log?: Pick<FastifyBaseLogger, 'warn'>,
  /**
   * POST …/send: a draft may be sent, and this issues it (invoices/lifecycle.ts `issueInvoice`) in the
   * same transaction that queues its email, under the row lock. Without it, only what may be reminded.
   */
  issueDraft?: (tx: Tx, draft: InvoiceRow) => Promise<void>,
  input: SendInvoiceInput = {},
): Promise<{ message: ErrorCode; reminder: Reminder }> {
  const { attachEInvoice, ...edits } = input;
  // The invoice email is the invoice itself: it issues a draft as it goes, and carries the client's
  // XML e-invoice beside the PDF (issue 4/6); a reminder the PDF alone.
  const invoiceEmail = reminderType === 'first';
  // The invoice read once with its document (docs/decisions/033): the checks, the email, the PDF and
  // the XML all read this one print.
  const load = async () => {
    const print = await loadInvoicePrint(deps.db, userId, invoiceId, { issuing: invoiceEmail });
    if (!print) throw notFound('invoice_not_found');
    return print;
  };
  let print = await load();
  await assertCompanyReady(deps.db, userId);
  // The To and, when given, the Cc: both count before anything is rendered or written (item 2, 16).
  const limit = await deps.mailer.limitReached(userId, now, edits.cc ? 2 : 1);
  if (limit) throw tooManyRequests('email_limit_reached', { limit: limit.reason });
  assertSendable(print.invoice, issueDraft !== undefined);
  await assertUnderDailyCap(deps, deps.db, print.invoice, now);

  let queued: { reminderId: number; outboxId: number; to: string } | undefined;
  for (let attempt = 1; !queued; attempt++) {
    if (attempt > VERSION_TRIES) {
      throw conflict('invoice_changed_while_sending');
    }
    if (attempt > 1) print = await load();
    const { attachments, leftOut } = await printAttachments(deps, print, {
      limitPerUser: true,
      eInvoice: !invoiceEmail ? undefined : attachEInvoice === false ? 'left-out' : 'required',
    });
    queued = await deps.db.transaction(async (tx) => {
      const invoice = await findInvoice(tx, userId, invoiceId, { forUpdate: true });
      if (!invoice) throw notFound('invoice_not_found');
      assertSendable(invoice, issueDraft !== undefined);
      await assertUnderDailyCap(deps, tx, invoice, now);
      // The row is locked: the email says what the PDF printed only while it still prints that. Else again.
      if (!(await printStillCurrent(tx, print, invoice))) return undefined;
      if (issueDraft && !isIssued(invoice)) await issueDraft(tx, invoice);
      // The account in one read (docs/decisions/029): its today and the company the email comes from.
      const account = (await loadAccountContext(tx, userId, now))!;
      const flow = await resolveTemplate(tx, userId, invoice.reminderFlowTemplateId);
      const kind = mailKindOf(reminderType);
      const { contact } = await recipientOf(tx, invoice);
      const mail = reminderMail({
        kind,
        print,
        invoice,
        account,
        flow,
        contact,
        attachments,
        viewUrl: await invoiceLink(tx, deps.config.appUrl, invoice),
        edits,
      });
      const row = await repo.insertReminder(tx, {
        invoiceId,
        userId,
        stepKey: `${kind}:${crypto.randomUUID()}`,
        reminderType,
        status: 'pending',
        scheduledFor: now,
        createdAt: now,
      });
      const id = await deps.mailer.enqueue(tx, mail);
      await repo.linkOutbox(tx, row!.id, id);
      // The client receives an XML e-invoice and the sender chose the PDF alone: the history says so.
      if (leftOut) await recordEvent(tx, invoice, 'e_invoice_withheld', leftOutDetail(leftOut), now);
      return { reminderId: row!.id, outboxId: id, to: mail.to };
    });
  }
  const { reminderId, outboxId, to } = queued;

  const kind = reminderType === 'first' ? 'invoice' : 'reminder';
  // The email is queued for good: a database lost while trying it now leaves it to the worker, and
  // the answer must not invite a second send (decision 021).
  const result = await deps.mailer.deliver(outboxId, now).catch((err: unknown): never => {
    if (!isConnectionLost(err)) throw err;
    log?.warn({ invoiceId, outboxId, err }, 'email queued; delivery left to the worker');
    throw new AppError(502, 'email_queued_database_lost', { kind, to });
  });
  if (result.status === 'deferred') {
    // Another send took the account to its limit meanwhile: a request over a limit sends nothing.
    await deps.mailer.cancel(outboxId);
    throw tooManyRequests('email_limit_reached', { limit: result.reason ?? result.error });
  }
  if (result.status !== 'sent') {
    log?.warn({ invoiceId, outboxId, status: result.status, error: result.error }, 'email not delivered');
    const failed = result.status === 'failed' ? 'yes' : 'no';
    throw new AppError(502, 'email_not_accepted', { kind, to, failed });
  }
  const reminder = await repo.findReminder(deps.db, reminderId);
  return {
    message: reminderType === 'first' ? 'invoice_email_sent' : 'reminder_sent',
    reminder: toReminder(reminder!),
  };
}

/**
 * GET /api/invoices/{id}/email-draft: the recipient, subject and message that Send ("invoice") or Send
 * Reminder ("reminder") would write now, for the sender to review and change (issue #22 item 16), and
 * for the invoice email the XML e-invoice it carries with what the invoice lacks for it (issue 2/7
 * item 12).
 */
export async function getEmailDraft(
  { db }: Deps,
  userId: string,
  invoiceId: number,
  kind: 'invoice' | 'reminder',
  now = new Date(),
  /** The account read with the request's session, when it was (no read then). */
  known?: AccountContext,
): Promise<EmailDraft> {
  const found = await findInvoiceForDocument(db, userId, invoiceId);
  if (!found) throw notFound('invoice_not_found');
  const { invoice } = found;
  const [account, flow, { contact }, document, accountHolder] = await Promise.all([
    known ?? loadAccountContext(db, userId, now),
    resolveTemplate(db, userId, invoice.reminderFlowTemplateId),
    recipientOf(db, invoice),
    assembleInvoice(db, userId, invoice, { withLogo: false }),
    accountName(db, userId),
  ]);
  const { today } = account!;
  const mailKind = mailKindOf(kind === 'invoice' ? 'first' : 'manual');
  // The XML the invoice email would carry and what it lacks: the dialog lists it and offers the PDF alone.
  const wanted =
    kind === 'invoice'
      ? await clientEInvoice(db, userId, invoiceId, eInvoiceInputOf(document, accountHolder))
      : null;
  const eInvoice = wanted && { ...wanted, issued: isIssued(invoice) };
  return {
    ...invoiceMailDraft({
      document,
      ...wordingFor(mailKind, flow, document, today),
      to: invoice.clientEmail,
      today,
      contact,
    }),
    eInvoice,
  };
}

/** Why an invoice in this status may not be emailed by hand. */
const NOT_SENDABLE: Record<string, ErrorCode> = {
  paid: 'invoice_paid_no_email',
  void: 'invoice_void_no_email',
  draft: 'invoice_draft_no_reminder',
};

/**
 * Whether the invoice may be emailed by hand, as the lifecycle table says: sending (a draft too) on
 * POST …/send, reminding otherwise. Checked before the render and again under the lock.
 */
function assertSendable(invoice: InvoiceRow, sending: boolean) {
  if (!statusAllows(invoice.status, sending ? 'send' : 'remind')) {
    throw unprocessable(NOT_SENDABLE[invoice.status] ?? 'invoice_not_emailable');
  }
}
