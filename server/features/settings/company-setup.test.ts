/**
 * Company setup before the first email (docs/decisions/017): without a company name and email no
 * email reaches a client. The three sending routes answer 422 and save nothing, drafts still save,
 * the worker holds reminders without recording anything and catches up once the company is set up,
 * recurring send-mode occurrences wait, receipts are not queued, and schedules and templates stay
 * editable. Every worker clock is explicit.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_NOT_READY_MESSAGE, isCompanyReady } from '../../../shared/company-setup';
import { addDays, todayIn } from '../../../shared/dates';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createTestClient,
  createTestInvoice,
  createTestUser,
  setTestSentAt,
  setUpTestCompany,
} from '../../../test/factories';
import { validTemplate } from '../../../test/robustness/world';
import { emailOutbox, invoices, settings } from '../../db/schema';
import { sendMoment } from '../../lib/send-moment';
import { runTick } from '../../worker/tick';
import { runRecurringInvoices } from '../recurring/generator';
import { companyReadySql } from './company-ready';
import { getSettings } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

/** `date` at hh:mm UTC (these users live in UTC). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

async function outboxOf(userId: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId));
}

/** Clears the company name, as a user who empties the field in Settings. */
async function clearCompanyName(agent: Agent) {
  const current = (await agent.get('/api/settings')).json();
  const res = await agent.put('/api/settings', { ...current, companyName: '' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().companyName).toBeNull();
}

async function historyOf(agent: Agent, invoiceId: number) {
  const list = (await agent.get('/api/reminders')).json() as {
    invoiceId: number;
    reminderType: string;
    stepKey: string;
    status: string;
  }[];
  return list.filter((r) => r.invoiceId === invoiceId);
}

const invoiceBody = (clientId: number, status: 'sent' | 'draft') => ({
  clientId,
  issueDate: todayIn('Europe/Berlin'),
  dueDate: addDays(todayIn('Europe/Berlin'), 30),
  status,
  projectDescription: 'Website relaunch',
  notes: 'Typed before the company was set up',
  lineItems: [{ description: 'Design work', quantity: 3, rate: '120.00' }],
});

describe('sending before the company is set up', () => {
  it('refuses Create & Send with 422 and saves nothing; a draft saves', async () => {
    const { agent, user } = await createTestUser(t.app, { withCompany: false });
    const client = await createTestClient(agent);

    const refused = await agent.post('/api/invoices', invoiceBody(client.id, 'sent'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ code: 'company_not_ready', message: COMPANY_NOT_READY_MESSAGE });
    expect((await agent.get('/api/invoices')).json()).toEqual([]);
    // The number was not used up either.
    expect((await agent.get('/api/invoices/next-number')).json()).toEqual({ invoiceNumber: 'INV-1000' });
    expect(await outboxOf(user.id)).toEqual([]);

    const draft = await agent.post('/api/invoices', invoiceBody(client.id, 'draft'));
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json()).toMatchObject({ status: 'draft', invoiceNumber: 'INV-1000' });
    expect(await outboxOf(user.id)).toEqual([]);
  });

  it('refuses POST …/send with 422: the draft stays a draft, with no history and no email', async () => {
    const { agent, user } = await createTestUser(t.app, { withCompany: false });
    const draft = await createTestInvoice(agent);
    const activity = (await agent.get(`/api/invoices/${draft.id}/activity`)).json();

    const refused = await agent.post(`/api/invoices/${draft.id}/send`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ code: 'company_not_ready', message: COMPANY_NOT_READY_MESSAGE });
    expect((await agent.get(`/api/invoices/${draft.id}`)).json()).toMatchObject({
      status: 'draft',
      sentAt: null,
    });
    expect((await agent.get(`/api/invoices/${draft.id}/activity`)).json()).toEqual(activity);
    expect(await historyOf(agent, draft.id)).toEqual([]);
    expect(await outboxOf(user.id)).toEqual([]);

    // Another user's invoice is still simply not found.
    const other = await createTestUser(t.app, { withCompany: false });
    expect((await other.agent.post(`/api/invoices/${draft.id}/send`)).statusCode).toBe(404);
  });

  it('refuses POST …/reminder with 422 once the company name was cleared, and sends again once it is back', async () => {
    const { agent, user } = await createTestUser(t.app);
    const invoice = await createTestInvoice(agent, { status: 'sent' });
    await clearCompanyName(agent);

    for (const reminderType of ['manual', 'first']) {
      const refused = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ code: 'company_not_ready', message: COMPANY_NOT_READY_MESSAGE });
    }
    expect(await historyOf(agent, invoice.id)).toEqual([]);
    expect(await outboxOf(user.id)).toEqual([]);

    await setUpTestCompany(agent);
    const sent = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await outboxOf(user.id)).toMatchObject([{ kind: 'reminder', status: 'sent' }]);
  });
});

