/**
 * The invoice lifecycle: every status change is one operation here, one transaction that locks the
 * invoice and also cancels or queues the emails the change implies (docs/decisions/008 and 010).
 * Nothing here waits for a PDF or a mail server: what is queued, the worker delivers.
 */
import { sql } from 'drizzle-orm';
import { formatMoney } from '../../../shared/currency';
import { formatLongDate, todayIn } from '../../../shared/dates';
import { statusLabel } from '../../../shared/invoice-status';
import type { Invoice } from '../../../shared/invoices';
import { fromCents, toCents } from '../../../shared/money';
import {
  PAYMENT_METHOD_LABELS,
  type Payment,
  type PaymentMethod,
  type RecordPaymentInput,
} from '../../../shared/payments';
import type { Tx } from '../../db/client';
import { badRequest, notFound, unprocessable } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import type { QueuedMessage } from '../../mail/outbox';
import { SKIPPED_WHILE_PAID, skipStepsAlreadyDue } from '../reminders/engine';
import { countSendsByHand } from '../reminders/repository';
import { sendMoment } from '../reminders/steps';
import { companyReady, companyReadySql } from '../settings/company-ready';
import { getNotificationPreferences, getTimeZone } from '../settings/repository';
import { recordEvent } from './activity';
import { withCreditNotes } from './credit-summaries';
import * as payments from './payments-repository';
import { RECEIPT_KIND } from './payments-repository';
import * as repo from './repository';
import { toInvoice } from './serialize';
import { balanceDueCents, canTransition, effectiveStatus } from './status';

/** Emails that only make sense while the invoice waits for money. */
export const UNPAID_INVOICE_MAIL = ['invoice', 'reminder'];
export { RECEIPT_KIND };

export interface ReceiptPayload {
  userId: string;
  invoiceId: number;
  paymentId: number;
  /** What remained due right after this payment: the receipt states it as of the payment. */
  balanceAfter: string;
  /**
   * What was paid in all right after this payment: the attached PDF shows the invoice as of the
   * payment, though the worker renders it later (issue #22 item 6). Absent in receipts queued before.
   */
  amountPaidAfter?: string;
}

/** Opens a transaction holding the invoice row, with the owner's time zone and today. */
export async function withInvoice<T>(
  deps: Deps,
  userId: string,
  id: number,
  now: Date,
  body: (tx: Tx, invoice: repo.InvoiceRow, clock: { timeZone: string; today: string }) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const invoice = await repo.findInvoice(tx, userId, id, { forUpdate: true });
    if (!invoice) throw notFound('Invoice');
    const timeZone = await getTimeZone(tx, userId);
    return body(tx, invoice, { timeZone, today: todayIn(timeZone, now) });
  });
}

const describePayment = (p: { amount: string; method: string }, currency: string) =>
  `Payment of ${formatMoney(p.amount, currency)} by ${PAYMENT_METHOD_LABELS[p.method as PaymentMethod] ?? p.method}`;

/**
 * PATCH /api/invoices/{id} (SPEC): draft → sent, and "paid" — one payment of the whole balance,
 * dated today, method other. Paid and void are final. Overdue is never set by hand: it follows from
 * the due date alone (issue #22 item 9), so asking for it is a no-op when the invoice already reads
 * overdue and 422 otherwise.
 */
