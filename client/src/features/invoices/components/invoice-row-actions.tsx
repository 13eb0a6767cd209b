import { Trans, useLingui } from '@lingui/react/macro';
import { canDo, isIssued } from '@shared/invoice-lifecycle';
import type { Invoice } from '@shared/invoices';
import {
  Ban,
  BellRing,
  CheckCircle2,
  ChevronDown,
  Eye,
  FilePenLine,
  FileText,
  ReceiptText,
  Send,
  Trash2,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { IconAction } from './invoice-row-parts';
import type { CorrectionMode } from './use-corrections';

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

const destructive = 'text-destructive focus:bg-red-50 focus:text-destructive';

/**
 * The Invoices page's row actions (SPEC §2), each offered only when the lifecycle table allows it:
 * View on the row itself; the rest behind one Actions menu (issue #27: two elements per row instead
 * of up to six, each with its tooltip) — Open PDF always; Send for drafts; Mark Paid while something
 * is due; Schedule Reminders for issued unpaid invoices; then, set apart at the end, Delete for
 * drafts or the corrections of an issued invoice (issue #23). The menu is Radix's: arrow keys move
 * through it, Enter chooses, Escape closes it and gives focus back to its button.
 */
export function InvoiceRowActions({ invoice, handlers }: { invoice: Invoice; handlers: InvoiceRowHandlers }) {
  const number = invoice.invoiceNumber;
  const send = canDo(invoice, 'send') && !isIssued(invoice);
  const remind = canDo(invoice, 'remind') && handlers.onScheduleReminders;
  const corrections = (['credit', 'correct', 'void'] as const).filter((mode) => canDo(invoice, mode));
  const remove = canDo(invoice, 'delete');
  const { t } = useLingui();
  return (
    <>
      <IconAction label={t`View invoice ${number}`} onClick={() => handlers.onView(invoice)}>
        <Eye aria-hidden="true" />
      </IconAction>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            className="gap-1 px-2"
            aria-label={t`Actions for invoice ${number}`}
          >
            <Trans>Actions</Trans>
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => handlers.onOpenPdf(invoice)}>
            <FileText aria-hidden="true" /> <Trans>Open PDF</Trans>
          </DropdownMenuItem>
          {send && (
            <DropdownMenuItem
              onSelect={() => handlers.onSend(invoice)}
              disabled={handlers.sendingId === invoice.id}
            >
              <Send aria-hidden="true" /> <Trans>Send invoice</Trans>
            </DropdownMenuItem>
          )}
          {canDo(invoice, 'recordPayment') && (
            <DropdownMenuItem
              onSelect={() => handlers.onMarkPaid(invoice)}
              disabled={handlers.markingPaidId === invoice.id}
            >
              <CheckCircle2 aria-hidden="true" /> <Trans>Mark Paid</Trans>
            </DropdownMenuItem>
          )}
          {remind && (
            <DropdownMenuItem onSelect={() => handlers.onScheduleReminders?.(invoice)}>
              <BellRing aria-hidden="true" /> <Trans>Schedule Reminders</Trans>
            </DropdownMenuItem>
          )}
          {(remove || corrections.length > 0) && <DropdownMenuSeparator />}
          {remove && (
            <DropdownMenuItem className={destructive} onSelect={() => handlers.onDelete(invoice)}>
              <Trash2 aria-hidden="true" /> <Trans>Delete invoice</Trans>
            </DropdownMenuItem>
          )}
          {corrections.includes('credit') && (
            <DropdownMenuItem onSelect={() => handlers.onCorrect(invoice, 'credit')}>
              <ReceiptText aria-hidden="true" /> <Trans>Issue credit note…</Trans>
            </DropdownMenuItem>
          )}
          {corrections.includes('correct') && (
            <DropdownMenuItem onSelect={() => handlers.onCorrect(invoice, 'correct')}>
              <FilePenLine aria-hidden="true" /> <Trans>Correct…</Trans>
            </DropdownMenuItem>
          )}
          {corrections.includes('void') && (
            <DropdownMenuItem className={destructive} onSelect={() => handlers.onCorrect(invoice, 'void')}>
              <Ban aria-hidden="true" /> <Trans>Cancel invoice…</Trans>
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
