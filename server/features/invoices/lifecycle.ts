/**
 * The invoice lifecycle, the one writer of an invoice's status (issue #23): issuing a draft, payments
 * and Mark Paid, reopening, void, and the worker's overdue. Each change is one transaction that locks
 * the invoice and also cancels or queues the emails it implies (docs/decisions/008 and 010); what is
 * allowed is the lifecycle table's answer (shared/invoice-lifecycle.ts). Nothing here waits for a PDF
 * or a mail server: what is queued, the worker delivers.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { formatMoney } from '../../../shared/currency';
import { languageOf } from '../../../shared/i18n/languages';
import { isIssued } from '../../../shared/invoice-lifecycle';
import type { Invoice } from '../../../shared/invoices';
import { fromCents, toCents } from '../../../shared/money';
import {
  PAYMENT_METHOD_LABELS,
  type Payment,
  type PaymentMethod,
  type RecordPaymentInput,
} from '../../../shared/payments';
import type { Db, Tx } from '../../db/client';
import { invoices, users } from '../../db/schema';
import { type AccountClock, accountTodaySql, readAccountClock } from '../../lib/account-today';
import { fieldRefused, notFound, unprocessable } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { sendMoment } from '../../lib/send-moment';
import { freezeParties } from '../documents/parties';
import { assertCompanyReady } from '../settings/company-ready';
import { recordEvent } from './activity';
import { withCreditNotes } from './credit-summaries';
import * as payments from './payments-repository';
import { RECEIPT_KIND } from './payments-repository';
import { queueReceipt } from './receipt-queue';
import * as repo from './repository';
import { toInvoice } from './serialize';
import { balanceDueCents, effectiveStatus, hasStatusSql, invoiceCan } from './status';
import { writtenIn } from './tax';

/** Emails that only make sense while the invoice waits for money. */
export const UNPAID_INVOICE_MAIL = ['invoice', 'reminder'];
export { RECEIPT_KIND };

/** Opens a transaction holding the invoice row, with the owner's time zone and today. */
export async function withInvoice<T>(
  deps: Deps,
  userId: string,
  id: number,
  now: Date,
  body: (tx: Tx, invoice: repo.InvoiceRow, clock: AccountClock) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const invoice = await repo.findInvoice(tx, userId, id, { forUpdate: true });
    if (!invoice) throw notFound('invoice_not_found');
    return body(tx, invoice, await readAccountClock(tx, userId, now));
  });
}

/**
 * Issuing: a draft becomes sent, and from now on it is a record (PRODUCT §2; GoBD, §14(4) UStG): the
 * seller (company settings and logo) and the buyer (the client) are frozen on it as they are now, so
 * later changes to Settings or the client never change it. Every way a draft gets issued comes here:
 * Create & Send and a recurring invoice in send mode (insertNewInvoice), Send (send.ts), Mark as sent
 * (changeStatus) and a payment on a draft (addPayment). The caller holds the row (or just inserted it)
 * and records the event it describes. An invoice is issued only by a company with a name and an
 * email (decision 017): §14(4) No. 1 UStG asks for the supplier's name on every invoice, and what is
 * frozen now can never be completed later — a draft can wait for Settings, an issued invoice cannot.
 */
export async function issueInvoice(tx: Tx, invoice: repo.InvoiceRow, now: Date): Promise<repo.InvoiceRow> {
  if (isIssued(invoice)) throw new Error(`Invoice ${invoice.id} was issued already`);
  await assertCompanyReady(tx, invoice.userId);
  const parties = await freezeParties(tx, invoice.userId, invoice);
  const client =
    invoice.clientId === null ? undefined : await repo.findClient(tx, invoice.userId, invoice.clientId);
  const row = await repo.updateInvoice(tx, invoice.userId, invoice.id, {
    status: 'sent',
    sentAt: invoice.sentAt ?? now,
    ...parties,
    // Issued in its client's language of today, frozen from now on (issue 5/6).
    ...writtenIn(invoice, parties.sellerSnapshot, languageOf(client?.language ?? invoice.language)),
  });
  return row!;
}

