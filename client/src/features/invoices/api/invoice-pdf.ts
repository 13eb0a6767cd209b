import { ApiError } from '@/lib/api-client';

export const invoicePdfUrl = (id: number) => `/api/invoices/${id}/pdf`;

/** Fetches the PDF and saves it as invoice-{id}.pdf. */
export async function downloadInvoicePdf(id: number): Promise<void> {
  const res = await fetch(invoicePdfUrl(id), { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `invoice-${id}.pdf`;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** Opens the PDF in a new browser tab. */
export function openInvoicePdf(id: number) {
  window.open(invoicePdfUrl(id), '_blank', 'noopener');
}