export async function changeStatus(
  deps: Deps,
  userId: string,
  id: number,
  status: string,
  now = new Date(),
): Promise<Invoice> {
  return withInvoice(deps, userId, id, now, async (tx, invoice, { today, timeZone }) => {
    const from = effectiveStatus(invoice.status, invoice.dueDate, today);
    if (from === status) return toInvoice(await withCreditNotes(tx, invoice), today);
    if (from === 'paid')
      throw unprocessable('This invoice is already paid; a paid invoice cannot change status.');
    if (from === 'void') throw unprocessable('This invoice is void; a void invoice cannot change status.');
    if (status === 'overdue' && from === 'sent') {
      throw unprocessable(
        `This invoice is not overdue: it becomes overdue by itself once its due date (${formatLongDate(invoice.dueDate, 'en-US')}) has passed.`,
      );
    }
    if (!canTransition(from, status) || status === 'void' || status === 'overdue') {
      throw unprocessable(
        `An invoice that is ${statusLabel(from)} cannot be changed to ${statusLabel(status)}.`,
      );
    }
    if (status === 'paid') {
      const paid = await markPaid(deps, tx, invoice, today, timeZone, now);
      return toInvoice(await withCreditNotes(tx, paid), today);
    }
    // Only draft → sent is left here, and the history says exactly that.
    const row = await repo.updateInvoice(tx, userId, id, { status, sentAt: invoice.sentAt ?? now });
    await recordEvent(tx, invoice, 'sent', 'Marked as sent', now);
    return toInvoice(await withCreditNotes(tx, row!), today);
  });
}

/**
 * Mark Paid: one payment of the whole balance, dated today, method other. With nothing due (a 0.00
 * invoice) there is no money to record: the invoice becomes paid with no payment and no receipt
 * (issue #22 item 10) — a 0.00 payment would count as a payment nowhere and email the client a
 * receipt for nothing, while refusing would leave a 0.00 invoice open forever.
 */
async function markPaid(
  deps: Deps,
  tx: Tx,
  invoice: repo.InvoiceRow,
  today: string,
  timeZone: string,
  now: Date,
): Promise<repo.InvoiceRow> {
  const balance = balanceDueCents(invoice);
  if (balance > 0) {
    const paid = await addPayment(
      deps,
      tx,
      invoice,
      { amount: fromCents(balance), paidOn: today, method: 'other' },
      timeZone,
      now,
    );
    return paid.invoice;
  }
  const row = await repo.updateInvoice(tx, invoice.userId, invoice.id, {
    status: 'paid',
    paidAt: sendMoment(today, timeZone, 12),
    sentAt: invoice.sentAt ?? now,
  });
  await deps.mailer.cancelQueued(tx, invoice.id, UNPAID_INVOICE_MAIL);
  await recordEvent(tx, invoice, 'status_changed', 'Marked as paid: nothing was due', now);
  return row!;
}

/**
 * POST /api/invoices/{id}/payments. The amount is at most the balance due (under the invoice's row
 * lock, so two payments at once can never together exceed the total); a draft that receives a
 * payment becomes sent; the payment that clears the balance makes the invoice paid, with paidAt its
 * paidOn. The receipt is queued for the worker when the owner wants receipts.
 */
export async function recordPayment(
  deps: Deps,
  userId: string,
  id: number,
  input: {
    amount: string | number;
    paidOn: string;
    method: PaymentMethod;
    reference?: string | null;
    note?: string | null;
  },
  now = new Date(),
): Promise<{ payment: Payment; invoice: Invoice }> {
  return withInvoice(deps, userId, id, now, async (tx, invoice, { today, timeZone }) => {
    if (input.paidOn > today) {
      throw badRequest('Payment date cannot be in the future', [
        { path: 'paidOn', message: 'Payment date cannot be in the future' },
      ]);
    }
    const result = await addPayment(deps, tx, invoice, input, timeZone, now);
    return {
      payment: payments.toPayment(result.payment),
      invoice: toInvoice(await withCreditNotes(tx, result.invoice), today),
    };
  });
}

