import { type EInvoiceFormat, primaryEInvoiceFormat } from '@shared/e-invoice';
import { useCompanySettings } from '@/api/get-company-settings';
import { useInvoiceClients } from '@/api/get-invoice-clients';

/** The e-invoice format a document's client receives, read from the cached clients and settings. */
export function usePrimaryEInvoiceFormat(clientId: number | null): EInvoiceFormat | null {
  const client = useInvoiceClients().data?.find((c) => c.id === clientId);
  const country = useCompanySettings().data?.country;
  return primaryEInvoiceFormat(client?.eInvoiceFormat ?? 'pdf', country);
}
