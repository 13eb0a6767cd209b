/** The payment receipt to the client: the company's layout and name as sender, the text as before. */
import { and, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser, saveTestSettings } from '../../../test/factories';
import { readPdf } from '../../../test/pdf-text';
import { emailOutbox, invoices } from '../../db/schema';

let t: TestApp;

/** A sent invoice of 100.00, issued `today` and due in two weeks. */
const invoiceOf100 = (agent: Awaited<ReturnType<typeof createTestUser>>['agent'], today: string) =>
  createTestInvoice(agent, {
    status: 'sent',
    issueDate: today,
    dueDate: addDays(today, 14),
    lineItems: [{ description: 'Consulting', quantity: 1, rate: '100.00' }],
  });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the payment receipt', () => {
  it("comes from the company's name, with its address and tax number at the foot", async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, {
      companyName: 'Müller & "Söhne"',
      address: 'Hauptstraße 5\n10115 Berlin',
      taxId: 'DE123456789',
    });
    const today = todayIn('Europe/Berlin');
    const invoice = await invoiceOf100(agent, today);
    const paid = await agent.post(`/api/invoices/${invoice.id}/payments`, {
      paidOn: today,
      method: 'bank_transfer',
      amount: 40,
    });
    expect(paid.statusCode).toBe(201);
    const [queued] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.invoiceId, invoice.id), eq(emailOutbox.kind, 'payment-receipt')));
    expect((await t.app.deps.mailer.deliver(queued.id)).status).toBe('sent');
    const [sent] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
    const mail = await PostalMime.parse(sent.raw!);

    expect(mail.from).toEqual({ name: 'Müller & "Söhne"', address: 'no-reply@duely.local' });
    // An English invoice of a German company: amounts as British English writes them (issue 5/6).
    expect(mail.text).toContain('Thank you for your payment of €40.00');
    expect(mail.text).toContain('The balance still due is €60.00.');
    expect(mail.html).toContain('Müller &amp; &quot;Söhne&quot;');
    expect(mail.html).toContain('Hauptstraße 5<br>10115 Berlin<br>Tax number DE123456789');
    expect(mail.html).toContain('max-width:600px');
    // The invoice went out by email, so it has a private link; the receipt points to it.
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row.shareToken).toEqual(expect.any(String));
    const link = `http://localhost:3000/i/${row.shareToken}`;
    expect(mail.text).toContain(`View invoice: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('attaches the PDF as it was right after its own payment, though both are delivered later', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { country: 'DE' });
    const today = todayIn('Europe/Berlin');
    const invoice = await invoiceOf100(agent, today);
    for (const amount of [40, 30]) {
      const paid = await agent.post(`/api/invoices/${invoice.id}/payments`, {
        paidOn: today,
        method: 'bank_transfer',
        amount,
      });
      expect(paid.statusCode).toBe(201);
    }
    // The worker composes both receipts only now, after the second payment.
    const receipts = await receiptsOf(invoice.id);
    expect(receipts).toHaveLength(2);
    const texts: string[] = [];
    for (const queued of receipts) {
      expect((await t.app.deps.mailer.deliver(queued.id)).status).toBe('sent');
      const [sent] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
      const mail = await PostalMime.parse(sent.raw!);
      const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf')!;
      texts.push((await readPdf(Buffer.from(pdf.content as ArrayBuffer))).text);
    }
    const [first, second] = texts;
    expect(first).toMatch(/Amount paid:\s*€40\.00/);
    expect(first).toMatch(/Balance due:\s*€60\.00/);
    expect(second).toMatch(/Amount paid:\s*€70\.00/);
    expect(second).toMatch(/Balance due:\s*€30\.00/);
  });

  it('counts towards the per-invoice daily cap: 5 payments of 0.01 send 3 receipts', async () => {
    const { agent } = await createTestUser(t.app);
    const today = todayIn('UTC');
    const invoice = await createTestInvoice(agent, {
      status: 'sent',
      issueDate: today,
      dueDate: addDays(today, 14),
    });
    for (let i = 0; i < 5; i++) {
      const paid = await agent.post(`/api/invoices/${invoice.id}/payments`, {
        paidOn: addDays(today, -1),
        method: 'other',
        amount: 0.01,
      });
      // The payment is recorded either way; only its receipt is held back.
      expect(paid.statusCode).toBe(201);
    }
    expect(await receiptsOf(invoice.id)).toHaveLength(3);
    expect((await agent.get(`/api/invoices/${invoice.id}/payments`)).json()).toHaveLength(5);
    // The cap is one budget per invoice and day: no manual reminder on top of three receipts.
    const reminder = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' });
    expect(reminder.statusCode).toBe(429);
  });
});

const receiptsOf = (invoiceId: number) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.invoiceId, invoiceId), eq(emailOutbox.kind, 'payment-receipt')))
    .orderBy(emailOutbox.id);
