import type { EInvoiceFormat } from '@shared/e-invoice';
import { ApiError } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * The e-invoice of a document, invoice or credit note alike (issue 4/6): `documentPath` is the
 * document's own path, `/api/invoices/7` or `/api/credit-notes/12`.
 */
export const eInvoiceUrl = (documentPath: string, format: EInvoiceFormat) =>
  `${documentPath}/e-invoice?format=${format}`;

/** `attachment; filename="INV-1003-xrechnung.xml"` → INV-1003-xrechnung.xml. */
export function attachmentName(disposition: string | null): string | null {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

/** Saves the e-invoice under the name the server gives it; a refusal (422: what is missing) throws its ApiError. */
export async function downloadEInvoice(documentPath: string, format: EInvoiceFormat): Promise<void> {
  const res = await fetch(eInvoiceUrl(documentPath, format), { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const fallback = `${documentPath.replace(/^\/api\//, '').replaceAll('/', '-')}-${format}`;
  saveFile(
    URL.createObjectURL(await res.blob()),
    attachmentName(res.headers.get('content-disposition')) ?? fallback,
  );
}
