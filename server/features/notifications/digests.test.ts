import { eq } from 'drizzle-orm';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/currency';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createTestCreditNote,
  createTestInvoice,
  createTestUser,
  recordTestPayment,
  saveTestSettings,
} from '../../../test/factories';
import { invoices } from '../../db/schema';
import { isoWeekKey, runOverdueDigests, runWeeklyReports } from './digests';

describe('isoWeekKey (the weekly report is sent once per ISO week)', () => {
  it.each([
    ['2026-01-01', '2026-W01'], // a Thursday: week 1 of 2026
    ['2025-12-29', '2026-W01'], // the Monday of that week belongs to 2026
    ['2027-01-03', '2026-W53'], // 2026 has 53 weeks
    ['2027-01-04', '2027-W01'],
    ['2026-03-09', '2026-W11'],
    ['2026-03-15', '2026-W11'], // Sunday closes the week
    ['2026-03-16', '2026-W12'],
  ])('%s is %s', (date, key) => {
    expect(isoWeekKey(date)).toBe(key);
  });
});

// What the transport was handed, parsed; each test reads only its own user's messages.
const sent: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    transport: { label: 'memory', send: async (m) => void sent.push(m.raw), close() {} },
  });
});
afterAll(() => t.close());

async function mailsTo(address: string): Promise<Email[]> {
  const parsed = await Promise.all(sent.map((raw) => PostalMime.parse(raw)));
  return parsed.filter((m) => m.to?.some((a) => a.address === address));
}

/** Monday 2026-03-16, 11:00 in Berlin: last week ran from Monday 9 to Sunday 15 March. */
const MONDAY = new Date('2026-03-16T10:00:00Z');
/** Amounts as a German company's emails write them (test accounts are in Germany): "1.000,00 €". */
const money = (amount: string, currency: string) => formatMoney(amount, currency, 'de-DE');

/** A Berlin user without tax, with the notification emails of `prefs` on. */
async function owner(prefs: { overdueAlerts: boolean; weeklyReports: boolean }) {
  const created = await createTestUser(t.app, { timeZone: 'Europe/Berlin' });
  const { agent } = created;
  await saveTestSettings(agent); // EUR, no tax
  const notifications = { emailReminders: false, paymentNotifications: false, ...prefs };
  expect((await agent.put('/api/settings/notifications', notifications)).statusCode).toBe(200);
  /** An invoice of `total` stored with `status` (and sent at `sentAt` when given). */
  const invoice = async (
    total: string,
    dueDate: string,
    opts: { status?: string; currency?: 'EUR' | 'USD'; sentAt?: string } = {},
  ) => {
    const made = await createTestInvoice(agent, {
      currency: opts.currency ?? 'EUR',
      issueDate: '2026-02-01',
      dueDate,
      lineItems: [{ description: 'Work', quantity: 1, rate: total }],
    });
    await t.database.db
      .update(invoices)
      .set({ status: opts.status ?? 'sent', sentAt: opts.sentAt ? new Date(opts.sentAt) : null })
      .where(eq(invoices.id, made.id));
    return made.id;
  };
  const pay = (invoiceId: number, amount: string, paidOn: string) =>
    recordTestPayment(t.database.db, { userId: created.user.id, invoiceId, amount, paidOn });
  const credit = (invoiceId: number, rate: string, issueDate: string) =>
    createTestCreditNote(t.database.db, { userId: created.user.id, invoiceId, rate, issueDate });
  return { ...created, invoice, pay, credit };
}

