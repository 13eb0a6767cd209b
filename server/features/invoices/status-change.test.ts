/**
 * PATCH /api/invoices/{id} with a status (issue #22 items 9 and 10): overdue comes only from the due
 * date, each history entry says what changed, and Mark Paid on a 0.00 invoice records no payment and
 * queues no receipt. Dates come from the owner's "today" (Europe/Berlin, the factory's zone).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSentTestInvoice, createTestUser } from '../../../test/factories';
import { emailOutbox, invoices } from '../../db/schema';
import { RECEIPT_KIND } from './lifecycle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => todayIn('Europe/Berlin');

const storedStatus = async (id: number) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0].status;
const activity = async (agent: Agent, id: number) =>
  (await agent.get(`/api/invoices/${id}/activity`)).json() as { type: string; detail: string }[];
const receipts = (id: number) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.invoiceId, id), eq(emailOutbox.kind, RECEIPT_KIND)));

describe('PATCH status overdue', () => {
  it('answers 422 for an invoice not yet due (due in 14 days, or today) and changes nothing', async () => {
    const { agent } = await createTestUser(t.app);
    for (const dueDate of [addDays(today(), 14), today()]) {
      const sent = await createSentTestInvoice(agent, { dueDate });
      const before = await activity(agent, sent.id);
      const res = await agent.patch(`/api/invoices/${sent.id}`, { status: 'overdue' });
      expect(res.statusCode, dueDate).toBe(422);
      expect(res.json().message).toMatch(
        /^This invoice is not overdue: it becomes overdue by itself once its due date \(.+\) has passed\.$/,
      );
      expect(await storedStatus(sent.id)).toBe('sent');
      expect((await agent.get(`/api/invoices/${sent.id}`)).json().status).toBe('sent');
      expect(await activity(agent, sent.id)).toEqual(before);
    }
  });

  it('is a no-op for an invoice already past its due date: it reads overdue, and the history gains nothing', async () => {
    const { agent } = await createTestUser(t.app);
    const late = await createSentTestInvoice(agent, {
      issueDate: addDays(today(), -20),
      dueDate: addDays(today(), -3),
    });
    const before = await activity(agent, late.id);
    const res = await agent.patch(`/api/invoices/${late.id}`, { status: 'overdue' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('overdue');
    expect(await activity(agent, late.id)).toEqual(before);
    expect(before.map((a) => a.detail)).not.toContain('Marked as sent');
  });

  it('a draft cannot be made overdue either (422), whatever its due date', async () => {
    const { agent } = await createTestUser(t.app);
    const draft = await createSentTestInvoice(agent, {
      status: 'draft',
      issueDate: addDays(today(), -20),
      dueDate: addDays(today(), -3),
    });
    const res = await agent.patch(`/api/invoices/${draft.id}`, { status: 'overdue' });
    expect(res.statusCode).toBe(422);
    expect(await storedStatus(draft.id)).toBe('draft');
  });

  it('marking a draft as sent says so in the history', async () => {
    const { agent } = await createTestUser(t.app);
    const draft = await createSentTestInvoice(agent, { status: 'draft' });
    expect((await agent.patch(`/api/invoices/${draft.id}`, { status: 'sent' })).json().status).toBe('sent');
    expect((await activity(agent, draft.id))[0]).toMatchObject({ type: 'sent', detail: 'Marked as sent' });
  });
});

describe('Mark Paid on a 0.00 invoice', () => {
  for (const status of ['sent', 'draft'] as const) {
    it(`a ${status} 0.00 invoice becomes paid with no payment and no receipt`, async () => {
      const { agent } = await createTestUser(t.app);
      const free = await createSentTestInvoice(agent, {
        status,
        lineItems: [{ description: 'Goodwill visit', quantity: 1, rate: '0.00' }],
      });
      expect(free.total).toBe('0.00');
      const res = await agent.patch(`/api/invoices/${free.id}`, { status: 'paid' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'paid', amountPaid: '0.00', balanceDue: '0.00' });
      expect(res.json().paidAt).not.toBeNull();
      expect((await agent.get(`/api/invoices/${free.id}/payments`)).json()).toEqual([]);
      expect(await receipts(free.id)).toEqual([]);
      expect((await activity(agent, free.id))[0]).toMatchObject({
        type: 'status_changed',
        detail: 'Marked as paid: nothing was due',
      });
    });
  }

  it('an invoice with money due still gets its one payment of the whole balance and a receipt', async () => {
    const { agent } = await createTestUser(t.app);
    const sent = await createSentTestInvoice(agent);
    const res = await agent.patch(`/api/invoices/${sent.id}`, { status: 'paid' });
    expect(res.json()).toMatchObject({ status: 'paid', amountPaid: '119.00' });
    const list = (await agent.get(`/api/invoices/${sent.id}/payments`)).json();
    expect(list.map((p: { amount: string }) => p.amount)).toEqual(['119.00']);
    expect(await receipts(sent.id)).toHaveLength(1);
  });
});
