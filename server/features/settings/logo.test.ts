/**
 * The company logo: uploaded in Settings as raw bytes checked by their content, read back as sent,
 * refused with a clear message when it is not a PNG or JPEG of at most 1 MB, and printed on the
 * PDF, in the emails (inline, by cid) and on the client's page.
 */
import { and, desc, eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGO_MAX_BYTES,
  LOGO_REQUIREMENT,
  LOGO_TOO_MANY_PIXELS,
  LOGO_UNREADABLE,
} from '../../../shared/company-logo';
import { addDays, todayIn } from '../../../shared/dates';
import { type Agent, createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser, saveTestSettings } from '../../../test/factories';
import { emailOutbox } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([29, 78, 216, 255], i);
  return PNG.sync.write(image);
}

function jpg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 200);
  return jpeg.encode({ data, width, height }, 90).data;
}

const upload = (agent: Agent, body: Buffer | string, contentType = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings/logo',
    headers: { cookie: agent.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
    payload: body,
  });

const COMPANY = { companyName: 'Muster GmbH', email: 'billing@muster.example', address: 'Hauptstraße 5' };

describe('PUT /api/settings/logo', () => {
  it('stores a PNG and a JPEG, answers their size and gives the same bytes back', async () => {
    const { agent } = await createTestUser(t.app);
    expect((await agent.get('/api/settings')).json().logo).toBeNull();
    expect((await agent.get('/api/settings/logo')).statusCode).toBe(404);

    const pngBytes = png(120, 40);
    const saved = await upload(agent, pngBytes);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().logo).toMatchObject({ contentType: 'image/png', width: 120, height: 40 });
    const got = await agent.get('/api/settings/logo');
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toBe('private, no-cache');
    expect(got.rawPayload.equals(pngBytes)).toBe(true);

    // The content decides the type, not the header it came with.
    const jpegBytes = jpg(64, 48);
    const replaced = await upload(agent, jpegBytes, 'image/png');
    expect(replaced.statusCode, replaced.body).toBe(200);
    const settings = (await agent.get('/api/settings')).json();
    expect(settings.logo).toMatchObject({ contentType: 'image/jpeg', width: 64, height: 48 });
    const again = await agent.get('/api/settings/logo');
    expect(again.headers['content-type']).toBe('image/jpeg');
    expect(again.rawPayload.equals(jpegBytes)).toBe(true);
  });

  it('refuses what is not a PNG or JPEG of at most 1 MB and 4000 × 4000 pixels, and keeps the logo it had', async () => {
    const { agent } = await createTestUser(t.app);
    const kept = png(10, 10);
    expect((await upload(agent, kept)).statusCode).toBe(200);
    const whole = png(200, 100);
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
    const oversized = Buffer.concat([png(10, 10), Buffer.alloc(LOGO_MAX_BYTES)]);
    const cases: [string, Buffer | string, string, number, string][] = [
      ['over 1 MB', oversized, 'image/png', 413, LOGO_REQUIREMENT],
      ['text named .png', 'just some text, not an image', 'image/png', 415, LOGO_REQUIREMENT],
      ['a GIF', gif, 'image/gif', 415, LOGO_REQUIREMENT],
      ['a GIF sent as JPEG', gif, 'image/jpeg', 415, LOGO_REQUIREMENT],
      ['a truncated PNG', whole.subarray(0, whole.length - 20), 'image/png', 422, LOGO_UNREADABLE],
      ['a truncated JPEG', jpg(40, 40).subarray(0, 200), 'image/jpeg', 422, LOGO_UNREADABLE],
      ['a PNG too wide', png(4001, 1), 'image/png', 422, LOGO_TOO_MANY_PIXELS],
      ['a JPEG too tall', jpg(1, 4001), 'image/jpeg', 422, LOGO_TOO_MANY_PIXELS],
      ['JSON', JSON.stringify({ logo: 'x' }), 'application/json', 415, LOGO_REQUIREMENT],
      ['an empty body', '', 'image/png', 415, LOGO_REQUIREMENT],
    ];
    for (const [what, body, type, status, message] of cases) {
      const res = await upload(agent, body, type);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json(), what).toEqual({ message });
    }
    expect((await agent.get('/api/settings/logo')).rawPayload.equals(kept)).toBe(true);
  });

  it("keeps each user's logo to themselves; DELETE removes one's own", async () => {
    const a = await createTestUser(t.app);
    const b = await createTestUser(t.app);
    const logo = png(30, 30);
    expect((await upload(a.agent, logo)).statusCode).toBe(200);
    expect((await b.agent.get('/api/settings/logo')).statusCode).toBe(404);
    expect((await b.agent.get('/api/settings')).json().logo).toBeNull();
    expect((await b.agent.delete('/api/settings/logo')).statusCode).toBe(204);
    expect((await a.agent.get('/api/settings/logo')).rawPayload.equals(logo)).toBe(true);

    expect((await a.agent.delete('/api/settings/logo')).statusCode).toBe(204);
    expect((await a.agent.get('/api/settings/logo')).statusCode).toBe(404);
    expect((await a.agent.get('/api/settings')).json().logo).toBeNull();
    const signedOut = await t.app.inject({ url: '/api/settings/logo' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('the logo on what the client gets', () => {
  async function sentInvoice(agent: Agent) {
    const today = todayIn('Europe/Berlin');
    return createTestInvoice(agent, {
      status: 'sent',
      issueDate: today,
      dueDate: addDays(today, 14),
      lineItems: [{ description: 'Design work', quantity: 1, rate: '500.00' }],
    });
  }

  /** The image XObjects of a PDF, as their dictionaries state them. */
  const imagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? [];

  it('prints it at the top of the PDF', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { ...COMPANY, country: 'US', currency: 'USD' });
    const invoice = await sentInvoice(agent);
    const without = await agent.get(`/api/invoices/${invoice.id}/pdf`);
    expect(without.statusCode).toBe(200);
    expect(imagesIn(without.rawPayload)).toHaveLength(0);

    expect((await upload(agent, png(300, 100))).statusCode).toBe(200);
    const withPng = await agent.get(`/api/invoices/${invoice.id}/pdf`);
    expect(withPng.statusCode).toBe(200);
    expect(imagesIn(withPng.rawPayload).length).toBeGreaterThan(0);
    expect(withPng.rawPayload.toString('latin1')).toMatch(/\/Width 300\s+\/Height 100/);

    expect((await upload(agent, jpg(90, 60), 'image/jpeg')).statusCode).toBe(200);
    const withJpeg = (await agent.get(`/api/invoices/${invoice.id}/pdf`)).rawPayload.toString('latin1');
    expect(withJpeg).toMatch(/\/Filter \/DCTDecode/);
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
    const logo = png(400, 100);
    expect((await upload(agent, logo)).statusCode).toBe(200);
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
    const invoice = await sentInvoice(agent);
    const url = (await agent.post(`/api/invoices/${invoice.id}/share-link`, {})).json().url as string;
    const token = url.split('/i/')[1];
    const anonymous = (u: string) => t.app.inject({ method: 'GET', url: u, remoteAddress: '203.0.113.9' });

    expect((await anonymous(`/api/public/invoices/${token}`)).json().logoUrl).toBeNull();
    expect((await anonymous(`/api/public/invoices/${token}/logo`)).statusCode).toBe(404);

    const logo = jpg(50, 20);
    expect((await upload(agent, logo, 'image/jpeg')).statusCode).toBe(200);
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
