/**
 * The kept figures (drizzle/0012, docs/decisions/028): a user's invoices counted per currency, stored
 * status and — for sent invoices — due date, and the money received per currency and month, kept by
 * database triggers in the transactions that change invoices and payments. Reading them is a few rows
 * per user whatever the number of invoices. `today` (the owner's date) splits sent invoices into
 * pending and overdue by the same rule as `effectiveStatus` (status.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { InvoiceStatusCounts } from '../../../shared/invoices';
import { toCents } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { invoiceFigures, revenueFigures } from '../../db/schema';
import { effectiveStatus } from './status';

export interface FigureRow {
  currency: string;
  /** The effective status on `today`: draft, sent (pending, not yet due), overdue, paid or void. */
  status: string;
  count: number;
  /** Totals and balances due in cents. */
  total: number;
  balanceDue: number;
}

/** The user's kept invoice figures, each row's status as it reads on `today`. */
export async function invoiceFiguresOn(tx: Tx, userId: string, today: string): Promise<FigureRow[]> {
  const rows = await tx
    .select({
      currency: invoiceFigures.currency,
      status: invoiceFigures.status,
      dueDate: sql<string>`${invoiceFigures.dueDate}::text`,
      count: invoiceFigures.invoiceCount,
      total: invoiceFigures.total,
      balanceDue: invoiceFigures.balanceDue,
    })
    .from(invoiceFigures)
    .where(eq(invoiceFigures.userId, userId));
  return rows.map((r) => ({
    currency: r.currency,
    status: effectiveStatus(r.status, r.dueDate, today),
    count: r.count,
    total: toCents(r.total),
    balanceDue: toCents(r.balanceDue),
  }));
}

/** Counts per status over all of the user's invoices (the Invoices page's tabs without a search). */
export async function keptStatusCounts(tx: Tx, userId: string, today: string): Promise<InvoiceStatusCounts> {
  const counts: InvoiceStatusCounts = { draft: 0, pending: 0, overdue: 0, paid: 0, void: 0 };
  for (const row of await invoiceFiguresOn(tx, userId, today)) {
    const key = row.status === 'sent' ? 'pending' : (row.status as keyof InvoiceStatusCounts);
    if (key in counts) counts[key] += row.count;
  }
  return counts;
}

export interface RevenueMonth {
  currency: string;
  /** The month's first day, YYYY-MM-DD. */
  month: string;
  /** Money received in cents. */
  amount: number;
}

/** Money received per currency and month, on invoices that are not void. */
export async function revenueByMonth(tx: Tx, userId: string): Promise<RevenueMonth[]> {
  const rows = await tx
    .select({ currency: revenueFigures.currency, month: revenueFigures.month, amount: revenueFigures.amount })
    .from(revenueFigures)
    .where(eq(revenueFigures.userId, userId));
  return rows.map((r) => ({ currency: r.currency, month: r.month, amount: toCents(r.amount) }));
}
