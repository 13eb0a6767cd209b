import type { FastifyBaseLogger } from 'fastify';
import type { Invoice } from '../../../shared/invoices';
import type { EmailEdits } from '../../../shared/reminders';
import { unprocessable } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { getInvoice } from '../invoices/operations';
import { findInvoice } from '../invoices/repository';
import { sendReminder } from './send-reminder';

/**
 * POST /api/invoices/{id}/send: a draft becomes sent and is emailed — the same email as Create &
 * Send —; a sent or overdue invoice is emailed again as it is now. The draft's status changes in the
 * transaction that queues the email, after the limits are checked and the PDF is rendered. The body may carry the sender's own subject,
 * message and Cc for this one email (issue #22 item 16).
 */
export async function sendInvoice(
  deps: Deps,
  userId: string,
  id: number,
  now = new Date(),
  log?: Pick<FastifyBaseLogger, 'warn'>,
  edits: EmailEdits = {},
): Promise<{ message: string; invoice: Invoice }> {
  const invoice = await findInvoice(deps.db, userId, id);
  if (invoice?.status === 'paid')
    throw unprocessable('This invoice is already paid, so it was not sent again.');
  if (invoice?.status === 'void') throw unprocessable('This invoice is void, so it cannot be sent.');
  await sendReminder(deps, userId, id, 'first', now, log, true, edits);
  const { lineItems: _, ...sent } = await getInvoice(deps, userId, id);
  return { message: 'Invoice sent', invoice: sent };
}
