/**
 * Recurring invoices within bounds (issue #22 item 5): at most 500 profiles per account, checked
 * under a lock so two creates at 499 cannot both pass; back-fill of at most 12 periods; a tick that
 * issues at most so many occurrences in all and per account, fairly, after reminders and delivery;
 * the paged profile list; a drafts digest that lists 50 and summarises the rest.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { addMonthsClamped } from '../../../shared/recurrence';
import { MAX_PROFILES, recurringInvoiceInputSchema } from '../../../shared/recurring-invoices';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestClient, createTestInvoice, createTestUser } from '../../../test/factories';
import { fieldErrors } from '../../../test/field-errors';
import { emailOutbox, invoices, recurringInvoices } from '../../db/schema';
import type { Mailer } from '../../mail/outbox';
import { runTick } from '../../worker/tick';
import { ISSUE_PER_ACCOUNT_PER_TICK, runRecurringInvoices } from './generator';
import { DIGEST_LISTS_AT_MOST, draftsDigestMail } from './mail';
import { createRecurringInvoice } from './operations';

let t: TestApp;
beforeAll(async () => {
  // Its ticks issue every account's due profiles, and it seeds long-overdue ones: a database of its own.
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const ZONE = 'Europe/Berlin';
const today = () => todayIn(ZONE);

async function owner() {
  const { agent, user } = await createTestUser(t.app, { timeZone: ZONE });
  const client = await createTestClient(agent);
  return { agent, userId: user.id, clientId: client.id };
}

function body(clientId: number, over: Record<string, unknown> = {}) {
  return {
    clientId,
    currency: 'EUR',
    lineItems: [{ description: 'Retainer', quantity: 1, rate: '100' }],
    sendReminders: false,
    reminderFlowTemplateId: null,
    frequency: 'monthly',
    startDate: addDays(today(), 30),
    endDate: null,
    occurrences: null,
    sendMode: 'draft',
    ...over,
  };
}

/**
 * `count` profiles written straight into the table (500 requests would only be slow). With a
 * `due` date each is owed that date's invoice; without, each has ended and is never due.
 */
async function seed(userId: string, clientId: number, count: number, due: string | null, sendMode = 'draft') {
  const at = new Date();
  const startDate = due ?? '2020-01-01';
  await t.database.db.insert(recurringInvoices).values(
    Array.from({ length: count }, (_, k) => ({
      userId,
      clientId,
      currency: 'EUR',
      lineItems: [{ description: `Seeded ${k}`, quantity: 1, unit: null, rate: '100.00' }],
      sendReminders: false,
      frequency: 'monthly',
      startDate,
      sendMode,
      nextN: 0,
      nextIssueDate: due,
      createdAt: new Date(at.getTime() + k),
      updatedAt: at,
    })),
  );
}

/** Invoices `userId`'s profiles made in the tick at `now` (each records the tick's `now` as its creation). */
async function madeAt(userId: string, now: Date) {
  return t.database.db
    .select({ id: invoices.id, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.createdAt, now)));
}

