/**
 * The private invoice link through the API: create, reuse, revoke; the public answer (what it shows,
 * what it hides, its headers); the first view by someone other than the owner; the Pay link; the
 * rate limit; another user's invoice answers 404.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { DOCUMENT_LANGUAGES, documentLocale } from '../../../shared/i18n/languages';
import { PAYMENT_LINK_MESSAGE } from '../../../shared/pay-link';
import { publicInvoiceSchema } from '../../../shared/public-invoice';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createTestClient,
  createTestInvoice,
  createTestUser,
  saveTestSettings,
} from '../../../test/factories';
import { clientDist } from '../../app';
import { invoices } from '../../db/schema';
import { SHARE_TOKEN_PATTERN } from '../invoices/share-token';
import { LINK_NOT_FOUND, NOT_SHARED } from './operations';

/** The default budget (server/config.ts PUBLIC_RATE_LIMIT). */
const PUBLIC_RATE_LIMIT = 120;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => todayIn('Europe/Berlin');
const COMPANY = {
  companyName: 'Muster GmbH',
  email: 'billing@muster.example',
  address: 'Hauptstraße 5\n10115 Berlin',
  taxId: 'DE123456789',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
};

async function sentInvoice(agent: Agent, over: Record<string, unknown> = {}) {
  return createTestInvoice(agent, {
    status: 'sent',
    issueDate: today(),
    dueDate: addDays(today(), 14),
    lineItems: [{ description: 'Design work', quantity: 2, unit: 'days', rate: '500.00' }],
    ...over,
  });
}

const tokenOf = (url: string) => url.split('/i/')[1];
/** A request from nobody in particular: no cookie. */
const anonymous = (url: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip });

async function share(agent: Agent, id: number): Promise<string> {
  const res = await agent.post(`/api/invoices/${id}/share-link`, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url;
}

describe('share link', () => {
  it('creates a random link once, answers the same URL again, and a revoked link answers 404 from then on', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, COMPANY);
    const invoice = await sentInvoice(agent);
    const url = await share(agent, invoice.id);
    expect(url).toMatch(/^http:\/\/localhost:3000\/i\//);
    expect(tokenOf(url)).toMatch(SHARE_TOKEN_PATTERN);
    const token = tokenOf(url);
    expect(token).not.toContain(invoice.invoiceNumber);
    expect(await share(agent, invoice.id)).toBe(url);
    expect((await anonymous(`/api/public/invoices/${token}`)).statusCode).toBe(200);

    expect((await agent.delete(`/api/invoices/${invoice.id}/share-link`)).statusCode).toBe(204);
    const revoked = await anonymous(`/api/public/invoices/${token}`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ code: 'share_link_invalid', message: LINK_NOT_FOUND });
    expect((await anonymous(`/api/public/invoices/${token}/pdf`)).statusCode).toBe(404);

    const renewed = await share(agent, invoice.id);
    expect(renewed).not.toBe(url);
    expect((await anonymous(`/api/public/invoices/${tokenOf(renewed)}`)).statusCode).toBe(200);
  });

  it('refuses a draft (409) and answers 404 for another user’s invoice on every share-link route', async () => {
    const { agent } = await createTestUser(t.app);
    const draft = await createTestInvoice(agent, { status: 'draft' });
    const refused = await agent.post(`/api/invoices/${draft.id}/share-link`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NOT_SHARED);

    const owner = await createTestUser(t.app);
    const theirs = await sentInvoice(owner.agent);
    const url = await share(owner.agent, theirs.id);
    expect((await agent.post(`/api/invoices/${theirs.id}/share-link`, {})).statusCode).toBe(404);
    expect((await agent.delete(`/api/invoices/${theirs.id}/share-link`)).statusCode).toBe(404);
    expect((await anonymous(`/api/public/invoices/${tokenOf(url)}`)).statusCode).toBe(200); // still shared
  });

  it('answers unknown, malformed and over-long tokens with the same 404', async () => {
    for (const token of ['A'.repeat(43), 'nope', '%20%20', 'x'.repeat(5000), '..%2F..%2Fapi%2Fhealth']) {
      const res = await anonymous(`/api/public/invoices/${token}`);
      expect(res.statusCode, token).toBe(404);
      expect(res.json(), token).toEqual({ code: 'share_link_invalid', message: LINK_NOT_FOUND });
    }
  });
});

