/**
 * The reminder engine end to end, with a real SMTP server on 127.0.0.1: what arrives, when, how
 * often, and what the history says.
 */
import os from 'node:os';
import { and, eq } from 'drizzle-orm';
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/currency';
import { addDays, formatDocumentDate } from '../../../shared/dates';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser, setTestSentAt } from '../../../test/factories';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { emailOutbox, invoices, reminders } from '../../db/schema';
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

const MINUTE = 60_000;
const todayUtc = () => new Date().toISOString().slice(0, 10);
const tick = (now = new Date()) => runTick(t.app.deps, now);

async function mailsTo(address: string): Promise<Email[]> {
  return (await sink.messages()).filter((m) => m.to?.some((a) => a.address === address));
}

async function withCompany(agent: Agent, companyName: string, email: string) {
  const current = (await agent.get('/api/settings')).json();
  const res = await agent.put('/api/settings', { ...current, companyName, email });
  expect(res.statusCode).toBe(200);
}

/**
 * A sent invoice whose due date was `daysLate` days ago, marked sent on its issue date without an
 * email from Duely (UTC dates; the users here live in UTC).
 */
async function lateInvoice(agent: Agent, daysLate: number, over: Record<string, unknown> = {}) {
  const dueDate = addDays(todayUtc(), -daysLate);
  const issueDate = addDays(dueDate, -14);
  const invoice = await createTestInvoice(agent, { status: 'sent', issueDate, dueDate, ...over });
  await setTestSentAt(t.database.db, invoice.id, new Date(`${issueDate}T09:00:00Z`));
  return invoice;
}

async function historyOf(agent: Agent, invoiceId: number) {
  const list = (await agent.get('/api/reminders')).json() as {
    invoiceId: number;
    reminderType: string;
    status: string;
    sentDate: string | null;
  }[];
  return list.filter((r) => r.invoiceId === invoiceId);
}

async function utcUser() {
  return createTestUser(t.app, { timeZone: 'UTC' });
}