describe('weekly summary', () => {
  it('counts the payments received last week as paid, and balances due as outstanding and overdue', async () => {
    const { email, invoice, pay } = await owner({ overdueAlerts: false, weeklyReports: true });
    // €1,000 sent last week: €100 received the week before, €400 last Tuesday; €500 still due.
    const a = await invoice('1000', '2026-04-30', { sentAt: '2026-03-11T09:00:00Z' });
    await pay(a, '100', '2026-03-02');
    await pay(a, '400', '2026-03-10');
    // $200 sent last week and overdue since March 2: $50 received on Sunday; $150 still due.
    const b = await invoice('200', '2026-03-01', { currency: 'USD', sentAt: '2026-03-09T08:00:00Z' });
    await pay(b, '50', '2026-03-15');
    // €300 paid in full today: this week's, not last week's.
    await pay(await invoice('300', '2026-03-31'), '300', '2026-03-16');
    // A void invoice sent last week counts nowhere.
    await invoice('700', '2026-03-05', { status: 'void', sentAt: '2026-03-10T09:00:00Z' });

    await runWeeklyReports(t.app.deps, MONDAY);
    const [report, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(report.subject).toBe('Your weekly summary: 09.03.2026 – 15.03.2026');
    expect(report.text).toContain(`Sent: 2 invoices — ${money('1000', 'EUR')} + ${money('200', 'USD')}`);
    expect(report.text).toContain(`Paid: 2 payments — ${money('400', 'EUR')} + ${money('50', 'USD')}`);
    expect(report.text).toContain(
      `Outstanding now: 2 invoices — ${money('500', 'EUR')} + ${money('150', 'USD')}`,
    );
    expect(report.text).toContain(`Overdue now: 1 invoice — ${money('150', 'USD')}`);
  });
});

describe('overdue digest', () => {
  it('quotes the balance due of an invoice paid in part, and never lists a void invoice', async () => {
    const { email, invoice, pay } = await owner({ overdueAlerts: true, weeklyReports: false });
    // Both were due yesterday (Sunday), so both became overdue today.
    const part = await invoice('1000', '2026-03-15');
    await pay(part, '400', '2026-03-12');
    await invoice('250', '2026-03-15');
    await invoice('700', '2026-03-15', { status: 'void' });

    await runOverdueDigests(t.app.deps, MONDAY);
    const [digest, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(digest.subject).toBe('2 invoices became overdue');
    expect(digest.text).toContain(`— ${money('600', 'EUR')} still due of ${money('1000', 'EUR')}, due`);
    expect(digest.text).toContain(`— ${money('250', 'EUR')}, due 15.03.2026`);
    expect(digest.text).not.toContain(money('700', 'EUR'));
  });

  it('quotes the balance after a credit note, and counts it as outstanding and overdue', async () => {
    const { email, invoice, pay, credit } = await owner({ overdueAlerts: true, weeklyReports: true });
    // €1,000 due yesterday: €200 credited, €300 received → €500 still due.
    const credited = await invoice('1000', '2026-03-15');
    await credit(credited, '200', '2026-03-10');
    await pay(credited, '300', '2026-03-11');
    // €400 due yesterday, only credited: €150 off → €250 still due.
    await credit(await invoice('400', '2026-03-15'), '150', '2026-03-12');

    await runOverdueDigests(t.app.deps, MONDAY);
    await runWeeklyReports(t.app.deps, MONDAY);
    const mails = await mailsTo(email);
    const digest = mails.find((m) => m.subject?.includes('became overdue'));
    expect(digest?.text).toContain(`— ${money('500', 'EUR')} still due of ${money('1000', 'EUR')}, due`);
    expect(digest?.text).toContain(`— ${money('250', 'EUR')} still due of ${money('400', 'EUR')}, due`);
    const weekly = mails.find((m) => m.subject?.startsWith('Your weekly summary'));
    // A credit note is no payment: only the €300 received counts as paid.
    expect(weekly?.text).toContain(`Paid: 1 payment — ${money('300', 'EUR')}`);
    expect(weekly?.text).toContain(`Outstanding now: 2 invoices — ${money('750', 'EUR')}`);
    expect(weekly?.text).toContain(`Overdue now: 2 invoices — ${money('750', 'EUR')}`);
  });
});
