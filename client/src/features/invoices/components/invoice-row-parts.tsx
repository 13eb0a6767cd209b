import { formatMoney } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import { isPartiallyPaid } from '@shared/invoice-status';
import type { Invoice } from '@shared/invoices';
import { Button } from '@/components/ui/button';
import { InvoiceStatusBadges } from '@/components/ui/invoice-status-badges';
import { TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip } from '@/components/ui/tooltip';

/** An icon-only row action: the label is both its accessible name and its tooltip. */
export function IconAction({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <Button variant="ghost" size="icon" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </Button>
    </Tooltip>
  );
}

/**
 * Total (in the invoice's own currency) with the balance still due once part is paid, status and
 * the three dates: the columns both invoice tables share.
 */
export function InvoiceFigureCells({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <TableCell className="font-medium">
        {formatMoney(invoice.total, invoice.currency)}
        {isPartiallyPaid(invoice) && (
          <div className="text-xs font-normal text-muted-foreground">
            {formatMoney(invoice.balanceDue, invoice.currency)} due
          </div>
        )}
      </TableCell>
      <TableCell>
        <InvoiceStatusBadges invoice={invoice} />
      </TableCell>
      <TableCell>{formatShortDate(invoice.issueDate)}</TableCell>
      <TableCell>{formatShortDate(invoice.dueDate)}</TableCell>
      <TableCell>{formatShortDate(invoice.createdAt)}</TableCell>
    </>
  );
}

/** The header row of both invoice tables; the Invoices page calls the total "Amount", the dashboard "Total". */
export function InvoiceTableHeader({ amountLabel }: { amountLabel: 'Amount' | 'Total' }) {
  return (
    <TableHeader>
      <TableRow>
        <TableHead>Invoice</TableHead>
        <TableHead>Client</TableHead>
        <TableHead>{amountLabel}</TableHead>
        <TableHead>Status</TableHead>
        <TableHead>Issue Date</TableHead>
        <TableHead>Due Date</TableHead>
        <TableHead>Created</TableHead>
        <TableHead className="text-right">Actions</TableHead>
      </TableRow>
    </TableHeader>
  );
}
