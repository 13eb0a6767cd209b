import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const balance = formatMoney(invoice.balanceDue, invoice.currency);
  return (
    <>
      <TableCell className="font-medium">
        {formatMoney(invoice.total, invoice.currency)}
        {isAwaitingPayment(invoice) && toCents(invoice.balanceDue) < toCents(invoice.total) && (
          <div className="text-xs font-normal text-muted-foreground">
            <Trans>{balance} due</Trans>
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

const COLUMNS: { label: MessageDescriptor; sort: InvoiceSort }[] = [
  { label: msg`Invoice`, sort: 'invoiceNumber' },
  { label: msg`Client`, sort: 'clientName' },
  { label: msg`Amount`, sort: 'total' },
  { label: msg`Status`, sort: 'status' },
  { label: msg`Issue Date`, sort: 'issueDate' },
  { label: msg`Due Date`, sort: 'dueDate' },
  { label: msg`Created`, sort: 'createdAt' },
];

/** The total's column header: "Amount" on the Invoices page, "Total" on the dashboard. */
const AMOUNT_LABELS = { amount: msg`Amount`, total: msg`Total` } as const;

/** The sort of a table whose headers sort it. */
export interface TableSorting extends Sorting {
  onSort: (sort: InvoiceSort) => void;
}

/**
 * The header row of both invoice tables; the Invoices page calls the total "Amount", the dashboard
 * "Total". With `sorting` every column but Actions is a sort button.
 */
export function InvoiceTableHeader({
  amountColumn,
  sorting,
}: {
  amountColumn: 'amount' | 'total';
  sorting?: TableSorting;
}) {
  const { i18n } = useLingui();
  return (
    <TableHeader>
      <TableRow>
        {COLUMNS.map(({ label, sort }) => {
          const text = i18n._(sort === 'total' ? AMOUNT_LABELS[amountColumn] : label);
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
        <TableHead className="text-right">
          <Trans>Actions</Trans>
        </TableHead>
      </TableRow>
    </TableHeader>
  );
}
