import { ApiError } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export const invoicePdfUrl = (id: number) => `/api/invoices/${id}/pdf`;

async function fetchPdfUrl(id: number): Promise<string> {
  const res = await fetch(invoicePdfUrl(id), { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return URL.createObjectURL(await res.blob());
}

/** Fetches the PDF and saves it as invoice-{id}.pdf. */
export async function downloadInvoicePdf(id: number): Promise<void> {
  saveFile(await fetchPdfUrl(id), `invoice-${id}.pdf`);
}

/**
 * Opens the PDF in a new browser tab. The tab is opened at once (inside the click, so no popup
 * blocker stops it) and shows the PDF once it arrived; when the server refuses, the tab closes
 * again and the caller shows its toast instead of a raw error page.
 */
export async function openInvoicePdf(id: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await fetchPdfUrl(id);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
