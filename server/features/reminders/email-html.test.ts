/**
 * What a client finds in the invoice email and in the reminders (by hand and from the engine), read
 * back from the .eml files the outbox wrote: the invoice's private link, the company's Pay link, the
 * company as the sender, and the HTML layout with every user text escaped.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { type Agent, createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser, saveTestSettings, setTestSentAt } from '../../../test/factories';
import { emailOutbox, invoices } from '../../db/schema';
import { runTick } from '../../worker/tick';
import { SHARE_TOKEN_PATTERN } from '../invoices/share-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const MAIL_FROM = { name: 'Duely', address: 'no-reply@duely.local' };
const COMPANY = {
  companyName: 'Muster GmbH',
  email: 'billing@muster.example',
  address: 'Hauptstraße 5\n10115 Berlin',
  taxId: 'DE123456789',
};
const PAY_TEMPLATE =
  'https://pay.example.com/{invoiceNumber}?amount={amount}&due={balanceDue}&cur={currency}';
const NASTY = '<script>alert(1)</script> & "Co"';

/** A sent invoice of €1,000.00 (no tax: saveTestSettings), due `dueIn` days from the owner's today. */
async function sentInvoice(agent: Agent, zone: string, dueIn = 14, over: Record<string, unknown> = {}) {
  const today = todayIn(zone);
  return createTestInvoice(agent, {
    status: 'sent',
    issueDate: addDays(today, Math.min(0, dueIn) - 14),
    dueDate: addDays(today, dueIn),
    lineItems: [{ description: 'Design work', quantity: 2, rate: '500.00' }],
    ...over,
  });
}

/** The invoice's delivered emails of one kind, parsed from the outbox's .eml files, oldest first. */
async function delivered(invoiceId: number, kind: 'invoice' | 'reminder'): Promise<Email[]> {
  const rows = await t.database.db
    .select({ id: emailOutbox.id, status: emailOutbox.status })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.invoiceId, invoiceId), eq(emailOutbox.kind, kind)))
    .orderBy(emailOutbox.id);
  expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'sent'));
  const file = (id: number) => path.join(t.dataDir, 'outbox', `${String(id).padStart(6, '0')}-${kind}.eml`);
  return Promise.all(rows.map(async ({ id }) => PostalMime.parse(await fs.readFile(file(id)))));
}

/** The private link as the database knows it (invoices.share_token). */
async function linkOf(invoiceId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ token: invoices.shareToken })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  expect(row.token).toMatch(SHARE_TOKEN_PATTERN);
  return `${TEST_ORIGIN}/i/${row.token}`;
}

const send = async (agent: Agent, invoiceId: number, reminderType: 'first' | 'manual') =>
  expect((await agent.post(`/api/invoices/${invoiceId}/reminder`, { reminderType })).statusCode).toBe(200);

/** The Pay button's href as it stands in the HTML (its & escaped). */
const hrefOf = (url: string) => `href="${url.replaceAll('&', '&amp;')}"`;

describe('the invoice email', () => {
  it('carries the private link, the Pay now button with its placeholders filled, and comes from the company', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { ...COMPANY, paymentLinkUrl: PAY_TEMPLATE });
    const invoice = await sentInvoice(agent, 'Europe/Berlin');
    await send(agent, invoice.id, 'first');

    const [mail] = await delivered(invoice.id, 'invoice');
    const link = await linkOf(invoice.id);
    expect(mail.text).toContain(`View and pay invoice: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('>View and pay invoice</a>');
    const payUrl = `https://pay.example.com/${invoice.invoiceNumber}?amount=1000.00&due=1000.00&cur=EUR`;
    expect(mail.text).toContain(`Pay online: ${payUrl}`);
    expect(mail.html).toContain(hrefOf(payUrl));
    expect(mail.html).toContain('>Pay now</a>');

    expect(mail.from).toEqual({ name: 'Muster GmbH', address: MAIL_FROM.address });
    expect(mail.replyTo?.[0].address).toBe('billing@muster.example');
    expect(mail.html).toContain('Muster GmbH');
    expect(mail.html).toContain('Hauptstraße 5<br>10115 Berlin');
    expect(mail.html).toContain('Tax number DE123456789');
    expect(mail.html).toContain('Balance due');
    expect(mail.html).not.toContain('Amount paid');
  });

  it('escapes the company and client names in the HTML and keeps them intact in the From header', async () => {
    const { agent } = await createTestUser(t.app);
    const companyName = `${NASTY}, Müller`;
    await saveTestSettings(agent, { ...COMPANY, companyName, taxId: 'DE<1>' });
    const invoice = await sentInvoice(agent, 'Europe/Berlin', 14, { clientName: NASTY });
    await send(agent, invoice.id, 'first');

    const [mail] = await delivered(invoice.id, 'invoice');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;, Müller');
    expect(mail.html).toContain('Hello,');
    expect(mail.html).toContain('Tax number DE&lt;1&gt;');
    expect(mail.from).toEqual({ name: companyName, address: MAIL_FROM.address });
  });
});

