import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportInvoiceRow } from '@shared/reports';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ReportRow, useRowsDescription } from './report-row';
import { ScrollTable } from './scroll-table';

const PAGE_SIZE = 50;

/**
 * SPEC §2 "Invoice Details": Invoice #, Client, Amount, Status, Issue Date, Due Date; credit notes
 * among the invoices, each by its own issue date (issue #23).
 */
export function ReportInvoicesTable({
  rows,
  isLoading,
  error,
}: {
  rows: ReportInvoiceRow[] | undefined;
  isLoading: boolean;
  error?: string;
}) {
  const { t } = useLingui();
  const [page, setPage] = React.useState(0);
  const count = rows?.length ?? 0;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  // New filters can leave fewer pages than the one shown.
  const current = Math.min(page, pages - 1);
  const visible = rows?.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE) ?? [];
  const matching = useRowsDescription(rows ?? []);
  const from = current * PAGE_SIZE + 1;
  const to = Math.min(count, (current + 1) * PAGE_SIZE);

  return (
    <Card data-testid="invoice-details">
      <CardHeader>
        <CardTitle>
          <Trans context="report table">Invoice Details</Trans>
        </CardTitle>
        <CardDescription>{isLoading ? t`Loading invoices…` : matching}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ScrollTable label={t`Invoice details`}>
          <TableHeader>
            <TableRow>
              <TableHead>
                <Trans>Invoice #</Trans>
              </TableHead>
              <TableHead>
                <Trans>Client</Trans>
              </TableHead>
              <TableHead className="text-right">
                <Trans>Amount</Trans>
              </TableHead>
              <TableHead>
                <Trans>Status</Trans>
              </TableHead>
              <TableHead>
                <Trans>Issue Date</Trans>
              </TableHead>
              <TableHead>
                <Trans>Due Date</Trans>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {isLoading &&
              Array.from({ length: 5 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <TableRow key={i}>
                  <TableCell colSpan={6}>
                    <Skeleton className="h-5 w-full" />
                  </TableCell>
                </TableRow>
              ))}
            {!isLoading && count === 0 && (
              <TableRow>
                <TableCell
                  colSpan={6}
                  className="py-8 text-center text-muted-foreground"
                  role={error ? 'alert' : undefined}
                >
                  {error ?? t`No invoices match these filters.`}
                </TableCell>
              </TableRow>
            )}
            {visible.map((r) => (
              // Invoices and credit notes are numbered apart: the type keeps keys unique.
              <ReportRow key={`${r.type}-${r.id}`} row={r} />
            ))}
          </TableBody>
        </ScrollTable>
        {pages > 1 && (
          <nav
            aria-label={t`Invoice pages`}
            className="flex flex-wrap items-center justify-between gap-2 text-sm"
          >
            <span className="text-muted-foreground">
              <Trans>
                Showing {from}–{to} of {count}
              </Trans>
            </span>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={current === 0}
                onClick={() => setPage(current - 1)}
              >
                <Trans>Previous page</Trans>
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={current >= pages - 1}
                onClick={() => setPage(current + 1)}
              >
                <Trans>Next page</Trans>
              </Button>
            </div>
          </nav>
        )}
      </CardContent>
    </Card>
  );
}
