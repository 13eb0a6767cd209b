/**
 * The per-invoice daily cap on emails sent by hand (MAIL_MANUAL_PER_INVOICE_DAY, docs/decisions/009):
 * the invoice's lifecycle counts its payment receipts against it, the reminders' send path its
 * invoice emails and manual reminders, the credit notes' its credit note emails, so the count lives
 * with the invoice all of them act on.
 */
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { emailOutbox, reminders } from '../../db/schema';
import { readAccountClock } from '../../lib/account-today';
import { tooManyRequests } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { sendMoment } from '../../lib/send-moment';
import { RECEIPT_KIND } from './payments-repository';

/** Outbox kind of the credit note email (decision 024): issued and sent again by hand. */
export const CREDIT_NOTE_KIND = 'credit-note';

/**
 * The emails of one invoice caused by hand since `since`, for the per-invoice daily cap: manual
 * reminders, invoice (re-)sends, payment receipts (each payment is recorded by hand; issue #22
 * item 7) and credit note emails (each credit note is issued or sent again by hand). A message
 * cancelled before it went (a receipt whose payment was deleted) does not count.
 */
export async function countSendsByHand(tx: Tx, invoiceId: number, since: Date): Promise<number> {
  const receipts = tx
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.invoiceId, invoiceId),
        inArray(emailOutbox.kind, [RECEIPT_KIND, CREDIT_NOTE_KIND]),
        ne(emailOutbox.status, 'cancelled'),
        gte(emailOutbox.createdAt, since),
      ),
    );
  const [row] = await tx
    .select({ n: sql<number>`(count(*) + (${receipts}))::int` })
    .from(reminders)
    .where(
      and(
        eq(reminders.invoiceId, invoiceId),
        sql`(${reminders.stepKey} like 'manual:%' or ${reminders.stepKey} like 'invoice:%')`,
        sql`${reminders.status} <> 'skipped'`,
        gte(reminders.createdAt, since),
      ),
    );
  return row.n;
}

/**
 * Whether one more email by hand fits under the invoice's daily cap, counted from the start of the
 * day in the account's time zone (docs/decisions/009).
 */
export async function fitsDailyCap(
  deps: Pick<Deps, 'config'>,
  tx: Tx,
  invoice: { id: number; userId: string },
  now: Date,
): Promise<boolean> {
  const { timeZone, today } = await readAccountClock(tx, invoice.userId, now);
  const dayStart = sendMoment(today, timeZone, 0);
  return (await countSendsByHand(tx, invoice.id, dayStart)) < deps.config.mailLimits.manualPerInvoiceDay;
}

/**
 * Refuses (429) an email by hand past the invoice's daily cap. Checked before the PDF is rendered
 * and again under the invoice's row lock.
 */
export async function assertUnderDailyCap(
  deps: Pick<Deps, 'config'>,
  tx: Tx,
  invoice: { id: number; userId: string; invoiceNumber: string },
  now: Date,
): Promise<void> {
  if (!(await fitsDailyCap(deps, tx, invoice, now))) {
    const perDay = deps.config.mailLimits.manualPerInvoiceDay;
    throw tooManyRequests('invoice_daily_send_cap', { number: invoice.invoiceNumber, count: perDay });
  }
}