/**
 * The worker's step: sent → overdue once the due date has passed in the owner's time zone (the API
 * reports it so at once; this keeps the stored status in step). Rows another worker holds (updating
 * them, or claiming a reminder) are skipped rather than waited for: several workers running this at
 * once would otherwise lock rows in different orders and deadlock. A skipped row follows next tick.
 */
export async function persistOverdue(db: Db, now: Date): Promise<{ id: number; userId: string }[]> {
  const due = db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.status, 'sent'), hasStatusSql('overdue', accountTodaySql(now))))
    .orderBy(invoices.id)
    .for('update', { of: invoices, skipLocked: true });
  return db
    .update(invoices)
    .set({ status: 'overdue', updatedAt: now })
    .where(and(inArray(invoices.id, due), eq(invoices.status, 'sent')))
    .returning({ id: invoices.id, userId: invoices.userId });
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
    if (from === 'paid') throw unprocessable('invoice_already_paid_status');
    if (from === 'void') throw unprocessable('invoice_void_status');
    if (status === 'overdue' && from === 'sent') {
      throw unprocessable('invoice_not_overdue_yet', { dueDate: { date: invoice.dueDate } });
    }
    // Mark as sent issues a draft; Mark Paid is a payment of the whole balance.
    if (status === 'sent' && !isIssued(invoice) && invoiceCan(invoice, 'send')) {
      const row = await issueInvoice(tx, invoice, now);
      await recordEvent(tx, invoice, 'sent', 'Marked as sent', now);
      return toInvoice(await withCreditNotes(tx, row), today);
    }
    if (status === 'paid' && invoiceCan(invoice, 'recordPayment')) {
      const paid = await markPaid(deps, tx, invoice, today, timeZone, now);
      return toInvoice(await withCreditNotes(tx, paid), today);
    }
    throw unprocessable('invoice_status_change_refused', { from, to: status });
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
    // addPayment issues a draft it pays.
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
  const issued = isIssued(invoice) ? invoice : await issueInvoice(tx, invoice, now);
  const row = await repo.updateInvoice(tx, invoice.userId, invoice.id, {
    status: 'paid',
    paidAt: sendMoment(today, timeZone, 12),
    sentAt: issued.sentAt ?? now,
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
      throw fieldRefused(400, 'paidOn', 'payment_date_in_future');
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
  const cents = toCents(input.amount);
  const balance = balanceDueCents(invoice);
  const overBalance = () =>
    unprocessable('payment_over_balance', {
      balance: { money: fromCents(balance), currency: invoice.currency },
    });
  if (!invoiceCan(invoice, 'recordPayment')) {
    // A paid invoice has nothing due: the message says so in the same words as any payment too large.
    throw invoice.status === 'void' ? unprocessable('payment_on_void_invoice') : overBalance();
  }
  // Never a 0.00 payment (nor its receipt): the route's schema asks for more than 0, Mark Paid with
  // nothing due records none (markPaid), and this holds it for any other caller.
  if (cents <= 0) throw unprocessable('payment_not_positive');
  if (cents > balance) throw overBalance();
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
  // A payment on a draft issues it: money was asked for and paid, so the document is a record now.
  const issued = isIssued(invoice) ? invoice : await issueInvoice(tx, invoice, now);
  const clears = cents === balance;
  const row = await repo.updateInvoice(tx, invoice.userId, invoice.id, {
    amountPaid: fromCents(toCents(invoice.amountPaid) + cents),
    ...(clears ? { status: 'paid', paidAt: sendMoment(input.paidOn, timeZone, 12) } : {}),
    sentAt: issued.sentAt ?? now,
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
    if (!payment) throw notFound('payment_not_found');
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
    // Reminders skip the steps that fell due while it was paid (reminders/hooks.ts).
    if (reopens) await deps.hooks.reminders.invoiceReopened(tx, invoice, now);
  });
}

export async function listPayments(deps: Deps, userId: string, id: number): Promise<Payment[]> {
  if (!(await repo.findInvoice(deps.db, userId, id))) throw notFound('invoice_not_found');
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
