import { formatMoney } from '@shared/currency';
import { formatLongDate } from '@shared/dates';
import { Download } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/utils';

export interface CreditNoteLink {
  creditNoteNumber: string;
  issueDate: string;
  total: string;
  /** Shown to the client, who has no other place to read it. */
  reason?: string;
  pdfUrl: string;
}

/**
 * The credit notes issued against an invoice, oldest first, each with its number, date, amount
 * credited and PDF: the owner's invoice view and the client's page both list them; `actions` adds
 * what only the owner is offered beside the PDF. Nothing is drawn without any.
 */
export function CreditNoteLinks<Note extends CreditNoteLink>({
  notes,
  currency,
  headingLevel = 3,
  className,
  actions,
}: {
  notes: Note[];
  currency: string;
  headingLevel?: 2 | 3;
  className?: string;
  actions?: (note: Note) => React.ReactNode;
}) {
  const id = React.useId();
  if (notes.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={cn('grid gap-3 rounded-lg border bg-card p-4', className)}>
      <Heading id={id} className={headingLevel === 2 ? 'text-lg font-semibold' : 'text-sm font-semibold'}>
        Credit notes
      </Heading>
      <ul aria-labelledby={id} className="grid gap-3 text-sm">
        {notes.map((note) => (
          <li key={note.creditNoteNumber} className="grid gap-1" data-testid="credit-note-item">
            <p className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="font-semibold">Credit note {note.creditNoteNumber}</span>
              <span className="tabular-nums">{formatMoney(note.total, currency)}</span>
            </p>
            <p className="text-muted-foreground">
              {formatLongDate(note.issueDate.slice(0, 10))}
              {note.reason ? ` · ${note.reason}` : ''}
            </p>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <a
                href={note.pdfUrl}
                download={`${note.creditNoteNumber}.pdf`}
                className="inline-flex w-fit items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Download aria-hidden="true" className="size-4" /> Download PDF
                <span className="sr-only"> of credit note {note.creditNoteNumber}</span>
              </a>
              {actions?.(note)}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
