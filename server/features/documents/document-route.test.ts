import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentAnswer } from '../../../shared/document-schema';
import { type Agent, createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import {
  createSentTestInvoice,
  createTestClient,
  createTestInvoice,
  createTestUser,
  saveTestSettings,
} from '../../../test/factories';
import { png } from '../../../test/logo-images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function uploadLogo(agent: Agent, width: number, height: number): Promise<Buffer> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/logo',
    headers: { cookie: agent.cookie, origin: TEST_ORIGIN, 'content-type': 'image/png' },
    payload: await png(width, height),
  });
  expect(res.statusCode, res.body).toBe(200);
  // What the server keeps of it (fitted and re-encoded), as the settings route serves it.
  return (await agent.get('/api/settings/logo')).rawPayload;
}

async function documentOf(agent: Agent, invoiceId: number): Promise<DocumentAnswer> {
  const res = await agent.get(`/api/invoices/${invoiceId}/document`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DocumentAnswer;
}

async function logoAt(agent: Agent, logoUrl: string | null): Promise<Buffer> {
  expect(logoUrl).not.toBeNull();
  const res = await agent.get(logoUrl!);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toBe('private, no-cache');
  return res.rawPayload;
}

/** A German company with a logo, a client and one invoice issued to it. */
async function companyWithIssuedInvoice() {
  const { agent } = await createTestUser(t.app);
  await saveTestSettings(agent, {
    companyName: 'Alte Mühle GmbH',
    address: 'Mühlweg 1\n10115 Berlin',
    bankName: 'Alte Bank',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    taxRate: 19,
  });
  const logo = await uploadLogo(agent, 40, 20);
  const client = await createTestClient(agent, { phone: '+49 40 111', address: 'Alter Hafen 2\nHamburg' });
  const invoice = await createSentTestInvoice(agent, { clientId: client.id });
  return { agent, logo, client, invoice };
}

describe('GET /api/invoices/{id}/document', () => {
  it("keeps an issued invoice's seller, client and logo after they change, while a draft follows them", async () => {
    const { agent, logo, client, invoice } = await companyWithIssuedInvoice();
    const draft = await createTestInvoice(agent, { clientId: client.id });
    const before = await documentOf(agent, invoice.id);
    expect(before).toMatchObject({
      kind: 'invoice',
      number: invoice.invoiceNumber,
      seller: { name: 'Alte Mühle GmbH', addressLines: ['Mühlweg 1', '10115 Berlin'] },
      buyer: { phone: '+49 40 111', addressLines: ['Alter Hafen 2', 'Hamburg'] },
      totals: { total: '119.00', balanceDue: '119.00' },
      voided: null,
      creditNotes: [],
    });
    expect(before.payment?.information).toContainEqual({
      field: 'iban',
      label: 'IBAN',
      value: 'DE89370400440532013000',
    });
    expect(await logoAt(agent, before.logoUrl)).toEqual(logo);

    await saveTestSettings(agent, {
      companyName: 'Neue Mühle AG',
      address: 'Neuer Weg 9\n80331 München',
      bankName: 'Neue Bank',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      taxRate: 19,
    });
    const moved = await agent.put(`/api/clients/${client.id}`, {
      name: client.name,
      email: client.email,
      phone: '+49 89 999',
      address: 'Neuer Hafen 7\nKiel',
    });
    expect(moved.statusCode).toBe(200);
    const newLogo = await uploadLogo(agent, 30, 30);
    expect(newLogo).not.toEqual(logo);

    const after = await documentOf(agent, invoice.id);
    expect(after).toEqual(before);
    expect(await logoAt(agent, after.logoUrl)).toEqual(logo);

    const draftDocument = await documentOf(agent, draft.id);
    expect(draftDocument).toMatchObject({
      seller: { name: 'Neue Mühle AG', addressLines: ['Neuer Weg 9', '80331 München'] },
      buyer: { phone: '+49 89 999', addressLines: ['Neuer Hafen 7', 'Kiel'] },
    });
    expect(draftDocument.payment?.information).toContainEqual({
      field: 'iban',
      label: 'IBAN',
      value: 'DE02120300000000202051',
    });
    expect(await logoAt(agent, draftDocument.logoUrl)).toEqual(newLogo);
  });

  it('prints no logo on an invoice issued without one, even after a logo is uploaded', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createSentTestInvoice(agent);
    const draft = await createTestInvoice(agent);
    expect((await documentOf(agent, draft.id)).logoUrl).toBeNull();
    const noLogo = await agent.get(`/api/invoices/${draft.id}/document/logo`);
    expect(noLogo.statusCode).toBe(404);
    expect(noLogo.json()).toEqual({ code: 'invoice_has_no_logo', message: 'This invoice has no logo.' });

    const logo = await uploadLogo(agent, 40, 20);
    expect((await documentOf(agent, invoice.id)).logoUrl).toBeNull();
    expect((await agent.get(`/api/invoices/${invoice.id}/document/logo`)).statusCode).toBe(404);
    expect(await logoAt(agent, (await documentOf(agent, draft.id)).logoUrl)).toEqual(logo);
  });

  it('shows a void invoice with the credit note that cancelled it and every credit note, nothing to pay', async () => {
    const { agent, invoice } = await companyWithIssuedInvoice();
    const credited = await agent.post(`/api/invoices/${invoice.id}/credit-notes`, {
      reason: 'Returned item',
      lineItems: [{ description: 'Returned licence', quantity: 1, rate: '10.00' }],
    });
    expect(credited.statusCode, credited.body).toBe(201);
    const voided = await agent.post(`/api/invoices/${invoice.id}/void`, { reason: 'Wrong client' });
    expect(voided.statusCode, voided.body).toBe(200);
    const cancelling = voided.json().creditNote as { creditNoteNumber: string; issueDate: string };

    const document = await documentOf(agent, invoice.id);
    expect(document.voided).toEqual({
      creditNoteNumber: cancelling.creditNoteNumber,
      date: cancelling.issueDate,
    });
    expect(document.creditNotes).toEqual([
      {
        number: 'CN-1',
        issueDate: expect.any(String),
        total: '11.90',
        reason: 'Returned item',
        cancels: false,
      },
      {
        number: 'CN-2',
        issueDate: cancelling.issueDate,
        total: '107.10',
        reason: 'Wrong client',
        cancels: expect.any(Boolean),
      },
    ]);
    expect(document.totals).toMatchObject({ total: '119.00', creditedAmount: '119.00', balanceDue: '0.00' });
    expect(document.payment).toBeNull();
  });

  it("answers 404 for another user's invoice and one that does not exist, on both routes", async () => {
    const { invoice } = await companyWithIssuedInvoice();
    const other = await createTestUser(t.app);
    for (const url of [`/api/invoices/${invoice.id}/document`, `/api/invoices/${invoice.id}/document/logo`]) {
      const res = await other.agent.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'invoice_not_found', message: 'Invoice not found' });
      expect(res.body).not.toContain('Alte Mühle');
      expect((await other.agent.get(url.replace(String(invoice.id), '2147483647'))).statusCode).toBe(404);
      expect((await other.agent.get(url.replace(String(invoice.id), 'abc'))).statusCode).toBe(400);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
