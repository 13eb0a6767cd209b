/**
 * The worker claims only what an account may send now (issue #36 item 6): an account past its
 * sending limit costs no reads and no renders for reminders that would only wait for the next hour,
 * and those reminders go once it may send again. Another account's reminders go meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser, setTestSentAt } from '../../../test/factories';
import { pdfPool } from '../../pdf/pool';
import { runReminderEngine } from './engine';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { MAIL_PER_ACCOUNT_HOUR: '3', MAIL_NEW_ACCOUNT_HOUR: '3' },
    ownDatabase: true,
  });
});
afterAll(() => t.close());

/** `date` at hh:mm UTC (the users here live in UTC: their reminders go at 09:00 UTC). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/** Sent invoices due 4 days ago: each one's first reminder (3 days after the due date) is due. */
async function lateInvoices(agent: Agent, count: number) {
  const dueDate = addDays(todayIn('UTC'), -4);
  const issueDate = addDays(dueDate, -14);
  for (let i = 0; i < count; i++) {
    const invoice = await createTestInvoice(agent, { status: 'sent', issueDate, dueDate });
    await setTestSentAt(t.app.deps.db, invoice.id, at(issueDate, '09:00'));
  }
}

async function sentReminders(agent: Agent) {
  const list = (await agent.get('/api/reminders')).json() as { status: string }[];
  return list.filter((r) => r.status === 'sent').length;
}

describe('the reminder worker within the sending limits', () => {
  it('renders and claims no more reminders than the account may send this hour, and the rest the next', async () => {
    const busy = await createTestUser(t.app, { timeZone: 'UTC' });
    const quiet = await createTestUser(t.app, { timeZone: 'UTC' });
    await lateInvoices(busy.agent, 7);
    await lateInvoices(quiet.agent, 2);
    // Sends are stamped with the machine's clock: the passes run from it on.
    const start = Date.now();
    const minutesOn = (minutes: number) => new Date(start + minutes * 60_000);

    const before = pdfPool().stats().started;
    const first = await runReminderEngine(t.app.deps, minutesOn(0));
    // Three of the busy account's seven (its limit an hour), both of the quiet one's.
    expect(first).toEqual({ claimed: 5, sent: 5 });
    expect(pdfPool().stats().started - before).toBe(5);
    expect(await sentReminders(busy.agent)).toBe(3);
    expect(await sentReminders(quiet.agent)).toBe(2);

    // Still within the same hour: nothing more is read or rendered for the busy account.
    const again = pdfPool().stats().started;
    expect(await runReminderEngine(t.app.deps, minutesOn(30))).toEqual({ claimed: 0, sent: 0 });
    expect(pdfPool().stats().started).toBe(again);

    // An hour after the first sends, the account may send three more, then the last one.
    expect(await runReminderEngine(t.app.deps, minutesOn(61))).toEqual({ claimed: 3, sent: 3 });
    expect(await runReminderEngine(t.app.deps, minutesOn(122))).toEqual({ claimed: 1, sent: 1 });
    expect(await sentReminders(busy.agent)).toBe(7);
  });
});
