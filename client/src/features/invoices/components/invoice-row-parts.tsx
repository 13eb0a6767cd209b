import { formatMoney } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import type { Invoice } from '@shared/invoices';
import { Button } from '@/components/ui/button';
import { TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip } from '@/components/ui/tooltip';
import { StatusBadge } from './status-badge';

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

/** Total (in the invoice's own currency), status and the three dates: the columns both invoice tables share. */
export function InvoiceFigureCells({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <TableCell className="font-medium">{formatMoney(invoice.total, invoice.currency)}</TableCell>
      <TableCell>
        <StatusBadge status={invoice.status} />
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
