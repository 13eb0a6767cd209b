import type { EInvoiceFormat, EInvoiceReadiness } from '@shared/e-invoice';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { saveFile } from './invoice-pdf';

/** The key is the path, so `invalidateInvoiceReads` (a prefix of /api/invoices) refreshes it. */
export const eInvoiceReadinessPath = (id: number) => `/api/invoices/${id}/e-invoice/readiness`;

/** What each of the six formats still needs (issue 4/6); nothing is fetched without an id. */
export function useEInvoiceReadiness(id: number | null | undefined) {
  return useQuery({
    queryKey: [eInvoiceReadinessPath(id ?? 0)],
    queryFn: () => api.get<EInvoiceReadiness>(eInvoiceReadinessPath(id ?? 0)),
    enabled: Boolean(id),
  });
}

export const eInvoiceUrl = (id: number, format: EInvoiceFormat) =>
  `/api/invoices/${id}/e-invoice?format=${format}`;

/** `attachment; filename="INV-1003-xrechnung.xml"` → INV-1003-xrechnung.xml. */
export function attachmentName(disposition: string | null): string | null {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

/** Saves the e-invoice under the name the server gives it; a refusal (422: what is missing) throws its ApiError. */
export async function downloadEInvoice(id: number, format: EInvoiceFormat): Promise<void> {
  const res = await fetch(eInvoiceUrl(id, format), { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const name = attachmentName(res.headers.get('content-disposition')) ?? `invoice-${id}-${format}`;
  saveFile(URL.createObjectURL(await res.blob()), name);
}
