import { Trans, useLingui } from '@lingui/react/macro';
import type { CreditNote } from '@shared/credit-notes';
import { E_INVOICE_NOT_READY } from '@shared/e-invoice';
import { ReceiptText } from 'lucide-react';
import * as React from 'react';
import { useInvoiceClients } from '@/api/get-invoice-clients';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreditNotes } from '../api/get-credit-notes';
import { useSendCreditNote } from '../api/send-credit-note';
import { CreditNoteTable } from './credit-note-table';

/** As the invoice tables load: placeholder rows in the table's place (SPEC §9: 5 rows). */
function ListSkeleton() {
  const { t } = useLingui();
  return (
    <div className="grid gap-3 px-5" role="status" aria-label={t`Loading credit notes`}>
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} data-testid="credit-note-row-skeleton" className="h-12 w-full" />
      ))}
    </div>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-2 px-5 py-8 text-center">
      <ReceiptText className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">
        <Trans>No credit notes yet</Trans>
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans>Credit notes you issue to cancel, correct or credit an invoice appear here.</Trans>
      </p>
    </div>
  );
}

/**
 * The Invoices page's "Credit Notes (n)" table (issue #23), newest first: each credit note with the
 * invoice it corrects, its PDF, and Send again, which emails it to the client once more — asking
 * first, when the client's XML e-invoice cannot be written, whether the PDF should go alone.
 */
export function CreditNoteList() {
  const { t } = useLingui();
  const creditNotes = useCreditNotes();
  const clients = useInvoiceClients();
  const sending = useSendCreditNote();

  /** A send refused for want of the client's e-invoice: the PDF alone is offered (issue 2/7 item 12). */
  const [unready, setUnready] = React.useState<{ note: CreditNote; error: ApiError } | null>(null);

  const send = (note: CreditNote, attachEInvoice?: false) =>
    sending.mutate(
      { id: note.id, attachEInvoice },
      {
        onSuccess: () => {
          setUnready(null);
          const email = clients.data?.find((c) => c.id === note.clientId)?.email;
          const number = note.creditNoteNumber;
          toast({
            title: email ? t`Credit note ${number} sent to ${email}` : t`Credit note ${number} sent`,
            variant: 'success',
          });
        },
        onError: (error) => {
          setUnready(null);
          if (error instanceof ApiError && error.code === E_INVOICE_NOT_READY)
            return setUnready({ note, error });
          toast({
            title: t`Failed to send credit note`,
            description: errorMessage(error, '') || undefined,
            variant: 'destructive',
          });
        },
      },
    );

  const data = creditNotes.data;
  const count = data?.length;
  const number = unready?.note.creditNoteNumber ?? '';
  return (
    <Card aria-busy={creditNotes.isPending || undefined}>
      <CardHeader>
        <CardTitle>
          {count !== undefined ? <Trans>Credit Notes ({count})</Trans> : <Trans>Credit Notes</Trans>}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 px-0 sm:px-2">
        {creditNotes.isPending ? (
          <ListSkeleton />
        ) : creditNotes.isError ? (
          <p role="alert" className="px-5 pb-2 text-sm text-destructive">
            <Trans>The credit notes could not be loaded. Reload the page to try again.</Trans>
          </p>
        ) : data?.length === 0 ? (
          <EmptyState />
        ) : (
          <CreditNoteTable
            creditNotes={data ?? []}
            onSend={send}
            sendingId={sending.isPending ? sending.variables?.id : undefined}
          />
        )}
        <ConfirmDialog
          open={unready !== null}
          title={t`Send credit note ${number} without its e-invoice?`}
          description={
            <span className="grid gap-2">
              <span>{unready?.error.serverMessage}</span>
              <span className="grid gap-1">
                {unready?.error.errors.map((problem) => (
                  <span key={problem.path}>• {problem.message}</span>
                ))}
              </span>
            </span>
          }
          confirmLabel={t`Send the PDF alone`}
          pendingLabel={t`Sending...`}
          pending={sending.isPending}
          onConfirm={() => unready && send(unready.note, false)}
          onOpenChange={(open) => !open && setUnready(null)}
        />
      </CardContent>
    </Card>
  );
}
