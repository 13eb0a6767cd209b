/**
 * Credit notes on an invoice with VAT per line (issue 3/6): a credited line is taxed as one of the
 * invoice's (category, rate) groups, per group; the full note subtracts earlier notes group by group,
 * so the notes add up to the invoice to the cent in every group.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSentTestInvoice, createTestUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mixed = {
  lineItems: [
    { description: 'Consulting', quantity: 1, rate: '100.00', taxRate: 19 },
    { description: 'Book', quantity: 1, rate: '50.00', taxRate: 7 },
  ],
};

describe('credit notes on a mixed-rate invoice', () => {
  it('credits lines in the invoice’s groups, per group; the full note credits exactly the rest of each', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent, mixed);
    expect(invoice).toMatchObject({ subtotal: '150.00', tax: '22.50', total: '172.50', taxRate: null });

    const partial = await agent.post(`/api/invoices/${invoice.id}/credit-notes`, {
      reason: 'Returned book, discount',
      lineItems: [
        { description: 'Returned book', quantity: 1, rate: '20.00', taxRate: 7 },
        // No VAT given: the invoice's first line's (S 19 %).
        { description: 'Discount', quantity: 1, rate: '10.00' },
      ],
    });
    expect(partial.statusCode, partial.body).toBe(201);
    const note = partial.json().creditNote;
    expect(note).toMatchObject({ subtotal: '30.00', tax: '3.30', total: '33.30' });
    expect(note.lineItems.map((l: { taxRate: string }) => l.taxRate)).toEqual(['7.00', '19.00']);
    expect(note.taxBreakdown).toEqual([
      { category: 'S', rate: '19.00', taxableAmount: '10.00', taxAmount: '1.90', exemptionReason: null },
      { category: 'S', rate: '7.00', taxableAmount: '20.00', taxAmount: '1.40', exemptionReason: null },
    ]);
    expect(partial.json().invoice).toMatchObject({ creditedAmount: '33.30', balanceDue: '139.20' });

    const voided = await agent.post(`/api/invoices/${invoice.id}/void`, { reason: 'Cancelled' });
    expect(voided.statusCode, voided.body).toBe(200);
    const full = voided.json().creditNote;
    expect(full).toMatchObject({ subtotal: '120.00', tax: '19.20', total: '139.20' });
    expect(full.lineItems.slice(2)).toEqual([
      {
        description: 'Less credit note CN-1 (S 19 %)',
        quantity: 1,
        unit: null,
        rate: '-10.00',
        amount: '-10.00',
        taxRate: '19.00',
        taxCategory: 'S',
      },
      {
        description: 'Less credit note CN-1 (S 7 %)',
        quantity: 1,
        unit: null,
        rate: '-20.00',
        amount: '-20.00',
        taxRate: '7.00',
        taxCategory: 'S',
      },
    ]);
    expect(full.taxBreakdown).toEqual([
      { category: 'S', rate: '19.00', taxableAmount: '90.00', taxAmount: '17.10', exemptionReason: null },
      { category: 'S', rate: '7.00', taxableAmount: '30.00', taxAmount: '2.10', exemptionReason: null },
    ]);
    expect(voided.json().invoice).toMatchObject({
      status: 'void',
      creditedAmount: '172.50',
      balanceDue: '0.00',
    });
  });

  it('refuses a credited line at a rate the invoice did not charge (400 on the line) and issues nothing', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent, mixed);
    const res = await agent.post(`/api/invoices/${invoice.id}/credit-notes`, {
      reason: 'Discount',
      lineItems: [
        { description: 'Fine', quantity: 1, rate: '1.00', taxCategory: 'S' },
        { description: 'Wrong', quantity: 1, rate: '1.00', taxRate: 10 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        path: 'lineItems.1.taxRate',
        code: 'credit_rate_not_on_invoice_rate',
        message: 'The invoice charged no VAT 10 %: credit a rate the invoice has',
      },
    ]);
    expect((await agent.get(`/api/invoices/${invoice.id}`)).json()).toMatchObject({ creditedAmount: '0.00' });
  });

  it('corrects a mixed invoice into a draft whose lines keep their VAT', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent, mixed);
    const res = await agent.post(`/api/invoices/${invoice.id}/correct`, { reason: 'Wrong address' });
    expect(res.statusCode, res.body).toBe(201);
    const { draft, creditNote } = res.json();
    expect(creditNote.taxBreakdown).toEqual(invoice.taxBreakdown);
    expect(draft).toMatchObject({ total: '172.50', taxRate: null, taxBreakdown: invoice.taxBreakdown });
  });
});
