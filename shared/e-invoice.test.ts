import { describe, expect, it } from 'vitest';
import { primaryEInvoiceFormat } from './e-invoice';

describe('primaryEInvoiceFormat', () => {
  it("is the client's XML format, else Factur-X for a company in the EU, else none", () => {
    expect(primaryEInvoiceFormat('xrechnung-ubl', 'US')).toBe('xrechnung-ubl');
    expect(primaryEInvoiceFormat('pdf', 'DE')).toBe('facturx');
    expect(primaryEInvoiceFormat('pdf', 'US')).toBeNull();
    expect(primaryEInvoiceFormat('pdf', undefined)).toBeNull();
  });
});
