/**
 * Recurring invoices through the API and the generator: the profile's contract, bad input, another
 * user's profile, issuing at 09:00 in the owner's zone, send and draft modes, catch-up after
 * downtime, backfill, ends, pause and resume, exactly once under concurrent ticks, and a client with
 * recurring invoices. Every clock is explicit.
 */
import { and, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/currency';
import { addDays, todayIn } from '../../../shared/dates';
import { type RecurringInvoice, recurringInvoiceInputSchema } from '../../../shared/recurring-invoices';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestClient, createTestUser, saveTestSettings } from '../../../test/factories';
import { emailOutbox, invoices, recurringOccurrences, reminders } from '../../db/schema';
import { sendMoment } from '../../lib/send-moment';
import { runTick } from '../../worker/tick';
import { CATCH_UP_PER_TICK, runRecurringInvoices } from './generator';
import { createRecurringInvoice } from './operations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const ZONE = 'Europe/Berlin';
const MINUTE = 60_000;
const today = () => todayIn(ZONE);
/** `minutes` after 09:00 on `date` in Berlin (negative: before). */
const at9 = (date: string, minutes = 1) => new Date(sendMoment(date, ZONE, 9).getTime() + minutes * MINUTE);
const run = (now: Date) => runRecurringInvoices(t.app.deps, now);

const COMPANY = { companyName: 'Muster GmbH', email: 'billing@muster.example', taxRate: 19 };

async function setup() {
  const { agent, user, email } = await createTestUser(t.app);
  await saveTestSettings(agent, COMPANY);
  const client = await createTestClient(agent, { name: 'Retainer Client' });
  return { agent, user, email, client };
}

function body(clientId: number, over: Record<string, unknown> = {}) {
  return {
    clientId,
    currency: 'EUR',
    notes: 'Thank you',
    projectDescription: 'Monthly retainer',
    lineItems: [{ description: 'Retainer', quantity: 1, unit: 'months', rate: '1000' }],
    sendReminders: true,
    reminderFlowTemplateId: null,
    frequency: 'monthly',
    startDate: today(),
    endDate: null,
    occurrences: null,
    sendMode: 'send',
    ...over,
  };
}

async function create(agent: Agent, payload: Record<string, unknown>): Promise<RecurringInvoice> {
  const res = await agent.post('/api/recurring-invoices', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function invoicesOf(profileId: number) {
  return t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.recurringInvoiceId, profileId))
    .orderBy(invoices.issueDate);
}

