/**
 * The company logo on what the client gets: printed on the PDF, in the emails (inline, by cid) and
 * on the client's page, as it was stored by PUT /api/settings/logo (logo.test.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { type Agent, createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser, saveTestSettings } from '../../../test/factories';
import { jpg, png, png16 } from '../../../test/logo-images';
import { companyLogos, emailOutbox } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Uploads a logo and answers the bytes the server stored for it. */
async function uploadLogo(agent: Agent, body: Buffer, contentType = 'image/png'): Promise<Buffer> {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/logo',
    headers: { cookie: agent.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
    payload: body,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return (await agent.get('/api/settings/logo')).rawPayload;
}

const COMPANY = { companyName: 'Muster GmbH', email: 'billing@muster.example', address: 'Hauptstraße 5' };

describe('the logo on what the client gets', () => {
  async function sentInvoice(agent: Agent, status: 'sent' | 'draft' = 'sent') {
    const today = todayIn('Europe/Berlin');
    return createTestInvoice(agent, {
      status,
      issueDate: today,
      dueDate: addDays(today, 14),
      lineItems: [{ description: 'Design work', quantity: 1, rate: '500.00' }],
    });
  }

  /** The image XObjects of a PDF, as their dictionaries state them. */
  const imagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? [];

  // A draft prints the current logo; an issued invoice the one of its day (decision 024,
  // documents.test.ts).
  it('prints it at the top of the PDF', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { ...COMPANY, country: 'US', currency: 'USD' });
    const invoice = await sentInvoice(agent, 'draft');
    const without = await agent.get(`/api/invoices/${invoice.id}/pdf`);
    expect(without.statusCode).toBe(200);
    expect(imagesIn(without.rawPayload)).toHaveLength(0);

    await uploadLogo(agent, await png(300, 100));
    const withPng = await agent.get(`/api/invoices/${invoice.id}/pdf`);
    expect(withPng.statusCode).toBe(200);
    expect(imagesIn(withPng.rawPayload).length).toBeGreaterThan(0);
    expect(withPng.rawPayload.toString('latin1')).toMatch(/\/Width 300\s+\/Height 100/);

    await uploadLogo(agent, await jpg(90, 60), 'image/jpeg');
    const withJpeg = (await agent.get(`/api/invoices/${invoice.id}/pdf`)).rawPayload.toString('latin1');
    expect(withJpeg).toMatch(/\/Filter \/DCTDecode/);
  });

  it('prints a logo stored before uploads were scaled down as it is', async () => {
    const { agent, user } = await createTestUser(t.app);
    await saveTestSettings(agent, { ...COMPANY, country: 'US', currency: 'USD' });
    const invoice = await sentInvoice(agent, 'draft');
    // As an upload was stored until issue #22 (item 3): the bytes as they came, 16 bits and all.
    const original = await png16(900, 300);
    await t.database.db
      .insert(companyLogos)
      .values({ userId: user.id, contentType: 'image/png', width: 900, height: 300, data: original });
    expect((await agent.get('/api/settings/logo')).rawPayload.equals(original)).toBe(true);
    // Issued after the logo was stored: the logo of the day is frozen on it, bytes as they were.
    expect((await agent.post(`/api/invoices/${invoice.id}/send`, {})).statusCode).toBe(200);
    const pdf = await agent.get(`/api/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Width 900\s+\/Height 300/);
  });

  /** The delivered email of this kind, parsed from the raw message the outbox stored. */
  async function delivered(invoiceId: number, kind: string) {
    const [row] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.invoiceId, invoiceId), eq(emailOutbox.kind, kind)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    if (row.status !== 'sent') expect((await t.app.deps.mailer.deliver(row.id)).status).toBe('sent');
    const [sent] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    return PostalMime.parse(sent.raw!);
  }

  it('puts it in the invoice email, the reminder and the receipt as an inline image the HTML shows by cid', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, COMPANY);
    const logo = await uploadLogo(agent, await png(400, 100));
    const invoice = await sentInvoice(agent);
    const first = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'first' });
    expect(first.statusCode, first.body).toBe(200);
    const manual = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' });
    expect(manual.statusCode, manual.body).toBe(200);
    const paid = await agent.post(`/api/invoices/${invoice.id}/payments`, {
      paidOn: todayIn('Europe/Berlin'),
      method: 'bank_transfer',
      amount: 100,
    });
    expect(paid.statusCode, paid.body).toBe(201);

    for (const kind of ['invoice', 'reminder', 'payment-receipt']) {
      const mail = await delivered(invoice.id, kind);
      const inline = mail.attachments.find((a) => a.contentId);
      expect(inline?.contentId, kind).toBe('<company-logo@duely>');
      expect(inline?.mimeType).toBe('image/png');
      expect(Buffer.from(inline!.content as ArrayBuffer).equals(logo)).toBe(true);
      // 400 × 100 fitted into the 200 × 60 box above the company name.
      expect(mail.html).toMatch(
        /<img src="cid:company-logo@duely" alt="Muster GmbH" width="200" height="50"[^>]*>.*\n.*Muster GmbH/,
      );
      expect(mail.html).not.toMatch(/src="https?:/);
      expect(mail.text).not.toContain('cid:');
      expect(mail.attachments.some((a) => a.mimeType === 'application/pdf')).toBe(true);
    }
  });

  it('leaves the image out of the emails of a company without a logo', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, COMPANY);
    const invoice = await sentInvoice(agent);
    expect(
      (await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'first' })).statusCode,
    ).toBe(200);
    const mail = await delivered(invoice.id, 'invoice');
    expect(mail.attachments.map((a) => a.mimeType)).toEqual(['application/pdf']);
    expect(mail.html).not.toContain('<img');
  });

  it("serves it on the client's page through the link, and 404 for a bad link or no logo", async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, COMPANY);
    const anonymous = (u: string) => t.app.inject({ method: 'GET', url: u, remoteAddress: '203.0.113.9' });
    const shared = async () => {
      const invoice = await sentInvoice(agent);
      const url = (await agent.post(`/api/invoices/${invoice.id}/share-link`, {})).json().url as string;
      return url.split('/i/')[1];
    };

    // Issued without a logo: it shows none, even once a logo is uploaded (decision 024).
    const before = await shared();
    expect((await anonymous(`/api/public/invoices/${before}`)).json().logoUrl).toBeNull();
    expect((await anonymous(`/api/public/invoices/${before}/logo`)).statusCode).toBe(404);
    const logo = await uploadLogo(agent, await jpg(50, 20), 'image/jpeg');
    expect((await anonymous(`/api/public/invoices/${before}`)).json().logoUrl).toBeNull();

    const token = await shared();
    const page = (await anonymous(`/api/public/invoices/${token}`)).json();
    expect(page.logoUrl).toBe(`/api/public/invoices/${token}/logo`);
    const image = await anonymous(page.logoUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(image.rawPayload.equals(logo)).toBe(true);

    const bad = await anonymous(`/api/public/invoices/${token.slice(0, -2)}xx/logo`);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toMatch(/not valid/);
    expect(bad.headers['cache-control']).toBe('no-store');
  });
});
