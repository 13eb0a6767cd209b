import type { Invoice } from '@shared/invoices';
import { BellRing, Eye, FileText, Send, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { isOpen } from '../utils/allowed-actions';
import { IconAction, InvoiceFigureCells, InvoiceTableHeader } from './invoice-row-parts';

export interface InvoiceRowHandlers {
  onView: (invoice: Invoice) => void;
  onOpenPdf: (invoice: Invoice) => void;
  onMarkPaid: (invoice: Invoice) => void;
  /** Drafts only: send it to the client now. */
  onSend: (invoice: Invoice) => void;
  onDelete: (invoice: Invoice) => void;
  /** Pending rows only: opens the per-invoice reminder schedule. */
  onScheduleReminders?: (invoice: Invoice) => void;
  markingPaidId?: number;
  sendingId?: number;
}

/**
 * "Pending Invoices (n)", "Paid Invoices (n)" or "Void Invoices (n)": columns and row actions as
 * SPEC §2 lists them; drafts also get Send, and paid or void rows keep only view, PDF and delete.
 */
export function InvoiceTable({
  title,
  invoices,
  empty,
  handlers,
}: {
  title: string;
  invoices: Invoice[];
  empty: string;
  handlers: InvoiceRowHandlers;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {title} ({invoices.length})
        </CardTitle>
      </CardHeader>
      <CardContent className="px-0 sm:px-2">
        {invoices.length === 0 ? (
          <p className="px-5 pb-2 text-sm text-muted-foreground">{empty}</p>
        ) : (
          <Table aria-label={title}>
            <InvoiceTableHeader amountLabel="Amount" />
            <TableBody>
              {invoices.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} handlers={handlers} />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function InvoiceRow({ invoice, handlers }: { invoice: Invoice; handlers: InvoiceRowHandlers }) {
  const open = isOpen(invoice);
  return (
    <TableRow data-testid={`invoice-row-${invoice.id}`}>
      <TableCell className="font-medium">{invoice.invoiceNumber}</TableCell>
      <TableCell className="min-w-36 max-w-56 whitespace-normal break-words">
        <div className="font-medium">{invoice.clientName}</div>
        <div className="text-xs text-muted-foreground">{invoice.clientEmail}</div>
      </TableCell>
      <InvoiceFigureCells invoice={invoice} />
      <TableCell>
        <div className="flex items-center justify-end gap-1">
          <IconAction
            label={`View invoice ${invoice.invoiceNumber}`}
            onClick={() => handlers.onView(invoice)}
          >
            <Eye aria-hidden="true" />
          </IconAction>
          <IconAction
            label={`Open PDF of invoice ${invoice.invoiceNumber}`}
            onClick={() => handlers.onOpenPdf(invoice)}
          >
            <FileText aria-hidden="true" />
          </IconAction>
          {invoice.status === 'draft' && (
            <IconAction
              label={`Send invoice ${invoice.invoiceNumber}`}
              onClick={() => handlers.onSend(invoice)}
              disabled={handlers.sendingId === invoice.id}
            >
              <Send aria-hidden="true" />
            </IconAction>
          )}
          {open && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => handlers.onMarkPaid(invoice)}
              disabled={handlers.markingPaidId === invoice.id}
            >
              Mark Paid
            </Button>
          )}
          <IconAction
            label={`Delete invoice ${invoice.invoiceNumber}`}
            onClick={() => handlers.onDelete(invoice)}
          >
            <Trash2 aria-hidden="true" className="text-destructive" />
          </IconAction>
          {open && handlers.onScheduleReminders && (
            <IconAction
              label={`Schedule Reminders for invoice ${invoice.invoiceNumber}`}
              onClick={() => handlers.onScheduleReminders?.(invoice)}
            >
              <BellRing aria-hidden="true" />
            </IconAction>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