describe('the invoice email (reminderType first)', () => {
  it('arrives with the PDF attached, Reply-To the company and every user text escaped in HTML', async () => {
    const { agent } = await utcUser();
    await withCompany(agent, 'Müller & Söhne <GmbH>', 'billing@mueller.example');
    const invoice = await createTestInvoice(agent, { status: 'sent', clientName: 'Bob <b>&amp;</b> "Co"' });
    const res = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'first' });
    expect(res.statusCode).toBe(200);

    const [mail, ...more] = await mailsTo(invoice.clientEmail);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Müller & Söhne <GmbH>`);
    expect(mail.replyTo?.[0].address).toBe('billing@mueller.example');
    // The client has no contact name: a neutral opening (issue 5/6).
    expect(mail.text).toContain('Hello,');
    // An English invoice of a German company: money and dates as British English writes them.
    expect(mail.text).toContain(formatMoney(invoice.total, invoice.currency, 'en-GB'));
    expect(mail.text).toContain(`due on ${formatDocumentDate(invoice.dueDate, 'en-GB')}`);
    expect(mail.html).toContain('Müller &amp; Söhne &lt;GmbH&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].mimeType).toBe('application/pdf');
    expect(
      Buffer.from(mail.attachments[0].content as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const [row] = await historyOf(agent, invoice.id);
    expect(row).toMatchObject({ reminderType: 'first', status: 'sent' });
    expect(row.sentDate).not.toBeNull();
  });

  it('a manual reminder goes out now with the reminder subject', async () => {
    const { agent } = await utcUser();
    await withCompany(agent, 'Acme GmbH', 'office@acme.example');
    const invoice = await lateInvoice(agent, 2);
    const res = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Reminder sent successfully',
      reminder: { reminderType: 'manual', status: 'sent' },
    });
    const [mail] = await mailsTo(invoice.clientEmail);
    expect(mail.subject).toBe(`Reminder: Invoice ${invoice.invoiceNumber} from Acme GmbH`);
    // Two days overdue: the flow's first-reminder wording with the variables filled.
    expect(mail.text).toContain(`invoice ${invoice.invoiceNumber} for`);
    expect(mail.text).toContain('has not been paid yet');
    expect(mail.attachments[0].mimeType).toBe('application/pdf');
  });

  it('refuses drafts, paid invoices, unknown types and other users’ invoices', async () => {
    const { agent } = await utcUser();
    const other = await utcUser();
    const draft = await createTestInvoice(agent, { status: 'draft' });
    const draftRes = await agent.post(`/api/invoices/${draft.id}/reminder`, { reminderType: 'manual' });
    expect(draftRes.statusCode).toBe(422);
    expect(draftRes.json().message).toMatch(/draft/);
    const paid = await createTestInvoice(agent, { status: 'sent' });
    await agent.patch(`/api/invoices/${paid.id}`, { status: 'paid' });
    expect(
      (await agent.post(`/api/invoices/${paid.id}/reminder`, { reminderType: 'manual' })).statusCode,
    ).toBe(422);
    expect(
      (await agent.post(`/api/invoices/${paid.id}/reminder`, { reminderType: 'second' })).statusCode,
    ).toBe(400);
    expect(
      (await other.agent.post(`/api/invoices/${draft.id}/reminder`, { reminderType: 'manual' })).statusCode,
    ).toBe(404);
    expect(await historyOf(agent, draft.id)).toEqual([]);
  });
});

describe('the worker', () => {
  it('sends a late invoice exactly one reminder (the most advanced step), PDF attached, and records the missed ones as skipped', async () => {
    const { agent } = await utcUser();
    await withCompany(agent, 'Acme GmbH', 'office@acme.example');
    const invoice = await lateInvoice(agent, 20);
    await tick();
    await tick(new Date(Date.now() + 5 * MINUTE));

    const mails = await mailsTo(invoice.clientEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Final Notice: Invoice ${invoice.invoiceNumber} from Acme GmbH`);
    // The final notice: a new deadline a week from today, politely.
    expect(mails[0].text).toContain('Despite our reminders');
    expect(mails[0].text).toMatch(/by \d{1,2} \w+ \d{4} at the latest/);
    expect(mails[0].attachments[0].mimeType).toBe('application/pdf');

    const history = await historyOf(agent, invoice.id);
    expect(history.map((h) => [h.reminderType, h.status]).sort()).toEqual([
      ['due', 'skipped'],
      ['final', 'sent'],
      ['first', 'skipped'],
      ['second', 'skipped'],
    ]);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row.status).toBe('overdue');
  });

  it('retries through an SMTP outage and then delivers once', async () => {
    const { agent } = await utcUser();
    const invoice = await lateInvoice(agent, 4);
    const now = new Date();
    sink.failing = true;
    try {
      await tick(now);
      expect(await mailsTo(invoice.clientEmail)).toEqual([]);
      expect(await historyOf(agent, invoice.id)).toContainEqual(
        expect.objectContaining({ reminderType: 'first', status: 'pending' }),
      );
    } finally {
      sink.failing = false;
    }
    await tick(new Date(now.getTime() + 2 * MINUTE));
    await tick(new Date(now.getTime() + 10 * MINUTE));
    expect(await mailsTo(invoice.clientEmail)).toHaveLength(1);
    expect(await historyOf(agent, invoice.id)).toContainEqual(
      expect.objectContaining({ reminderType: 'first', status: 'sent' }),
    );
  });

  it('marks the reminder failed after 5 attempts, visible in GET /api/reminders', async () => {
    const { agent } = await utcUser();
    const invoice = await lateInvoice(agent, 4);
    const now = new Date();
    sink.failing = true;
    try {
      for (const m of [0, 2, 4, 8, 16, 32, 64]) await tick(new Date(now.getTime() + m * MINUTE));
    } finally {
      sink.failing = false;
    }
    const [first] = (await historyOf(agent, invoice.id)).filter((h) => h.reminderType === 'first');
    expect(first.status).toBe('failed');
    const [row] = await t.database.db
      .select({ attempts: emailOutbox.attempts, status: emailOutbox.status })
      .from(reminders)
      .innerJoin(emailOutbox, eq(emailOutbox.id, reminders.outboxId))
      .where(and(eq(reminders.invoiceId, invoice.id), eq(reminders.reminderType, 'first')));
    expect(row).toEqual({ attempts: 5, status: 'failed' });
    await tick(new Date(now.getTime() + 200 * MINUTE));
    expect(await mailsTo(invoice.clientEmail)).toEqual([]);
  });

  it('paying the invoice stops the next step and sends the client a receipt', async () => {
    const { agent } = await utcUser();
    await withCompany(agent, 'Acme GmbH', 'office@acme.example');
    // Due 6 days ago: the first reminder (3 days) is due now, the second (7 days) tomorrow at 09:00.
    const invoice = await lateInvoice(agent, 6);
    await tick();
    expect((await mailsTo(invoice.clientEmail)).map((m) => m.subject)).toEqual([
      `Reminder: Invoice ${invoice.invoiceNumber} from Acme GmbH`,
    ]);
    expect((await agent.patch(`/api/invoices/${invoice.id}`, { status: 'paid' })).statusCode).toBe(200);
    await tick(new Date(Date.now() + 2 * 86_400_000));

    const subjects = (await mailsTo(invoice.clientEmail)).map((m) => m.subject);
    expect(subjects).toEqual([
      `Reminder: Invoice ${invoice.invoiceNumber} from Acme GmbH`,
      `Payment received: Invoice ${invoice.invoiceNumber} from Acme GmbH`,
    ]);
    const history = await historyOf(agent, invoice.id);
    expect(history.map((h) => h.reminderType)).not.toContain('second');
  });

  it('a reminder still queued when the invoice is paid is cancelled, never sent', async () => {
    const { agent } = await utcUser();
    await agent.put('/api/settings/notifications', {
      emailReminders: true,
      paymentNotifications: false,
      overdueAlerts: false,
      weeklyReports: false,
    });
    const invoice = await lateInvoice(agent, 4);
    const now = new Date();
    sink.failing = true;
    try {
      await tick(now);
    } finally {
      sink.failing = false;
    }
    await agent.patch(`/api/invoices/${invoice.id}`, { status: 'paid' });
    await tick(new Date(now.getTime() + 5 * MINUTE));
    expect(await mailsTo(invoice.clientEmail)).toEqual([]);
    expect(await historyOf(agent, invoice.id)).toContainEqual(
      expect.objectContaining({ reminderType: 'first', status: 'skipped' }),
    );
  });

  it('sends nothing when the invoice has reminders off or the user turned reminder emails off', async () => {
    const a = await utcUser();
    const quiet = await lateInvoice(a.agent, 5, { sendReminders: false });
    const b = await utcUser();
    const put = await b.agent.put('/api/settings/notifications', {
      emailReminders: false,
      paymentNotifications: true,
      overdueAlerts: true,
      weeklyReports: false,
    });
    expect(put.statusCode).toBe(200);
    const optedOut = await lateInvoice(b.agent, 5);
    await tick();
    expect(await mailsTo(quiet.clientEmail)).toEqual([]);
    expect(await mailsTo(optedOut.clientEmail)).toEqual([]);
    expect(await historyOf(a.agent, quiet.id)).toEqual([]);
    expect(await historyOf(b.agent, optedOut.id)).toEqual([]);
  });

  it('a per-invoice schedule replaces the template', async () => {
    const { agent } = await utcUser();
    const invoice = await lateInvoice(agent, 30);
    // Starts today and the worker runs after today's 09:00 step, at any hour of the test run.
    const start = todayUtc();
    const res = await agent.post(`/api/invoices/${invoice.id}/reminder-schedule`, {
      frequency: 'daily',
      intervalDays: 1,
      maxReminders: 2,
      startDate: start,
    });
    expect(res.statusCode).toBe(201);
    const noon = new Date(`${start}T12:00:00Z`);
    await tick(noon > new Date() ? noon : new Date());
    const history = await historyOf(agent, invoice.id);
    expect(history.map((h) => h.reminderType)).toEqual(['scheduled']);
    const [mail] = await mailsTo(invoice.clientEmail);
    expect(mail.subject).toMatch(/^Reminder: Invoice/);
    const schedule = (await agent.get(`/api/invoices/${invoice.id}/reminder-schedule`)).json();
    expect(schedule.upcoming.map((u: { date: string }) => u.date)).toEqual([addDays(start, 1)]);
  });
});

