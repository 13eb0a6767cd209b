/**
 * The first minutes of a new account (issue "Looks like your business from the first invoice"):
 * sign up, set up the company with its logo and bank details, add a client, Create & Send. The
 * client's email and the PDF it carries show the company's own name, address, logo and bank
 * details, never the "Your Company" placeholder.
 */
import { and, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { createTestClient, createTestUser } from '../../../test/factories';
import { readPdf } from '../../../test/pdf-text';
import { emailOutbox } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function logoPng(): Buffer {
  const image = new PNG({ width: 240, height: 80 });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([190, 24, 93, 255], i);
  return PNG.sync.write(image);
}

it('sign up, set up the company, add a client, Create & Send: the email and PDF are the company’s own', async () => {
  const { agent } = await createTestUser(t.app, { withCompany: false });
  const today = todayIn('Europe/Berlin');
  const draftBody = (clientId: number, status: 'draft' | 'sent') => ({
    clientId,
    issueDate: today,
    dueDate: addDays(today, 14),
    status,
    projectDescription: 'Brand identity',
    lineItems: [{ description: 'Logo design', quantity: 1, rate: '1200.00' }],
  });

  // Before the company is set up, nothing can be sent to a client.
  const early = await createTestClient(agent, { name: 'Early Client' });
  const refused = await agent.post('/api/invoices', draftBody(early.id, 'sent'));
  expect(refused.statusCode).toBe(422);

  const saved = await agent.put('/api/settings', {
    companyName: 'Atelier Rose GmbH',
    email: 'hello@atelier-rose.example',
    address: 'Rosenstraße 12\n10178 Berlin',
    country: 'DE',
    currency: 'EUR',
    taxRate: 19,
    invoicePrefix: 'AR',
    invoiceNumberStart: 1,
    bankName: 'Berliner Volksbank',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const uploaded = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/logo',
    headers: { cookie: agent.cookie, origin: TEST_ORIGIN, 'content-type': 'image/png' },
    payload: logoPng(),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  // The logo as stored (re-encoded on upload, docs/decisions/023) is the one the email carries.
  const logo = (await agent.get('/api/settings/logo')).rawPayload;

  const client = await createTestClient(agent, { name: 'Blue Harbor Ltd', email: 'ap@blueharbor.example' });
  const sent = await agent.post('/api/invoices', draftBody(client.id, 'sent'));
  expect(sent.statusCode, sent.body).toBe(201);
  const invoice = sent.json() as { id: number; invoiceNumber: string };
  // The dialog's Create & Send: the invoice as sent, then its email.
  const emailed = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'first' });
  expect(emailed.statusCode, emailed.body).toBe(200);

  const [queued] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.invoiceId, invoice.id), eq(emailOutbox.kind, 'invoice')));
  expect(queued).toBeDefined();
  if (queued.status !== 'sent') await t.app.deps.mailer.deliver(queued.id);
  const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
  expect(row.status).toBe('sent');
  const mail = await PostalMime.parse(row.raw!);

  expect(mail.to?.[0].address).toBe('ap@blueharbor.example');
  expect(mail.from?.name).toBe('Atelier Rose GmbH');
  expect(mail.subject).toContain('Atelier Rose GmbH');
  for (const part of [mail.subject ?? '', mail.text ?? '', mail.html ?? '']) {
    expect(part).not.toContain('Your Company');
  }
  expect(mail.text).toContain('Atelier Rose GmbH');
  expect(mail.html).toContain('Rosenstraße 12');
  const inline = mail.attachments.find((a) => a.contentId === '<company-logo@duely>');
  expect(inline && Buffer.from(inline.content as ArrayBuffer).equals(logo)).toBe(true);
  expect(mail.html).toContain('src="cid:company-logo@duely"');

  const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf');
  expect(pdf).toBeDefined();
  const bytes = Buffer.from(pdf!.content as ArrayBuffer);
  expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/); // the logo
  const { text } = await readPdf(bytes);
  expect(text).toContain('Atelier Rose GmbH');
  expect(text).toContain('Rosenstraße 12');
  expect(text).toContain('10178 Berlin');
  expect(text).toContain('hello@atelier-rose.example');
  expect(text).toContain('Berliner Volksbank');
  expect(text.replaceAll(' ', '')).toContain('DE89370400440532013000');
  expect(text).toContain('COBADEFFXXX');
  expect(text).toContain(invoice.invoiceNumber);
  expect(text).not.toContain('Your Company');
});
