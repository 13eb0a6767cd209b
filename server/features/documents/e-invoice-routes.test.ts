/**
 * The e-invoice routes (issue 4/6): an invoice's and a credit note's e-invoice in each format, the
 * 400 of a bad format, the 422 naming what is missing (and of a draft), 404 for another user's, and
 * the readiness of every format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E_INVOICE_FORMATS } from '../../../shared/e-invoice';
import { type Agent, createTestApp, type TestApp } from '../../../test/app';
import { createSentTestInvoice, createTestInvoice, createTestUser } from '../../../test/factories';
import { createReadyClient, LEITWEG_ID, saveReadyCompany } from '../../../test/ready-for-e-invoices';
import { eInvoiceXml } from '../../einvoice/e-invoice-xml';
import { loadCreditNoteEInvoiceInput, loadInvoiceEInvoiceInput } from './e-invoice-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORMAT_ERROR = 'Format must be one of facturx, xrechnung-cii, xrechnung-ubl, peppol, cii, ubl';

async function readyInvoice(clientOverrides = {}) {
  const { agent, user } = await createTestUser(t.app);
  await saveReadyCompany(agent);
  const client = await createReadyClient(agent, clientOverrides);
  const invoice = await createSentTestInvoice(agent, { clientId: client.id });
  return { agent, userId: user.id, client, invoice };
}

async function creditNoteOf(agent: Agent, invoiceId: number) {
  const res = await agent.post(`/api/invoices/${invoiceId}/credit-notes`, {
    reason: 'Returned item',
    lineItems: [{ description: 'Consulting', quantity: 1, rate: '10.00', taxRate: 19, taxCategory: 'S' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().creditNote as { id: number; creditNoteNumber: string };
}

describe('GET /api/invoices/{id}/e-invoice', () => {
  it('answers the XML of each format as an attachment named after the invoice, written from the stored invoice', async () => {
    const { agent, userId, invoice } = await readyInvoice();
    const input = await loadInvoiceEInvoiceInput(t.database.db, userId, invoice.id);
    const names = {
      'xrechnung-cii': 'xrechnung',
      'xrechnung-ubl': 'xrechnung',
      peppol: 'peppol',
      cii: 'cii',
      ubl: 'ubl',
    } as const;
    for (const [format, suffix] of Object.entries(names) as [keyof typeof names, string][]) {
      const res = await agent.get(`/api/invoices/${invoice.id}/e-invoice?format=${format}`);
      expect(res.statusCode, `${format} ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${invoice.invoiceNumber}-${suffix}.xml"`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toBe(eInvoiceXml(input!, format));
    }
    const xrechnung = await agent.get(`/api/invoices/${invoice.id}/e-invoice?format=xrechnung-cii`);
    expect(xrechnung.body).toContain(`<ram:BuyerReference>${LEITWEG_ID}</ram:BuyerReference>`);
    expect(xrechnung.body).toContain(`<ram:ID>${invoice.invoiceNumber}</ram:ID>`);
    const ubl = await agent.get(`/api/invoices/${invoice.id}/e-invoice?format=ubl`);
    expect(ubl.body).toMatch(/<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/);
  });

  it('answers facturx as a PDF named INV-…-factur-x.pdf', async () => {
    const { agent, invoice } = await readyInvoice();
    const res = await agent.get(`/api/invoices/${invoice.id}/e-invoice?format=facturx`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.invoiceNumber}-factur-x.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    ['no format', ''],
    ['an unknown format', '?format=xml'],
    ['a format of another case', '?format=CII'],
    ['the client-only format pdf', '?format=pdf'],
    ['two formats', '?format=cii&format=ubl'],
  ])('answers 400 to %s', async (_, query) => {
    const { agent, invoice } = await readyInvoice();
    const res = await agent.get(`/api/invoices/${invoice.id}/e-invoice${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FORMAT_ERROR);
  });

  it('answers 422 naming each field to fix when the invoice lacks what the format needs', async () => {
    const { agent, invoice } = await readyInvoice({ postalCode: null, city: null, buyerReference: null });
    const res = await agent.get(`/api/invoices/${invoice.id}/e-invoice?format=xrechnung-cii`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'invoice_issued_without_e_invoice',
      message:
        'This invoice was issued without what XRechnung (CII) needs and keeps the details it was issued with. Add what is missing, then correct the invoice: the new invoice carries it.',
      errors: [
        {
          path: 'invoice.buyerReference',
          code: 'e_invoice_leitweg_id_missing',
          message: 'XRechnung needs the buyer reference (Leitweg-ID)',
        },
        {
          path: 'client.postalCode',
          code: 'e_invoice_client_postal_code_missing',
          message: "The client's postal code is missing",
        },
        {
          path: 'client.city',
          code: 'e_invoice_client_city_missing',
          message: "The client's city is missing",
        },
      ],
    });
    // Plain EN 16931 asks for none of it.
    expect((await agent.get(`/api/invoices/${invoice.id}/e-invoice?format=cii`)).statusCode).toBe(200);
  });

  it('answers 422 for a draft in every format: a draft is not an invoice yet', async () => {
    const { agent, client } = await readyInvoice();
    const draft = await createTestInvoice(agent, { clientId: client.id });
    const message = 'Issue the invoice first: a draft is not an invoice yet';
    for (const format of E_INVOICE_FORMATS) {
      const res = await agent.get(`/api/invoices/${draft.id}/e-invoice?format=${format}`);
      expect(res.statusCode, format).toBe(422);
      const code = 'draft_is_no_e_invoice';
      expect(res.json()).toEqual({ code, message, errors: [{ path: 'invoice.status', code, message }] });
    }
  });

  it("answers 404 for another user's invoice and for one that does not exist", async () => {
    const { invoice } = await readyInvoice();
    const other = await createTestUser(t.app);
    for (const url of [
      `/api/invoices/${invoice.id}/e-invoice?format=cii`,
      '/api/invoices/2147483647/e-invoice?format=cii',
    ]) {
      const res = await other.agent.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'invoice_not_found', message: 'Invoice not found' });
    }
  });
});

describe('an issued invoice without what a format needs', () => {
  it('keeps what it was issued with: the client fixed, a correction issues an invoice that carries it', async () => {
    const { agent, client, invoice } = await readyInvoice({ postalCode: null });
    const before = await agent.get(`/api/invoices/${invoice.id}/e-invoice/readiness`);
    expect(before.json()).toMatchObject({ issued: true });
    expect(before.json().formats['xrechnung-cii'].problems.map((p: { path: string }) => p.path)).toEqual([
      'client.postalCode',
    ]);

    const fixed = await agent.put(`/api/clients/${client.id}`, {
      name: client.name,
      email: client.email,
      postalCode: '50667',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    // The buyer is frozen on the issued invoice: still not ready, and the answer says why.
    const still = await agent.get(`/api/invoices/${invoice.id}/e-invoice?format=xrechnung-cii`);
    expect(still.statusCode).toBe(422);
    expect(still.json().message).toBe(
      'This invoice was issued without what XRechnung (CII) needs and keeps the details it was issued with. Add what is missing, then correct the invoice: the new invoice carries it.',
    );

    const corrected = await agent.post(`/api/invoices/${invoice.id}/correct`, {
      reason: 'Postal code missing',
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    const { draft } = corrected.json();
    expect((await agent.patch(`/api/invoices/${draft.id}`, { status: 'sent' })).statusCode).toBe(200);
    const file = await agent.get(`/api/invoices/${draft.id}/e-invoice?format=xrechnung-cii`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain('<ram:PostcodeCode>50667</ram:PostcodeCode>');
  });
});

describe('Peppol to a buyer found by its Peppol ID (issue 2/7 item 11)', () => {
  /** KoSIT's check digits add up: a German public buyer's Leitweg-ID. */
  const VALID_LEITWEG_ID = '04011000-1234512345-06';
  const buyerEndpointOf = (xml: string) =>
    /<cac:AccountingCustomerParty>\s*<cac:Party>\s*(<cbc:EndpointID[^>]*>[^<]*<\/cbc:EndpointID>)/.exec(
      xml,
    )?.[1];

  it('addresses a German public buyer without a VAT ID by its Leitweg-ID (0204): ready, and the download answers 200', async () => {
    const { agent, invoice } = await readyInvoice({
      vatId: null,
      buyerReference: VALID_LEITWEG_ID,
      eInvoiceFormat: 'peppol',
    });
    const readiness = await agent.get(`/api/invoices/${invoice.id}/e-invoice/readiness`);
    expect(readiness.json()).toMatchObject({
      primary: 'peppol',
      formats: { peppol: { ready: true, problems: [] } },
    });
    const res = await agent.get(`/api/invoices/${invoice.id}/e-invoice?format=peppol`);
    expect(res.statusCode, res.body).toBe(200);
    expect(buyerEndpointOf(res.body)).toBe(
      `<cbc:EndpointID schemeID="0204">${VALID_LEITWEG_ID}</cbc:EndpointID>`,
    );
    expect(res.body).toContain(`<cbc:BuyerReference>${VALID_LEITWEG_ID}</cbc:BuyerReference>`);
  });

  it("writes the client's saved Peppol ID, frozen with the buyer when the invoice is issued", async () => {
    const { agent, client, invoice } = await readyInvoice({ peppolId: '0088:5790000435975' });
    const changed = await agent.put(`/api/clients/${client.id}`, {
      name: client.name,
      email: client.email,
      peppolId: '0208:0123456749',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const issued = await agent.get(`/api/invoices/${invoice.id}/e-invoice?format=peppol`);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(buyerEndpointOf(issued.body)).toBe(
      '<cbc:EndpointID schemeID="0088">5790000435975</cbc:EndpointID>',
    );

    const next = await createSentTestInvoice(agent, { clientId: client.id });
    const file = await agent.get(`/api/invoices/${next.id}/e-invoice?format=peppol`);
    expect(buyerEndpointOf(file.body)).toBe('<cbc:EndpointID schemeID="0208">0123456749</cbc:EndpointID>');
  });
});