describe('notification emails to the user', () => {
  it('sends one overdue digest a day listing the invoices that became overdue', async () => {
    const { agent, email } = await utcUser();
    const invoice = await lateInvoice(agent, 1);
    const noon = new Date(`${todayUtc()}T12:00:00Z`);
    const now = noon > new Date() ? noon : new Date();
    await tick(now);
    await tick(new Date(now.getTime() + 5 * MINUTE));
    const digests = (await mailsTo(email)).filter((m) => m.subject?.includes('became overdue'));
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toBe('1 invoice became overdue');
    expect(digests[0].text).toContain(invoice.invoiceNumber);

    const { agent: quietAgent, email: quietEmail } = await utcUser();
    await quietAgent.put('/api/settings/notifications', {
      emailReminders: true,
      paymentNotifications: true,
      overdueAlerts: false,
      weeklyReports: false,
    });
    await lateInvoice(quietAgent, 1);
    await tick(new Date(now.getTime() + 10 * MINUTE));
    expect(await mailsTo(quietEmail)).toEqual([]);
  });

  it('sends the weekly summary on Monday, once, with figures per currency', async () => {
    const { agent, email } = await utcUser();
    await agent.put('/api/settings/notifications', {
      emailReminders: true,
      paymentNotifications: false,
      overdueAlerts: false,
      weeklyReports: true,
    });
    const today = todayUtc();
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const sentLastWeek = await createTestInvoice(agent, {
      status: 'sent',
      issueDate: addDays(monday, -5),
      dueDate: addDays(monday, 20),
    });
    const usd = await createTestInvoice(agent, {
      status: 'sent',
      currency: 'USD',
      issueDate: addDays(monday, -5),
      dueDate: addDays(monday, 20),
    });
    for (const id of [sentLastWeek.id, usd.id]) {
      await t.database.db
        .update(invoices)
        .set({ sentAt: new Date(`${addDays(monday, -3)}T12:00:00Z`) })
        .where(eq(invoices.id, id));
    }
    await tick(new Date(`${monday}T08:30:00Z`)); // before 09:00: nothing yet
    expect(await mailsTo(email)).toEqual([]);
    await tick(new Date(`${monday}T10:00:00Z`));
    await tick(new Date(`${monday}T11:00:00Z`));
    const reports = await mailsTo(email);
    expect(reports).toHaveLength(1);
    expect(reports[0].subject).toMatch(/^Your weekly summary/);
    const eur = formatMoney(sentLastWeek.total, 'EUR', 'de-DE');
    const dollars = formatMoney(usd.total, 'USD', 'de-DE');
    expect(reports[0].text).toContain(`Sent: 2 invoices — ${eur} + ${dollars}`);
    expect(reports[0].text).toContain('Paid: none');
    expect(reports[0].text).toContain(`Outstanding now: 2 invoices — ${eur} + ${dollars}`);
  });
});