async function profile(agent: Agent, id: number): Promise<RecurringInvoice> {
  const res = await agent.get(`/api/recurring-invoices/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('recurring invoice profiles', () => {
  it('answers the profile as stored, with its status, next issue date, upcoming dates and count', async () => {
    const { agent, client } = await setup();
    const created = await create(agent, {
      ...body(client.id, { frequency: 'weekly', interval: 2, paymentTermsDays: 14 }),
      lineItems: [{ description: 'Cleaning', quantity: 1.5, unit: 'hours', rate: 40 }],
    });
    expect(created).toEqual({
      id: expect.any(Number),
      clientId: client.id,
      currency: 'EUR',
      notes: 'Thank you',
      projectDescription: 'Monthly retainer',
      lineItems: [
        {
          description: 'Cleaning',
          quantity: 1.5,
          unit: 'hours',
          rate: '40.00',
          taxRate: null,
          taxCategory: null,
        },
      ],
      sendReminders: true,
      reminderFlowTemplateId: null,
      paymentTermsDays: 14,
      servicePeriod: 'issue_date',
      taxExemptionReason: null,
      frequency: 'weekly',
      interval: 2,
      startDate: today(),
      endDate: null,
      occurrences: null,
      sendMode: 'send',
      attachEInvoice: true,
      backfill: false,
      status: 'active',
      nextIssueDate: today(),
      upcoming: [0, 14, 28, 42, 56].map((d) => addDays(today(), d)),
      invoiceCount: 0,
    });
    expect(await profile(agent, created.id)).toEqual(created);
    expect((await agent.get('/api/recurring-invoices')).json()).toEqual({
      items: [created],
      total: 1,
      page: 1,
      pageSize: 50,
    });

    const edited = await agent.put(`/api/recurring-invoices/${created.id}`, body(client.id, { interval: 3 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ frequency: 'monthly', interval: 3, paymentTermsDays: 30 });
    expect(edited.json().upcoming[1]).toBe(todayPlusMonths(3));
  });

  it('refuses bad input with a clear message and saves nothing', async () => {
    const { agent, client } = await setup();
    const other = await setup();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ interval: 0 }, 400, 'Interval must be at least 1'],
      [{ endDate: addDays(today(), -1) }, 400, 'End date must be on or after the start date'],
      [{ lineItems: [] }, 400, 'At least one line item is required'],
      [{ frequency: 'daily' }, 400, 'Frequency must be weekly, monthly, quarterly or yearly'],
      [
        { endDate: addDays(today(), 90), occurrences: 3 },
        400,
        'Choose either an end date or a number of invoices',
      ],
      [{ clientId: other.client.id }, 404, 'Client not found'],
      [{ clientId: 999_999 }, 404, 'Client not found'],
      [{ sendMode: 'email' }, 400, 'Send mode must be send or draft'],
    ];
    for (const [over, status, message] of cases) {
      const res = await agent.post('/api/recurring-invoices', body(client.id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await agent.get('/api/recurring-invoices')).json()).toMatchObject({ items: [], total: 0 });
  });

  it("answers 404 for another user's profile and changes nothing", async () => {
    const owner = await setup();
    const mine = await create(owner.agent, body(owner.client.id));
    const { agent } = await setup();
    const url = `/api/recurring-invoices/${mine.id}`;
    expect((await agent.get(url)).statusCode).toBe(404);
    expect((await agent.put(url, body(owner.client.id))).statusCode).toBe(404);
    expect((await agent.post(`${url}/pause`)).statusCode).toBe(404);
    expect((await agent.post(`${url}/resume`)).statusCode).toBe(404);
    expect((await agent.delete(url)).json()).toEqual({
      code: 'recurring_invoice_not_found',
      message: 'Recurring invoice not found',
    });
    expect(await profile(owner.agent, mine.id)).toEqual(mine);
  });

  it('keeps its invoices when deleted, and keeps a client with recurring invoices from being deleted', async () => {
    const { agent, client } = await setup();
    const p = await create(agent, body(client.id));
    await run(at9(today(), 600));
    const [made] = await invoicesOf(p.id);
    expect(made).toBeDefined();
    const refused = await agent.delete(`/api/clients/${client.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This client has recurring invoices. Delete them first, then delete the client.',
    );
    expect((await agent.delete(`/api/recurring-invoices/${p.id}`)).json()).toEqual({
      message: 'Recurring invoice deleted',
    });
    expect((await agent.get(`/api/recurring-invoices/${p.id}`)).statusCode).toBe(404);
    const kept = (await agent.get(`/api/invoices/${made.id}`)).json();
    expect(kept).toMatchObject({ id: made.id, recurringInvoiceId: null });
  });
});

