import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '../../../shared/i18n/errors/en';
import type { Invoice } from '../../../shared/invoices';
import type { SendInvoiceInput } from '../../../shared/reminders';
import type { Tx } from '../../db/client';
import { unprocessable } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { recordEvent } from '../invoices/activity';
import { issueInvoice } from '../invoices/lifecycle';
import { getInvoice } from '../invoices/operations';
import { findInvoice, type InvoiceRow } from '../invoices/repository';
import { invoiceCan } from '../invoices/status';
import { sendReminder } from './send-reminder';

/** Why an invoice in this status cannot be sent (the lifecycle table allows it for no other). */
const NOT_SENDABLE: Record<string, ErrorCode> = {
  paid: 'invoice_paid_not_sent_again',
  void: 'invoice_void_not_sent',
};

/**
 * POST /api/invoices/{id}/send: a draft is issued (invoices/lifecycle.ts `issueInvoice`) and emailed —
 * the same email as Create & Send —; a sent or overdue invoice is emailed again as it is now. The
 * draft is issued in the transaction that queues the email, after the limits are checked and the PDF
 * is rendered. The body may carry the sender's own subject, message and Cc for this one email (issue
 * #22 item 16), and `attachEInvoice: false` for the PDF alone where the client's XML e-invoice cannot
 * be written (422 `e_invoice_not_ready` otherwise, the draft left a draft: issue 2/7 item 12).
 */
export async function sendInvoice(
  deps: Deps,
  userId: string,
  id: number,
  now = new Date(),
  log?: Pick<FastifyBaseLogger, 'warn'>,
  input: SendInvoiceInput = {},
): Promise<{ message: ErrorCode; invoice: Invoice }> {
  const invoice = await findInvoice(deps.db, userId, id);
  if (invoice && !invoiceCan(invoice, 'send')) {
    throw unprocessable(NOT_SENDABLE[invoice.status] ?? 'invoice_not_sendable');
  }
  await sendReminder(deps, userId, id, 'first', now, log, issueDraft(now), input);
  const { lineItems: _, ...sent } = await getInvoice(deps, userId, id);
  return { message: 'invoice_sent', invoice: sent };
}

/** What sending does to a draft, under the row lock the send holds: it is issued, and the history says so. */
const issueDraft = (now: Date) => async (tx: Tx, draft: InvoiceRow) => {
  await issueInvoice(tx, draft, now);
  await recordEvent(tx, draft, 'sent', 'Marked as sent', now);
};
