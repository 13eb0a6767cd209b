import { Trans, useLingui } from '@lingui/react/macro';
import type { CreditNote } from '@shared/credit-notes';
import { Download, Send } from 'lucide-react';
import { creditNotePdfUrl } from '@/api/credit-note-pdf';
import { CreditNoteEInvoiceMenu } from '@/components/e-invoice/credit-note-e-invoice-menu';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

/**
 * A credit note's PDF (a plain link: the session cookie goes with it), its e-invoice and Send again.
 */
export function CreditNoteActions({
  note,
  onSend,
  sending,
}: {
  note: CreditNote;
  onSend: (note: CreditNote) => void;
  sending: boolean;
}) {
  const { t } = useLingui();
  const number = note.creditNoteNumber;
  const pdfLabel = t`Download PDF of credit note ${number}`;
  return (
    <>
      <Tooltip label={pdfLabel}>
        <Button variant="ghost" size="icon" className="size-8" asChild>
          <a href={creditNotePdfUrl(note.id)} download={`${note.creditNoteNumber}.pdf`} aria-label={pdfLabel}>
            <Download aria-hidden="true" />
          </a>
        </Button>
      </Tooltip>
      <CreditNoteEInvoiceMenu note={note} clientId={note.clientId} appearance="icon" />
      <Button
        variant="outline"
        size="sm"
        className="px-2.5"
        aria-label={t`Send again credit note ${number}`}
        onClick={() => onSend(note)}
        disabled={sending}
      >
        <Send aria-hidden="true" /> <Trans>Send again</Trans>
      </Button>
    </>
  );
}