describe('the public invoice', () => {
  it('shows the document, amounts, bank details, the Pay link and codes — and nothing of the account', async () => {
    const { agent, user } = await createTestUser(t.app);
    await saveTestSettings(agent, {
      ...COMPANY,
      paymentLinkUrl:
        'https://pay.example.com/{invoiceNumber}?amount={balanceDue}&total={amount}&cur={currency}',
    });
    const invoice = await sentInvoice(agent, { notes: 'Thanks!' });
    await agent.post(`/api/invoices/${invoice.id}/payments`, {
      amount: '250.00',
      paidOn: today(),
      method: 'bank_transfer',
    });
    const token = tokenOf(await share(agent, invoice.id));
    const res = await anonymous(`/api/public/invoices/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    // The invoice's document as its PDF prints it, with the page's additions.
    expect(body).toMatchObject({
      kind: 'invoice',
      number: invoice.invoiceNumber,
      status: 'sent',
      currency: 'EUR',
      totals: { total: '1000.00', amountPaid: '250.00', balanceDue: '750.00' },
      notes: 'Thanks!',
      seller: { name: 'Muster GmbH', taxId: 'DE123456789', addressLines: COMPANY.address.split('\n') },
      buyer: { name: invoice.clientName },
      lines: [{ description: 'Design work', quantity: 2, unit: 'days', rate: '500.00', amount: '1000.00' }],
      payment: {
        payUrl: `https://pay.example.com/${invoice.invoiceNumber}?amount=750.00&total=1000.00&cur=EUR`,
      },
      pdfUrl: `/api/public/invoices/${token}/pdf`,
    });
    expect(body.payment.information).toContainEqual({
      field: 'iban',
      label: 'IBAN',
      value: expect.stringContaining('DE89'),
    });
    expect(body.qrCodes.map((q: { kind: string }) => q.kind)).toEqual(['epc']);
    expect(body.qrCodes[0].payload.split('\n').slice(0, 8)).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Muster GmbH',
      'DE89370400440532013000',
      'EUR750.00',
    ]);
    // Nothing that identifies rows or people of the account beyond the document itself.
    const text = res.body;
    for (const hidden of [
      user.id,
      `"id":${invoice.id}`,
      '"userId"',
      '"clientId"',
      'shareToken',
      '"sentAt"',
    ]) {
      expect(text).not.toContain(hidden);
    }

    const pdf = await anonymous(`/api/public/invoices/${token}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-robots-tag']).toContain('noindex');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('records the first view by the client once, never the owner’s own, and says so in the activity', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await sentInvoice(agent);
    const token = tokenOf(await share(agent, invoice.id));

    await agent.get(`/api/public/invoices/${token}`); // the owner, signed in
    expect((await agent.get(`/api/invoices/${invoice.id}`)).json().viewedAt).toBeNull();

    await anonymous(`/api/public/invoices/${token}`);
    await anonymous(`/api/public/invoices/${token}`, '198.51.100.9');
    const viewed = (await agent.get(`/api/invoices/${invoice.id}`)).json().viewedAt;
    expect(viewed).toEqual(expect.any(String));
    const listed = (await agent.get('/api/invoices')).json().find((i: { id: number }) => i.id === invoice.id);
    expect(listed.viewedAt).toBe(viewed);
    const activity = (await agent.get(`/api/invoices/${invoice.id}/activity`)).json();
    expect(activity.filter((a: { type: string }) => a.type === 'viewed')).toEqual([
      { type: 'viewed', at: viewed, detail: 'Viewed by client' },
    ]);
  });

  it('shows a paid or void invoice without the Pay link or codes', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { ...COMPANY, paymentLinkUrl: 'https://pay.example.com/{invoiceNumber}' });
    const paid = await sentInvoice(agent);
    const paidToken = tokenOf(await share(agent, paid.id));
    expect((await agent.patch(`/api/invoices/${paid.id}`, { status: 'paid' })).statusCode).toBe(200);
    expect((await anonymous(`/api/public/invoices/${paidToken}`)).json()).toMatchObject({
      status: 'paid',
      totals: { balanceDue: '0.00' },
      payment: { payUrl: null },
      qrCodes: [],
    });

    const voided = await sentInvoice(agent);
    const voidToken = tokenOf(await share(agent, voided.id));
    expect((await agent.post(`/api/invoices/${voided.id}/void`, { reason: 'Sent twice' })).statusCode).toBe(
      200,
    );
    // A void invoice prints no payment block at all.
    expect((await anonymous(`/api/public/invoices/${voidToken}`)).json()).toMatchObject({
      status: 'void',
      totals: { balanceDue: '0.00' },
      payment: null,
      qrCodes: [],
    });
  });

  // The page is served only from a client build (npm start, the browser tests build it); without one
  // this reports as skipped rather than passing on nothing.
  it.skipIf(!fs.existsSync(path.join(clientDist, 'index.html')))(
    'serves the page itself with the same private headers',
    async () => {
      const res = await anonymous('/i/some-token');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-robots-tag']).toContain('noindex');
      expect(res.headers['cache-control']).toBe('no-store');
      // Any other page keeps its own header (the static plugin must not replace either).
      const home = await anonymous('/reports');
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(home.headers['x-robots-tag']).toBeUndefined();
    },
  );

  it(`allows a client clicking around (${PUBLIC_RATE_LIMIT} a minute) and then answers 429 per IP`, async () => {
    const ip = '192.0.2.55';
    const codes: number[] = [];
    // One after the other, as a person's clicks arrive (the limiter counts each on arrival).
    for (let i = 0; i < PUBLIC_RATE_LIMIT + 5; i++)
      codes.push((await anonymous(`/api/public/invoices/${'B'.repeat(43)}`, ip)).statusCode);
    expect(codes.filter((c) => c === 404)).toHaveLength(PUBLIC_RATE_LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    expect((await anonymous(`/api/public/invoices/${'B'.repeat(43)}`, '192.0.2.56')).statusCode).toBe(404);
  });

  it('spends one budget per address across the JSON, the PDF, the logo, the e-invoice and the page (IPv6 by /64)', async () => {
    // An app serving a client build (a stand-in index.html), so the page is one of the routes.
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Duely</title>');
    const page = await createTestApp({ clientDir });
    try {
      const token = 'C'.repeat(43);
      const urls = [
        `/api/public/invoices/${token}`,
        `/api/public/invoices/${token}/pdf`,
        `/api/public/invoices/${token}/logo`,
        `/api/public/invoices/${token}/e-invoice?format=cii`,
        `/i/${token}`,
      ];
      const get = (url: string, ip: string) => page.app.inject({ method: 'GET', url, remoteAddress: ip });
      const codes: number[] = [];
      for (let i = 0; i < PUBLIC_RATE_LIMIT; i++)
        codes.push((await get(urls[i % urls.length], '2001:db8:22:12::1')).statusCode);
      expect(codes).not.toContain(429);
      expect(new Set(codes)).toEqual(new Set([404, 200]));
      // The budget is spent for every public route, from any address of the same /64.
      for (const url of urls) {
        const res = await get(url, '2001:db8:22:12:ffff::2');
        expect(res.statusCode, url).toBe(429);
        expect(res.headers['x-robots-tag'], url).toContain('noindex');
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      // Another /64 and another IPv4 address have their own budget.
      expect((await get(urls[0], '2001:db8:22:13::1')).statusCode).toBe(404);
      expect((await get(urls[4], '198.51.100.12')).statusCode).toBe(200);
    } finally {
      await page.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe("the public invoice speaks the invoice's language (issue 5/6)", () => {
  it('answers the language of each of the six, with the locale in the company country that the page writes in', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, COMPANY);
    for (const language of DOCUMENT_LANGUAGES) {
      const client = await createTestClient(agent, { language });
      const invoice = await sentInvoice(agent, { clientId: client.id });
      const res = await anonymous(`/api/public/invoices/${tokenOf(await share(agent, invoice.id))}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = publicInvoiceSchema.parse(res.json());
      expect({ language: body.language, locale: body.locale }).toEqual({
        language,
        locale: documentLocale(language, 'DE'),
      });
    }
  });

  it("keeps the language the invoice was issued in when the client's changes", async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, COMPANY);
    const client = await createTestClient(agent, { language: 'nl', country: 'NL' });
    const invoice = await sentInvoice(agent, { clientId: client.id });
    const url = `/api/public/invoices/${tokenOf(await share(agent, invoice.id))}`;
    const changed = await agent.put(`/api/clients/${client.id}`, { ...client, language: 'fr' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await anonymous(url)).json()).toMatchObject({ language: 'nl', locale: 'nl-NL' });
  });
});

