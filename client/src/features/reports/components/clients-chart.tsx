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

export function clientsSummary(clients: ClientReportRow[], currency: string): string {
  if (clients.length === 0) return 'Bar chart of clients by amount invoiced: no invoices.';
  const top = clients.slice(0, 3).map((c) => {
    const outstanding = amountIn(c.outstanding, currency);
    return `${c.name} ${formatMoney(amountIn(c.invoiced, currency), currency)}${outstanding > 0 ? ` (${formatMoney(outstanding, currency)} outstanding)` : ''}`;
  });
  return `Bar chart of the top ${Math.min(TOP, clients.length)} clients by amount invoiced in ${currency}, split into paid and outstanding. Largest: ${top.join('; ')}.`;
}

const shortName = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

/** Client report: the top clients charted (paid and outstanding), every client in the table. */
export function ClientsChart({ clients, currency }: { clients: ClientReportRow[]; currency: string }) {
  const [showAll, setShowAll] = React.useState(false);
  const data = clients.slice(0, TOP).map((c) => ({
    name: shortName(c.name),
    paid: amountIn(c.paid, currency),
    outstanding: amountIn(c.outstanding, currency),
  }));
  const rows = showAll ? clients : clients.slice(0, TABLE_ROWS);
  return (
    <ChartCard
      testId="clients-chart"
      title="Top Clients"
      description={`Amount invoiced per client, in ${currency}`}
      summary={clientsSummary(clients, currency)}
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
            <Bar dataKey="paid" name="Paid" stackId="a" fill="#047857" />
            <Bar dataKey="outstanding" name="Outstanding" stackId="a" fill="#d97706" radius={[0, 4, 4, 0]} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <div className="grid gap-2">
          <ScrollTable label="Client figures">
            <TableHeader>
              <TableRow>
                <TableHead>Client</TableHead>
                <TableHead className="text-right">Invoices</TableHead>
                <TableHead className="text-right">Invoiced</TableHead>
                <TableHead className="text-right">Paid</TableHead>
                <TableHead className="text-right">Outstanding</TableHead>
                <TableHead className="text-right">Overdue</TableHead>
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
              {showAll ? `Show the top ${TABLE_ROWS} only` : `Show all ${clients.length} clients`}
            </Button>
          )}
        </div>
      }
    />
  );
}
