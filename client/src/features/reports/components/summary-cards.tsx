import { amountIn, changeLine, percentOf, type Report } from '@shared/reports';
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
  title,
  icon: Icon,
  value,
  footnote,
  tone,
}: {
  title: string;
  icon: LucideIcon;
  value: React.ReactNode;
  footnote: string;
  tone?: 'up' | 'down';
}) {
  return (
    <Card className="min-w-0 gap-2" data-testid={`report-card-${title.toLowerCase().replaceAll(' ', '-')}`}>
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

const toneOf = (line: string) => (line.startsWith('+') ? 'up' : line.startsWith('-') ? 'down' : undefined);

/** SPEC §2 Reports cards; change lines are computed against the previous period (PRODUCT §1). */
export function SummaryCards({ report }: { report: Report }) {
  const { summary, comparison, currency } = report;
  const change = (
    kind: 'percent' | 'count',
    pick: (p: NonNullable<Report['comparison']>['current']) => number,
  ) =>
    comparison
      ? changeLine(pick(comparison.current), pick(comparison.previous), kind, comparison.basis)
      : '—';
  const revenueChange = change('percent', (p) => amountIn(p.revenue, currency));
  const invoicesChange = change('count', (p) => p.invoices);
  const averageChange = change('percent', (p) => amountIn(p.averageInvoiceValue, currency));
  const total = summary.totalInvoices;
  const share = (n: number) => `${percentOf(n, total)}% of total`;

  return (
    <section aria-label="Summary" className="mb-6 grid gap-3 sm:gap-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          title="Total Revenue"
          icon={DollarSign}
          value={<AmountList amounts={summary.totalRevenue} />}
          footnote={revenueChange}
          tone={toneOf(revenueChange)}
        />
        <StatCard
          title="Total Invoices"
          icon={FileText}
          value={total}
          footnote={invoicesChange}
          tone={toneOf(invoicesChange)}
        />
        <StatCard
          title="Average Invoice"
          icon={TrendingUp}
          value={<AmountList amounts={summary.averageInvoiceValue} />}
          footnote={averageChange}
        />
        <StatCard
          title="Active Clients"
          icon={Users}
          value={summary.activeClients}
          footnote={`of ${summary.totalClients} total clients`}
        />
      </div>
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <StatCard
          title="Paid"
          icon={CheckCircle2}
          value={summary.paidInvoices}
          footnote={share(summary.paidInvoices)}
        />
        <StatCard
          title="Pending"
          icon={Clock}
          value={summary.pendingInvoices}
          footnote={`${share(summary.pendingInvoices)}, overdue included`}
        />
        <StatCard
          title="Overdue"
          icon={AlertTriangle}
          value={summary.overdueInvoices}
          footnote={share(summary.overdueInvoices)}
        />
      </div>
    </section>
  );
}
