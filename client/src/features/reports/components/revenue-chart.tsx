import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import { amountIn, type Report } from '@shared/reports';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { compactMoney, formatMonth } from '../utils/format';
import { AmountLines } from './amount-list';
import { ChartCard } from './chart-card';
import { ScrollTable } from './scroll-table';

type Month = NonNullable<Report['revenueByMonth']>[number];

function revenueSummary(i18n: I18n, months: Month[], currency: string): string {
  const values = months.map((m) => ({ month: m.month, value: amountIn(m.revenue, currency) }));
  const from = formatMonth(months[0].month, true);
  const to = formatMonth(months[months.length - 1].month, true);
  const sum = values.reduce((n, v) => n + v.value, 0);
  if (sum === 0)
    return t(i18n)`Bar chart of payments received per month in ${currency}, ${from} to ${to}: none received.`;
  const best = values.reduce((a, b) => (b.value > a.value ? b : a));
  const total = formatMoney(sum, currency);
  const bestMonth = formatMonth(best.month, true);
  const bestAmount = formatMoney(best.value, currency);
  return t(
    i18n,
  )`Bar chart of payments received per month in ${currency}, ${from} to ${to}: ${total} in total; highest ${bestMonth} with ${bestAmount}.`;
}

/** Revenue by month (payments received), charted in the company currency, every currency in the table. */
export function RevenueChart({ months, currency }: { months: Month[]; currency: string }) {
  const { i18n } = useLingui();
  const revenue = t(i18n)`Revenue`;
  const data = months.map((m) => ({ month: formatMonth(m.month), value: amountIn(m.revenue, currency) }));
  return (
    <ChartCard
      testId="revenue-chart"
      title={t(i18n)`Revenue by Month`}
      description={t(i18n)`Payments received, in ${currency}`}
      summary={revenueSummary(i18n, months, currency)}
      tableCollapsed
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis
              dataKey="month"
              tickLine={false}
              fontSize={12}
              interval="preserveStartEnd"
              minTickGap={8}
            />
            <YAxis tickFormatter={(v: number) => compactMoney(v, currency)} fontSize={12} width={64} />
            <Tooltip
              formatter={(v) => [formatMoney(Number(v), currency), revenue]}
              cursor={{ fill: '#eef2ff' }}
            />
            <Bar dataKey="value" name={revenue} fill="#4338ca" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <ScrollTable label={t(i18n)`Revenue figures`}>
          <TableHeader>
            <TableRow>
              <TableHead>
                <Trans>Month</Trans>
              </TableHead>
              <TableHead className="text-right">{revenue}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {months.map((m) => (
              <TableRow key={m.month}>
                <TableCell>{formatMonth(m.month, true)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  <AmountLines amounts={m.revenue} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      }
    />
  );
}
