/**
 * The one definition of an invoice's effective status, in TypeScript and in SQL side by side
 * (status.test.ts proves they agree). Stored statuses: draft, sent, overdue (written by the worker
 * once the due date has passed), paid. An invoice reads overdue when it is stored overdue, or sent
 * and its due date is before today in the owner's time zone. Every query, report, stat, the reminder
 * engine and the notifications use these, never a condition of their own.
 */
import { type SQL, sql } from 'drizzle-orm';
import { balanceDueCents, canDo, type InvoiceAction } from '../../../shared/invoice-lifecycle';
import { AWAITING_PAYMENT_STATUSES, isAwaitingPayment } from '../../../shared/invoice-status';
import { fromCents } from '../../../shared/money';
import { invoices } from '../../db/schema';

/** `today` is the owner's calendar date (YYYY-MM-DD). */
export function effectiveStatus(status: string, dueDate: string, today: string): string {
  return status === 'sent' && dueDate < today ? 'overdue' : status;
}

/**
 * The lifecycle table's `canDo` (shared/invoice-lifecycle.ts) for a stored row, whose balance due is
 * not stored but follows from its figures.
 */
export function invoiceCan(
  row: { status: string; total: string; amountPaid: string; creditedAmount: string },
  action: InvoiceAction,
): boolean {
  return canDo({ ...row, balanceDue: fromCents(balanceDueCents(row)) }, action);
}

/**
 * The same rule in SQL. `today` is an SQL date: a bound parameter (`sql\`${'2026-11-23'}::date\``)
 * or an expression per row, such as the owner's local date (`accountTodaySql`, lib/account-today.ts).
 */
export function effectiveStatusSql(today: SQL): SQL<string> {
  return sql<string>`(case when ${invoices.status} = 'sent' and ${invoices.dueDate} < ${today} then 'overdue' else ${invoices.status} end)`;
}

/**
 * Awaiting payment, "Pending" in the interface's one sense (the Invoices page's Pending table and
 * filter, the dashboard's Pending Invoices card, the reports' Pending count and filter): sent and not
 * yet paid, overdue included. Drafts were never sent and void invoices are no longer owed, so neither
 * is pending. `isAwaitingPayment` (shared/invoice-status.ts, re-exported here) and this SQL read one
 * list of stored statuses; written as literals, so the planner matches them to the status indexes.
 */
export const awaitingPaymentSql: SQL<boolean> = sql<boolean>`(${invoices.status} in (${sql.raw(
  AWAITING_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', '),
)}))`;
export { AWAITING_PAYMENT_STATUSES, isAwaitingPayment };

export type EffectiveStatus = 'draft' | 'sent' | 'overdue' | 'paid' | 'void';

/**
 * `effectiveStatusSql(today) = status` written as conditions on the stored status and due date
 * alone, which an index on (user_id, status, …) or (user_id, due_date, …) can read as ranges: the
 * paged list filters and counts with these (status.test.ts proves both forms agree).
 */
export function effectiveStatusIsSql(status: EffectiveStatus, today: SQL): SQL<boolean> {
  const i = invoices;
  switch (status) {
    case 'sent':
      return sql<boolean>`(${i.status} = 'sent' and ${i.dueDate} >= ${today})`;
    case 'overdue':
      return sql<boolean>`(${i.status} = 'overdue' or (${i.status} = 'sent' and ${i.dueDate} < ${today}))`;
    default:
      return sql<boolean>`(${i.status} = ${status})`;
  }
}

/** Whether the effective status is `status`, in SQL. */
export function hasStatusSql(status: string, today: SQL): SQL<boolean> {
  return sql<boolean>`(${effectiveStatusSql(today)} = ${status})`;
}

/**
 * What is still owed (shared/invoice-lifecycle.ts `balanceDueCents`, re-exported here beside its SQL
 * twin): pending and overdue amounts, aging and the overdue digest count this, not the total.
 */
export { balanceDueCents };

/** The same in SQL, as numeric(10,2): total − amount paid − amount credited, 0 when void. */
export const balanceDueSql: SQL<string> = sql<string>`(case when ${invoices.status} = 'void' then 0::numeric(10,2) else ${invoices.total} - ${invoices.amountPaid} - ${invoices.creditedAmount} end)`;

/** A calendar date (YYYY-MM-DD) as an SQL date. */
export const dateParam = (date: string): SQL => sql`${date}::date`;