describe('a reminder sent by hand', () => {
  it('keeps the link of the invoice email and asks for the balance due after a part payment', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { ...COMPANY, paymentLinkUrl: PAY_TEMPLATE });
    const invoice = await sentInvoice(agent, 'Europe/Berlin');
    await send(agent, invoice.id, 'first');
    const paid = await agent.post(`/api/invoices/${invoice.id}/payments`, {
      paidOn: todayIn('Europe/Berlin'),
      method: 'bank_transfer',
      amount: 400,
    });
    expect(paid.statusCode).toBe(201);
    await send(agent, invoice.id, 'manual');

    const [first] = await delivered(invoice.id, 'invoice');
    const [reminder] = await delivered(invoice.id, 'reminder');
    const link = await linkOf(invoice.id);
    expect(first.text).toContain(link);
    expect(reminder.text).toContain(`View and pay invoice: ${link}`);
    expect(reminder.html).toContain(`href="${link}"`);
    const payUrl = `https://pay.example.com/${invoice.invoiceNumber}?amount=1000.00&due=600.00&cur=EUR`;
    expect(reminder.text).toContain(`Pay online: ${payUrl}`);
    expect(reminder.html).toContain(hrefOf(payUrl));
    expect(reminder.html).toContain('Amount paid');
    expect(reminder.from).toEqual({ name: 'Muster GmbH', address: MAIL_FROM.address });
  });

  it("without a payment link or tax number: no Pay button, instructions as before, the company's name as sender", async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { paymentInstructions: 'IBAN DE89 3704 0044 0532 0130 00' });
    const invoice = await sentInvoice(agent, 'Europe/Berlin');
    await send(agent, invoice.id, 'manual');

    const [mail] = await delivered(invoice.id, 'reminder');
    const link = await linkOf(invoice.id);
    expect(mail.text).toContain(`View and pay invoice: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).not.toContain('Pay online');
    expect(mail.html).not.toContain('Pay now');
    expect(mail.text).toContain('Payment instructions:\nIBAN DE89 3704 0044 0532 0130 00');
    expect(mail.html).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(mail.from).toEqual({ ...MAIL_FROM, name: 'Test Company' });
    expect(mail.html).not.toContain('Tax number');
  });
});

describe('an automatic reminder', () => {
  it('from the engine carries the private link and the Pay now button', async () => {
    const { agent } = await createTestUser(t.app, { timeZone: 'UTC' });
    await saveTestSettings(agent, { ...COMPANY, paymentLinkUrl: PAY_TEMPLATE });
    const invoice = await sentInvoice(agent, 'UTC', -2);
    // Marked sent a while ago: the engine leaves an invoice sent less than 60 s ago alone.
    await setTestSentAt(t.database.db, invoice.id, new Date(Date.now() - 86_400_000));
    await runTick(t.app.deps);

    const [mail, ...more] = await delivered(invoice.id, 'reminder');
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Reminder: Invoice ${invoice.invoiceNumber} from Muster GmbH`);
    const link = await linkOf(invoice.id);
    expect(mail.text).toContain(`View and pay invoice: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    const payUrl = `https://pay.example.com/${invoice.invoiceNumber}?amount=1000.00&due=1000.00&cur=EUR`;
    expect(mail.html).toContain(hrefOf(payUrl));
    expect(mail.from).toEqual({ name: 'Muster GmbH', address: MAIL_FROM.address });
  });
});
