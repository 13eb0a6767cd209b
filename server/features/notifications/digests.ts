/**
 * The user's own emails the notification preferences ask for: a daily overdue digest and a Monday
 * summary. Each goes out once per key (notification_sends primary key), claimed in the same
 * transaction that queues the email. (The client's payment receipt is in receipt.ts.)
 */
import { and, desc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import { formatCents } from '../../../shared/currency';
import { addDays, formatDocumentDate, todayIn } from '../../../shared/dates';
import { companyDisplayName } from '../../../shared/invoice-document';
import { localeForCountry } from '../../../shared/locale-defaults';
import { toCents } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { invoices, notificationPreferences, notificationSends, payments, users } from '../../db/schema';
import { accountTodaySql } from '../../lib/account-today';
import type { Deps } from '../../lib/deps';
import { sendHourPassedSql, sendMoment } from '../../lib/send-moment';
import { htmlLayout, textToHtml } from '../../mail/compose';
import type { QueueInput } from '../../mail/outbox';
import { ownerVariables } from '../document-mail/variables';
import { awaitingPaymentSql, balanceDueCents, effectiveStatus, isAwaitingPayment } from '../invoices/status';
import { getSettings } from '../settings/repository';

/** Queues `mail` once for (user, kind, periodKey); answers the outbox id, or undefined when already sent. */
async function sendOnce(
  deps: Deps,
  key: { userId: string; kind: string; periodKey: string },
  now: Date,
  build: (tx: Tx) => Promise<QueueInput | undefined>,
): Promise<number | undefined> {
  const match = and(
    eq(notificationSends.userId, key.userId),
    eq(notificationSends.kind, key.kind),
    eq(notificationSends.periodKey, key.periodKey),
  );
  const outboxId = await deps.db.transaction(async (tx) => {
    const [done] = await tx.select({ kind: notificationSends.kind }).from(notificationSends).where(match);
    if (done) return undefined;
    const mail = await build(tx);
    if (!mail) return undefined;
    // The primary key lets exactly one worker through, even when several built the same email.
    const [claim] = await tx.insert(notificationSends).values(key).onConflictDoNothing().returning();
    if (!claim) return undefined;
    const id = await deps.mailer.enqueue(tx, mail);
    await tx.update(notificationSends).set({ outboxId: id }).where(match);
    return id;
  });
  if (outboxId !== undefined) await deps.mailer.deliver(outboxId, now);
  return outboxId;
}

// ── Helpers for the user's own emails ──────────────────────────────────────────────────────

type Totals = Map<string, { count: number; cents: number }>;

function addTo(totals: Totals, currency: string, cents: number) {
  const t = totals.get(currency) ?? { count: 0, cents: 0 };
  t.count += 1;
  t.cents += cents;
  totals.set(currency, t);
}

/** "3 invoices — €1,200.00 + $300.00": amounts of different currencies are listed, never added. */
function describeTotals(totals: Totals, locale: string, noun = 'invoice'): string {
  const count = [...totals.values()].reduce((n, t) => n + t.count, 0);
  if (count === 0) return 'none';
  const amounts = [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, t]) => formatCents(t.cents, currency, locale));
  return `${count} ${noun}${count === 1 ? '' : 's'} — ${amounts.join(' + ')}`;
}

function userMail(
  user: { id: string; email: string },
  kind: string,
  subject: string,
  text: string,
): QueueInput {
  return { userId: user.id, kind, to: user.email, subject, text, html: htmlLayout(textToHtml(text)) };
}

// ── Overdue digest ─────────────────────────────────────────────────────────────────────────

const OVERDUE_KIND = 'overdue-digest';
/** How far back a digest looks when earlier days were missed. */
const DIGEST_LOOKBACK_DAYS = 7;

/**
 * From SEND_HOUR (09:00) in the user's time zone, one email a day listing the invoices that became
 * overdue since the previous digest (an invoice becomes overdue the day after its due date). Nothing
 * is sent on a day when no invoice became overdue.
 */
export async function runOverdueDigests(deps: Deps, now: Date): Promise<number> {
  const utcToday = now.toISOString().slice(0, 10);
  const candidates = await deps.db
    .selectDistinct({ id: users.id, email: users.email, timeZone: users.timeZone })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        awaitingPaymentSql,
        gte(invoices.dueDate, addDays(utcToday, -(DIGEST_LOOKBACK_DAYS + 2))),
        lte(invoices.dueDate, addDays(utcToday, 1)),
        sql`coalesce(${notificationPreferences.overdueAlerts}, true)`,
        // Not before SEND_HOUR where the user is, and not again once today's digest went out.
        sendHourPassedSql(accountTodaySql(now), now),
        sql`not exists (select 1 from ${notificationSends} s where s.user_id = ${users.id}
              and s.kind = ${OVERDUE_KIND} and s.period_key = ${accountTodaySql(now)}::text)`,
      ),
    );
  return eachUser(candidates, async (user) => {
    const today = todayIn(user.timeZone, now);
    if (now < sendMoment(today, user.timeZone)) return false;
    const id = await sendOnce(deps, { userId: user.id, kind: OVERDUE_KIND, periodKey: today }, now, (tx) =>
      overdueDigest(tx, user, today),
    );
    return id !== undefined;
  });
}

/** Runs `send` for every user; one user's failure never stops the others, and all are reported at the end. */
async function eachUser<U>(users: U[], send: (user: U) => Promise<boolean>): Promise<number> {
  let sent = 0;
  const errors: unknown[] = [];
  for (const user of users) {
    try {
      if (await send(user)) sent++;
    } catch (err) {
      errors.push(err);
    }
  }
  if (errors.length > 0)
    throw new AggregateError(errors, `Notification emails failed for ${errors.length} user(s)`);
  return sent;
}

