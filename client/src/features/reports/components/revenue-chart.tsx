import { formatMoney } from '@shared/currency';
import { amountIn, type Report } from '@shared/reports';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { compactMoney, formatMonth } from '../utils/format';
import { AmountLines } from './amount-list';
import { ChartCard } from './chart-card';
import { ScrollTable } from './scroll-table';

type Month = NonNullable<Report['revenueByMonth']>[number];

export function revenueSummary(months: Month[], currency: string): string {
  const values = months.map((m) => ({ month: m.month, value: amountIn(m.revenue, currency) }));
  const span = `${formatMonth(months[0].month, true)} to ${formatMonth(months[months.length - 1].month, true)}`;
  const total = values.reduce((n, v) => n + v.value, 0);
  if (total === 0) return `Bar chart of payments received per month in ${currency}, ${span}: none received.`;
  const best = values.reduce((a, b) => (b.value > a.value ? b : a));
  return `Bar chart of payments received per month in ${currency}, ${span}: ${formatMoney(total, currency)} in total; highest ${formatMonth(best.month, true)} with ${formatMoney(best.value, currency)}.`;
}

/** Revenue by month (payments received), charted in the company currency, every currency in the table. */
export function RevenueChart({ months, currency }: { months: Month[]; currency: string }) {
  const data = months.map((m) => ({ month: formatMonth(m.month), value: amountIn(m.revenue, currency) }));
  return (
    <ChartCard
      testId="revenue-chart"
      title="Revenue by Month"
      description={`Payments received, in ${currency}`}
      summary={revenueSummary(months, currency)}
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
            <YAxis tickFormatter={(v: number) => compactMoney(v, currency)} fontSize={12} width={56} />
            <Tooltip
              formatter={(v) => [formatMoney(Number(v), currency), 'Revenue']}
              cursor={{ fill: '#eef2ff' }}
            />
            <Bar dataKey="value" name="Revenue" fill="#4338ca" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <ScrollTable label="Revenue figures">
          <TableHeader>
            <TableRow>
              <TableHead>Month</TableHead>
              <TableHead className="text-right">Revenue</TableHead>
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
