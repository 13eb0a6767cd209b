import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { interfaceLocale } from '@shared/interface-locale';
import { amountIn, percentOf, type Report } from '@shared/reports';
import {
  AlertTriangle,
  CheckCircle2,
  Clock,
  DollarSign,
  FileText,
  type LucideIcon,
  TrendingUp,
  Users,
} from 'lucide-react';
import type * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { AmountList } from './amount-list';

function StatCard({
  id,
  title,
  icon: Icon,
  value,
  footnote,
  tone,
}: {
  /** Names the card for tests in every language: "total-revenue". */
  id: string;
  title: string;
  icon: LucideIcon;
  value: React.ReactNode;
  footnote: string;
  tone?: 'up' | 'down';
}) {
  return (
    <Card className="min-w-0 gap-2" data-testid={`report-card-${id}`}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-3 sm:px-5">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <Icon className="hidden size-4 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
      </CardHeader>
      <CardContent className="grid gap-1 px-3 sm:px-5">
        <div className="text-xl font-bold tabular-nums [overflow-wrap:anywhere] sm:text-2xl">{value}</div>
        <p
          className={cn(
            'text-xs',
            tone === 'up' ? 'text-emerald-700' : tone === 'down' ? 'text-red-700' : 'text-muted-foreground',
          )}
        >
          {footnote}
        </p>
      </CardContent>
    </Card>
  );
}

type Change = { value: number; kind: 'percent' | 'count' } | null;

/**
 * A card's change against the earlier period (PRODUCT §1, shared/reports.ts changeLine): a percentage
 * or a count, rounded; null when the earlier period has nothing to compare with.
 */
function changeOf(current: number, previous: number, kind: 'percent' | 'count'): Change {
  if (previous === 0) return null;
  const value = kind === 'percent' ? Math.round(((current - previous) / previous) * 100) : current - previous;
  return { value, kind };
}

const toneOf = (change: Change) =>
  !change || change.value === 0 ? undefined : change.value > 0 ? 'up' : 'down';

/** SPEC §2 Reports cards; change lines are computed against the previous period (PRODUCT §1). */
export function SummaryCards({ report }: { report: Report }) {
  const { t } = useLingui();
  const { summary, comparison, currency } = report;
  const changeBy = (
    kind: 'percent' | 'count',
    pick: (p: NonNullable<Report['comparison']>['current']) => number,
  ): Change => (comparison ? changeOf(pick(comparison.current), pick(comparison.previous), kind) : null);
  /** "+12% from last month", "+3 from previous period", or "—". */
  const line = (c: Change) => {
    if (!c) return '—';
    const change = new Intl.NumberFormat(interfaceLocale(), {
      signDisplay: 'exceptZero',
      useGrouping: false,
    }).format(c.value);
    const month = comparison?.basis === 'month';
    if (c.kind === 'percent')
      return month ? t`${change}% from last month` : t`${change}% from previous period`;
    return month ? t`${change} from last month` : t`${change} from previous period`;
  };
  const revenueChange = changeBy('percent', (p) => amountIn(p.revenue, currency));
  const invoicesChange = changeBy('count', (p) => p.invoices);
  const averageChange = changeBy('percent', (p) => amountIn(p.averageInvoiceValue, currency));
  const total = summary.totalInvoices;
  const totalClients = summary.totalClients;
  const share = (n: number) => {
    const percent = percentOf(n, total);
    return t`${percent}% of total`;
  };
  const pendingPercent = percentOf(summary.pendingInvoices, total);

  return (
    <section aria-label={t`Summary`} className="mb-6 grid gap-3 sm:gap-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          id="total-revenue"
          title={t`Total Revenue`}
          icon={DollarSign}
          value={<AmountList amounts={summary.totalRevenue} />}
          footnote={line(revenueChange)}
          tone={toneOf(revenueChange)}
        />
        <StatCard
          id="total-invoices"
          title={t`Total Invoices`}
          icon={FileText}
          value={total}
          footnote={line(invoicesChange)}
          tone={toneOf(invoicesChange)}
        />
        <StatCard
          id="average-invoice"
          title={t`Average Invoice`}
          icon={TrendingUp}
          value={<AmountList amounts={summary.averageInvoiceValue} />}
          footnote={line(averageChange)}
        />
        <StatCard
          id="active-clients"
          title={t`Active Clients`}
          icon={Users}
          value={summary.activeClients}
          footnote={t`${plural(totalClients, { one: 'of # total clients', other: 'of # total clients' })}`}
        />
      </div>
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <StatCard
          id="paid"
          title={t({ message: 'Paid', context: 'invoices' })}
          icon={CheckCircle2}
          value={summary.paidInvoices}
          footnote={share(summary.paidInvoices)}
        />
        <StatCard
          id="pending"
          title={t({ message: 'Pending', context: 'invoices' })}
          icon={Clock}
          value={summary.pendingInvoices}
          footnote={t`${pendingPercent}% of total, overdue included`}
        />
        <StatCard
          id="overdue"
          title={t({ message: 'Overdue', context: 'invoices' })}
          icon={AlertTriangle}
          value={summary.overdueInvoices}
          footnote={share(summary.overdueInvoices)}
        />
      </div>
    </section>
  );
}
