import type { CreditNote } from '@shared/credit-notes';
import { formatMoney } from '@shared/currency';
import { formatShortDate } from '@shared/dates';
import { Download, Send } from 'lucide-react';
import { creditNotePdfUrl } from '@/api/credit-note-pdf';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip } from '@/components/ui/tooltip';

const COLUMNS = ['Credit Note', 'Invoice', 'Client', 'Issue Date', 'Total'];

/** The credit notes as a table: what each corrects, for whom, when and how much, with its PDF and Send again. */
export function CreditNoteTable({
  creditNotes,
  onSend,
  sendingId,
}: {
  creditNotes: CreditNote[];
  onSend: (creditNote: CreditNote) => void;
  sendingId?: number;
}) {
  return (
    <Table aria-label="Credit Notes">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((label) => (
            <TableHead key={label}>{label}</TableHead>
          ))}
          <TableHead className="text-right">Actions</TableHead>
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
              <div className="flex items-center justify-end gap-0.5">
                <Tooltip label={`Download PDF of credit note ${note.creditNoteNumber}`}>
                  <Button variant="ghost" size="icon" className="size-8" asChild>
                    <a
                      href={creditNotePdfUrl(note.id)}
                      download={`${note.creditNoteNumber}.pdf`}
                      aria-label={`Download PDF of credit note ${note.creditNoteNumber}`}
                    >
                      <Download aria-hidden="true" />
                    </a>
                  </Button>
                </Tooltip>
                <Button
                  variant="outline"
                  size="sm"
                  className="px-2.5"
                  aria-label={`Send again credit note ${note.creditNoteNumber}`}
                  onClick={() => onSend(note)}
                  disabled={sendingId === note.id}
                >
                  <Send aria-hidden="true" /> Send again
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
