import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import { isAwaitingPayment } from '@shared/invoice-status';
import { toCents } from '@shared/money';
import type { ReportInvoiceRow } from '@shared/reports';
import { Badge } from '@/components/ui/badge';
import { InvoiceStatusBadges } from '@/components/ui/invoice-status-badges';
import { TableCell, TableRow } from '@/components/ui/table';

/**
 * One row of Invoice Details: an invoice, or a credit note (issue #23) marked by a badge beside its
 * number, with its amount credited as a negative amount and no due date.
 */
export function ReportRow({ row }: { row: ReportInvoiceRow }) {
  const creditNote = row.type === 'Credit note';
  // Payments or credit notes took part of it: what is still due goes under the total.
  const partlySettled = isAwaitingPayment(row) && toCents(row.balanceDue) !== toCents(row.amount);
  const balance = formatMoney(row.balanceDue, row.currency);
  return (
    <TableRow data-type={row.type}>
      <TableCell className="font-medium">
        <span className="inline-flex flex-wrap items-center gap-2">
          {row.invoiceNumber}
          {creditNote && (
            <Badge variant="info">
              <Trans>Credit note</Trans>
            </Badge>
          )}
        </span>
      </TableCell>
      <TableCell className="max-w-56 truncate">{row.clientName}</TableCell>
      <TableCell className="text-right tabular-nums">
        {formatMoney(row.amount, row.currency)}
        {partlySettled && (
          <div className="text-xs text-muted-foreground">
            <Trans>{balance} due</Trans>
          </div>
        )}
      </TableCell>
      <TableCell>
        {creditNote ? (
          // A credit note has no payment status: it exists once issued (shared/reports.ts reportStatusLabel).
          <Badge variant="outline">
            <Trans>Issued</Trans>
          </Badge>
        ) : (
          <InvoiceStatusBadges invoice={row} />
        )}
      </TableCell>
      <TableCell>{formatShortDate(row.issueDate)}</TableCell>
      <TableCell>{formatShortDate(row.dueDate)}</TableCell>
    </TableRow>
  );
}

/** "3 invoices and 1 credit note match these filters": what the rows hold, for the table's description. */
export function useRowsDescription(rows: readonly ReportInvoiceRow[]): string {
  const { t } = useLingui();
  const notes = rows.filter((r) => r.type === 'Credit note').length;
  const invoices = rows.length - notes;
  return notes === 0
    ? t`${plural(invoices, { one: '# invoice matches these filters', other: '# invoices match these filters' })}`
    : t`${plural(invoices, { one: '# invoice', other: '# invoices' })} and ${plural(notes, { one: '# credit note', other: '# credit notes' })} match these filters`;
}
