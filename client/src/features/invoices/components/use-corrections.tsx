import type { Invoice, InvoiceWithItems } from '@shared/invoices';
import * as React from 'react';
import { CancelInvoiceDialog } from './cancel-invoice-dialog';
import { CreditNoteDialog } from './credit-note-dialog';

/** What corrects an issued invoice: a partial credit note, a correction (void + new draft), a cancellation. */
export type CorrectionMode = 'credit' | 'correct' | 'void';

interface Started {
  invoice: Invoice;
  mode: CorrectionMode;
  open: boolean;
}

/**
 * The corrections of an issued invoice, wherever they are offered (the tables' menu, the invoice
 * view): `start` opens the dialog of one, `dialogs` renders it. It stays mounted while closing, so
 * focus goes back to where it was opened from. A correction's new draft goes to `onCorrected`.
 */
export function useCorrections(onCorrected: (draft: InvoiceWithItems) => void) {
  const [started, setStarted] = React.useState<Started | null>(null);
  const onOpenChange = (open: boolean) => {
    if (!open) setStarted((current) => current && { ...current, open: false });
  };
  const dialogs =
    started &&
    (started.mode === 'credit' ? (
      <CreditNoteDialog invoice={started.invoice} open={started.open} onOpenChange={onOpenChange} />
    ) : (
      <CancelInvoiceDialog
        key={started.mode}
        invoice={started.invoice}
        mode={started.mode}
        open={started.open}
        onOpenChange={onOpenChange}
        onCorrected={onCorrected}
      />
    ));
  return {
    start: (invoice: Invoice, mode: CorrectionMode) => setStarted({ invoice, mode, open: true }),
    dialogs,
  };
}
