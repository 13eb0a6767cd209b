/**
 * The client's page and e-invoices (issue 4/6): which XML the public answer offers, and the public
 * download — the owner's file, behind the private link's headers, with the same 400, 422 and 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/dates';
import { type Agent, createTestApp, type TestApp } from '../../../test/app';
import { createSentTestInvoice, createTestInvoice, createTestUser } from '../../../test/factories';
import { createReadyClient, saveReadyCompany } from '../../../test/ready-for-e-invoices';
import { pdfPool, VISITOR_BUSY } from '../../pdf/pool';
import { LINK_NOT_FOUND } from './operations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const anonymous = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });

async function sharedInvoice(
  client: Parameters<typeof createReadyClient>[1] = {},
  company: Record<string, unknown> = {},
): Promise<{ agent: Agent; invoiceId: number; base: string }> {
  const { agent } = await createTestUser(t.app);
  await saveReadyCompany(agent, company);
  const { id } = await createReadyClient(agent, client);
  const invoice = await createSentTestInvoice(agent, { clientId: id });
  const link = await agent.post(`/api/invoices/${invoice.id}/share-link`, {});
  expect(link.statusCode, link.body).toBe(200);
  const token = (link.json().url as string).split('/i/')[1];
  return { agent, invoiceId: invoice.id, base: `/api/public/invoices/${token}` };
}

/** The offer without its address, which each test's own link makes; the address is checked once. */
const offered = async (base: string) => {
  const offer = (await anonymous(base)).json().eInvoice;
  if (offer) expect(offer.url).toBe(`${base}/e-invoice?format=${offer.format}`);
  return offer && { format: offer.format, ready: offer.ready };
};

describe('the public answer’s eInvoice', () => {
  it("offers the client's XML format, ready or not", async () => {
    expect(await offered((await sharedInvoice({ eInvoiceFormat: 'xrechnung-ubl' })).base)).toEqual({
      format: 'xrechnung-ubl',
      ready: true,
    });
    const unready = await sharedInvoice({ eInvoiceFormat: 'peppol', buyerReference: null });
    expect(await offered(unready.base)).toEqual({ format: 'peppol', ready: false });
  });

  it("answers the invoice's buyer reference, which the page prints as Reference", async () => {
    const { base } = await sharedInvoice({ buyerReference: 'PO-4711' });
    expect((await anonymous(base)).json().buyerReference).toBe('PO-4711');
    expect(
      (await anonymous((await sharedInvoice({ buyerReference: null })).base)).json().buyerReference,
    ).toBeNull();
  });

  it('offers plain CII, the XML of the Factur-X PDF, to a pdf client of a company in the EU', async () => {
    expect(await offered((await sharedInvoice({ eInvoiceFormat: 'pdf' })).base)).toEqual({
      format: 'cii',
      ready: true,
    });
    const noCity = await sharedInvoice({}, { city: null, postalCode: null, address: null });
    expect(await offered(noCity.base)).toEqual({ format: 'cii', ready: true });
  });

  it('offers nothing to a pdf client of a company outside the EU', async () => {
    const us = await sharedInvoice(
      { eInvoiceFormat: 'pdf' },
      { country: 'US', vatId: null, currency: 'USD' },
    );
    expect(await offered(us.base)).toBeNull();
  });
});

