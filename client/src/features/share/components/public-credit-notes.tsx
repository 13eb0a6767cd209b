import { formatMoney } from '@shared/currency';
import { formatLongDate } from '@shared/dates';
import type { PublicInvoice } from '@shared/public-invoice';
import { Download } from 'lucide-react';

/**
 * The credit notes issued against the invoice, for the client's books: each with its number, date,
 * amount credited, reason and PDF. Nothing is drawn without any.
 */
export function PublicCreditNotes({ invoice }: { invoice: Pick<PublicInvoice, 'creditNotes' | 'currency'> }) {
  if (invoice.creditNotes.length === 0) return null;
  return (
    <section aria-labelledby="credit-notes-title" className="grid gap-3 rounded-lg border bg-card p-5">
      <h2 id="credit-notes-title" className="text-lg font-semibold">
        Credit notes
      </h2>
      <ul aria-labelledby="credit-notes-title" className="grid gap-3">
        {invoice.creditNotes.map((note) => (
          <li
            key={note.creditNoteNumber}
            className="grid gap-1 border-t pt-3 first:border-t-0 first:pt-0"
            data-testid="public-credit-note"
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="font-semibold">Credit note {note.creditNoteNumber}</span>
              <span className="tabular-nums">{formatMoney(note.total, invoice.currency)}</span>
            </p>
            <p className="text-sm text-muted-foreground">
              {formatLongDate(note.issueDate.slice(0, 10))} · {note.reason}
            </p>
            <a
              href={note.pdfUrl}
              className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
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
