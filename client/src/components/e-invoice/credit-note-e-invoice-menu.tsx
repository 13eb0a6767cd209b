import { useLingui } from '@lingui/react/macro';
import { E_INVOICE_FORMATS } from '@shared/e-invoice';
import { creditNotePath } from '@/api/credit-note-pdf';
import { EInvoiceDownloadMenu } from './e-invoice-download-menu';
import { usePrimaryEInvoiceFormat } from './use-primary-e-invoice-format';

/**
 * A credit note's e-invoice, wherever its PDF is offered to the owner. Credit notes have no readiness
 * check, so every format is offered, the client's first; a refusal's toast says what is missing
 * (XRechnung needs the invoice's buyer reference, for one).
 */
export function CreditNoteEInvoiceMenu({
  note,
  clientId,
  appearance,
}: {
  note: { id: number; creditNoteNumber: string };
  clientId: number | null;
  appearance: 'icon' | 'link';
}) {
  const { t } = useLingui();
  const primary = usePrimaryEInvoiceFormat(clientId);
  const number = note.creditNoteNumber;
  return (
    <EInvoiceDownloadMenu
      appearance={appearance}
      documentPath={creditNotePath(note.id)}
      formats={E_INVOICE_FORMATS}
      primary={primary}
      heading={t`Formats`}
      label={t`Download e-invoice of credit note ${number}`}
    />
  );
}
