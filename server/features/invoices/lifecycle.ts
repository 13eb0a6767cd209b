/**
 * The invoice lifecycle: every status change is one operation here, one transaction that also
 * cancels or queues the emails the change implies (docs/decisions/008-invoice-lifecycle.md). Nothing
 * here waits for a PDF or a mail server: what is queued, the worker delivers.
 */
import { sql } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates';
import { statusLabel } from '../../../shared/invoice-status';
import type { Invoice } from '../../../shared/invoices';
import type { Tx } from '../../db/client';
import { notFound, unprocessable } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import type { QueuedMessage } from '../../mail/outbox';
import { getNotificationPreferences, getTimeZone } from '../settings/repository';
import * as repo from './repository';
import { toInvoice } from './serialize';
import { canTransition, effectiveStatus } from './status';

/** Emails that only make sense while the invoice waits for money. */
export const UNPAID_INVOICE_MAIL = ['invoice', 'reminder'];
export const RECEIPT_KIND = 'payment-receipt';

export interface ReceiptPayload {
  userId: string;
  invoiceId: number;
}

/**
 * Moves an invoice along draft → sent → paid (sent → overdue → paid, draft → paid); paid is final.
 * Marking paid records paidAt, cancels the invoice's queued invoice emails and reminders, and queues
 * the payment receipt when the owner wants receipts — all in the same transaction.
 */
export async function changeStatus(
  deps: Deps,
  userId: string,
  id: number,
  status: string,
  now = new Date(),
): Promise<Invoice> {
  return deps.db.transaction(async (tx) => {
    const day = todayIn(await getTimeZone(tx, userId), now);
    const invoice = await repo.findInvoice(tx, userId, id, { forUpdate: true });
    if (!invoice) throw notFound('Invoice');
    const from = effectiveStatus(invoice.status, invoice.dueDate, day);
    if (from === status) return toInvoice(invoice, day);
    if (from === 'paid')
      throw unprocessable('This invoice is already paid; a paid invoice cannot change status.');
    if (!canTransition(from, status)) {
      throw unprocessable(
        `An invoice that is ${statusLabel(from)} cannot be changed to ${statusLabel(status)}.`,
      );
    }
    const row = await repo.updateInvoice(tx, userId, id, {
      status,
      ...(status === 'paid' ? { paidAt: now } : {}),
      ...(status === 'sent' && !invoice.sentAt ? { sentAt: now } : {}),
    });
    if (status === 'paid') await settle(deps, tx, row!);
    return toInvoice(row!, day);
  });
}

/** What being paid implies for the invoice's email: queued ones stop, the receipt is queued. */
async function settle(deps: Deps, tx: Tx, invoice: repo.InvoiceRow): Promise<void> {
  await deps.mailer.cancelQueued(tx, invoice.id, UNPAID_INVOICE_MAIL);
  const prefs = await getNotificationPreferences(tx, invoice.userId);
  if (!prefs.paymentNotifications) return;
  const payload: ReceiptPayload = { userId: invoice.userId, invoiceId: invoice.id };
  await deps.mailer.enqueueDeferred(tx, {
    userId: invoice.userId,
    kind: RECEIPT_KIND,
    invoiceId: invoice.id,
    to: invoice.clientEmail,
    subject: `Payment received: Invoice ${invoice.invoiceNumber}`,
    payload,
  });
}

/**
 * The outbox's last look before an email bound to an invoice goes out (hook `stillWanted`), under a
 * share lock on the invoice so a status change that commits first cancels it and one that comes later
 * waits. Invoice emails and manual reminders were asked for by the user: only paid (or deleted) stops
 * them. Automatic reminders also stop when reminders are switched off for the invoice or the account.
 * The receipt goes while the invoice is paid.
 */
export async function invoiceMailWanted(tx: Tx, message: QueuedMessage): Promise<boolean> {
  const result = await tx.execute(sql`
    select i.status, i.send_reminders, coalesce(p.email_reminders, true) as email_reminders,
      exists (select 1 from reminders r where r.outbox_id = ${message.id}
              and r.step_key not like 'invoice:%' and r.step_key not like 'manual:%') as automatic
    from invoices i left join notification_preferences p on p.user_id = i.user_id
    where i.id = ${message.invoiceId}
    for share of i`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!row) return false;
  if (message.kind === RECEIPT_KIND) return row.status === 'paid';
  if (row.status === 'paid') return false;
  return !row.automatic || (Boolean(row.send_reminders) && Boolean(row.email_reminders));
}
