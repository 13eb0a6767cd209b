/**
 * The generator under a faked clock: a monthly-on-the-31st profile walked through a year, weekly
 * profiles across the daylight-saving changes of Europe/Berlin and America/New_York, and a profile
 * paused and resumed. Each tick runs at a stated instant; an occurrence must appear at the first
 * tick at or after 09:00 of its day in the owner's zone, never before, and exactly once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { recurringInvoiceInputSchema } from '../../../shared/recurring-invoices';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestClient, createTestUser, saveTestSettings } from '../../../test/factories';
import { invoices } from '../../db/schema';
import { sendMoment } from '../../lib/send-moment';
import { runRecurringInvoices } from './generator';
import { createRecurringInvoice, pauseRecurringInvoice, resumeRecurringInvoice } from './operations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function owner(timeZone: string) {
  const { agent, user } = await createTestUser(t.app, { timeZone });
  await saveTestSettings(agent, { companyName: 'Walker Ltd', email: 'billing@walker.example' });
  const client = await createTestClient(agent);
  return { userId: user.id, clientId: client.id };
}

function profileInput(clientId: number, over: Record<string, unknown>) {
  return recurringInvoiceInputSchema.parse({
    clientId,
    currency: 'EUR',
    lineItems: [{ description: 'Retainer', quantity: 1, rate: '500' }],
    sendReminders: false,
    reminderFlowTemplateId: null,
    frequency: 'monthly',
    endDate: null,
    occurrences: null,
    sendMode: 'draft',
    ...over,
  });
}

async function issueDates(profileId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ issueDate: invoices.issueDate })
    .from(invoices)
    .where(eq(invoices.recurringInvoiceId, profileId))
    .orderBy(invoices.issueDate);
  return rows.map((r) => r.issueDate);
}

/**
 * Ticks once a day at 08:59 and at 09:00 local time from `from` for `days` days, checking at each
 * tick which dates the profile has issued: nothing new at 08:59, that day's occurrence at 09:00.
 */
async function walk(profileId: number, timeZone: string, from: string, days: number): Promise<string[]> {
  const seen = await issueDates(profileId);
  for (let d = 0; d < days; d++) {
    const day = addDays(from, d);
    const nine = sendMoment(day, timeZone, 9);
    await runRecurringInvoices(t.app.deps, new Date(nine.getTime() - MINUTE));
    expect(await issueDates(profileId), `before 09:00 on ${day}`).toEqual(seen);
    await runRecurringInvoices(t.app.deps, nine);
    const now = await issueDates(profileId);
    if (now.length > seen.length) {
      expect(now, `at 09:00 on ${day}`).toEqual([...seen, day]);
      seen.push(day);
    }
  }
  return seen;
}

describe('the generator on a faked clock', () => {
  it('walks a monthly profile on the 31st through a year: the last day of shorter months, back on the 31st', async () => {
    const { userId, clientId } = await owner('Europe/Berlin');
    const created = new Date('2027-01-20T12:00:00Z');
    const p = await createRecurringInvoice(
      t.app.deps,
      userId,
      profileInput(clientId, { startDate: '2027-01-31' }),
      created,
    );
    expect(p.upcoming).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    const dates = await walk(p.id, 'Europe/Berlin', '2027-01-21', 380);
    expect(dates).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
      '2027-11-30',
      '2027-12-31',
      '2028-01-31',
    ]);
  });

  for (const [timeZone, spring, autumn] of [
    ['Europe/Berlin', '2027-03-28', '2027-10-31'],
    ['America/New_York', '2027-03-14', '2027-11-07'],
  ] as const) {
    it(`issues a weekly profile at 09:00 local across both DST changes in ${timeZone}`, async () => {
      const { userId, clientId } = await owner(timeZone);
      // A Sunday two weeks before the spring change; every Sunday through the autumn change.
      const start = addDays(spring, -14);
      const p = await createRecurringInvoice(
        t.app.deps,
        userId,
        profileInput(clientId, { frequency: 'weekly', startDate: start, sendMode: 'send' }),
        new Date(`${addDays(start, -1)}T12:00:00Z`),
      );
      const days = 7 * 40;
      const dates = await walk(p.id, timeZone, start, days);
      expect(dates).toEqual(Array.from({ length: 40 }, (_, k) => addDays(start, 7 * k)));
      expect(dates).toContain(spring);
      expect(dates).toContain(autumn);
    });
  }

  it('skips the occurrences that fall in a pause and resumes with the next one, without back-filling', async () => {
    const { userId, clientId } = await owner('Europe/Berlin');
    const zone = 'Europe/Berlin';
    const p = await createRecurringInvoice(
      t.app.deps,
      userId,
      profileInput(clientId, { frequency: 'weekly', startDate: '2027-05-03' }),
      new Date('2027-05-01T12:00:00Z'),
    );
    await walk(p.id, zone, '2027-05-03', 8); // 05-03 issued
    const paused = await pauseRecurringInvoice(t.app.deps, userId, p.id, new Date('2027-05-11T10:00:00Z'));
    expect(paused).toMatchObject({ status: 'paused', nextIssueDate: null, upcoming: [] });
    // 05-17, 05-24 and 05-31 fall in the pause.
    for (const day of ['2027-05-17', '2027-05-24', '2027-05-31']) {
      await runRecurringInvoices(t.app.deps, sendMoment(day, zone, 12));
    }
    expect(await issueDates(p.id)).toEqual(['2027-05-03', '2027-05-10']);
    // Resumed on Wednesday 06-02: the next is Monday 06-07; nothing from the pause is made.
    const resumed = await resumeRecurringInvoice(
      t.app.deps,
      userId,
      p.id,
      sendMoment('2027-06-02', zone, 15),
    );
    expect(resumed).toMatchObject({ status: 'active', nextIssueDate: '2027-06-07' });
    await walk(p.id, zone, '2027-06-02', 10);
    expect(await issueDates(p.id)).toEqual(['2027-05-03', '2027-05-10', '2027-06-07']);
  });
});
