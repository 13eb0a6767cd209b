import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import { amountIn, type Report } from '@shared/reports';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { AGING_LABELS } from '../labels';
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
const SHORT_LABELS: Record<Bucket['bucket'], MessageDescriptor | string> = {
  current: msg({
    message: 'Current',
    comment: 'An axis tick of the aging chart: not yet due. Keep it short.',
  }),
  '1-30': '1–30',
  '31-60': '31–60',
  '61-90': '61–90',
  '90+': '90+',
};

function agingSummary(i18n: I18n, buckets: Bucket[], currency: string): string {
  const parts = buckets
    .map((b) => {
      const bucket = i18n._(AGING_LABELS[b.bucket]);
      const amount = formatMoney(amountIn(b.amount, currency), currency);
      const count = b.invoices;
      return t(i18n)`${bucket} ${amount} (${plural(count, { one: '# invoice', other: '# invoices' })})`;
    })
    .join(', ');
  return t(i18n)`Bar chart of unpaid invoices by days past due, in ${currency}: ${parts}.`;
}

/** Aging: unpaid invoices by how late they are; the table lists every currency. */
export function AgingChart({ buckets, currency }: { buckets: Bucket[]; currency: string }) {
  const { i18n } = useLingui();
  const unpaid = t(i18n)`Unpaid`;
  const data = buckets.map((b) => {
    const short = SHORT_LABELS[b.bucket];
    return {
      bucket: b.bucket,
      label: typeof short === 'string' ? short : i18n._(short),
      value: amountIn(b.amount, currency),
    };
  });
  return (
    <ChartCard
      testId="aging-chart"
      title={t(i18n)`Aging`}
      description={t(i18n)`Unpaid invoices by days past due, in ${currency}`}
      summary={agingSummary(i18n, buckets, currency)}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="label" tickLine={false} fontSize={12} interval={0} />
            <YAxis tickFormatter={(v: number) => compactMoney(v, currency)} fontSize={12} width={64} />
            <Tooltip
              formatter={(v) => [formatMoney(Number(v), currency), unpaid]}
              cursor={{ fill: '#eef2ff' }}
            />
            <Bar dataKey="value" name={unpaid} radius={[4, 4, 0, 0]}>
              {data.map((d) => (
                <Cell key={d.bucket} fill={COLORS[d.bucket]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <ScrollTable label={t(i18n)`Aging figures`}>
          <TableHeader>
            <TableRow>
              <TableHead>
                <Trans>Days past due</Trans>
              </TableHead>
              <TableHead className="text-right">
                <Trans>Invoices</Trans>
              </TableHead>
              <TableHead className="text-right">
                <Trans>Amount</Trans>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {buckets.map((b) => (
              <TableRow key={b.bucket}>
                <TableCell>{i18n._(AGING_LABELS[b.bucket])}</TableCell>
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
