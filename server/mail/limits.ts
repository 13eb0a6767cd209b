/**
 * Sending limits per account (docs/decisions/009-sending-limits.md): an account may send at most
 * `perHour` emails in any 60 minutes (`newAccountPerHour` during its first 24 hours) and `perDay` in
 * any 24 hours. A request over a limit is refused; a queued email over a limit waits for the next
 * hour. Emails about the account's own security (password resets) go to its owner and never count.
 */
import { and, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { emailOutbox, users } from '../db/schema';

export interface SendLimits {
  perHour: number;
  perDay: number;
  newAccountPerHour: number;
}

export const LIMIT_EXEMPT_KINDS = ['password-reset'];

const HOUR_MS = 3_600_000;

/** The outbox's to_address: the recipient, then the copied address when there is one. */
export function recipientList(to: string, cc?: string | null): string {
  return cc ? `${to}, ${cc}` : to;
}

/** Each address of a to_address (recipientList), for the SMTP envelope. */
export function recipientsOf(toAddress: string): string[] {
  return toAddress
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

/** The next full hour after `now`: when a deferred email is tried again. */
export function nextHour(now: Date): Date {
  return new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);
}

/**
 * Whether one more email of `message` would break a limit at `now`: null when it may go, otherwise
 * the limit in words ("the account's limit of 100 emails an hour was reached") and when to try again.
 */
export async function sendLimitDeferral(
  tx: Tx,
  limits: SendLimits | undefined,
  message: { userId: string | null; kind: string; toAddress?: string; recipients?: number },
  now: Date,
): Promise<{ until: Date; note: string } | null> {
  if (!limits || !message.userId || LIMIT_EXEMPT_KINDS.includes(message.kind)) return null;
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS).toISOString();
  // A message counts once per recipient: a copied address (Cc) is one more email sent.
  const recipients = sql`coalesce(cardinality(string_to_array(${emailOutbox.toAddress}, ',')), 0)`;
  const [row] = await tx
    .select({
      lastHour: sql<number>`coalesce(sum(${recipients}) filter (where ${emailOutbox.sentAt} > ${hourAgo}::timestamptz), 0)::int`,
      lastDay: sql<number>`coalesce(sum(${recipients}), 0)::int`,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(
      emailOutbox,
      and(
        eq(emailOutbox.userId, users.id),
        eq(emailOutbox.status, 'sent'),
        gt(emailOutbox.sentAt, sql`${dayAgo}::timestamptz`),
        notInArray(emailOutbox.kind, LIMIT_EXEMPT_KINDS),
      ),
    )
    .where(eq(users.id, message.userId))
    .groupBy(users.createdAt);
  if (!row) return null;
  const isNew = now.getTime() - row.createdAt.getTime() < 24 * HOUR_MS;
  const perHour = isNew ? Math.min(limits.newAccountPerHour, limits.perHour) : limits.perHour;
  const until = nextHour(now);
  const more = message.recipients ?? (message.toAddress ? recipientsOf(message.toAddress).length : 1);
  if (row.lastDay + more > limits.perDay) {
    return { until, note: `the account's limit of ${limits.perDay} emails a day was reached` };
  }
  if (row.lastHour + more > perHour) {
    const which = isNew ? ' (for an account in its first day)' : '';
    return { until, note: `the account's limit of ${perHour} emails an hour${which} was reached` };
  }
  return null;
}