describe('GET /api/invoices/{id}/e-invoice/readiness', () => {
  it('answers every format ready with no problems for an invoice that holds everything', async () => {
    const { agent, invoice } = await readyInvoice();
    const res = await agent.get(`/api/invoices/${invoice.id}/e-invoice/readiness`);
    expect(res.statusCode).toBe(200);
    const ready = { ready: true, problems: [] };
    expect(res.json()).toEqual({
      issued: true,
      primary: 'facturx',
      formats: Object.fromEntries(E_INVOICE_FORMATS.map((f) => [f, ready])),
    });
  });

  it('names what each format lacks, for a draft too', async () => {
    const { agent, client } = await readyInvoice({ buyerReference: null, vatId: null });
    const draft = await createTestInvoice(agent, { clientId: client.id });
    const res = await agent.get(`/api/invoices/${draft.id}/e-invoice/readiness`);
    expect(res.statusCode).toBe(200);
    const { formats } = res.json();
    expect(formats.cii).toEqual({ ready: true, problems: [] });
    expect(formats.facturx).toEqual({ ready: true, problems: [] });
    expect(formats['xrechnung-ubl']).toEqual({
      ready: false,
      problems: [
        {
          path: 'invoice.buyerReference',
          code: 'e_invoice_leitweg_id_missing',
          message: 'XRechnung needs the buyer reference (Leitweg-ID)',
        },
      ],
    });
    expect(formats.peppol).toEqual({
      ready: false,
      problems: [
        {
          path: 'invoice.buyerReference',
          code: 'e_invoice_buyer_reference_missing',
          message: "Peppol needs a buyer reference, such as the client's order number",
        },
        {
          path: 'client.peppolId',
          code: 'e_invoice_client_peppol_id_missing',
          message:
            'Peppol finds the client by their Peppol ID: add it to the client, or their Leitweg-ID as buyer reference or their EU VAT ID',
        },
      ],
    });
  });

  it("answers 404 for another user's invoice", async () => {
    const { invoice } = await readyInvoice();
    const other = await createTestUser(t.app);
    expect((await other.agent.get(`/api/invoices/${invoice.id}/e-invoice/readiness`)).statusCode).toBe(404);
  });

  it('holds facturx back for a company outside the EU, whose PDF is no Factur-X hybrid', async () => {
    const { agent } = await createTestUser(t.app);
    await saveReadyCompany(agent, { country: 'US', vatId: null, currency: 'USD' });
    const client = await createReadyClient(agent, {
      country: 'US',
      vatId: null,
      postalCode: '10118',
      city: 'New York',
    });
    const invoice = await createSentTestInvoice(agent, { clientId: client.id });
    const problem = {
      path: 'settings.country',
      code: 'facturx_outside_eu',
      message:
        "A Factur-X PDF is made for a company in the EU: your company's country in Settings is not in the EU",
    };
    const { formats } = (await agent.get(`/api/invoices/${invoice.id}/e-invoice/readiness`)).json();
    expect(formats.facturx).toEqual({ ready: false, problems: [problem] });
    expect(formats.cii).toEqual({ ready: true, problems: [] });
    const res = await agent.get(`/api/invoices/${invoice.id}/e-invoice?format=facturx`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'invoice_issued_without_e_invoice',
      message:
        'This invoice was issued without what Factur-X / ZUGFeRD needs and keeps the details it was issued with. Add what is missing, then correct the invoice: the new invoice carries it.',
      errors: [problem],
    });
  });
});

