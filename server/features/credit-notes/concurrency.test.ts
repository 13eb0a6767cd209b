/**
 * Credit notes at the same moment (issue #23): under the invoice's row lock they never together
 * exceed the balance due, and under the counter's they never share or skip a number. On PostgreSQL
 * (TEST_DATABASE_URL) the requests run on separate connections at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSentTestInvoice, createTestUser } from '../../../test/factories';
import { creditNotes, invoices } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = {
  reason: 'Returned item',
  lineItems: [{ description: 'One seat', quantity: 1, rate: '20.00' }],
};
const numbersOf = (list: { creditNoteNumber: string }[]) =>
  list.map((n) => Number(n.creditNoteNumber.split('-')[1])).sort((a, b) => a - b);

describe('concurrent credit notes', () => {
  it('8 at once on one invoice (23.80 each, 119.00 due): exactly 5 go through, the rest 422', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => agent.post(`/api/invoices/${invoice.id}/credit-notes`, body)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 422, 422, 422]);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ creditedAmount: '119.00', status: 'void' });
    const stored = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id));
    expect(stored.reduce((sum, n) => sum + Number(n.total), 0)).toBeCloseTo(119, 2);
    expect(numbersOf(stored)).toEqual([1, 2, 3, 4, 5]);
  });

  it('8 at once on different invoices of one user: numbers 1 to 8, none shared, none skipped', async () => {
    const { agent } = await createTestUser(t.app);
    const sent = await Promise.all(Array.from({ length: 8 }, () => createSentTestInvoice(agent)));
    const answers = await Promise.all(
      sent.map((i) => agent.post(`/api/invoices/${i.id}/credit-notes`, body)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(numbersOf(answers.map((r) => r.json().creditNote))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(numbersOf((await agent.get('/api/credit-notes')).json())).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('a void racing partial credits: the balance is never exceeded', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent);
    const answers = await Promise.all([
      agent.post(`/api/invoices/${invoice.id}/credit-notes`, body),
      agent.post(`/api/invoices/${invoice.id}/void`, { reason: 'Cancelled' }),
      agent.post(`/api/invoices/${invoice.id}/credit-notes`, body),
      agent.post(`/api/invoices/${invoice.id}/correct`, { reason: 'Wrong' }),
    ]);
    expect(answers.every((r) => [200, 201, 422].includes(r.statusCode))).toBe(true);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const stored = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id));
    expect(row).toMatchObject({ creditedAmount: '119.00', status: 'void' });
    expect(stored.reduce((sum, n) => sum + Number(n.total), 0)).toBeCloseTo(119, 2);
    expect(numbersOf(stored)).toEqual(stored.map((_, i) => i + 1));
  });
});