async function addPayment(
  deps: Deps,
  tx: Tx,
  invoice: repo.InvoiceRow,
  input: Omit<RecordPaymentInput, 'amount'> & { amount: string | number },
  timeZone: string,
  now: Date,
) {
  if (invoice.status === 'void') throw unprocessable('No payments can be recorded on a void invoice.');
  const cents = toCents(input.amount);
  const balance = balanceDueCents(invoice);
  // Never a 0.00 payment (nor its receipt): the route's schema asks for more than 0, Mark Paid with
  // nothing due records none (markPaid), and this holds it for any other caller.
  if (cents <= 0) throw unprocessable('A payment must be more than 0.00.');
  if (cents > balance) {
    throw unprocessable(
      `The payment is more than the balance due of ${formatMoney(fromCents(balance), invoice.currency)}`,
    );
  }
  const payment = await payments.insertPayment(tx, {
    userId: invoice.userId,
    invoiceId: invoice.id,
    amount: fromCents(cents),
    paidOn: input.paidOn,
    method: input.method,
    reference: input.reference ?? null,
    note: input.note ?? null,
    createdAt: now,
  });
  const clears = cents === balance;
  const row = await repo.updateInvoice(tx, invoice.userId, invoice.id, {
    amountPaid: fromCents(toCents(invoice.amountPaid) + cents),
    ...(clears ? { status: 'paid', paidAt: sendMoment(input.paidOn, timeZone, 12) } : {}),
    ...(!clears && invoice.status === 'draft' ? { status: 'sent' } : {}),
    sentAt: invoice.sentAt ?? now,
  });
  await recordEvent(tx, invoice, 'payment_recorded', describePayment(payment, invoice.currency), now);
  if (clears) await deps.mailer.cancelQueued(tx, invoice.id, UNPAID_INVOICE_MAIL);
  await queueReceipt(
    deps,
    tx,
    invoice,
    {
      userId: invoice.userId,
      invoiceId: invoice.id,
      paymentId: payment.id,
      balanceAfter: fromCents(balance - cents),
      amountPaidAfter: row!.amountPaid,
    },
    { timeZone, now },
  );
  return { payment, invoice: row! };
}

/**
 * Queues the payment's receipt when the owner wants receipts. A receipt counts towards the invoice's
 * daily cap of emails sent by hand (MAIL_MANUAL_PER_INVOICE_DAY, docs/decisions/009 and 022): past
 * it the payment is recorded and no receipt goes (issue #22 item 7). The caller holds the invoice's
 * row lock, so payments at once count one after another.
 */
async function queueReceipt(
  deps: Deps,
  tx: Tx,
  invoice: repo.InvoiceRow,
  payload: ReceiptPayload,
  clock: { timeZone: string; now: Date },
) {
  const prefs = await getNotificationPreferences(tx, invoice.userId);
  if (!prefs.paymentNotifications) return;
  // A receipt belongs to the moment of payment: none for an account without a company (decision 017).
  if (!(await companyReady(tx, invoice.userId))) return;
  const dayStart = sendMoment(todayIn(clock.timeZone, clock.now), clock.timeZone, 0);
  if ((await countSendsByHand(tx, invoice.id, dayStart)) >= deps.config.mailLimits.manualPerInvoiceDay)
    return;
  await deps.mailer.enqueueDeferred(tx, {
    userId: invoice.userId,
    kind: RECEIPT_KIND,
    invoiceId: invoice.id,
    to: invoice.clientEmail,
    subject: `Payment received: Invoice ${invoice.invoiceNumber}`,
    payload,
    // The cap above counts receipts from the day's start by the same clock.
    createdAt: clock.now,
  });
}

/**
 * DELETE /api/invoices/{id}/payments/{paymentId}: undoes a mistaken entry. A paid invoice reopens
 * (sent, or overdue by its due date); the reminder steps that fell due while it was paid are skipped,
 * so reminders resume with the next step that falls due.
 */