async function overdueDigest(tx: Tx, user: { id: string; email: string }, today: string) {
  const [last] = await tx
    .select({ periodKey: notificationSends.periodKey })
    .from(notificationSends)
    .where(
      and(
        eq(notificationSends.userId, user.id),
        eq(notificationSends.kind, OVERDUE_KIND),
        lt(notificationSends.periodKey, today),
      ),
    )
    .orderBy(desc(notificationSends.periodKey))
    .limit(1);
  const earliest = addDays(today, -DIGEST_LOOKBACK_DAYS);
  // Dates as YYYY-MM-DD sort as text: the later of the previous digest and the lookback limit.
  const from = last ? [last.periodKey, earliest].sort()[1] : addDays(today, -1);
  const rows = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, user.id),
        awaitingPaymentSql,
        gte(invoices.dueDate, from),
        lte(invoices.dueDate, addDays(today, -1)),
      ),
    )
    .orderBy(invoices.dueDate, invoices.invoiceNumber);
  if (rows.length === 0) return undefined;
  const settings = await getSettings(tx, user.id);
  const lines = rows.map((r) => {
    const v = ownerVariables(r, settings, today);
    // What is still owed (after payments and credit notes); the total beside it when they took part of it.
    const owed =
      balanceDueCents(r) < toCents(r.total) ? `${v.balanceDue} still due of ${v.amount}` : v.amount;
    return `• ${r.invoiceNumber} — ${r.clientName} — ${owed}, due ${v.dueDate}`;
  });
  const n = rows.length;
  const text = `${n} invoice${n === 1 ? '' : 's'} became overdue:\n\n${lines.join('\n')}\n\nAutomatic reminders follow each invoice's reminder flow.`;
  return userMail(user, OVERDUE_KIND, `${n} invoice${n === 1 ? '' : 's'} became overdue`, text);
}

// ── Weekly report ──────────────────────────────────────────────────────────────────────────

const WEEKLY_KIND = 'weekly-report';

/** ISO 8601 week of a calendar date, e.g. "2026-W10". */
export function isoWeekKey(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = (d.getUTCDay() + 6) % 7; // Monday = 0
  d.setUTCDate(d.getUTCDate() - weekday + 3); // the Thursday of this week decides the year
  const year = d.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((d.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Mondays from SEND_HOUR (09:00) in the user's time zone: last week's figures, per currency. */
export async function runWeeklyReports(deps: Deps, now: Date): Promise<number> {
  const candidates = await deps.db
    .select({ id: users.id, email: users.email, timeZone: users.timeZone })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .where(
      and(
        eq(notificationPreferences.weeklyReports, true),
        // Mondays from SEND_HOUR where the user is, and not again once this week's summary went out.
        sql`extract(isodow from ${accountTodaySql(now)}) = 1`,
        sendHourPassedSql(accountTodaySql(now), now),
        sql`not exists (select 1 from ${notificationSends} s where s.user_id = ${users.id}
              and s.kind = ${WEEKLY_KIND} and s.period_key = to_char(${accountTodaySql(now)}, 'IYYY"-W"IW'))`,
      ),
    );
  return eachUser(candidates, async (user) => {
    const today = todayIn(user.timeZone, now);
    const isMonday = new Date(`${today}T00:00:00Z`).getUTCDay() === 1;
    if (!isMonday || now < sendMoment(today, user.timeZone)) return false;
    const id = await sendOnce(
      deps,
      { userId: user.id, kind: WEEKLY_KIND, periodKey: isoWeekKey(today) },
      now,
      (tx) => weeklyReport(tx, user, today),
    );
    return id !== undefined;
  });
}

/**
 * Last week (Monday to Sunday, the user's dates): invoices sent, money received (the payments paid
 * on those days), and the balances due now. Void invoices count nowhere.
 */
async function weeklyReport(tx: Tx, user: { id: string; email: string; timeZone: string }, today: string) {
  const weekStart = addDays(today, -7);
  const from = sendMoment(weekStart, user.timeZone, 0);
  const to = sendMoment(today, user.timeZone, 0);
  const rows = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, user.id), ne(invoices.status, 'void')));
  const received = await tx
    .select({ currency: invoices.currency, amount: payments.amount })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(
      and(
        eq(payments.userId, user.id),
        ne(invoices.status, 'void'),
        gte(payments.paidOn, weekStart),
        lt(payments.paidOn, today),
      ),
    );
  const sentT: Totals = new Map();
  const paidT: Totals = new Map();
  const outstandingT: Totals = new Map();
  const overdueT: Totals = new Map();
  for (const p of received) addTo(paidT, p.currency, toCents(p.amount));
  for (const r of rows) {
    if (r.sentAt && r.sentAt >= from && r.sentAt < to) addTo(sentT, r.currency, toCents(r.total));
    const status = effectiveStatus(r.status, r.dueDate, today);
    if (isAwaitingPayment({ status })) addTo(outstandingT, r.currency, balanceDueCents(r));
    if (status === 'overdue') addTo(overdueT, r.currency, balanceDueCents(r));
  }
  const settings = await getSettings(tx, user.id);
  const locale = localeForCountry(settings.country);
  const period = `${formatDocumentDate(weekStart, locale)} – ${formatDocumentDate(addDays(today, -1), locale)}`;
  const text = [
    `Your week at ${companyDisplayName(settings.companyName)}, ${period}:`,
    `Sent: ${describeTotals(sentT, locale)}\nPaid: ${describeTotals(paidT, locale, 'payment')}`,
    `Outstanding now: ${describeTotals(outstandingT, locale)}\nOverdue now: ${describeTotals(overdueT, locale)}`,
  ].join('\n\n');
  return userMail(user, WEEKLY_KIND, `Your weekly summary: ${period}`, text);
}
