import { formatMoney } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import type { Invoice } from '@shared/invoices';
import { Button } from '@/components/ui/button';
import { TableCell } from '@/components/ui/table';
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
