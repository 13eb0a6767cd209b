import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import { amountIn, type ClientReportRow } from '@shared/reports';
import * as React from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '@/components/ui/button';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { compactMoney } from '../utils/format';
import { AmountLines } from './amount-list';
import { ChartCard } from './chart-card';
import { ScrollTable } from './scroll-table';

const TOP = 8;
const TABLE_ROWS = 20;

function clientsSummary(i18n: I18n, clients: ClientReportRow[], currency: string): string {
  if (clients.length === 0) return t(i18n)`Bar chart of clients by amount invoiced: no invoices.`;
  const largest = clients
    .slice(0, 3)
    .map((c) => {
      const name = c.name;
      const invoiced = formatMoney(amountIn(c.invoiced, currency), currency);
      const unpaid = amountIn(c.outstanding, currency);
      const outstanding = formatMoney(unpaid, currency);
      return unpaid > 0 ? t(i18n)`${name} ${invoiced} (${outstanding} outstanding)` : `${name} ${invoiced}`;
    })
    .join('; ');
  const count = Math.min(TOP, clients.length);
  return t(
    i18n,
  )`Bar chart of the top ${count} clients by amount invoiced in ${currency}, split into paid and outstanding. Largest: ${largest}.`;
}

const shortName = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

/** Client report: the top clients charted (paid and outstanding), every client in the table. */
export function ClientsChart({ clients, currency }: { clients: ClientReportRow[]; currency: string }) {
  const { i18n } = useLingui();
  const [showAll, setShowAll] = React.useState(false);
  const paid = t(i18n)({ message: 'Paid', context: 'amount' });
  const outstanding = t(i18n)`Outstanding`;
  const total = clients.length;
  const shown = TABLE_ROWS;
  const data = clients.slice(0, TOP).map((c) => ({
    name: shortName(c.name),
    paid: amountIn(c.paid, currency),
    outstanding: amountIn(c.outstanding, currency),
  }));
  const rows = showAll ? clients : clients.slice(0, TABLE_ROWS);
  return (
    <ChartCard
      testId="clients-chart"
      title={t(i18n)`Top Clients`}
      description={t(i18n)`Amount invoiced per client, in ${currency}`}
      summary={clientsSummary(i18n, clients, currency)}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ top: 0, right: 8, left: 0, bottom: 0 }}
          >
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" tickFormatter={(v: number) => compactMoney(v, currency)} fontSize={12} />
            <YAxis type="category" dataKey="name" width={104} fontSize={12} tickLine={false} />
            <Tooltip
              formatter={(v, name) => [formatMoney(Number(v), currency), name]}
              cursor={{ fill: '#eef2ff' }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="paid" name={paid} stackId="a" fill="#047857" />
            <Bar dataKey="outstanding" name={outstanding} stackId="a" fill="#d97706" radius={[0, 4, 4, 0]} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <div className="grid gap-2">
          <ScrollTable label={t(i18n)`Client figures`}>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <Trans>Client</Trans>
                </TableHead>
                <TableHead className="text-right">
                  <Trans>Invoices</Trans>
                </TableHead>
                <TableHead className="text-right">
                  <Trans>Invoiced</Trans>
                </TableHead>
                <TableHead className="text-right">{paid}</TableHead>
                <TableHead className="text-right">{outstanding}</TableHead>
                <TableHead className="text-right">
                  {t(i18n)({ message: 'Overdue', context: 'amount' })}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.clientId ?? `name:${c.name}`}>
                  <TableCell className="font-medium">{c.name}</TableCell>
                  <TableCell className="text-right tabular-nums">{c.invoices}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    <AmountLines amounts={c.invoiced} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    <AmountLines amounts={c.paid} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    <AmountLines amounts={c.outstanding} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    <AmountLines amounts={c.overdue} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
          {clients.length > TABLE_ROWS && (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => setShowAll((s) => !s)}
            >
              {showAll ? t(i18n)`Show the top ${shown} only` : t(i18n)`Show all ${total} clients`}
            </Button>
          )}
        </div>
      }
    />
  );
}
