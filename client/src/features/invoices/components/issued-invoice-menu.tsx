import { canDo } from '@shared/invoice-lifecycle';
import type { Invoice } from '@shared/invoices';
import { Ban, FilePenLine, MoreHorizontal, ReceiptText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip } from '@/components/ui/tooltip';

/** What corrects an issued invoice: a partial credit note, a correction (void + new draft), a cancellation. */
export type CorrectionMode = 'credit' | 'correct' | 'void';

/**
 * Where a draft row offers Delete, an issued row offers its corrections (issue #23), in one menu:
 * only those the lifecycle table allows now. Nothing is drawn when none is (paid, void).
 */
export function IssuedInvoiceMenu({
  invoice,
  onSelect,
}: {
  invoice: Invoice;
  onSelect: (invoice: Invoice, mode: CorrectionMode) => void;
}) {
  const credit = canDo(invoice, 'credit');
  const correct = canDo(invoice, 'correct');
  const cancel = canDo(invoice, 'void');
  if (!credit && !correct && !cancel) return null;
  const label = `Correct or cancel invoice ${invoice.invoiceNumber}`;
  return (
    <DropdownMenu>
      <Tooltip label={label}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label={label}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent align="end">
        {credit && (
          <DropdownMenuItem onSelect={() => onSelect(invoice, 'credit')}>
            <ReceiptText aria-hidden="true" /> Issue credit note…
          </DropdownMenuItem>
        )}
        {correct && (
          <DropdownMenuItem onSelect={() => onSelect(invoice, 'correct')}>
            <FilePenLine aria-hidden="true" /> Correct…
          </DropdownMenuItem>
        )}
        {cancel && (
          <DropdownMenuItem
            className="text-destructive focus:bg-red-50 focus:text-destructive"
            onSelect={() => onSelect(invoice, 'void')}
          >
            <Ban aria-hidden="true" /> Cancel invoice…
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
