/**
 * The facts table of the invoice email and the credit note email (issue 3/6): the service date or
 * period and the notes of the VAT breakdown, as the PDFs print them; the company's VAT ID and tax
 * number at the foot. Rows are written directly (test/tax-documents.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxBreakdownRow } from '../../../shared/tax';
import { createTestApp, type TestApp } from '../../../test/app';
import { invoiceMailOf } from '../../../test/invoice-mail';
import { insertCreditNote, issuedTaxInvoice, taxContentCompany } from '../../../test/tax-documents';
import { invoices } from '../../db/schema';
import { buildCreditNoteMail } from '../document-mail/credit-note-mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the tax facts of the emails', () => {
  it('tells the service period and the reverse charge note in the invoice email and the credit note email', async () => {
    const { user, client } = await taxContentCompany(t);
    const { row, frozen } = await issuedTaxInvoice(t, user.id, client);
    const reverseCharge: TaxBreakdownRow[] = [
      {
        category: 'AE',
        rate: '0.00',
        taxableAmount: '1280.00',
        taxAmount: '0.00',
        exemptionReason: 'Reverse charge: VAT is owed by the recipient',
      },
    ];
    await t.database.db
      .update(invoices)
      .set({ taxBreakdown: reverseCharge, tax: '0.00', total: '1280.00' })
      .where(eq(invoices.id, row.id));
    const mail = await invoiceMailOf(t.database.db, user.id, row.id, 'invoice');
    const cells = (html: string) => html.replace(/<[^>]+>/g, '|');
    // An English invoice of a German company: dates as British English writes them (issue 5/6).
    expect(cells(mail.html!)).toMatch(/Service period\|+1 November 2026 – 30 November 2026/);
    expect(cells(mail.html!)).toMatch(/VAT note\|+Reverse charge: VAT is owed by the recipient/);
    expect(mail.html).toContain('VAT ID DE123456789');
    expect(mail.html).toContain('Tax number 12/345/67890');

    const note = await insertCreditNote(t.database.db, {
      userId: user.id,
      invoiceId: row.id,
      frozen,
      number: 'CN-1',
      line: { description: 'Beratung', amount: '96.00', taxRate: '0.00', taxCategory: 'AE' },
      tax: '0.00',
      breakdown: [{ ...reverseCharge[0], taxableAmount: '96.00' }],
    });
    const creditMail = (await buildCreditNoteMail(t.app.deps, user.id, note.id))?.mail;
    const html = cells(String(creditMail?.html));
    expect(html).toMatch(/Credit note\|+CN-1/);
    expect(html).toMatch(/Service period\|+1 November 2026 – 30 November 2026/);
    expect(html).toMatch(/VAT note\|+Reverse charge: VAT is owed by the recipient/);
  });
});
