/** Where a readiness problem is fixed (shared/e-invoice-readiness.ts paths): a field of this form, or a page. */
export type EInvoiceFix = { kind: 'field'; field: string } | { kind: 'page'; to: string };

/**
 * `invoice.lines.2.description` → the form's `lineItems.2.description`; `client.postalCode` → the
 * client's edit dialog; `settings.vatId` → that field in Settings; `account.name` → the Profile page.
 */
export function eInvoiceFix(path: string, clientId: number | null | undefined): EInvoiceFix | null {
  const [area, ...rest] = path.split('.');
  const field = rest.join('.');
  if (area === 'invoice') {
    if (field === 'lines') return { kind: 'field', field: 'lineItems.0.description' };
    return { kind: 'field', field: field.replace(/^lines\./, 'lineItems.') };
  }
  if (area === 'client') return clientId ? { kind: 'page', to: `/clients?edit=${clientId}` } : null;
  if (area === 'settings') return { kind: 'page', to: `/settings?field=${encodeURIComponent(field)}` };
  if (area === 'account') return { kind: 'page', to: '/account' };
  return null;
}