describe('at most 500 recurring invoices per account', () => {
  it('answers 422 with a sentence to the 501st and saves nothing', async () => {
    const { agent, userId, clientId } = await owner();
    await seed(userId, clientId, MAX_PROFILES, null);
    const res = await agent.post('/api/recurring-invoices', body(clientId));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(
      'You can have at most 500 recurring invoices. Delete one you no longer need to create another.',
    );
    const listed = (await agent.get('/api/recurring-invoices?pageSize=1')).json();
    expect(listed.total).toBe(MAX_PROFILES);
  });

  it('lets only one of two creates at 499 through', async () => {
    const { agent, userId, clientId } = await owner();
    await seed(userId, clientId, MAX_PROFILES - 1, null);
    const answers = await Promise.all([
      agent.post('/api/recurring-invoices', body(clientId)),
      agent.post('/api/recurring-invoices', body(clientId)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect((await agent.get('/api/recurring-invoices?pageSize=1')).json().total).toBe(MAX_PROFILES);
  });
});

describe('back-fill of at most 12 periods', () => {
  it('refuses a back-filled start more than 12 periods before today, naming the earliest date', async () => {
    const { agent, userId, clientId } = await owner();
    // 23:30 in Berlin on 2027-03-31: the owner's today, not UTC's (2027-03-31 too) or tomorrow.
    const now = new Date('2027-03-31T21:30:00Z');
    const input = (over: Record<string, unknown>) =>
      recurringInvoiceInputSchema.parse(body(clientId, { backfill: true, ...over }));
    const refused = createRecurringInvoice(t.app.deps, userId, input({ startDate: '2026-03-30' }), now);
    await expect(refused).rejects.toMatchObject({
      statusCode: 422,
      message: 'Back-fill reaches at most 12 invoices into the past: the earliest start date is 2026-03-31.',
      errors: [{ path: 'startDate' }],
    });
    const weekly = input({ frequency: 'weekly', interval: 2, startDate: addDays('2027-03-31', -7 * 24 - 1) });
    await expect(createRecurringInvoice(t.app.deps, userId, weekly, now)).rejects.toMatchObject({
      message: 'Back-fill reaches at most 12 invoices into the past: the earliest start date is 2026-10-14.',
    });
    const earliest = await createRecurringInvoice(
      t.app.deps,
      userId,
      input({ startDate: '2026-03-31' }),
      now,
    );
    expect(earliest).toMatchObject({ nextIssueDate: '2026-03-31' });
    // Without back-fill a start long ago only sets the day of the month: nothing before today is made.
    const old = await createRecurringInvoice(
      t.app.deps,
      userId,
      input({ startDate: '1900-01-31', backfill: false }),
      now,
    );
    expect(old.nextIssueDate).toBe('2027-03-31');

    const res = await agent.post(
      '/api/recurring-invoices',
      body(clientId, { backfill: true, startDate: addMonthsClamped(today(), -13) }),
    );
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body).startDate).toMatch(/^Back-fill reaches at most 12 invoices/);
    expect((await agent.get('/api/recurring-invoices')).json().total).toBe(2);
  });
});

describe('a tick with one account holding many due profiles', () => {
  it('delivers other accounts’ mail first and issues their profiles, at most so many per account', async () => {
    const busy = await owner();
    const due = addDays(today(), -3);
    await seed(busy.userId, busy.clientId, ISSUE_PER_ACCOUNT_PER_TICK + 15, due);
    const other = await owner();
    await seed(other.userId, other.clientId, 1, due, 'send');
    // The other account's receipt waits in the outbox.
    const paid = await createTestInvoice(other.agent, { clientId: other.clientId, status: 'sent' });
    const payment = await other.agent.post(`/api/invoices/${paid.id}/payments`, {
      amount: 1,
      paidOn: today(),
      method: 'bank_transfer',
    });
    expect(payment.statusCode, payment.body).toBe(201);

    // What the tick did, in order: its outbox delivery, and each email the generator queued.
    const events: string[] = [];
    const inner = t.app.deps.mailer;
    const mailer: Mailer = {
      ...inner,
      deliverDue(now, limit) {
        events.push('deliver due');
        return inner.deliverDue(now, limit);
      },
      enqueueDeferred(tx, input) {
        if (input.kind === 'invoice') events.push('issue');
        return inner.enqueueDeferred(tx, input);
      },
    };
    const now = new Date(Date.now() + 60_000);
    await runTick({ ...t.app.deps, mailer }, now);

    expect(events[0]).toBe('deliver due');
    const [receipt] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.invoiceId, paid.id), eq(emailOutbox.kind, 'payment-receipt')));
    expect(receipt.status).toBe('sent');
    expect(await madeAt(busy.userId, now)).toHaveLength(ISSUE_PER_ACCOUNT_PER_TICK);
    const [theirs] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.userId, other.userId), eq(invoices.issueDate, due)));
    expect(theirs).toMatchObject({ status: 'sent' });
  });

  it('issues at most the tick’s budget in all and per account, every account’s oldest profile first', async () => {
    const accounts = [await owner(), await owner(), await owner()];
    // Long overdue, so these come before anything else due; monthly from 2020, so each owes many.
    for (const a of accounts) await seed(a.userId, a.clientId, 3, '2020-01-06');
    const now = new Date(Date.now() + 120_000);
    const result = await runRecurringInvoices(t.app.deps, now, { perTick: 5, perAccount: 2 });
    expect(result.issued).toBe(5);
    // Each account's oldest profile is among the first; none gets more than its share.
    const made = await Promise.all(accounts.map((a) => madeAt(a.userId, now)));
    for (const m of made) expect(m.length).toBeGreaterThanOrEqual(1);
    for (const m of made) expect(m.length).toBeLessThanOrEqual(2);
  });
});