describe('the worker while the company is not set up', () => {
  it('holds automatic reminders with nothing recorded, then sends only the most advanced due step, once', async () => {
    const { agent, user } = await createTestUser(t.app, { timeZone: 'UTC' });
    const today = todayIn('UTC');
    // 10 days overdue: the due-date note and the first reminder were due, the second is due today.
    const invoice = await createTestInvoice(agent, {
      status: 'sent',
      issueDate: addDays(today, -24),
      dueDate: addDays(today, -10),
    });
    // Marked sent back then (by hand): the engine's catch-up rule, not the one for a fresh invoice email.
    await setTestSentAt(t.database.db, invoice.id, at(addDays(today, -24), '09:00'));
    await clearCompanyName(agent);

    await runTick(t.app.deps, at(today, '10:00'));
    await runTick(t.app.deps, at(today, '10:01'));
    expect(await historyOf(agent, invoice.id)).toEqual([]);
    expect(await outboxOf(user.id)).toEqual([]);
    // Overdue status still moves on: only mail to the client waits.
    expect((await agent.get(`/api/invoices/${invoice.id}`)).json().status).toBe('overdue');

    await setUpTestCompany(agent);
    await runTick(t.app.deps, at(today, '10:02'));
    await runTick(t.app.deps, at(today, '10:03'));
    const history = await historyOf(agent, invoice.id);
    expect(history.filter((r) => r.status === 'sent').map((r) => r.stepKey)).toEqual(['second']);
    expect(
      history
        .filter((r) => r.status === 'skipped')
        .map((r) => r.stepKey)
        .sort(),
    ).toEqual(['due', 'first']);
    const mail = await outboxOf(user.id);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'reminder', status: 'sent', toAddress: invoice.clientEmail });
  });

  it('keeps schedules and templates editable during the hold', async () => {
    const { agent } = await createTestUser(t.app, { timeZone: 'UTC' });
    const invoice = await createTestInvoice(agent, { status: 'sent' });
    await clearCompanyName(agent);

    const template = validTemplate();
    const created = await agent.post('/api/reminder-flow-templates', template);
    expect(created.statusCode, created.body).toBe(201);
    const edited = await agent.put(`/api/reminder-flow-templates/${created.json().id}`, {
      ...template,
      name: 'Firm flow',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().name).toBe('Firm flow');

    const schedule = { frequency: 'weekly', intervalDays: 7, maxReminders: 3, startDate: todayIn('UTC') };
    const url = `/api/invoices/${invoice.id}/reminder-schedule`;
    expect((await agent.post(url, schedule)).statusCode).toBe(201);
    const changed = await agent.put(url, { ...schedule, maxReminders: 5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await agent.get(url)).json()).toMatchObject({ maxReminders: 5, isActive: true });
  });

  it('lets recurring send-mode occurrences wait and catches them up once ready; drafts are still made', async () => {
    const zone = 'Europe/Berlin';
    const today = todayIn(zone);
    const { agent, user } = await createTestUser(t.app);
    const client = await createTestClient(agent);
    const profile = (mode: 'send' | 'draft') => ({
      clientId: client.id,
      currency: 'EUR',
      notes: null,
      projectDescription: `Retainer (${mode})`,
      lineItems: [{ description: 'Retainer', quantity: 1, rate: '900.00' }],
      sendReminders: true,
      reminderFlowTemplateId: null,
      paymentTermsDays: 14,
      frequency: 'monthly',
      interval: 1,
      startDate: today,
      endDate: null,
      occurrences: null,
      sendMode: mode,
      backfill: false,
    });
    const sending = (await agent.post('/api/recurring-invoices', profile('send'))).json();
    const drafting = (await agent.post('/api/recurring-invoices', profile('draft'))).json();
    await clearCompanyName(agent);
    const nineOClock = sendMoment(today, zone, 9).getTime();
    const of = (id: number) =>
      t.database.db.select().from(invoices).where(eq(invoices.recurringInvoiceId, id));

    await runRecurringInvoices(t.app.deps, new Date(nineOClock + 60_000));
    expect(await of(sending.id)).toEqual([]);
    expect((await agent.get(`/api/recurring-invoices/${sending.id}`)).json()).toMatchObject({
      nextIssueDate: today,
      invoiceCount: 0,
    });
    expect(await of(drafting.id)).toMatchObject([{ status: 'draft', issueDate: today }]);
    // The "ready for review" note goes to the account's own address, never to the client.
    expect((await outboxOf(user.id)).map((m) => m.toAddress)).not.toContain(client.email);

    await setUpTestCompany(agent);
    await runRecurringInvoices(t.app.deps, new Date(nineOClock + 120_000));
    expect(await of(sending.id)).toMatchObject([{ status: 'sent', issueDate: today }]);
    const toClient = (await outboxOf(user.id)).filter((m) => m.toAddress === client.email);
    expect(toClient).toMatchObject([{ kind: 'invoice', status: 'sent' }]);
  });

  it('queues no receipt for a payment recorded during the hold, and cancels one queued before it', async () => {
    const { agent, user } = await createTestUser(t.app);
    const invoice = await createTestInvoice(agent, { status: 'sent' });
    const today = todayIn('Europe/Berlin');
    const pay = (amount: number) =>
      agent.post(`/api/invoices/${invoice.id}/payments`, { paidOn: today, method: 'bank_transfer', amount });

    // Queued while ready, then the company name is cleared before the worker delivers it.
    expect((await pay(10)).statusCode).toBe(201);
    const [queued] = await outboxOf(user.id);
    expect(queued).toMatchObject({ kind: 'payment-receipt', status: 'pending' });
    await clearCompanyName(agent);
    expect((await t.app.deps.mailer.deliver(queued.id)).status).toBe('cancelled');

    const paid = await pay(20);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().invoice.amountPaid).toBe('30.00');
    const receipts = (await outboxOf(user.id)).filter((m) => m.kind === 'payment-receipt');
    expect(receipts).toMatchObject([{ id: queued.id, status: 'cancelled' }]);
  });
});

describe('"company ready"', () => {
  it('means the same in TypeScript and in SQL', async () => {
    const { user } = await createTestUser(t.app, { withCompany: false });
    const db = t.database.db;
    const sqlSays = async () => {
      const result = await db.execute(sql`select ${companyReadySql(user.id)} as ready`);
      return Boolean((result as unknown as { rows: { ready: unknown }[] }).rows[0].ready);
    };
    const tsSays = async () => isCompanyReady(await getSettings(db, user.id));
    const cases: [string | null, string | null, boolean][] = [
      ['Muster GmbH', 'billing@muster.example', true],
      ['Muster GmbH', null, false],
      [null, 'billing@muster.example', false],
      ['   ', 'billing@muster.example', false],
      ['Muster GmbH', ' ', false],
    ];
    expect(await sqlSays()).toBe(false);
    expect(await tsSays()).toBe(false);
    for (const [companyName, email, ready] of cases) {
      await db
        .insert(settings)
        .values({ userId: user.id, companyName, email })
        .onConflictDoUpdate({ target: settings.userId, set: { companyName, email } });
      expect([companyName, email, await sqlSays()]).toEqual([companyName, email, ready]);
      expect(await tsSays()).toBe(ready);
    }
  });
});
