import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreditNote } from '@shared/credit-notes';
import { formatMoney } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMediaQuery } from '@/lib/use-media-query';
import { CreditNoteActions } from './credit-note-actions';

const COLUMNS = [
  msg`Credit Note`,
  msg`Invoice`,
  msg`Client`,
  msg({ message: 'Issue Date', context: 'credit note' }),
  msg`Total`,
];

/** Wide enough for the six columns beside the sidebar; narrower windows get one card per credit note. */
const WIDE = '(min-width: 1024px)';

/**
 * The credit notes as a table on wide screens and as cards below (no sideways scrolling on a
 * phone): what each corrects, for whom, when and how much, with its PDF and Send again.
 */
export function CreditNoteTable({
  creditNotes,
  onSend,
  sendingId,
}: {
  creditNotes: CreditNote[];
  onSend: (creditNote: CreditNote) => void;
  sendingId?: number;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const wide = useMediaQuery(WIDE);
  const actions = (note: CreditNote) => (
    <CreditNoteActions note={note} onSend={onSend} sending={sendingId === note.id} />
  );
  if (!wide) {
    return (
      <ul aria-label={t`Credit Notes`} className="grid grid-cols-1 gap-3 px-3 sm:grid-cols-2 sm:px-5">
        {creditNotes.map((note) => (
          <li
            key={note.id}
            className="grid grid-cols-1 gap-2 rounded-lg border p-3 sm:p-4"
            data-testid="credit-note-card"
          >
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="font-semibold">{note.creditNoteNumber}</h3>
              <span className="font-medium tabular-nums">{formatMoney(note.total, note.currency)}</span>
            </div>
            <p className="text-sm break-words text-muted-foreground">
              {note.invoiceNumber} · {note.clientName} · {formatShortDate(note.issueDate)}
            </p>
            <div className="flex items-center justify-end gap-1">{actions(note)}</div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table aria-label={t`Credit Notes`}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((label) => (
            <TableHead key={label.id}>{i18n._(label)}</TableHead>
          ))}
          <TableHead className="text-right">
            <Trans>Actions</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {creditNotes.map((note) => (
          <TableRow key={note.id} data-testid={`credit-note-row-${note.id}`}>
            <TableCell className="font-medium">{note.creditNoteNumber}</TableCell>
            <TableCell>{note.invoiceNumber}</TableCell>
            <TableCell className="min-w-32 max-w-56 whitespace-normal break-words">
              {note.clientName}
            </TableCell>
            <TableCell>{formatShortDate(note.issueDate)}</TableCell>
            <TableCell className="font-medium tabular-nums">
              {formatMoney(note.total, note.currency)}
            </TableCell>
            <TableCell>
              <div className="flex items-center justify-end gap-0.5">{actions(note)}</div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