export async function deletePayment(
  deps: Deps,
  userId: string,
  id: number,
  paymentId: number,
  now = new Date(),
): Promise<void> {
  await withInvoice(deps, userId, id, now, async (tx, invoice) => {
    const payment = await payments.deletePayment(tx, userId, id, paymentId);
    if (!payment) throw notFound('Payment');
    const reopens = invoice.status === 'paid';
    await repo.updateInvoice(tx, userId, id, {
      amountPaid: fromCents(toCents(invoice.amountPaid) - toCents(payment.amount)),
      ...(reopens ? { status: 'sent', paidAt: null } : {}),
    });
    await recordEvent(
      tx,
      invoice,
      'payment_deleted',
      `${describePayment(payment, invoice.currency)} deleted`,
      now,
    );
    if (reopens) await skipStepsAlreadyDue(tx, invoice, now, SKIPPED_WHILE_PAID);
  });
}

export async function listPayments(deps: Deps, userId: string, id: number): Promise<Payment[]> {
  if (!(await repo.findInvoice(deps.db, userId, id))) throw notFound('Invoice');
  return (await payments.listPayments(deps.db, userId, id)).map(payments.toPayment);
}

/**
 * What a credit note does to its invoice (decision 024), in the transaction that issues it, under
 * the invoice's row lock taken by `withInvoice`: creditedAmount grows by the note's total. When the
 * balance reaches 0 the invoice is void if nothing was paid (voidedAt, voidReason = the note's
 * reason) and paid otherwise (paidAt now); either way its queued invoice emails and reminders stop,
 * as on void and paid. The caller has checked that the credit is at most the balance due.
 */
export async function applyCredit(
  deps: Deps,
  tx: Tx,
  invoice: repo.InvoiceRow,
  credit: { cents: number; reason: string; creditNoteNumber: string },
  now: Date,
): Promise<repo.InvoiceRow> {
  const creditedAmount = fromCents(toCents(invoice.creditedAmount) + credit.cents);
  const settled = balanceDueCents({ ...invoice, creditedAmount }) <= 0;
  const nothingPaid = toCents(invoice.amountPaid) === 0;
  const outcome = !settled
    ? {}
    : nothingPaid
      ? { status: 'void', voidedAt: now, voidReason: credit.reason }
      : { status: 'paid', paidAt: now };
  const row = await repo.updateInvoice(tx, invoice.userId, invoice.id, { creditedAmount, ...outcome });
  if (settled) {
    await deps.mailer.cancelQueued(tx, invoice.id, UNPAID_INVOICE_MAIL);
    const detail = nothingPaid
      ? `Voided: ${credit.reason}`
      : `Paid: credit note ${credit.creditNoteNumber} covers the rest of the balance`;
    await recordEvent(tx, invoice, nothingPaid ? 'voided' : 'status_changed', detail, now);
  }
  return row!;
}

/**
 * The outbox's last look before an email bound to an invoice goes out (hook `stillWanted`), under a
 * share lock on the invoice so a status change that commits first cancels it and one that comes later
 * waits. Invoice emails and manual reminders were asked for by the user: only paid, void (or deleted)
 * stops them. Automatic reminders also stop when reminders are switched off for the invoice or the
 * account. A receipt goes while its invoice exists. Nothing goes to a client while the account has
 * no company name or email (docs/decisions/017): such a message is cancelled.
 */
export async function invoiceMailWanted(tx: Tx, message: QueuedMessage): Promise<boolean> {
  const result = await tx.execute(sql`
    select i.status, i.send_reminders, coalesce(p.email_reminders, true) as email_reminders,
      exists (select 1 from reminders r where r.outbox_id = ${message.id}
              and r.step_key not like 'invoice:%' and r.step_key not like 'manual:%') as automatic,
      ${companyReadySql(sql`i.user_id`)} as company_ready
    from invoices i left join notification_preferences p on p.user_id = i.user_id
    where i.id = ${message.invoiceId}
    for share of i`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!row?.company_ready) return false;
  if (message.kind === RECEIPT_KIND) return true;
  if (row.status === 'paid' || row.status === 'void') return false;
  return !row.automatic || (Boolean(row.send_reminders) && Boolean(row.email_reminders));
}
