/**
 * At most one automatic reminder email per invoice per calendar day in the owner's time zone; a
 * manual reminder goes anyway and counts for its day. Ticks that follow a request run right after it
 * on the same clock (the request records its reminder at that moment); the others run at explicit
 * moments.
 */
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser, setTestSentAt } from '../../../test/factories';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTransport } from '../../mail/transport';
import { runTick } from '../../worker/tick';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    transport: createTransport({ smtpUrl: sink.url, dataDir: os.tmpdir() }),
    ownDatabase: true,
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** `date` at hh:mm UTC (the users here live in UTC, so their reminders go at 09:00 UTC). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

async function subjectsTo(address: string) {
  return (await sink.messages())
    .filter((m) => m.to?.some((a) => a.address === address))
    .map((m) => m.subject);
}

/** A sent invoice due `daysLate` days ago, marked sent on its issue date without an email from Duely. */
async function lateInvoice(agent: Agent, daysLate: number) {
  const dueDate = addDays(todayIn('UTC'), -daysLate);
  const issueDate = addDays(dueDate, -14);
  const invoice = await createTestInvoice(agent, { status: 'sent', issueDate, dueDate });
  await setTestSentAt(t.app.deps.db, invoice.id, at(issueDate, '09:00'));
  return invoice;
}

async function historyOf(agent: Agent, invoiceId: number) {
  const list = (await agent.get('/api/reminders')).json() as {
    invoiceId: number;
    reminderType: string;
    status: string;
    note: string | null;
  }[];
  return list.filter((r) => r.invoiceId === invoiceId);
}

describe('reminders never stack on one day', () => {
  it('a schedule created after the automatic reminder went out today starts with its next interval', async () => {
    const { agent } = await createTestUser(t.app, { timeZone: 'UTC' });
    const today = todayIn('UTC');
    // 10 days overdue: the second reminder (7 days after the due date) is due today.
    const invoice = await lateInvoice(agent, 10);
    await runTick(t.app.deps, at(today, '10:00'));
    expect(await subjectsTo(invoice.clientEmail)).toHaveLength(1);

    const created = await agent.post(`/api/invoices/${invoice.id}/reminder-schedule`, {
      frequency: 'daily',
      intervalDays: 2,
      maxReminders: 3,
      startDate: today,
    });
    expect(created.statusCode).toBe(201);
    await runTick(t.app.deps, at(today, '10:05'));
    await runTick(t.app.deps, at(today, '23:55'));
    // Still the one email: the schedule's first send would have been the second of the day.
    expect(await subjectsTo(invoice.clientEmail)).toHaveLength(1);
    const history = await historyOf(agent, invoice.id);
    expect(history).toContainEqual(
      expect.objectContaining({
        reminderType: 'scheduled',
        status: 'skipped',
        note: 'a reminder went out today',
      }),
    );

    await runTick(t.app.deps, at(addDays(today, 2), '09:30'));
    expect(await subjectsTo(invoice.clientEmail)).toHaveLength(2);
    expect((await historyOf(agent, invoice.id)).filter((h) => h.status === 'sent')).toHaveLength(2);
  });

  it('a manual reminder goes even after an automatic one that day, and counts for that day', async () => {
    const { agent } = await createTestUser(t.app, { timeZone: 'UTC' });
    // Due 4 days ago: the first reminder (3 days) has been due since yesterday 09:00.
    const invoice = await lateInvoice(agent, 4);
    const manual = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' });
    expect(manual.statusCode).toBe(200);
    // The worker's pass later that day: the due automatic step is not sent on top of it.
    await runTick(t.app.deps);
    expect(await subjectsTo(invoice.clientEmail)).toHaveLength(1);
    expect(await historyOf(agent, invoice.id)).toContainEqual(
      expect.objectContaining({
        reminderType: 'first',
        status: 'skipped',
        note: 'a reminder went out today',
      }),
    );
    // A second manual reminder is deliberate too: it goes.
    expect(
      (await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' })).statusCode,
    ).toBe(200);
    expect(await subjectsTo(invoice.clientEmail)).toHaveLength(2);
  });

  it('the invoice email is the notice of its day: the step due then is skipped, a manual reminder still goes', async () => {
    const { agent } = await createTestUser(t.app, { timeZone: 'UTC' });
    // Due 4 days ago: the first reminder (3 days) has been due since yesterday 09:00.
    const invoice = await lateInvoice(agent, 4);
    expect(
      (await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'first' })).statusCode,
    ).toBe(200);
    await runTick(t.app.deps);
    expect(await subjectsTo(invoice.clientEmail)).toEqual([
      `Invoice ${invoice.invoiceNumber} from Test Company`,
    ]);
    expect(await historyOf(agent, invoice.id)).toContainEqual(
      expect.objectContaining({
        reminderType: 'first',
        status: 'skipped',
        note: 'the invoice was emailed today',
      }),
    );
    expect(
      (await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' })).statusCode,
    ).toBe(200);
    expect(await subjectsTo(invoice.clientEmail)).toEqual([
      `Invoice ${invoice.invoiceNumber} from Test Company`,
      `Reminder: Invoice ${invoice.invoiceNumber} from Test Company`,
    ]);
  });
});
