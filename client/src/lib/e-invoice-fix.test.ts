import { describe, expect, it } from 'vitest';
import { eInvoiceFix } from './e-invoice-fix';

describe('eInvoiceFix', () => {
  it("leads an invoice's own field to the form's field", () => {
    expect(eInvoiceFix('invoice.buyerReference', 3)).toEqual({ kind: 'field', field: 'buyerReference' });
    expect(eInvoiceFix('invoice.lines.2.description', 3)).toEqual({
      kind: 'field',
      field: 'lineItems.2.description',
    });
    expect(eInvoiceFix('invoice.lines', 3)).toEqual({ kind: 'field', field: 'lineItems.0.description' });
  });

  it("leads the client's, the company's and the account's fields to their pages", () => {
    expect(eInvoiceFix('client.postalCode', 3)).toEqual({
      kind: 'page',
      to: '/clients?edit=3',
    });
    expect(eInvoiceFix('client.postalCode', null)).toBeNull();
    expect(eInvoiceFix('settings.vatId', 3)).toEqual({
      kind: 'page',
      to: '/settings?field=vatId',
    });
    expect(eInvoiceFix('account.name', 3)).toEqual({ kind: 'page', to: '/account' });
  });
});
