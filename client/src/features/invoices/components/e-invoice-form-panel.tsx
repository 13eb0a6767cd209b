import { Trans } from '@lingui/react/macro';
import type { Client } from '@shared/clients';
import { eInvoiceInputOf, primaryEInvoiceFormat } from '@shared/e-invoice';
import { readinessProblems } from '@shared/e-invoice-readiness';
import { fullName } from '@shared/names';
import type { CompanySettings } from '@shared/settings';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { type FieldPath, useWatch } from 'react-hook-form';
import { useUser } from '@/api/get-user';
import { EInvoiceStatus, problemAction } from '@/components/e-invoice/e-invoice-status';
import { draftDocument } from './invoice-document';
import { type InvoiceForm, type InvoiceFormValues, toPreviewData } from './invoice-form';

/** Back from fixing the client or Settings in another tab: read them again, so the check follows. */
function useRefreshOnReturn(active: boolean) {
  const queryClient = useQueryClient();
  React.useEffect(() => {
    if (!active) return;
    const refresh = () => {
      for (const path of ['/api/clients', '/api/settings', '/api/auth/user'])
        void queryClient.invalidateQueries({ queryKey: [path] });
    };
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [active, queryClient]);
}

/**
 * The invoice form's live e-invoice check (issue 4/6): the draft as it would be written, checked by
 * shared/e-invoice-readiness.ts for the client's format — Factur-X for a PDF client of a company in
 * the EU. What the form holds is fixed in place (focus moves to the field); the client, Settings and
 * Profile open in a new tab, so the invoice being typed stays.
 */
export function EInvoiceFormPanel({
  form,
  client,
  settings,
  invoiceNumber,
  taxRate,
}: {
  form: InvoiceForm;
  client: Client | undefined;
  settings: CompanySettings | undefined;
  invoiceNumber: string | undefined;
  taxRate: number | string | null | undefined;
}) {
  const values = useWatch({ control: form.control }) as InvoiceFormValues;
  const { user } = useUser();
  const titleId = React.useId();
  const clientFormat = client?.eInvoiceFormat ?? 'pdf';
  const format = primaryEInvoiceFormat(clientFormat, settings?.country);
  const problems = React.useMemo(() => {
    if (!client || !format) return [];
    const parts = toPreviewData(values, {
      client,
      invoiceNumber: invoiceNumber ?? '',
      currency: settings?.currency,
      taxRate,
    });
    return readinessProblems(eInvoiceInputOf(draftDocument(parts, settings), fullName(user)), format);
  }, [values, client, invoiceNumber, settings, taxRate, user, format]);
  useRefreshOnReturn(problems.some((p) => !p.path.startsWith('invoice.')));
  if (!client || !format) return null;

  const actionOf = ({ path }: { path: string }) =>
    problemAction(path, client.id, {
      newTab: true,
      onField: (field) => form.setFocus(field as FieldPath<InvoiceFormValues>, { shouldSelect: false }),
    });

  const name = client.name;
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-4">
      <div className="grid gap-1">
        <h3 id={titleId} className="font-semibold">
          <Trans>E-invoice</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          {clientFormat === 'pdf' ? (
            <Trans>{name} receives the PDF with its e-invoice inside.</Trans>
          ) : (
            <Trans>{name} receives an XML e-invoice beside the PDF.</Trans>
          )}
        </p>
      </div>
      <EInvoiceStatus format={format} problems={problems} actionOf={actionOf} />
    </section>
  );
}
