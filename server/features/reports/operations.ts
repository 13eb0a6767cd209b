import { todayIn } from '../../../shared/dates';
import { fromCents, toCents } from '../../../shared/money';
import {
  AGING_BUCKETS,
  type AgingBucket,
  type Amounts,
  type ClientReportRow,
  type Report,
  type ReportFilter,
  type ReportQuery,
} from '../../../shared/reports';
import { notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { comparisonWindows, firstDay, lastDay, monthSeries } from './periods';
import * as repo from './repository';
import { reportRowsJson } from './rows';
import type { Scope } from './scope';
import { vatByRate } from './vat';

type Entry = { currency: string; amount: string | null };

/**
 * Amounts per currency, never added across currencies: the company currency first (always, "0.00"
 * when absent), then any other currency with a non-zero amount, alphabetically.
 */
export function perCurrency(entries: Entry[], companyCurrency: string): Amounts {
  const cents = new Map<string, number>();
  for (const { currency, amount } of entries) {
    if (amount === null) continue;
    cents.set(currency, (cents.get(currency) ?? 0) + toCents(amount));
  }
  const others = [...cents.keys()].filter((c) => c !== companyCurrency && cents.get(c) !== 0).sort();
  return [companyCurrency, ...others].map((currency) => ({
    currency,
    amount: fromCents(cents.get(currency) ?? 0),
  }));
}

async function scopeFor(deps: Deps, userId: string, filter: ReportFilter, now: Date) {
  const context = await repo.findUserContext(deps.db, userId);
  if (!context) throw notFound('user_not_found');
  const scope: Scope = {
    userId,
    today: todayIn(context.timeZone, now),
    status: filter.status,
    startDate: filter.startDate,
    endDate: filter.endDate,
  };
  return { scope, context };
}

/** GET /api/reports: the summary, the change-line figures and the chosen report type's breakdown. */
export async function getReport(
  deps: Deps,
  userId: string,
  query: ReportQuery,
  now = new Date(),
): Promise<Report> {
  const { scope, context } = await scopeFor(deps, userId, query, now);
  const { currency } = context;
  const windows = comparisonWindows(scope.today, scope.startDate, scope.endDate);
  const grouped = await repo.summaryByCurrency(deps.db, scope, windows);
  const rows = grouped.flatMap((r) => (r.currency === null ? [] : [{ ...r, currency: r.currency }]));
  const activeClients = grouped.find((r) => r.currency === null)?.activeClients ?? 0;
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const money = (pick: (r: (typeof rows)[number]) => string | null) =>
    perCurrency(
      rows.map((r) => ({ currency: r.currency, amount: pick(r) })),
      currency,
    );

  const report: Report = {
    reportType: query.reportType,
    status: query.status,
    startDate: query.startDate ?? null,
    endDate: query.endDate ?? null,
    currency,
    today: scope.today,
    hasInvoices: Boolean(context.hasInvoices),
    summary: {
      totalRevenue: money((r) => r.revenue),
      totalInvoices: sum((r) => r.invoices),
      paidInvoices: sum((r) => r.paid),
      pendingInvoices: sum((r) => r.pending),
      overdueInvoices: sum((r) => r.overdue),
      averageInvoiceValue: money((r) => r.average),
      totalClients: context.totalClients,
      activeClients,
    },
    comparison: windows && {
      basis: windows.basis,
      current: {
        ...windows.current,
        revenue: money((r) => r.currentRevenue),
        invoices: sum((r) => r.currentInvoices),
        averageInvoiceValue: money((r) => r.currentAverage),
      },
      previous: {
        ...windows.previous,
        revenue: money((r) => r.previousRevenue),
        invoices: sum((r) => r.previousInvoices),
        averageInvoiceValue: money((r) => r.previousAverage),
      },
    },
  };

  const type = query.reportType;
  if (type === 'overview' || type === 'revenue')
    report.revenueByMonth = await revenueSeries(deps, scope, currency);
  if (type === 'client') report.clients = await clientTotals(deps, scope, currency);
  if (type === 'overview' || type === 'aging') report.aging = await agingBuckets(deps, scope, currency);
  if (type === 'overview') report.vatByRate = await vatByRate(deps.db, scope, currency);
  return report;
}

async function revenueSeries(deps: Deps, scope: Scope, currency: string) {
  const months = monthSeries(scope.today, scope.startDate, scope.endDate);
  const from = firstDay(months[0]);
  const to = lastDay(months[months.length - 1]);
  const window = {
    start: scope.startDate && scope.startDate > from ? scope.startDate : from,
    end: scope.endDate && scope.endDate < to ? scope.endDate : to,
  };
  const rows = await repo.revenueByMonth(deps.db, scope, window);
  return months.map((month) => ({
    month,
    revenue: perCurrency(
      rows.filter((r) => r.month === month),
      currency,
    ),
  }));
}

async function clientTotals(deps: Deps, scope: Scope, currency: string): Promise<ClientReportRow[]> {
  const rows = await repo.totalsByClient(deps.db, scope);
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = row.clientId === null ? `name:${row.name}` : `id:${row.clientId}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const money = (group: typeof rows, pick: (r: (typeof rows)[number]) => string) =>
    perCurrency(
      group.map((r) => ({ currency: r.currency, amount: pick(r) })),
      currency,
    );
  const result = [...groups.values()].map((group) => ({
    clientId: group[0].clientId,
    name: group[0].name,
    invoices: group.reduce((n, r) => n + r.invoices, 0),
    invoiced: money(group, (r) => r.invoiced),
    paid: money(group, (r) => r.paid),
    outstanding: money(group, (r) => r.outstanding),
    overdue: money(group, (r) => r.overdue),
  }));
  // Largest in the company currency first; then by number of invoices and name, so the order is stable.
  return result.sort(
    (a, b) =>
      toCents(b.invoiced[0].amount) - toCents(a.invoiced[0].amount) ||
      b.invoices - a.invoices ||
      a.name.localeCompare(b.name),
  );
}

async function agingBuckets(deps: Deps, scope: Scope, currency: string) {
  const rows = await repo.agingByCurrency(deps.db, scope);
  return AGING_BUCKETS.map((bucket: AgingBucket) => {
    const inBucket = rows.filter((r) => r.bucket === bucket);
    return {
      bucket,
      invoices: inBucket.reduce((n, r) => n + r.invoices, 0),
      amount: perCurrency(inBucket, currency),
    };
  });
}

/** GET /api/reports/invoices: the rows of the Invoice Details table and the CSV export, as JSON text. */
export async function reportInvoicesJson(
  deps: Deps,
  userId: string,
  filter: ReportFilter,
  now = new Date(),
): Promise<string> {
  const { scope } = await scopeFor(deps, userId, filter, now);
  return reportRowsJson(deps.db, scope);
}
