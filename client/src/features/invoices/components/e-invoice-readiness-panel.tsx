import { Trans } from '@lingui/react/macro';
import { E_INVOICE_FORMAT_LABELS, E_INVOICE_FORMATS, type EInvoiceProblem } from '@shared/e-invoice';
import type { InvoiceWithItems } from '@shared/invoices';
import * as React from 'react';
import { EInvoiceStatus, problemAction } from '@/components/e-invoice/e-invoice-status';
import { Skeleton } from '@/components/ui/skeleton';
import { useEInvoiceReadiness } from '../api/e-invoice';

/**
 * A saved invoice's e-invoice check as the server makes it (issue 4/6): the client's format first,
 * the other five in a disclosure. A draft's own fields open its edit form on that field
 * (`onEditField`); the client, Settings and Profile are links.
 */
export function EInvoiceReadinessPanel({
  invoice,
  onEditField,
}: {
  invoice: InvoiceWithItems;
  /** Given while the invoice can be edited. */
  onEditField?: (field: string) => void;
}) {
  const readiness = useEInvoiceReadiness(invoice.id);
  const titleId = React.useId();
  // The client's format as the server reads it, with the seller the invoice was issued by.
  const primary = readiness.data?.primary ?? null;
  const formats = readiness.data?.formats;
  const issuedWithGaps =
    readiness.data?.issued === true && Object.values(readiness.data.formats).some((f) => !f.ready);

  const actionOf = ({ path }: EInvoiceProblem) =>
    problemAction(path, invoice.clientId, { newTab: false, onField: onEditField });

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-4">
      <h3 id={titleId} className="font-semibold">
        <Trans>E-invoice</Trans>
      </h3>
      {readiness.isError ? (
        <p role="alert" className="text-sm text-destructive">
          <Trans>The e-invoice check could not be loaded.</Trans>
        </p>
      ) : !formats ? (
        <Skeleton className="h-8 w-64" data-testid="e-invoice-loading" />
      ) : (
        <>
          {issuedWithGaps && (
            <p className="text-sm text-muted-foreground">
              <Trans>
                An issued invoice keeps the details it was issued with. Add what is missing to the client or
                Settings, then correct the invoice: the new invoice carries it.
              </Trans>
            </p>
          )}
          {primary && (
            <EInvoiceStatus
              format={primary}
              problems={formats[primary]?.problems ?? []}
              actionOf={actionOf}
            />
          )}
          <details className="group text-sm">
            <summary className="cursor-pointer rounded-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
              {primary ? <Trans>Other formats</Trans> : <Trans>Formats</Trans>}
            </summary>
            <ul className="mt-3 grid gap-4">
              {E_INVOICE_FORMATS.filter((f) => f !== primary).map((format) => (
                <li key={format} className="grid gap-2 sm:grid-cols-[12rem_1fr] sm:items-start">
                  <h4 className="font-medium sm:pt-1">{E_INVOICE_FORMAT_LABELS[format]}</h4>
                  <EInvoiceStatus
                    compact
                    format={format}
                    problems={formats[format]?.problems ?? []}
                    actionOf={actionOf}
                  />
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}
