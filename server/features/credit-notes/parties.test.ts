/**
 * A credit note prints the parties of the invoice it corrects (decision 024): the invoice's frozen
 * seller, buyer and logo when it has them, else the company settings and client as they are now.
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

const body = { reason: 'Discount', lineItems: [{ description: 'Goodwill', quantity: 1, rate: '5.00' }] };
const storedNote = async (id: number) =>
  (await t.database.db.select().from(creditNotes).where(eq(creditNotes.id, id)))[0];

describe('credit note parties', () => {
  it('copies the invoice’s frozen seller and buyer', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent);
    const seller = { name: 'Frozen GmbH', email: 'frozen@example.com' };
    const buyer = {
      name: 'Frozen Client',
      email: 'client@example.com',
      phone: null,
      address: 'Old Street 1',
    };
    await t.database.db
      .update(invoices)
      .set({ sellerSnapshot: seller, buyerSnapshot: buyer })
      .where(eq(invoices.id, invoice.id));
    const res = await agent.post(`/api/invoices/${invoice.id}/credit-notes`, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().creditNote.clientName).toBe('Frozen Client');
    const note = await storedNote(res.json().creditNote.id);
    expect(note).toMatchObject({ sellerSnapshot: seller, buyerSnapshot: buyer, logoSnapshotId: null });
  });

  it('freezes the current settings and client when the invoice has none yet', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent);
    const res = await agent.post(`/api/invoices/${invoice.id}/credit-notes`, body);
    const note = await storedNote(res.json().creditNote.id);
    expect(note.sellerSnapshot).toMatchObject({
      name: 'Test Company',
      email: 'billing@test-company.example',
    });
    expect(note.buyerSnapshot).toMatchObject({ name: invoice.clientName, email: invoice.clientEmail });
  });
});
