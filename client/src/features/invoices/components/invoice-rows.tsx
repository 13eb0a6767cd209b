import type { Invoice } from '@shared/invoices';
import type * as React from 'react';
import { InvoiceItem } from '@/components/invoice/invoice-item';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { useMediaQuery } from '@/lib/use-media-query';
import { useProgressiveList } from '@/lib/use-progressive-list';
import { InvoiceFigureCells, InvoiceTableHeader, type TableSorting } from './invoice-row-parts';

/** Wide enough for the eight columns beside the sidebar; narrower windows get one card per invoice. */
export const WIDE_INVOICE_LIST = '(min-width: 1280px)';

/** Rows drawn in the first frame, more than a tall window shows; the rest follow right after. */
export const FIRST_ROWS = 15;

/** An email that may wrap after its "@" (and nowhere else) when the column is narrow. */
function breakableEmail(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/**
 * A list of invoices as a table on wide screens and as cards below (no sideways scrolling on a
 * phone): the Invoices page's tables and the dashboard's Recent Invoices.
 */
export function InvoiceRows({
  label,
  invoices,
  amountColumn,
  showEmail = false,
  actions,
  sorting,
  testId,
  firstRows = FIRST_ROWS,
}: {
  /** The table's or the card list's accessible name. */
  label: string;
  invoices: Invoice[];
  amountColumn: 'amount' | 'total';
  showEmail?: boolean;
  actions: (invoice: Invoice) => React.ReactNode;
  sorting?: TableSorting;
  testId: (invoice: Invoice) => string;
  /** Rows drawn in the first frame (a table further down the page needs fewer); the rest right after. */
  firstRows?: number;
}) {
  const wide = useMediaQuery(WIDE_INVOICE_LIST);
  const shown = useProgressiveList(invoices, firstRows);
  if (!wide) {
    return (
      <ul aria-label={label} className="grid grid-cols-1 gap-3 px-3 sm:grid-cols-2 sm:px-5">
        {shown.map((invoice) => (
          <li key={invoice.id} className="grid">
            <InvoiceItem
              invoice={invoice}
              showEmail={showEmail}
              actions={actions(invoice)}
              data-testid={testId(invoice)}
              className="content-start rounded-lg border p-3 sm:p-4"
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    // Narrower cell padding than other tables: eight columns and up to six actions fit from 1280 px.
    <Table aria-label={label} className="[&_td]:px-1.5 [&_th]:px-1.5">
      <InvoiceTableHeader amountColumn={amountColumn} sorting={sorting} />
      <TableBody>
        {shown.map((invoice) => (
          <TableRow key={invoice.id} data-testid={testId(invoice)}>
            <TableCell className="font-medium">{invoice.invoiceNumber}</TableCell>
            <TableCell className="min-w-32 max-w-56 whitespace-normal break-words">
              <div className="font-medium">{invoice.clientName}</div>
              {showEmail && (
                <div className="text-xs text-muted-foreground">{breakableEmail(invoice.clientEmail)}</div>
              )}
            </TableCell>
            <InvoiceFigureCells invoice={invoice} />
            <TableCell>
              <div className="flex items-center justify-end gap-0.5">{actions(invoice)}</div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
