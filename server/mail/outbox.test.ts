import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestInvoice, createTestUser } from '../../test/factories';
import { emailOutbox, invoices, reminders } from '../db/schema';
import { CLAIM_MS, createMailer } from './outbox';
import type { Transport } from './transport';

/**
 * A transport whose sends the test holds open and then lets succeed or fail, to play out what two
 * workers do when their sends overlap. (Real SMTP delivery is covered by the reminders tests.)
 */
function gatedTransport() {
  const sent: string[] = [];
  let mode: 'ok' | 'fail' | 'hold' = 'ok';
  let release: (outcome: 'ok' | 'fail') => void = () => {};
  const transport: Transport = {
    label: 'gated',
    async send(m) {
      if (mode === 'fail') throw new Error('connection refused');
      if (mode === 'hold') {
        const outcome = await new Promise<'ok' | 'fail'>((resolve) => {
          release = resolve;
        });
        if (outcome === 'fail') throw new Error('socket timed out');
      }
      sent.push(`${m.id}`);
    },
    close() {},
  };
  return {
    transport,
    sent,
    set: (m: typeof mode) => {
      mode = m;
    },
    release: (outcome: 'ok' | 'fail') => release(outcome),
  };
}

let t: TestApp;
const gate = gatedTransport();
beforeAll(async () => {
  t = await createTestApp({ transport: gate.transport });
});
afterAll(() => t.close());

/** A sent invoice whose manual reminder could not be delivered: it waits in the outbox for a retry. */
async function queuedReminder() {
  const { agent } = await createTestUser(t.app);
  const invoice = await createTestInvoice(agent, { status: 'sent' });
  gate.set('fail');
  const res = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' });
  expect(res.statusCode).toBe(502);
  gate.set('ok');
  const [reminder] = await t.database.db.select().from(reminders).where(eq(reminders.invoiceId, invoice.id));
  return { agent, invoice, outboxId: reminder.outboxId! };
}

const outboxRow = async (id: number) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('outbox claims', () => {
  it('a claim made with a stale tick time still holds against another worker', async () => {
    const { outboxId } = await queuedReminder();
    const other = createMailer(t.database.db, gate.transport, 'Duely <no-reply@duely.local>');
    gate.set('hold');
    // Worker 1's tick started three minutes ago; its send is in progress.
    const first = t.mailer.deliver(outboxId, later(-3 + 2)); // due (the retry waits 1 minute), time in the past
    await expect.poll(async () => (await outboxRow(outboxId)).status).toBe('sending');
    // Worker 2, on the real clock, must leave the message alone. (By id: the test database may hold
    // other files' messages, which are not this test's to send.)
    expect((await other.deliver(outboxId, later(2))).status).toBe('pending');
    gate.release('ok');
    expect(await first).toEqual({ status: 'sent' });
    expect(gate.sent.filter((id) => id === String(outboxId))).toHaveLength(1);
  });

  it("a sender whose claim was taken over never writes its late result over the new holder's", async () => {
    const { outboxId } = await queuedReminder();
    const other = createMailer(t.database.db, gate.transport, 'Duely <no-reply@duely.local>');
    gate.set('hold');
    const first = t.mailer.deliver(outboxId, later(2));
    await expect.poll(async () => (await outboxRow(outboxId)).status).toBe('sending');
    // Worker 1 looks dead past its claim: worker 2 takes the message over and delivers it.
    gate.set('ok');
    await other.deliver(outboxId, new Date(Date.now() + CLAIM_MS + 3 * 60_000));
    expect((await outboxRow(outboxId)).status).toBe('sent');
    // Worker 1's send then fails late; the message stays sent and is not queued again.
    gate.release('fail');
    expect((await first).status).toBe('pending');
    const row = await outboxRow(outboxId);
    expect(row.status).toBe('sent');
    await t.mailer.deliver(outboxId, later(60));
    expect(gate.sent.filter((id) => id === String(outboxId))).toHaveLength(1);
  });
});

describe('queued reminders stop the moment their invoice stops wanting them', () => {
  it('paid after the reminder was queued: the retry is cancelled, never sent', async () => {
    const { invoice, outboxId } = await queuedReminder();
    // Paid by any path (here straight in the database, so no cancel hook runs).
    await t.database.db
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(invoices.id, invoice.id));
    await t.mailer.deliver(outboxId, later(5));
    expect(gate.sent).not.toContain(String(outboxId));
    expect((await outboxRow(outboxId)).status).toBe('cancelled');
    const [reminder] = await t.database.db.select().from(reminders).where(eq(reminders.outboxId, outboxId));
    expect(reminder.status).toBe('skipped');
  });

  it('deleted after the reminder was queued: the retry goes with the invoice, never sent', async () => {
    const { invoice, outboxId } = await queuedReminder();
    // An issued invoice cannot be deleted through the API (409); its account's deletion takes it.
    await t.database.db.delete(invoices).where(eq(invoices.id, invoice.id));
    await t.mailer.deliver(outboxId, later(5));
    expect(gate.sent).not.toContain(String(outboxId));
    expect(await outboxRow(outboxId)).toBeUndefined();
  });

  it('a queued retry for an unpaid invoice is delivered', async () => {
    const { outboxId } = await queuedReminder();
    await t.mailer.deliver(outboxId, later(5));
    expect(gate.sent).toContain(String(outboxId));
    expect((await outboxRow(outboxId)).status).toBe('sent');
  });
});
