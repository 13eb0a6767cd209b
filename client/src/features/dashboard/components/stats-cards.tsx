import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import type { CurrencyStats, DashboardStats } from '@shared/dashboard';
import { AlertTriangle, CalendarDays, Clock, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import type * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useDashboardStats } from '../api/get-dashboard-stats';

function StatCard({
  title,
  icon: Icon,
  value,
  children,
  testId,
}: {
  title: string;
  icon: React.ComponentType<{ className?: string }>;
  value: React.ReactNode;
  children?: React.ReactNode;
  testId: string;
}) {
  return (
    <Card data-testid={testId} className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-2xl font-bold tracking-tight">{value}</p>
        <div className="text-xs text-muted-foreground">{children}</div>
      </CardContent>
    </Card>
  );
}

/** Other currencies' figures, listed beside the headline (never added to it). */
function OtherCurrencies({
  stats,
  pick,
  phrase = (amount) => amount,
}: {
  stats: DashboardStats;
  pick: (c: CurrencyStats) => string;
  phrase?: (amount: string) => React.ReactNode;
}) {
  const others = stats.byCurrency.filter((c) => c.currency !== stats.currency && Number(pick(c)) !== 0);
  if (others.length === 0) return null;
  return (
    <ul className="text-xs text-muted-foreground">
      {others.map((c) => (
        <li key={c.currency}>+ {phrase(formatMoney(pick(c), c.currency))}</li>
      ))}
    </ul>
  );
}

function RevenueChange({ change }: { change: number | null }) {
  if (change === null) {
    return (
      <span>
        <span aria-hidden="true">—</span>
        <span className="sr-only">
          <Trans>No earlier month to compare with</Trans>
        </span>
      </span>
    );
  }
  const up = change >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <span className={cn('inline-flex items-center gap-1', up ? 'text-emerald-700' : 'text-red-700')}>
      <Icon className="size-3" aria-hidden="true" />
      {up ? '+' : ''}
      <Trans>{change}% from last month</Trans>
    </span>
  );
}

/** Drafts are their own figure: never sent, so never counted as pending money. */
function DraftsLine({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p data-testid="stat-drafts">
      <Plural
        value={count}
        one="# draft not yet sent (not counted)"
        other="# drafts not yet sent (not counted)"
      />
    </p>
  );
}

/**
 * SPEC §2 Dashboard: Total Revenue, Pending Invoices, Overdue, This Month (4 placeholders while
 * loading). Pending is sent and not yet paid, overdue included, as on the Invoices page; the Overdue
 * card is the part of it that needs attention.
 */
export function StatsCards(props: React.ComponentProps<'div'>) {
  const { t } = useLingui();
  const { data: stats, isLoading, isError } = useDashboardStats();
  const grid = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';

  if (isLoading || !stats) {
    return (
      <div {...props} className={grid} aria-busy={isLoading}>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} data-testid="stat-card-skeleton" className="h-32 rounded-xl" />
        ))}
        {isError && (
          <p role="alert" className="text-sm text-destructive sm:col-span-2 xl:col-span-4">
            <Trans>The figures could not be loaded. Reload the page to try again.</Trans>
          </p>
        )}
      </div>
    );
  }

  const pending = formatMoney(stats.pendingAmount, stats.currency);
  const overdue = formatMoney(stats.overdueAmount, stats.currency);
  return (
    <div {...props} className={grid}>
      <StatCard
        testId="stat-total-revenue"
        title={t`Total Revenue`}
        icon={Wallet}
        value={formatMoney(stats.totalRevenue, stats.currency)}
      >
        <OtherCurrencies stats={stats} pick={(c) => c.totalRevenue} />
        <RevenueChange change={stats.revenueChange} />
      </StatCard>
      <StatCard testId="stat-pending" title={t`Pending Invoices`} icon={Clock} value={stats.pendingInvoices}>
        <p>
          <Trans>{pending} total pending</Trans>
        </p>
        <OtherCurrencies
          stats={stats}
          pick={(c) => c.pendingAmount}
          phrase={(pending) => <Trans>{pending} total pending</Trans>}
        />
        <DraftsLine count={stats.draftInvoices} />
      </StatCard>
      <StatCard
        testId="stat-overdue"
        title={t({ message: 'Overdue', context: 'invoices' })}
        icon={AlertTriangle}
        value={stats.overdueInvoices}
      >
        <p>
          <Trans>{overdue} needs attention</Trans>
        </p>
        <OtherCurrencies
          stats={stats}
          pick={(c) => c.overdueAmount}
          phrase={(overdue) => <Trans>{overdue} needs attention</Trans>}
        />
      </StatCard>
      <StatCard
        testId="stat-this-month"
        title={t`This Month`}
        icon={CalendarDays}
        value={stats.monthlyInvoiceCount}
      >
        <p>
          <Trans>invoices created this month</Trans>
        </p>
      </StatCard>
    </div>
  );
}