describe('GET /api/public/invoices/{token}/e-invoice', () => {
  it("answers the owner's file with the private link's headers", async () => {
    const { agent, invoiceId, base } = await sharedInvoice({ eInvoiceFormat: 'xrechnung-cii' });
    const owners = await agent.get(`/api/invoices/${invoiceId}/e-invoice?format=xrechnung-cii`);
    const res = await anonymous(`${base}/e-invoice?format=xrechnung-cii`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body).toBe(owners.body);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(owners.headers['content-disposition']);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');

    const pdf = await anonymous(`${base}/e-invoice?format=facturx`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('answers 400 to a bad format, 422 when not ready and 404 to an unknown link, all with the private headers', async () => {
    const { base } = await sharedInvoice({ buyerReference: null });
    const bad = await anonymous(`${base}/e-invoice?format=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Format must be one of facturx, xrechnung-cii, xrechnung-ubl, peppol, cii, ubl',
    );

    const unready = await anonymous(`${base}/e-invoice?format=xrechnung-cii`);
    expect(unready.statusCode).toBe(422);
    // What is missing is the sender's to add: the reader gets no list of the sender's fields.
    expect(unready.json()).toEqual({
      code: 'public_e_invoice_unavailable',
      message: 'This e-invoice is not available in that format. Please ask the sender for it.',
    });

    const unknown = await anonymous(`/api/public/invoices/${'Z'.repeat(43)}/e-invoice?format=cii`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'share_link_invalid', message: LINK_NOT_FOUND });
    for (const res of [bad, unready, unknown]) {
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('renders caused by a public link (issue #36 item 2)', () => {
  const visitor = (url: string, n: number) =>
    t.app.inject({ method: 'GET', url, remoteAddress: `198.51.100.${n}` });
  const rendersDuring = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const before = pdfPool().stats().started;
    const result = await work();
    return [result, pdfPool().stats().started - before];
  };

  it('writes the e-invoice once per version of the invoice, however many ask, and serves it kept after', async () => {
    const { agent, invoiceId, base } = await sharedInvoice({ eInvoiceFormat: 'xrechnung-cii' });
    const url = `${base}/e-invoice?format=xrechnung-cii`;
    const [first, firstRenders] = await rendersDuring(() =>
      Promise.all(Array.from({ length: 6 }, (_, n) => visitor(url, n + 1))),
    );
    expect(first.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(first.map((r) => r.body)).size).toBe(1);
    expect(firstRenders).toBe(1);
    const [again, laterRenders] = await rendersDuring(async () => {
      const answers = [];
      for (let n = 10; n < 14; n++) answers.push(await visitor(url, n));
      answers.push(await agent.get(`/api/invoices/${invoiceId}/e-invoice?format=xrechnung-cii`));
      return answers;
    });
    expect(again.map((r) => r.body)).toEqual(Array(5).fill(first[0].body));
    expect(laterRenders).toBe(0);

    // A payment changes what the invoice prints: the next ask writes it anew, once.
    const paid = await agent.post(`/api/invoices/${invoiceId}/payments`, {
      amount: '50.00',
      paidOn: todayIn('Europe/Berlin'),
      method: 'bank_transfer',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [changed, changedRenders] = await rendersDuring(async () => [
      await visitor(url, 20),
      await visitor(url, 21),
    ]);
    expect(changed[0].body).not.toBe(first[0].body);
    expect(changed[1].body).toBe(changed[0].body);
    expect(changedRenders).toBe(1);
  });

  it("counts a public link's renders apart from the owner's: a flood of them leaves the owner's three", async () => {
    const { agent } = await createTestUser(t.app);
    await saveReadyCompany(agent);
    const { id: clientId } = await createReadyClient(agent);
    const lineItems = Array.from({ length: 60 }, (_, n) => ({
      description: `Work package ${n + 1}`,
      quantity: 1,
      rate: '10.00',
    }));
    const bases: string[] = [];
    for (let i = 0; i < 5; i++) {
      const invoice = await createSentTestInvoice(agent, { clientId, lineItems });
      const link = await agent.post(`/api/invoices/${invoice.id}/share-link`, {});
      bases.push(`/api/public/invoices/${(link.json().url as string).split('/i/')[1]}`);
    }
    const drafts = await Promise.all([1, 2, 3].map(() => createTestInvoice(agent, { clientId, lineItems })));
    // Outsiders ask for five PDFs not rendered yet, then the owner for three drafts, all at once.
    const outsiders = bases.map((base, n) => visitor(`${base}/pdf`, 40 + n));
    const owners = drafts.map((d) => agent.get(`/api/invoices/${d.id}/pdf`));
    const ownAnswers = await Promise.all(owners);
    expect(ownAnswers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const outsiderAnswers = await Promise.all(outsiders);
    for (const res of outsiderAnswers) expect([200, 429]).toContain(res.statusCode);
    expect(outsiderAnswers.filter((r) => r.statusCode === 429).map((r) => r.json().message)).toEqual(
      outsiderAnswers.filter((r) => r.statusCode === 429).map(() => VISITOR_BUSY),
    );
  });
});
