/**
 * Sending limits (docs/decisions/009-sending-limits.md), each with small values set for the test:
 * a request over a limit answers 429 and sends nothing; an automatic email over a limit waits for
 * the next hour, never dropped, and the reminder history says so.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/dates';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestInvoice, createTestUser, setTestSentAt } from '../../test/factories';
import { emailOutbox, users } from '../db/schema';
import { runTick } from '../worker/tick';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ownDatabase: true,
    env: {
      MAIL_MANUAL_PER_INVOICE_DAY: '2',
      MAIL_PER_ACCOUNT_HOUR: '3',
      MAIL_PER_ACCOUNT_DAY: '5',
      MAIL_NEW_ACCOUNT_HOUR: '2',
    },
  });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** A user whose account is older than a day (the new-account limit no longer applies). */
async function establishedUser() {
  const created = await createTestUser(t.app, { timeZone: 'UTC' });
  await t.database.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 3 * 24 * HOUR) })
    .where(eq(users.id, created.user.id));
  return created;
}

const sentInvoice = (agent: Awaited<ReturnType<typeof createTestUser>>['agent'], dueInDays = 14) => {
  const today = todayIn('UTC');
  return createTestInvoice(agent, { status: 'sent', issueDate: today, dueDate: addDays(today, dueInDays) });
};

const outboxOf = async (userId: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId));

const remind = (agent: Awaited<ReturnType<typeof createTestUser>>['agent'], id: number) =>
  agent.post(`/api/invoices/${id}/reminder`, { reminderType: 'manual' });

describe('sending limits', () => {
  it('sends by hand: at most MAIL_MANUAL_PER_INVOICE_DAY per invoice and day', async () => {
    const { agent, user } = await establishedUser();
    const invoice = await sentInvoice(agent);
    expect(
      (await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'first' })).statusCode,
    ).toBe(200);
    expect((await remind(agent, invoice.id)).statusCode).toBe(200);
    const refused = await remind(agent, invoice.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `No email was sent: invoice ${invoice.invoiceNumber} was already emailed 2 times by hand today. Try again tomorrow.`,
    );
    expect(await outboxOf(user.id)).toHaveLength(2);
    // Another invoice of the same account is not held back by this one.
    const other = await sentInvoice(agent);
    expect((await remind(agent, other.id)).statusCode).toBe(200);
  });

  it('every email of the account: at most MAIL_PER_ACCOUNT_HOUR an hour', async () => {
    const { agent, user } = await establishedUser();
    for (let i = 0; i < 3; i++)
      expect((await remind(agent, (await sentInvoice(agent)).id)).statusCode).toBe(200);
    const refused = await remind(agent, (await sentInvoice(agent)).id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "No email was sent: the account's limit of 3 emails an hour was reached. Try again later.",
    );
    expect(await outboxOf(user.id)).toHaveLength(3);
  });

  it('sending a draft over a limit answers 429 and leaves it a draft', async () => {
    const { agent, user } = await establishedUser();
    for (let i = 0; i < 3; i++)
      expect((await remind(agent, (await sentInvoice(agent)).id)).statusCode).toBe(200);
    const today = todayIn('UTC');
    const draft = await createTestInvoice(agent, { issueDate: today, dueDate: addDays(today, 14) });
    const refused = await agent.post(`/api/invoices/${draft.id}/send`);
    expect(refused.statusCode).toBe(429);
    expect((await agent.get(`/api/invoices/${draft.id}`)).json().status).toBe('draft');
    expect(await outboxOf(user.id)).toHaveLength(3);
  });

  it('a new account (first 24 hours): at most MAIL_NEW_ACCOUNT_HOUR an hour', async () => {
    const { agent, user } = await createTestUser(t.app, { timeZone: 'UTC' });
    for (let i = 0; i < 2; i++)
      expect((await remind(agent, (await sentInvoice(agent)).id)).statusCode).toBe(200);
    const refused = await remind(agent, (await sentInvoice(agent)).id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/limit of 2 emails an hour \(for an account in its first day\)/);
    expect(await outboxOf(user.id)).toHaveLength(2);
  });

  it('every email of the account: at most MAIL_PER_ACCOUNT_DAY in 24 hours', async () => {
    const { agent, user } = await establishedUser();
    // Five emails sent earlier today, more than an hour ago.
    const earlier = new Date(Date.now() - 5 * HOUR);
    await t.database.db.insert(emailOutbox).values(
      Array.from({ length: 5 }, () => ({
        userId: user.id,
        kind: 'reminder',
        toAddress: 'someone@example.com',
        subject: 'Earlier',
        raw: 'x',
        status: 'sent',
        sentAt: earlier,
        createdAt: earlier,
      })),
    );
    const refused = await remind(agent, (await sentInvoice(agent)).id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/limit of 5 emails a day was reached/);
    expect(await outboxOf(user.id)).toHaveLength(5);
  });

  it('an automatic reminder over the limit waits unclaimed for the next hour, then is sent once', async () => {
    const { agent, user } = await establishedUser();
    for (let i = 0; i < 3; i++)
      expect((await remind(agent, (await sentInvoice(agent)).id)).statusCode).toBe(200);
    // Due 4 days ago: its first reminder is due.
    const today = todayIn('UTC');
    const late = await createTestInvoice(agent, {
      status: 'sent',
      issueDate: addDays(today, -18),
      dueDate: addDays(today, -4),
    });
    const now = new Date();
    // Sent back then, by hand: not the invoice email of a moment ago (which the engine waits for).
    await setTestSentAt(t.database.db, late.id, new Date(now.getTime() - 18 * 86_400_000));
    await runTick(t.app.deps, now);
    // The account may send nothing more this hour: the worker neither claims nor renders the step
    // (issue #36 item 6); it stays due, with nothing queued and nothing in its history yet.
    const queuedNow = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, user.id), eq(emailOutbox.invoiceId, late.id)));
    expect(queuedNow).toEqual([]);
    const history = (await agent.get('/api/reminders'))
      .json()
      .filter((r: { invoiceId: number }) => r.invoiceId === late.id);
    expect(history).toEqual([]);

    // An hour later the earlier sends have left the window: it goes, once.
    await runTick(t.app.deps, new Date(now.getTime() + 2 * HOUR));
    await runTick(t.app.deps, new Date(now.getTime() + 2 * HOUR + 60_000));
    const [after] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, user.id), eq(emailOutbox.invoiceId, late.id)));
    expect(after.status).toBe('sent');
    const sent = (await agent.get('/api/reminders'))
      .json()
      .filter(
        (r: { invoiceId: number; reminderType: string }) =>
          r.invoiceId === late.id && r.reminderType === 'first',
      );
    expect(sent).toEqual([expect.objectContaining({ status: 'sent', note: null })]);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(eq(emailOutbox.invoiceId, late.id));
    expect(count.n).toBe(1);
  });
});
