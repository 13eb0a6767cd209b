import { TZDate } from '@date-fns/tz';
import { type CurrencyStats, type DashboardStats, percentChange } from '../../../shared/dashboard';
import { todayIn } from '../../../shared/dates';
import { fromCents, toCents } from '../../../shared/money';
import type { Deps } from '../../lib/deps';
import { SharedReads } from '../../lib/shared-read';
import type { Account } from '../../plugins/session';
import { zoneAndCurrency } from '../settings/repository';
import { type CurrencyTotalsRow, currencyTotals, type Period } from './repository';

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

const normalize = (amount: string) => fromCents(toCents(amount));

function toCurrencyStats(row: CurrencyTotalsRow): CurrencyStats {
  return {
    currency: row.currency,
    totalRevenue: normalize(row.totalRevenue),
    pendingInvoices: row.pendingCount,
    pendingAmount: normalize(row.pendingAmount),
    overdueInvoices: row.overdueCount,
    overdueAmount: normalize(row.overdueAmount),
    draftInvoices: row.draftCount,
    draftAmount: normalize(row.draftAmount),
    monthlyRevenue: normalize(row.monthlyRevenue),
    previousMonthRevenue: normalize(row.previousMonthRevenue),
    revenueChange: percentChange(toCents(row.monthlyRevenue), toCents(row.previousMonthRevenue)),
  };
}

const emptyRow = (currency: string): CurrencyTotalsRow => ({
  currency,
  totalRevenue: '0',
  pendingCount: 0,
  pendingAmount: '0',
  overdueCount: 0,
  overdueAmount: '0',
  draftCount: 0,
  draftAmount: '0',
  monthlyRevenue: '0',
  previousMonthRevenue: '0',
  createdThisMonth: 0,
});

/** One aggregate at a time per user and period, shared by the requests queued behind it (per database). */
const totalsReads = new WeakMap<object, SharedReads<CurrencyTotalsRow[]>>();

function sharedCurrencyTotals(deps: Deps, userId: string, period: Period): Promise<CurrencyTotalsRow[]> {
  let reads = totalsReads.get(deps.db);
  if (!reads) {
    reads = new SharedReads();
    totalsReads.set(deps.db, reads);
  }
  const key = [userId, period.timeZone, period.today, period.monthStartsAt.toISOString()].join('|');
  return reads.read(key, () => currencyTotals(deps.db, userId, period));
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
  const rows = await sharedCurrencyTotals(deps, userId, periodFor(timeZone, now));
  const home = rows.find((r) => r.currency === currency) ?? emptyRow(currency);
  const others = rows.filter((r) => r !== home).sort((a, b) => a.currency.localeCompare(b.currency));
  const sum = (pick: (r: CurrencyTotalsRow) => number) => rows.reduce((n, r) => n + pick(r), 0);
  return {
    ...toCurrencyStats(home),
    pendingInvoices: sum((r) => r.pendingCount),
    overdueInvoices: sum((r) => r.overdueCount),
    draftInvoices: sum((r) => r.draftCount),
    monthlyInvoiceCount: sum((r) => r.createdThisMonth),
    byCurrency: [home, ...others].map(toCurrencyStats),
  };
}
