/**
 * The per-invoice daily cap on emails sent by hand (MAIL_MANUAL_PER_INVOICE_DAY, docs/decisions/009):
 * the invoice's lifecycle counts its payment receipts against it and the reminders' send path its
 * invoice emails and manual reminders, so the count lives with the invoice both of them act on.
 */
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { emailOutbox, reminders } from '../../db/schema';
import { RECEIPT_KIND } from './payments-repository';

/**
 * The emails of one invoice caused by hand since `since`, for the per-invoice daily cap: manual
 * reminders, invoice (re-)sends and payment receipts (each payment is recorded by hand; issue #22
 * item 7). A receipt cancelled before it went (its payment deleted) does not count.
 */
export async function countSendsByHand(tx: Tx, invoiceId: number, since: Date): Promise<number> {
  const receipts = tx
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.invoiceId, invoiceId),
        eq(emailOutbox.kind, RECEIPT_KIND),
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
