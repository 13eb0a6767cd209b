import { formatMoney } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import { isAwaitingPayment } from '@shared/invoice-status';
import type { Invoice, InvoiceSort } from '@shared/invoices';
import { toCents } from '@shared/money';
import { Button } from '@/components/ui/button';
import { InvoiceStatusBadges } from '@/components/ui/invoice-status-badges';
import { SortableTableHead, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip } from '@/components/ui/tooltip';
import type { Sorting } from '../utils/invoice-list-options';

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
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/**
 * Total (in the invoice's own currency) with the balance still due once part is paid or credited,
 * status and the three dates: the columns both invoice tables share.
 */
export function InvoiceFigureCells({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <TableCell className="font-medium">
        {formatMoney(invoice.total, invoice.currency)}
        {isAwaitingPayment(invoice) && toCents(invoice.balanceDue) < toCents(invoice.total) && (
          <div className="text-xs font-normal text-muted-foreground">
            {formatMoney(invoice.balanceDue, invoice.currency)} due
          </div>
        )}
      </TableCell>
      {/* As narrow as its widest badge: the room goes to the client's name and email instead. */}
      <TableCell className="w-px">
        <InvoiceStatusBadges invoice={invoice} />
      </TableCell>
      <TableCell>{formatShortDate(invoice.issueDate)}</TableCell>
      <TableCell>{formatShortDate(invoice.dueDate)}</TableCell>
      <TableCell>{formatShortDate(invoice.createdAt)}</TableCell>
    </>
  );
}

const COLUMNS: { label: string; sort: InvoiceSort }[] = [
  { label: 'Invoice', sort: 'invoiceNumber' },
  { label: 'Client', sort: 'clientName' },
  { label: 'Amount', sort: 'total' },
  { label: 'Status', sort: 'status' },
  { label: 'Issue Date', sort: 'issueDate' },
  { label: 'Due Date', sort: 'dueDate' },
  { label: 'Created', sort: 'createdAt' },
];

/** The sort of a table whose headers sort it. */
export interface TableSorting extends Sorting {
  onSort: (sort: InvoiceSort) => void;
}

/**
 * The header row of both invoice tables; the Invoices page calls the total "Amount", the dashboard
 * "Total". With `sorting` every column but Actions is a sort button.
 */
export function InvoiceTableHeader({
  amountLabel,
  sorting,
}: {
  amountLabel: 'Amount' | 'Total';
  sorting?: TableSorting;
}) {
  return (
    <TableHeader>
      <TableRow>
        {COLUMNS.map(({ label, sort }) => {
          const text = sort === 'total' ? amountLabel : label;
          if (!sorting) return <TableHead key={sort}>{text}</TableHead>;
          return (
            <SortableTableHead
              key={sort}
              direction={sorting.sort === sort ? sorting.order : undefined}
              onSort={() => sorting.onSort(sort)}
            >
              {text}
            </SortableTableHead>
          );
        })}
        <TableHead className="text-right">Actions</TableHead>
      </TableRow>
    </TableHeader>
  );
}
