import { formatMoney } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import type { Invoice } from '@shared/invoices';
import { Download } from 'lucide-react';
import { creditNotePdfUrl } from '@/api/credit-note-pdf';

/** The credit notes issued against an invoice, oldest first, each with its PDF; nothing without any. */
export function CreditNoteLinks({ invoice }: { invoice: Pick<Invoice, 'creditNotes' | 'currency'> }) {
  if (invoice.creditNotes.length === 0) return null;
  return (
    <section aria-labelledby="invoice-credit-notes" className="grid gap-2 rounded-lg border p-4">
      <h3 id="invoice-credit-notes" className="text-sm font-semibold">
        Credit notes
      </h3>
      <ul aria-labelledby="invoice-credit-notes" className="grid gap-1 text-sm">
        {invoice.creditNotes.map((note) => (
          <li
            key={note.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-1"
            data-testid="invoice-credit-note"
          >
            <span className="font-medium">{note.creditNoteNumber}</span>
            <span className="text-muted-foreground">{formatShortDate(note.issueDate)}</span>
            <span className="tabular-nums">{formatMoney(note.total, invoice.currency)}</span>
            <a
              href={creditNotePdfUrl(note.id)}
              download={`${note.creditNoteNumber}.pdf`}
              className="ml-auto inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 rounded-sm"
            >
              <Download aria-hidden="true" className="size-4" /> Download PDF
              <span className="sr-only"> of credit note {note.creditNoteNumber}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
