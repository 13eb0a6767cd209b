/**
 * A reminder never goes out before the invoice email it reminds of (issue #22 item 13): an invoice
 * that became sent less than 60 seconds ago waits, and on the day Duely emails an invoice the steps
 * already due are skipped — the invoice email is the notice. An invoice marked sent without an email
 * from Duely keeps the catch-up rule. Every moment is explicit: 10:00 on the account's today, in
 * zones far apart, whatever the hour of the run.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser, setTestSentAt } from '../../../test/factories';
import { emailOutbox, reminders } from '../../db/schema';
import { sendMoment } from '../../lib/send-moment';
import { runTick } from '../../worker/tick';
import { sendReminder } from './send-reminder';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);
const EMAILED = 'the invoice was emailed today';

/**
 * A user in `timeZone` and an invoice of theirs that became sent at 10:00 on their today (the due
 * step's 09:00 has passed), due `dueInDays` from that day.
 */
async function sentInvoice(timeZone: string, dueInDays: number) {
  const { user, agent } = await createTestUser(t.app, { timeZone });
  const day = todayIn(timeZone);
  const dueDate = addDays(day, dueInDays);
  const invoice = await createTestInvoice(agent, {
    status: 'sent',
    issueDate: addDays(dueDate, -14),
    dueDate,
  });
  const sentAt = sendMoment(day, timeZone, 10);
  await setTestSentAt(t.database.db, invoice.id, sentAt);
  return { userId: user.id, invoice, day, sentAt };
}

/** The invoice email as Create & Send's second request (POST …/reminder {first}) sends it at `at`. */
async function emailInvoice(userId: string, invoiceId: number, at: Date) {
  const res = await sendReminder(t.app.deps, userId, invoiceId, 'first', at);
  expect(res.reminder.status).toBe('sent');
}

/** The subjects of the emails delivered to `address`, oldest first. */
async function subjectsTo(address: string) {
  const rows = await t.database.db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.status, 'sent')))
    .orderBy(asc(emailOutbox.id));
  return rows.map((r) => r.subject);
}

/** The automatic steps recorded for the invoice (not the invoice email), as [step, status, note]. */
async function stepsOf(invoiceId: number) {
  const rows = await t.database.db
    .select({ key: reminders.stepKey, status: reminders.status, note: reminders.note })
    .from(reminders)
    .where(eq(reminders.invoiceId, invoiceId));
  return rows
    .filter((r) => !r.key.startsWith('invoice:'))
    .map((r) => [r.key, r.status, r.note])
    .sort();
}

describe.each(['Europe/Berlin', 'Pacific/Kiritimati'])('in %s', (timeZone) => {
  it('Create & Send of an invoice due today: a tick between the two requests sends nothing, the due step is skipped, the first reminder goes on its day', async () => {
    const { userId, invoice, day, sentAt } = await sentInvoice(timeZone, 0);
    const invoiceMail = `Invoice ${invoice.invoiceNumber} from Test Company`;
    // The worker's tick falls between POST /api/invoices and POST …/reminder {first}.
    await runTick(t.app.deps, later(sentAt, SECOND));
    expect(await subjectsTo(invoice.clientEmail)).toEqual([]);
    expect(await stepsOf(invoice.id)).toEqual([]);

    await emailInvoice(userId, invoice.id, later(sentAt, 2 * SECOND));
    await runTick(t.app.deps, later(sentAt, 2 * MINUTE));
    await runTick(t.app.deps, sendMoment(day, timeZone, 23));
    expect(await subjectsTo(invoice.clientEmail)).toEqual([invoiceMail]);
    expect(await stepsOf(invoice.id)).toEqual([['due', 'skipped', EMAILED]]);

    // The next reminder is the next step after that day: the first one, 3 days after the due date.
    const first = sendMoment(addDays(day, 3), timeZone);
    await runTick(t.app.deps, later(first, -MINUTE));
    expect(await subjectsTo(invoice.clientEmail)).toEqual([invoiceMail]);
    await runTick(t.app.deps, later(first, MINUTE));
    expect(await subjectsTo(invoice.clientEmail)).toEqual([
      invoiceMail,
      `Reminder: Invoice ${invoice.invoiceNumber} from Test Company`,
    ]);
    expect(await stepsOf(invoice.id)).toEqual([
      ['due', 'skipped', EMAILED],
      ['first', 'sent', null],
    ]);
  });

  it('an invoice 6 days past due emailed by Duely today gets no "6 days overdue" today; the second reminder goes tomorrow', async () => {
    const { userId, invoice, day, sentAt } = await sentInvoice(timeZone, -6);
    await emailInvoice(userId, invoice.id, later(sentAt, 2 * SECOND));
    // 1.3 s after the invoice email, and again once the invoice has been sent for a while.
    await runTick(t.app.deps, later(sentAt, 3300));
    await runTick(t.app.deps, later(sentAt, 5 * MINUTE));
    await runTick(t.app.deps, sendMoment(day, timeZone, 23));
    expect(await subjectsTo(invoice.clientEmail)).toEqual([
      `Invoice ${invoice.invoiceNumber} from Test Company`,
    ]);
    expect(await stepsOf(invoice.id)).toEqual([
      ['due', 'skipped', EMAILED],
      ['first', 'skipped', EMAILED],
    ]);

    // The second reminder is 7 days after the due date: tomorrow at 09:00.
    await runTick(t.app.deps, sendMoment(addDays(day, 1), timeZone, 9));
    const subjects = await subjectsTo(invoice.clientEmail);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).toBe(`Reminder: Invoice ${invoice.invoiceNumber} from Test Company`);
    expect(await stepsOf(invoice.id)).toContainEqual(['second', 'sent', null]);
  });

  it('an invoice 6 days past due marked sent without an email from Duely gets the most advanced due step once', async () => {
    const { invoice, sentAt } = await sentInvoice(timeZone, -6);
    await runTick(t.app.deps, later(sentAt, 2 * MINUTE));
    await runTick(t.app.deps, later(sentAt, 5 * MINUTE));
    expect(await subjectsTo(invoice.clientEmail)).toEqual([
      `Reminder: Invoice ${invoice.invoiceNumber} from Test Company`,
    ]);
    expect(await stepsOf(invoice.id)).toEqual([
      ['due', 'skipped', 'a later reminder was already due'],
      ['first', 'sent', null],
    ]);
  });

  it('an invoice that became sent less than 60 seconds ago waits', async () => {
    const { invoice, sentAt } = await sentInvoice(timeZone, -6);
    // A tick that started just before the invoice became sent and read it just after.
    await runTick(t.app.deps, later(sentAt, -SECOND));
    await runTick(t.app.deps, later(sentAt, 30 * SECOND));
    await runTick(t.app.deps, later(sentAt, MINUTE - 1));
    expect(await subjectsTo(invoice.clientEmail)).toEqual([]);
    expect(await stepsOf(invoice.id)).toEqual([]);
    await runTick(t.app.deps, later(sentAt, MINUTE));
    expect(await subjectsTo(invoice.clientEmail)).toEqual([
      `Reminder: Invoice ${invoice.invoiceNumber} from Test Company`,
    ]);
  });
});