function todayPlusMonths(months: number) {
  const [y, m, d] = today().split('-').map(Number);
  const index = y * 12 + m - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

describe('the generator', () => {
  it('issues at 09:00 in the owner’s zone: not before, and at the next tick after', async () => {
    const { agent, client } = await setup();
    const p = await create(agent, body(client.id));
    expect((await run(at9(today(), -1))).issued).toBe(0);
    expect(await invoicesOf(p.id)).toHaveLength(0);
    // Created at 15:00 starting today: today's occurrence is issued at the next tick.
    await run(at9(today(), 6 * 60));
    const made = await invoicesOf(p.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ issueDate: today(), dueDate: addDays(today(), 30), status: 'sent' });
    expect(await profile(agent, p.id)).toMatchObject({
      invoiceCount: 1,
      nextIssueDate: todayPlusMonths(1),
      status: 'active',
    });
  });

  it('sends like Create & Send: sent, numbered, taxed at the rate of the day, emailed once with link and PDF', async () => {
    const { agent, client } = await setup();
    const p = await create(agent, body(client.id, { frequency: 'weekly' }));
    await run(at9(today()));
    await saveTestSettings(agent, { ...COMPANY, taxRate: 7 });
    await run(at9(addDays(today(), 7)));
    await run(at9(addDays(today(), 7), 30)); // a second tick issues nothing new
    const made = await invoicesOf(p.id);
    expect(made.map((i) => [i.issueDate, i.status, i.taxRate, i.total])).toEqual([
      [today(), 'sent', '19.00', '1190.00'],
      [addDays(today(), 7), 'sent', '7.00', '1070.00'],
    ]);
    expect(made.map((i) => i.invoiceNumber)).toEqual(['INV-1', 'INV-2']);
    for (const invoice of made) {
      const mails = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.invoiceId, invoice.id));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'invoice', status: 'sent', toAddress: client.email });
      const mail = await PostalMime.parse(mails[0].raw!);
      expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Muster GmbH`);
      expect(mail.text).toContain(`View and pay invoice: http://localhost:3000/i/${invoice.shareToken}`);
      expect(mail.attachments.map((a) => a.filename)).toEqual([`invoice-${invoice.invoiceNumber}.pdf`]);
      const history = await t.database.db.select().from(reminders).where(eq(reminders.invoiceId, invoice.id));
      expect(history.map((r) => [r.reminderType, r.status])).toEqual([['first', 'sent']]);
    }
    const listed = (await agent.get('/api/invoices')).json() as { id: number; recurringInvoiceId: number }[];
    expect(listed.filter((i) => i.recurringInvoiceId === p.id)).toHaveLength(2);
  });

  it('in draft mode makes drafts and tells the account once per tick which drafts it made', async () => {
    const { agent, client, user, email } = await setup();
    const a = await create(agent, body(client.id, { sendMode: 'draft' }));
    const b = await create(agent, body(client.id, { sendMode: 'draft', frequency: 'weekly' }));
    await run(at9(today()));
    const drafts = [...(await invoicesOf(a.id)), ...(await invoicesOf(b.id))];
    expect(drafts.map((i) => i.status)).toEqual(['draft', 'draft']);
    const digest = () =>
      t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.userId, user.id), eq(emailOutbox.kind, 'recurring-drafts')));
    const [mail] = await digest();
    expect(mail).toMatchObject({
      toAddress: email,
      status: 'sent',
      subject: '2 recurring invoices are ready for review',
    });
    const parsed = await PostalMime.parse(mail.raw!);
    // Amounts and dates as the company's country (Germany) writes them.
    for (const draft of drafts) {
      const issued = draft.issueDate.split('-').reverse().join('.');
      const amount = formatMoney(draft.total, draft.currency, 'de-DE');
      expect(parsed.text).toContain(
        `${draft.invoiceNumber} for Retainer Client: ${amount}, issued ${issued}`,
      );
    }
    // No client was emailed, and the next ticks send no second digest.
    const toClient = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, client.email));
    expect(toClient).toHaveLength(0);
    await run(at9(today(), 30));
    expect(await digest()).toHaveLength(1);
    await run(at9(addDays(today(), 7)));
    const digests = await digest();
    expect(digests).toHaveLength(2);
    expect(digests[1].subject).toMatch(/^Recurring invoice INV-\d+ is ready for review$/);
  });

  it('after downtime issues every missed period with its own date, at most 12 per tick, each emailed once', async () => {
    const { client, user } = await setup();
    const start = addDays(today(), -19 * 7);
    // Made 19 weeks ago, starting that day; no tick has run since.
    const p = await createRecurringInvoice(
      t.app.deps,
      user.id,
      recurringInvoiceInputSchema.parse(body(client.id, { frequency: 'weekly', startDate: start })),
      at9(start, -60),
    );
    expect(p.nextIssueDate).toBe(start);
    await run(at9(today()));
    expect(await invoicesOf(p.id)).toHaveLength(CATCH_UP_PER_TICK);
    await run(at9(today(), 1));
    await run(at9(today(), 2));
    const made = await invoicesOf(p.id);
    expect(made.map((i) => i.issueDate)).toEqual(Array.from({ length: 20 }, (_, k) => addDays(start, 7 * k)));
    expect(made.map((i) => i.dueDate)).toEqual(made.map((i) => addDays(i.issueDate, 30)));
    const numbers = made.map((i) => Number(i.invoiceNumber.split('-')[1])).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, k) => k + 1));
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'invoice'));
    const ours = mails.filter((m) => made.some((i) => i.id === m.invoiceId));
    expect(ours).toHaveLength(20);
    expect(new Set(ours.map((m) => m.invoiceId)).size).toBe(20);
    // The oldest is long overdue: its email is the notice; the steps already due are not sent at once.
    await runTick(t.app.deps, at9(today(), 5));
    const oldest = await t.database.db.select().from(reminders).where(eq(reminders.invoiceId, made[0].id));
    expect(oldest.filter((r) => r.status !== 'skipped').map((r) => r.reminderType)).toEqual(['first']);
    expect(oldest.filter((r) => r.status === 'skipped').map((r) => r.note)).toEqual([
      'the invoice was emailed today',
      'the invoice was emailed today',
      'the invoice was emailed today',
      'the invoice was emailed today',
    ]);
  });

  it('without backfill starts with the first occurrence on or after today', async () => {
    const { agent, client } = await setup();
    const start = addDays(today(), -10);
    const p = await create(agent, body(client.id, { frequency: 'weekly', startDate: start }));
    expect(p.nextIssueDate).toBe(addDays(start, 14));
    await run(at9(addDays(start, 14)));
    expect((await invoicesOf(p.id)).map((i) => i.issueDate)).toEqual([addDays(start, 14)]);
  });

  it('ends after N invoices or on its end date', async () => {
    const { agent, client } = await setup();
    const counted = await create(agent, body(client.id, { frequency: 'weekly', occurrences: 2 }));
    expect(counted.upcoming).toEqual([today(), addDays(today(), 7)]);
    const dated = await create(
      agent,
      body(client.id, { frequency: 'weekly', endDate: addDays(today(), 10) }),
    );
    for (const week of [0, 7, 14, 21]) await run(at9(addDays(today(), week)));
    expect(await invoicesOf(counted.id)).toHaveLength(2);
    expect(await invoicesOf(dated.id)).toHaveLength(2);
    for (const p of [counted, dated]) {
      expect(await profile(agent, p.id)).toMatchObject({
        status: 'ended',
        nextIssueDate: null,
        upcoming: [],
        invoiceCount: 2,
      });
    }
  });

  it('skips the periods in a pause and never back-fills them on resume', async () => {
    const { agent, client } = await setup();
    const p = await create(agent, body(client.id, { frequency: 'weekly' }));
    await run(at9(today()));
    const paused = (await agent.post(`/api/recurring-invoices/${p.id}/pause`)).json();
    expect(paused).toMatchObject({ status: 'paused', nextIssueDate: null, upcoming: [] });
    await run(at9(addDays(today(), 7)));
    expect(await invoicesOf(p.id)).toHaveLength(1);
    // Resumed (now, today): the next occurrence on or after today — which the first tick already made.
    const resumed = (await agent.post(`/api/recurring-invoices/${p.id}/resume`)).json();
    expect(resumed).toMatchObject({ status: 'active', nextIssueDate: addDays(today(), 7) });
    expect((await invoicesOf(p.id)).map((i) => i.issueDate)).toEqual([today()]);
  });

  it('issues each occurrence exactly once when ticks run at the same time', async () => {
    const { agent, client, user } = await setup();
    const profiles = await Promise.all(
      [0, 1, 2, 3, 4].map(() =>
        create(
          agent,
          body(client.id, { frequency: 'weekly', startDate: addDays(today(), -21), backfill: true }),
        ),
      ),
    );
    await Promise.all([run(at9(today())), run(at9(today())), run(at9(today()))]);
    for (const p of profiles) {
      const made = await invoicesOf(p.id);
      expect(made.map((i) => i.issueDate)).toEqual([0, 7, 14, 21].map((d) => addDays(today(), d - 21)));
      const occurrences = await t.database.db
        .select()
        .from(recurringOccurrences)
        .where(eq(recurringOccurrences.profileId, p.id));
      expect(occurrences).toHaveLength(4);
    }
    const numbers = (await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id)))
      .map((i) => Number(i.invoiceNumber.split('-')[1]))
      .sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, k) => k + 1));
  });
});