describe('with the SMTP server down', () => {
  it('the invoice stays saved, the send answers 502 with a message, and the reminder is marked failed after the attempts', async () => {
    const closed = await startSmtpSink();
    const deadUrl = closed.url;
    await closed.close();
    const down = await createTestApp({
      transport: createTransport({ smtpUrl: deadUrl, dataDir: os.tmpdir() }),
    });
    try {
      const { agent } = await createTestUser(down.app, { timeZone: 'UTC' });
      const invoice = await createTestInvoice(agent, { status: 'sent' });
      const res = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'first' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(
        /^The invoice email to .* could not be sent: .* retry it automatically/,
      );
      // The mail server's own answer stays in the log, never in what the user reads.
      expect(res.json().message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|\d{4,5}\)/);
      expect((await agent.get(`/api/invoices/${invoice.id}`)).statusCode).toBe(200);
      const pending = (await agent.get('/api/reminders')).json();
      expect(pending).toEqual([
        expect.objectContaining({ invoiceId: invoice.id, reminderType: 'first', status: 'pending' }),
      ]);

      const now = new Date();
      for (const m of [2, 4, 8, 16, 32]) await runTick(down.app.deps, new Date(now.getTime() + m * MINUTE));
      const after = (await agent.get('/api/reminders')).json();
      expect(after).toEqual([expect.objectContaining({ invoiceId: invoice.id, status: 'failed' })]);
    } finally {
      await down.close();
    }
  });
});