describe('online payment link setting', () => {
  it('keeps an https link, clears it with null, leaves it alone when omitted, and refuses anything else', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { paymentLinkUrl: 'https://paypal.me/muster/{balanceDue}' });
    expect((await agent.get('/api/settings')).json().paymentLinkUrl).toBe(
      'https://paypal.me/muster/{balanceDue}',
    );
    await saveTestSettings(agent, { companyName: 'Renamed' });
    expect((await agent.get('/api/settings')).json().paymentLinkUrl).toBe(
      'https://paypal.me/muster/{balanceDue}',
    );

    for (const bad of [
      'http://pay.example.com',
      'javascript:alert(1)',
      'pay.example.com',
      `https://x.com/${'a'.repeat(500)}`,
    ]) {
      const res = await agent.put('/api/settings', {
        currency: 'EUR',
        taxRate: 0,
        invoicePrefix: 'INV',
        invoiceNumberStart: 1,
        country: 'DE',
        paymentLinkUrl: bad,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].path, bad).toBe('paymentLinkUrl');
      if (bad.length < 500) expect(res.json().errors[0].message).toBe(PAYMENT_LINK_MESSAGE);
    }
    expect((await agent.get('/api/settings')).json().paymentLinkUrl).toBe(
      'https://paypal.me/muster/{balanceDue}',
    );
    await saveTestSettings(agent, { paymentLinkUrl: null });
    expect((await agent.get('/api/settings')).json().paymentLinkUrl).toBeNull();
  });
});

describe('share token storage', () => {
  it('is unique per invoice in the database', async () => {
    const { agent } = await createTestUser(t.app);
    const a = await sentInvoice(agent);
    const b = await sentInvoice(agent);
    const [ta, tb] = [tokenOf(await share(agent, a.id)), tokenOf(await share(agent, b.id))];
    expect(ta).not.toBe(tb);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, a.id));
    expect(row.shareToken).toBe(ta);
  });
});
