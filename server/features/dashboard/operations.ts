import { TZDate } from '@date-fns/tz';
import { type CurrencyStats, type DashboardStats, percentChange } from '../../../shared/dashboard';
import { todayIn } from '../../../shared/dates';
import { fromCents } from '../../../shared/money';
import type { Tx } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { SharedReads } from '../../lib/shared-read';
import type { Account } from '../../plugins/session';
import { dashboardFiguresOf } from '../invoices/figures';
import { isAwaitingPayment } from '../invoices/status';
import { zoneAndCurrency } from '../settings/repository';

export interface Period {
  /** The user's today, YYYY-MM-DD. */
  today: string;
  /** First day of this month and of the previous month, YYYY-MM-DD, in the user's zone. */
  monthStart: string;
  previousMonthStart: string;
  timeZone: string;
  /** The instant this month began in the user's zone (compared directly with creation timestamps). */
  monthStartsAt: Date;
}

/** This month and the previous calendar month, in the user's zone. */
export function periodFor(timeZone: string, now: Date): Period {
  const today = todayIn(timeZone, now);
  const [y, m] = today.split('-').map(Number);
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const first = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
  const startsAt = (year: number, month: number) =>
    new Date(new TZDate(year, month - 1, 1, timeZone).getTime());
  return {
    today,
    timeZone,
    monthStart: first(y, m),
    previousMonthStart: first(py, pm),
    monthStartsAt: startsAt(y, m),
  };
}

interface CurrencyFigures {
  currency: string;
  /** Cents. */
  totalRevenue: number;
  pendingCount: number;
  pendingAmount: number;
  overdueCount: number;
  overdueAmount: number;
  draftCount: number;
  draftAmount: number;
  monthlyRevenue: number;
  previousMonthRevenue: number;
  createdThisMonth: number;
}

const emptyFigures = (currency: string): CurrencyFigures => ({
  currency,
  totalRevenue: 0,
  pendingCount: 0,
  pendingAmount: 0,
  overdueCount: 0,
  overdueAmount: 0,
  draftCount: 0,
  draftAmount: 0,
  monthlyRevenue: 0,
  previousMonthRevenue: 0,
  createdThisMonth: 0,
});

function toCurrencyStats(f: CurrencyFigures): CurrencyStats {
  return {
    currency: f.currency,
    totalRevenue: fromCents(f.totalRevenue),
    pendingInvoices: f.pendingCount,
    pendingAmount: fromCents(f.pendingAmount),
    overdueInvoices: f.overdueCount,
    overdueAmount: fromCents(f.overdueAmount),
    draftInvoices: f.draftCount,
    draftAmount: fromCents(f.draftAmount),
    monthlyRevenue: fromCents(f.monthlyRevenue),
    previousMonthRevenue: fromCents(f.previousMonthRevenue),
    revenueChange: percentChange(f.monthlyRevenue, f.previousMonthRevenue),
  };
}

/**
 * Per-currency figures from the kept figures (invoices/figures.ts), so a request reads a few rows
 * whatever the number of invoices. Revenue is money received: payments by the calendar date they were
 * paid on. Pending (sent and unpaid, overdue included) and overdue amounts are balances due; drafts are
 * counted apart, at their totals, and never as pending. Void invoices count nowhere.
 */
async function currencyFigures(tx: Tx, userId: string, period: Period): Promise<CurrencyFigures[]> {
  const { invoices, revenue, created } = await dashboardFiguresOf(tx, userId, {
    today: period.today,
    month: period.monthStart,
    previousMonth: period.previousMonthStart,
    since: period.monthStartsAt,
  });
  const byCurrency = new Map<string, CurrencyFigures>();
  const of = (currency: string) => {
    let f = byCurrency.get(currency);
    if (!f) {
      f = emptyFigures(currency);
      byCurrency.set(currency, f);
    }
    return f;
  };
  for (const row of invoices) {
    if (row.status === 'void') continue;
    const f = of(row.currency);
    if (row.status === 'draft') {
      f.draftCount += row.count;
      f.draftAmount += row.total;
    } else if (isAwaitingPayment(row)) {
      f.pendingCount += row.count;
      f.pendingAmount += row.balanceDue;
      if (row.status === 'overdue') {
        f.overdueCount += row.count;
        f.overdueAmount += row.balanceDue;
      }
    }
  }
  for (const r of revenue) {
    const f = of(r.currency);
    f.totalRevenue += r.total;
    f.monthlyRevenue += r.month;
    f.previousMonthRevenue += r.previousMonth;
  }
  for (const [currency, count] of created) of(currency).createdThisMonth += count;
  return [...byCurrency.values()];
}

/** One read at a time per user and period, shared by the requests queued behind it (per database). */
const figureReads = new WeakMap<object, SharedReads<CurrencyFigures[]>>();

function sharedCurrencyFigures(deps: Deps, userId: string, period: Period): Promise<CurrencyFigures[]> {
  let reads = figureReads.get(deps.db);
  if (!reads) {
    reads = new SharedReads();
    figureReads.set(deps.db, reads);
  }
  const key = [userId, period.timeZone, period.today, period.monthStartsAt.toISOString()].join('|');
  return reads.read(key, () => currencyFigures(deps.db, userId, period));
}

/**
 * The dashboard figures. Amounts are never added across currencies: the company currency is the
 * headline and every currency present is listed in byCurrency (company currency first).
 */
export async function getDashboardStats(
  deps: Deps,
  userId: string,
  now = new Date(),
  known?: Account,
): Promise<DashboardStats> {
  const { timeZone, currency } = await zoneAndCurrency(deps.db, userId, known);
  const rows = await sharedCurrencyFigures(deps, userId, periodFor(timeZone, now));
  const home = rows.find((r) => r.currency === currency) ?? emptyFigures(currency);
  const others = rows.filter((r) => r !== home).sort((a, b) => a.currency.localeCompare(b.currency));
  const sum = (pick: (r: CurrencyFigures) => number) => rows.reduce((n, r) => n + pick(r), 0);
  return {
    ...toCurrencyStats(home),
    pendingInvoices: sum((r) => r.pendingCount),
    overdueInvoices: sum((r) => r.overdueCount),
    draftInvoices: sum((r) => r.draftCount),
    monthlyInvoiceCount: sum((r) => r.createdThisMonth),
    byCurrency: [home, ...others].map(toCurrencyStats),
  };
}