describe('the seller contact of an account without a name', () => {
  it('names the company as the contact point, so XRechnung needs no name on the profile', async () => {
    const { agent } = await createTestUser(t.app, { firstName: '', lastName: '' });
    await saveReadyCompany(agent);
    const client = await createReadyClient(agent);
    const invoice = await createSentTestInvoice(agent, { clientId: client.id });
    const { formats } = (await agent.get(`/api/invoices/${invoice.id}/e-invoice/readiness`)).json();
    expect(formats['xrechnung-cii']).toEqual({ ready: true, problems: [] });
    const company = (await agent.get('/api/settings')).json().companyName;
    const xml = (await agent.get(`/api/invoices/${invoice.id}/e-invoice?format=xrechnung-cii`)).body;
    expect(xml).toContain(`<ram:PersonName>${company}</ram:PersonName>`);
  });
});

describe('GET /api/credit-notes/{id}/e-invoice', () => {
  it("answers the credit note's XML named after it, its facturx PDF, and 400, 422 and 404 as the invoice's", async () => {
    const { agent, userId, invoice } = await readyInvoice();
    const note = await creditNoteOf(agent, invoice.id);
    const res = await agent.get(`/api/credit-notes/${note.id}/e-invoice?format=xrechnung-ubl`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${note.creditNoteNumber}-xrechnung.xml"`,
    );
    const input = await loadCreditNoteEInvoiceInput(t.database.db, userId, note.id);
    expect(res.body).toBe(eInvoiceXml(input!, 'xrechnung-ubl'));
    expect(res.body).toMatch(/<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/);
    expect(res.body).toContain(`<cbc:BuyerReference>${LEITWEG_ID}</cbc:BuyerReference>`);

    const pdf = await agent.get(`/api/credit-notes/${note.id}/e-invoice?format=facturx`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${note.creditNoteNumber}-factur-x.pdf"`,
    );

    const bad = await agent.get(`/api/credit-notes/${note.id}/e-invoice?format=zugferd`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(FORMAT_ERROR);

    const other = await createTestUser(t.app);
    const theirs = await other.agent.get(`/api/credit-notes/${note.id}/e-invoice?format=cii`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: 'credit_note_not_found', message: 'Credit note not found' });
  });

  it('answers 422 naming the buyer reference its invoice lacks', async () => {
    const { agent, invoice } = await readyInvoice({ buyerReference: null });
    const note = await creditNoteOf(agent, invoice.id);
    const res = await agent.get(`/api/credit-notes/${note.id}/e-invoice?format=peppol`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'credit_note_issued_without_e_invoice',
      message:
        'This credit note was issued without what Peppol BIS Billing 3.0 needs and keeps the details it was issued with.',
      errors: [
        {
          path: 'invoice.buyerReference',
          code: 'e_invoice_buyer_reference_missing',
          message: "Peppol needs a buyer reference, such as the client's order number",
        },
      ],
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes the e-invoice routes with their format and their 400, 404 and 422 answers', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    for (const path of [
      '/api/invoices/{id}/e-invoice',
      '/api/credit-notes/{id}/e-invoice',
      '/api/public/invoices/{token}/e-invoice',
    ]) {
      const get = paths[path].get;
      const format = get.parameters.find((p: { name: string }) => p.name === 'format');
      expect(format, path).toMatchObject({ in: 'query', required: true });
      expect(format.schema.enum, path).toEqual([...E_INVOICE_FORMATS]);
      expect(Object.keys(get.responses).sort(), path).toEqual(['200', '400', '404', '422']);
      expect(Object.keys(get.responses['200'].content), path).toEqual(['application/xml', 'application/pdf']);
      for (const status of ['400', '404', '422']) {
        expect(Object.keys(get.responses[status].content), `${path} ${status}`).toEqual(['application/json']);
      }
      expect(get.responses['422'].content['application/json'].schema.properties.errors.type).toBe('array');
    }
    const readiness = paths['/api/invoices/{id}/e-invoice/readiness'].get;
    expect(Object.keys(readiness.responses['200'].content['application/json'].schema.properties)).toEqual([
      'issued',
      'primary',
      'formats',
    ]);
  });
});
