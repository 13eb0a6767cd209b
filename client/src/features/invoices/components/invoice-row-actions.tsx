import type { Invoice } from '@shared/invoices';
import { BellRing, Eye, FileText, Send, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DestructiveGap } from '@/components/ui/destructive-gap';
import { isOpen } from '../utils/allowed-actions';
import { IconAction } from './invoice-row-parts';

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
 * The Invoices page's row actions as SPEC §2 lists them: view, PDF, Mark Paid, Schedule Reminders and
 * delete, which stands apart at the end; drafts also get Send, and paid or void rows keep only view,
 * PDF and delete.
 */
export function InvoiceRowActions({ invoice, handlers }: { invoice: Invoice; handlers: InvoiceRowHandlers }) {
  const open = isOpen(invoice);
  return (
    <>
      <IconAction label={`View invoice ${invoice.invoiceNumber}`} onClick={() => handlers.onView(invoice)}>
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
          className="px-2.5"
          onClick={() => handlers.onMarkPaid(invoice)}
          disabled={handlers.markingPaidId === invoice.id}
        >
          Mark Paid
        </Button>
      )}
      {open && handlers.onScheduleReminders && (
        <IconAction
          label={`Schedule Reminders for invoice ${invoice.invoiceNumber}`}
          onClick={() => handlers.onScheduleReminders?.(invoice)}
        >
          <BellRing aria-hidden="true" />
        </IconAction>
      )}
      {/* The actions sit in a flex row with its own gap: the rule needs no margin of its own. */}
      <DestructiveGap className="mx-0" />
      <IconAction
        label={`Delete invoice ${invoice.invoiceNumber}`}
        onClick={() => handlers.onDelete(invoice)}
      >
        <Trash2 aria-hidden="true" className="text-destructive" />
      </IconAction>
    </>
  );
}
