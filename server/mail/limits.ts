/**
 * Sending limits per account (docs/decisions/009-sending-limits.md): an account may send at most
 * `perHour` emails in any 60 minutes (`newAccountPerHour` during its first 24 hours) and `perDay` in
 * any 24 hours. A request over a limit is refused; a queued email over a limit waits for the next
 * hour. Emails about the account's own security (password resets) go to its owner and never count.
 */
import { and, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { type ErrorCode, en } from '../../shared/i18n/errors/en';
import { fill } from '../../shared/i18n/errors/values';
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

/** What each account sent in the last hour and day, and when it was created (a new account's limit). */
interface SentCounts {
  lastHour: number;
  lastDay: number;
  createdAt: Date;
}

/** The sent counts of these accounts at `now`, one statement for all; an unknown account is absent. */
async function sentCounts(tx: Tx, userIds: string[], now: Date): Promise<Map<string, SentCounts>> {
  if (userIds.length === 0) return new Map();
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS).toISOString();
  // A message counts once per recipient: a copied address (Cc) is one more email sent.
  const recipients = sql`coalesce(cardinality(string_to_array(${emailOutbox.toAddress}, ',')), 0)`;
  const rows = await tx
    .select({
      userId: users.id,
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
    .where(inArray(users.id, userIds))
    .groupBy(users.id, users.createdAt);
  return new Map(rows.map(({ userId, ...counts }) => [userId, counts]));
}

/** The limits that apply to an account at `now`: a new account's hourly limit in its first day. */
function limitsAt(limits: SendLimits, createdAt: Date, now: Date) {
  const isNew = now.getTime() - createdAt.getTime() < 24 * HOUR_MS;
  return { isNew, perHour: isNew ? Math.min(limits.newAccountPerHour, limits.perHour) : limits.perHour };
}

/** A limit reached: in English words for the outbox and its history, and as the API's message. */
export interface LimitReached {
  /** "the account's limit of 100 emails an hour was reached" */
  note: string;
  reason: { message: ErrorCode; values: { limit: number } };
}

function reached(message: ErrorCode, limit: number): LimitReached {
  return { note: fill(en[message], { limit }), reason: { message, values: { limit } } };
}

/**
 * Whether one more email of `message` would break a limit at `now`: null when it may go, otherwise
 * the limit reached and when to try again.
 */
export async function sendLimitDeferral(
  tx: Tx,
  limits: SendLimits | undefined,
  message: { userId: string | null; kind: string; toAddress?: string; recipients?: number },
  now: Date,
): Promise<({ until: Date } & LimitReached) | null> {
  if (!limits || !message.userId || LIMIT_EXEMPT_KINDS.includes(message.kind)) return null;
  const row = (await sentCounts(tx, [message.userId], now)).get(message.userId);
  if (!row) return null;
  const { isNew, perHour } = limitsAt(limits, row.createdAt, now);
  const until = nextHour(now);
  const more = message.recipients ?? (message.toAddress ? recipientsOf(message.toAddress).length : 1);
  if (row.lastDay + more > limits.perDay) {
    return { until, ...reached('mail_limit_per_day', limits.perDay) };
  }
  if (row.lastHour + more > perHour) {
    return { until, ...reached(isNew ? 'mail_limit_per_hour_new_account' : 'mail_limit_per_hour', perHour) };
  }
  return null;
}

/**
 * How many more emails each account may send at `now` (issue #36 item 6): what its limits leave after
 * the emails it sent and those already queued to go (pending and due, counted per recipient like the
 * sent ones). The reminder worker claims no more sends than this, so it never renders what it could
 * not send. Without limits every account has room for all.
 */
export async function sendingRoom(
  tx: Tx,
  limits: SendLimits | undefined,
  userIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (!limits) return new Map(userIds.map((id) => [id, Number.POSITIVE_INFINITY]));
  const counts = await sentCounts(tx, userIds, now);
  const queued = await queuedCounts(tx, userIds, now);
  const room = new Map<string, number>();
  for (const userId of userIds) {
    const row = counts.get(userId);
    if (!row) continue;
    const { perHour } = limitsAt(limits, row.createdAt, now);
    const left = Math.min(perHour - row.lastHour, limits.perDay - row.lastDay) - (queued.get(userId) ?? 0);
    room.set(userId, Math.max(0, left));
  }
  return room;
}

/** Recipients of each account's messages waiting to go now that count towards the limits. */
async function queuedCounts(tx: Tx, userIds: string[], now: Date): Promise<Map<string, number>> {
  const recipients = sql`coalesce(cardinality(string_to_array(${emailOutbox.toAddress}, ',')), 0)`;
  const rows = await tx
    .select({ userId: emailOutbox.userId, queued: sql<number>`coalesce(sum(${recipients}), 0)::int` })
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.userId, userIds),
        inArray(emailOutbox.status, ['pending', 'sending']),
        lte(emailOutbox.nextAttemptAt, now),
        notInArray(emailOutbox.kind, LIMIT_EXEMPT_KINDS),
      ),
    )
    .groupBy(emailOutbox.userId);
  return new Map(rows.flatMap((r) => (r.userId ? [[r.userId, r.queued]] : [])));
}
