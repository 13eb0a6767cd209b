import { formatMoney } from '@shared/currency';
import { AGING_LABELS, amountIn, type Report } from '@shared/reports';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { compactMoney } from '../utils/format';
import { AmountLines } from './amount-list';
import { ChartCard } from './chart-card';
import { ScrollTable } from './scroll-table';

type Bucket = NonNullable<Report['aging']>[number];

const COLORS: Record<Bucket['bucket'], string> = {
  current: '#4338ca',
  '1-30': '#d97706',
  '31-60': '#ea580c',
  '61-90': '#dc2626',
  '90+': '#991b1b',
};

/** Axis ticks must fit a phone's width; the table and the summary use the full labels. */
const SHORT_LABELS: Record<Bucket['bucket'], string> = {
  current: 'Current',
  '1-30': '1–30',
  '31-60': '31–60',
  '61-90': '61–90',
  '90+': '90+',
};

const invoicesText = (n: number) => `${n} ${n === 1 ? 'invoice' : 'invoices'}`;

export function agingSummary(buckets: Bucket[], currency: string): string {
  const parts = buckets.map(
    (b) =>
      `${AGING_LABELS[b.bucket]} ${formatMoney(amountIn(b.amount, currency), currency)} (${invoicesText(b.invoices)})`,
  );
  return `Bar chart of unpaid invoices by days past due, in ${currency}: ${parts.join(', ')}.`;
}

/** Aging: unpaid invoices by how late they are; the table lists every currency. */
export function AgingChart({ buckets, currency }: { buckets: Bucket[]; currency: string }) {
  const data = buckets.map((b) => ({
    bucket: b.bucket,
    label: SHORT_LABELS[b.bucket],
    value: amountIn(b.amount, currency),
  }));
  return (
    <ChartCard
      testId="aging-chart"
      title="Aging"
      description={`Unpaid invoices by days past due, in ${currency}`}
      summary={agingSummary(buckets, currency)}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="label" tickLine={false} fontSize={12} interval={0} />
            <YAxis tickFormatter={(v: number) => compactMoney(v, currency)} fontSize={12} width={56} />
            <Tooltip
              formatter={(v) => [formatMoney(Number(v), currency), 'Unpaid']}
              cursor={{ fill: '#eef2ff' }}
            />
            <Bar dataKey="value" name="Unpaid" radius={[4, 4, 0, 0]}>
              {data.map((d) => (
                <Cell key={d.bucket} fill={COLORS[d.bucket]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <ScrollTable label="Aging figures">
          <TableHeader>
            <TableRow>
              <TableHead>Days past due</TableHead>
              <TableHead className="text-right">Invoices</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {buckets.map((b) => (
              <TableRow key={b.bucket}>
                <TableCell>{AGING_LABELS[b.bucket]}</TableCell>
                <TableCell className="text-right tabular-nums">{b.invoices}</TableCell>
                <TableCell className="text-right tabular-nums">
                  <AmountLines amounts={b.amount} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      }
    />
  );
}
