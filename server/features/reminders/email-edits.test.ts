/**
 * Review the email before it goes (issue #22 item 16): the prefilled draft, and the sender's own
 * subject, message and Cc on /send and /reminder, used in the email actually sent.
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser } from '../../../test/factories';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { emailOutbox } from '../../db/schema';
import { createTransport } from '../../mail/transport';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ transport: createTransport({ smtpUrl: sink.url, dataDir: os.tmpdir() }) });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function sentFor(invoiceId: number) {
  const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.invoiceId, invoiceId));
  return Promise.all(rows.map(async (row) => ({ row, mail: await PostalMime.parse(row.raw!) })));
}

const edits = {
  subject: 'Your invoice <for March> & more',
  message: 'Hello <b>Ann</b> & team,\n\nhere it is.',
  cc: 'accounts@partner.example',
};

describe('the email draft', () => {
  it('prefills what Send and Send Reminder would write, and is private', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createTestInvoice(agent, { status: 'sent' });
    const res = await agent.get(`/api/invoices/${invoice.id}/email-draft?kind=invoice`);
    expect(res.statusCode).toBe(200);
    const draft = res.json();
    expect(draft).toEqual({
      to: invoice.clientEmail,
      subject: `Invoice ${invoice.invoiceNumber} from Test Company`,
      message: expect.stringContaining(`Please find attached invoice ${invoice.invoiceNumber}`),
      // A pdf client receives no XML e-invoice beside the PDF.
      eInvoice: null,
    });
    const reminder = (await agent.get(`/api/invoices/${invoice.id}/email-draft?kind=reminder`)).json();
    expect(reminder.subject).toBe(`Reminder: Invoice ${invoice.invoiceNumber} from Test Company`);

    // Sent unchanged, the email says what the draft said.
    expect(
      (await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'first' })).statusCode,
    ).toBe(200);
    const [{ mail }] = await sentFor(invoice.id);
    expect(mail.subject).toBe(draft.subject);
    expect(mail.text).toContain(draft.message);

    const other = await createTestUser(t.app);
    expect((await other.agent.get(`/api/invoices/${invoice.id}/email-draft?kind=invoice`)).statusCode).toBe(
      404,
    );
    const bad = await agent.get(`/api/invoices/${invoice.id}/email-draft?kind=letter`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('subject, message and cc for one email', () => {
  it('Send uses them: the subject header, the text, the HTML escaped, and a Cc that receives it', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createTestInvoice(agent, { status: 'draft' });
    const res = await agent.post(`/api/invoices/${invoice.id}/send`, edits);
    expect(res.statusCode).toBe(200);
    const [{ row, mail }] = await sentFor(invoice.id);
    expect(row.status).toBe('sent');
    expect(mail.subject).toBe(edits.subject);
    expect(mail.to?.map((a) => a.address)).toEqual([invoice.clientEmail]);
    expect(mail.cc?.map((a) => a.address)).toEqual([edits.cc]);
    expect(mail.text).toContain(edits.message);
    expect(mail.text).toContain(`View and pay invoice: `);
    expect(mail.html).toContain('Hello &lt;b&gt;Ann&lt;/b&gt; &amp; team,');
    expect(mail.html).not.toContain('<b>Ann');
    const index = sink.raw.findIndex((raw) => raw.includes(invoice.clientEmail));
    expect(sink.rcptTo[index]).toEqual([invoice.clientEmail, edits.cc]);
  });

  it('Send Reminder uses them too, and a send without them copies nobody', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createTestInvoice(agent, { status: 'sent' });
    const res = await agent.post(`/api/invoices/${invoice.id}/reminder`, {
      reminderType: 'manual',
      ...edits,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' })).statusCode,
    ).toBe(200);
    const [first, second] = (await sentFor(invoice.id)).sort((a, b) => a.row.id - b.row.id);
    expect(first.mail.subject).toBe(edits.subject);
    expect(first.mail.cc?.map((a) => a.address)).toEqual([edits.cc]);
    expect(first.mail.text).toContain(edits.message);
    expect(second.mail.subject).toBe(`Reminder: Invoice ${invoice.invoiceNumber} from Test Company`);
    expect(second.mail.cc).toBeUndefined();
  });

  it.each([
    [
      'a subject with a line break',
      { subject: 'Invoice\r\nBcc: victim@example.com' },
      'subject',
      /single line/,
    ],
    ['a subject over 200 characters', { subject: 'x'.repeat(201) }, 'subject', /at most 200/],
    ['an empty message', { message: '   ' }, 'message', /required/],
    ['a message over 5,000 characters', { message: 'x'.repeat(5001) }, 'message', /at most 5,000/],
    ['a cc that is no address', { cc: 'accounts at partner' }, 'cc', /valid email/],
    ['two cc addresses', { cc: 'a@example.com, b@example.com' }, 'cc', /valid email/],
  ])('%s answers 400 and sends nothing', async (_, body, path, message) => {
    const { agent } = await createTestUser(t.app);
    const draft = await createTestInvoice(agent, { status: 'draft' });
    const sent = await createTestInvoice(agent, { status: 'sent' });
    for (const res of [
      await agent.post(`/api/invoices/${draft.id}/send`, body),
      await agent.post(`/api/invoices/${sent.id}/reminder`, { reminderType: 'manual', ...body }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ path, message: expect.stringMatching(message) });
    }
    expect(await sentFor(draft.id)).toEqual([]);
    expect(await sentFor(sent.id)).toEqual([]);
    expect((await agent.get(`/api/invoices/${draft.id}`)).json().status).toBe('draft');
  });
});

describe('a copied address counts towards the sending limits', () => {
  it('an email with a Cc counts as two', async () => {
    const limited = await createTestApp({
      env: { MAIL_NEW_ACCOUNT_HOUR: '3' },
      transport: createTransport({ smtpUrl: sink.url, dataDir: os.tmpdir() }),
    });
    try {
      const { agent } = await createTestUser(limited.app);
      const a = await createTestInvoice(agent, { status: 'sent' });
      const b = await createTestInvoice(agent, { status: 'sent' });
      const withCc = await agent.post(`/api/invoices/${a.id}/reminder`, {
        reminderType: 'manual',
        cc: edits.cc,
      });
      expect(withCc.statusCode).toBe(200);
      // Two of three are spent: one more email goes, one with a Cc (two more) does not.
      const over = await agent.post(`/api/invoices/${b.id}/reminder`, {
        reminderType: 'manual',
        cc: edits.cc,
      });
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toMatch(/limit of 3 emails an hour/);
      // Refused before anything is written: a draft sent with a Cc past the limit stays a draft.
      const draft = await createTestInvoice(agent, { status: 'draft' });
      const draftOver = await agent.post(`/api/invoices/${draft.id}/send`, { cc: edits.cc });
      expect(draftOver.statusCode).toBe(429);
      expect((await agent.get(`/api/invoices/${draft.id}`)).json().status).toBe('draft');
      expect(
        (await agent.post(`/api/invoices/${b.id}/reminder`, { reminderType: 'manual' })).statusCode,
      ).toBe(200);
      const fourth = await agent.post(`/api/invoices/${a.id}/reminder`, { reminderType: 'manual' });
      expect(fourth.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
