import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import { formatDocumentDate, formatLongDate } from '@shared/dates';
import { Download } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/utils';

/** The list's words and how it writes dates and amounts; left out, the interface's own. */
export interface CreditNoteLabels {
  heading: string;
  /** "Credit note CN-1", "Rechnungskorrektur CN-1". */
  item: (number: string) => string;
  download: string;
  /** What a screen reader hears after `download`: "of credit note CN-1". */
  downloadOf: (number: string) => string;
  locale: string;
}

/** A credit note as the document lists it (shared/document.ts DocumentCreditNoteRef), with its PDF. */
export interface CreditNoteLink {
  number: string;
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
  labels,
}: {
  notes: Note[];
  currency: string;
  headingLevel?: 2 | 3;
  className?: string;
  actions?: (note: Note) => React.ReactNode;
  /** The client's page passes its language's; the owner's view speaks the interface's language. */
  labels?: CreditNoteLabels;
}) {
  const { t } = useLingui();
  const id = React.useId();
  if (notes.length === 0) return null;
  const words: Omit<CreditNoteLabels, 'locale'> = labels ?? {
    heading: t`Credit notes`,
    item: (number) => t`Credit note ${number}`,
    download: t`Download PDF`,
    downloadOf: (number) =>
      t({ message: `of credit note ${number}`, comment: 'Heard by screen readers after "Download PDF"' }),
  };
  const date = (day: string) => (labels ? formatDocumentDate(day, labels.locale) : formatLongDate(day));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={cn('grid gap-3 rounded-lg border bg-card p-4', className)}>
      <Heading id={id} className={headingLevel === 2 ? 'text-lg font-semibold' : 'text-sm font-semibold'}>
        {words.heading}
      </Heading>
      <ul aria-labelledby={id} className="grid gap-3 text-sm">
        {notes.map((note) => (
          <li key={note.number} className="grid gap-1" data-testid="credit-note-item">
            <p className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="font-semibold">{words.item(note.number)}</span>
              <span className="tabular-nums">{formatMoney(note.total, currency, labels?.locale)}</span>
            </p>
            <p className="text-muted-foreground">
              {date(note.issueDate.slice(0, 10))}
              {note.reason ? ` · ${note.reason}` : ''}
            </p>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <a
                href={note.pdfUrl}
                download={`${note.number}.pdf`}
                className="inline-flex w-fit items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Download aria-hidden="true" className="size-4" /> {words.download}
                <span className="sr-only"> {words.downloadOf(note.number)}</span>
              </a>
              {actions?.(note)}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
