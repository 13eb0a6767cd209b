/**
 * A credit note issued through the API tells the client by email when the invoice had reached them
 * (issue #23), queued in the transaction that issues it; never for an invoice the client was not sent.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSentTestInvoice, createTestUser, saveTestSettings } from '../../../test/factories';
import { emailOutbox } from '../../db/schema';
import { CREDIT_NOTE_KIND } from '../notifications/credit-note-mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const creditNoteMails = (invoiceId: number) =>
  t.database.db
    .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.invoiceId, invoiceId), eq(emailOutbox.kind, CREDIT_NOTE_KIND)));

async function companyUser() {
  const { agent } = await createTestUser(t.app);
  await saveTestSettings(agent, { companyName: 'Alte Mühle GmbH', taxRate: 19 });
  return agent;
}

describe('the credit note email on issue', () => {
  it('is queued when a void cancels an invoice that was emailed, and the answer says when', async () => {
    const agent = await companyUser();
    const invoice = await createSentTestInvoice(agent);
    expect((await agent.post(`/api/invoices/${invoice.id}/send`, {})).statusCode).toBe(200);
    const res = await agent.post(`/api/invoices/${invoice.id}/void`, { reason: 'Wrong client' });
    expect(res.statusCode, res.body).toBe(200);
    const { creditNote } = res.json();
    expect(creditNote.emailedAt).toEqual(expect.any(String));
    expect(await creditNoteMails(invoice.id)).toEqual([
      { to: invoice.clientEmail, subject: `Credit note CN-1 cancelling invoice ${invoice.invoiceNumber}` },
    ]);
  });

  it('is not queued for a partial credit on an invoice that was only marked as sent', async () => {
    const agent = await companyUser();
    const invoice = await createSentTestInvoice(agent);
    const res = await agent.post(`/api/invoices/${invoice.id}/credit-notes`, {
      reason: 'Discount',
      lineItems: [{ description: 'Goodwill', quantity: 1, rate: '10.00' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().creditNote.emailedAt).toBeNull();
    expect(await creditNoteMails(invoice.id)).toEqual([]);
  });
});
