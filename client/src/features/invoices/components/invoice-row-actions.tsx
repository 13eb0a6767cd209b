import { canDo, isIssued } from '@shared/invoice-lifecycle';
import type { Invoice } from '@shared/invoices';
import { BellRing, Eye, FileText, Send, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DestructiveGap } from '@/components/ui/destructive-gap';
import { IconAction } from './invoice-row-parts';
import { type CorrectionMode, IssuedInvoiceMenu } from './issued-invoice-menu';

export interface InvoiceRowHandlers {
  onView: (invoice: Invoice) => void;
  onOpenPdf: (invoice: Invoice) => void;
  onMarkPaid: (invoice: Invoice) => void;
  /** Drafts only: send it to the client now. */
  onSend: (invoice: Invoice) => void;
  /** Drafts only (issued invoices are records). */
  onDelete: (invoice: Invoice) => void;
  /** Issued invoices: a credit note, a correction or a cancellation. */
  onCorrect: (invoice: Invoice, mode: CorrectionMode) => void;
  /** Opens the per-invoice reminder schedule. */
  onScheduleReminders?: (invoice: Invoice) => void;
  markingPaidId?: number;
  sendingId?: number;
}

/**
 * The Invoices page's row actions (SPEC §2), each shown only when the lifecycle table allows it:
 * view and PDF always; Send for drafts; Mark Paid while something is due; Schedule Reminders for
 * issued unpaid invoices; then, set apart at the end, Delete for drafts or the corrections menu of
 * an issued invoice (issue #23).
 */
export function InvoiceRowActions({ invoice, handlers }: { invoice: Invoice; handlers: InvoiceRowHandlers }) {
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
      {canDo(invoice, 'send') && !isIssued(invoice) && (
        <IconAction
          label={`Send invoice ${invoice.invoiceNumber}`}
          onClick={() => handlers.onSend(invoice)}
          disabled={handlers.sendingId === invoice.id}
        >
          <Send aria-hidden="true" />
        </IconAction>
      )}
      {canDo(invoice, 'recordPayment') && (
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
      {canDo(invoice, 'remind') && handlers.onScheduleReminders && (
        <IconAction
          label={`Schedule Reminders for invoice ${invoice.invoiceNumber}`}
          onClick={() => handlers.onScheduleReminders?.(invoice)}
        >
          <BellRing aria-hidden="true" />
        </IconAction>
      )}
      {canDo(invoice, 'delete') ? (
        <>
          {/* The actions sit in a flex row with its own gap: the rule needs no margin of its own. */}
          <DestructiveGap className="mx-0" />
          <IconAction
            label={`Delete invoice ${invoice.invoiceNumber}`}
            onClick={() => handlers.onDelete(invoice)}
          >
            <Trash2 aria-hidden="true" className="text-destructive" />
          </IconAction>
        </>
      ) : (
        <IssuedInvoiceMenu invoice={invoice} onSelect={handlers.onCorrect} />
      )}
    </>
  );
}