describe('a profile waiting for its 09:00', () => {
  it('takes no place in the tick’s plan, so a ready profile of the same day is issued', async () => {
    // 2000-01-10 09:30 UTC: 10:30 in Berlin (its 09:00 has come), 01:30 in Los Angeles (not yet).
    // A date no other test's profile reaches, so the one place of this tick is theirs alone.
    const day = '2000-01-10';
    const now = new Date(`${day}T09:30:00Z`);
    const early = await createTestUser(t.app, { timeZone: 'America/Los_Angeles' });
    const waiting = await createTestClient(early.agent);
    const ready = await owner();
    // The waiting one is older (lower id): it came first when the plan still held it.
    await seed(early.user.id, waiting.id, 1, day);
    await seed(ready.userId, ready.clientId, 1, day);
    const result = await runRecurringInvoices(t.app.deps, now, { perTick: 1, perAccount: 1 });
    expect(result.issued).toBe(1);
    expect(await madeAt(ready.userId, now)).toHaveLength(1);
  });
});

describe('the paged list of recurring invoices', () => {
  it('answers { items, total, page, pageSize }, newest first, and refuses a bad page size', async () => {
    const { agent, userId, clientId } = await owner();
    await seed(userId, clientId, 7, null);
    const first = (await agent.get('/api/recurring-invoices?page=1&pageSize=3')).json();
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(
      first.items.map((p: { lineItems: { description: string }[] }) => p.lineItems[0].description),
    ).toEqual(['Seeded 6', 'Seeded 5', 'Seeded 4']);
    const last = (await agent.get('/api/recurring-invoices?page=3&pageSize=3')).json();
    expect(
      last.items.map((p: { lineItems: { description: string }[] }) => p.lineItems[0].description),
    ).toEqual(['Seeded 0']);
    expect((await agent.get('/api/recurring-invoices')).json()).toMatchObject({
      total: 7,
      page: 1,
      pageSize: 50,
    });
    const bad = await agent.get('/api/recurring-invoices?pageSize=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Page size must be a whole number from 1 to 100');
  });
});

describe('the drafts digest', () => {
  it('lists the first 50 of 60 drafts and says how many more there are, with the link', () => {
    const drafts = Array.from({ length: 60 }, (_, k) => ({
      invoiceId: k + 1,
      invoiceNumber: `INV-${k + 1}`,
      clientName: 'Retainer Client',
      total: '119.00',
      currency: 'EUR',
      issueDate: '2027-03-01',
    }));
    const mail = draftsDigestMail({
      userId: 'u',
      to: 'owner@example.com',
      appUrl: 'https://duely.example/',
      drafts,
      country: 'DE',
    });
    expect(mail.subject).toBe('60 recurring invoices are ready for review');
    expect(mail.text).toContain('- INV-50 for Retainer Client');
    expect(mail.text).not.toContain('INV-51 ');
    expect(mail.text).toContain('… and 10 more: https://duely.example/invoices');
    expect(mail.html).toContain('and 10 more');
    expect(DIGEST_LISTS_AT_MOST).toBe(50);
    // Bounded: as long with 10,000 drafts as with 60.
    const many = draftsDigestMail({
      userId: 'u',
      to: 'owner@example.com',
      appUrl: 'https://duely.example/',
      drafts: Array.from({ length: 10_000 }, (_, k) => ({ ...drafts[0], invoiceNumber: `INV-${k + 1}` })),
      country: 'DE',
    });
    expect(many.text.length).toBeLessThan(mail.text.length + 20);
    expect(many.text).toContain('… and 9950 more');
  });
});
