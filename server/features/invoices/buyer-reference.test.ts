/**
 * The invoice's buyer reference (BT-10, issue 4/6): its own, or its client's when the body leaves it
 * out — on create, on an edit that changes the client, on a copy and on a recurring invoice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createTestClient,
  createTestInvoice,
  createTestUser,
  saveTestSettings,
} from '../../../test/factories';
import { fieldErrors } from '../../../test/field-errors';
import { sendMoment } from '../../lib/send-moment';
import { runRecurringInvoices } from '../recurring/generator';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

async function setup() {
  const { agent } = await createTestUser(t.app);
  const leitweg = await createTestClient(agent, { name: 'Bezirksamt', buyerReference: '991-12345-67' });
  const plain = await createTestClient(agent, { name: 'Initech' });
  return { agent, leitweg, plain };
}

const lineItems = [{ description: 'Consulting', quantity: 1, rate: '100.00' }];

describe('invoices: buyer reference (issue 4/6)', () => {
  it("takes the client's reference when a POST leaves it out, its own when given, none for '' or null", async () => {
    const { agent, leitweg } = await setup();
    expect((await createTestInvoice(agent, { clientId: leitweg.id })).buyerReference).toBe('991-12345-67');
    const own = await createTestInvoice(agent, { clientId: leitweg.id, buyerReference: '  PO-4711 ' });
    expect(own.buyerReference).toBe('PO-4711');
    expect(
      (await createTestInvoice(agent, { clientId: leitweg.id, buyerReference: '' })).buyerReference,
    ).toBeNull();
    expect(
      (await createTestInvoice(agent, { clientId: leitweg.id, buyerReference: null })).buyerReference,
    ).toBeNull();

    // Every answer carries it: the invoice, the list (written by the database) and a page of it.
    expect((await agent.get(`/api/invoices/${own.id}`)).json().buyerReference).toBe('PO-4711');
    const listed = (await agent.get('/api/invoices')).json() as {
      id: number;
      buyerReference: string | null;
    }[];
    expect(listed.find((i) => i.id === own.id)?.buyerReference).toBe('PO-4711');
    const paged = (await agent.get('/api/invoices/paged')).json() as {
      items: { id: number; buyerReference: string | null }[];
    };
    expect(paged.items.map((i) => i.buyerReference)).toEqual([null, null, 'PO-4711', '991-12345-67']);
  });

  it('refuses a reference longer than 200 characters with 400 naming the field', async () => {
    const { agent, leitweg } = await setup();
    const res = await agent.post('/api/invoices', {
      clientId: leitweg.id,
      issueDate: '2026-11-02',
      lineItems,
      buyerReference: 'x'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      buyerReference: 'Buyer reference must be at most 200 characters',
    });
  });

  it("keeps a draft's reference on a PUT that leaves it out, and takes the new client's when the PUT changes the client", async () => {
    const { agent, leitweg, plain } = await setup();
    const draft = await createTestInvoice(agent, { clientId: plain.id, buyerReference: 'PO-1' });
    const body = { clientId: plain.id, issueDate: draft.issueDate, lineItems };

    const kept = await agent.put(`/api/invoices/${draft.id}`, body);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().buyerReference).toBe('PO-1');

    const moved = await agent.put(`/api/invoices/${draft.id}`, { ...body, clientId: leitweg.id });
    expect(moved.json().buyerReference).toBe('991-12345-67');

    const back = await agent.put(`/api/invoices/${draft.id}`, body);
    expect(back.json().buyerReference).toBeNull();

    const given = await agent.put(`/api/invoices/${draft.id}`, {
      ...body,
      clientId: leitweg.id,
      buyerReference: 'PO-2',
    });
    expect(given.json().buyerReference).toBe('PO-2');
    const cleared = await agent.put(`/api/invoices/${draft.id}`, {
      ...body,
      clientId: leitweg.id,
      buyerReference: null,
    });
    expect(cleared.json().buyerReference).toBeNull();
  });

  it('a duplicate carries the reference of the invoice it copies', async () => {
    const { agent, leitweg } = await setup();
    const original = await createTestInvoice(agent, { clientId: leitweg.id, buyerReference: 'PO-9' });
    const copy = await agent.post(`/api/invoices/${original.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().buyerReference).toBe('PO-9');
  });

  it("a recurring invoice takes its client's reference as it is when the invoice is made", async () => {
    const { agent, leitweg } = await setup();
    await saveTestSettings(agent, {
      companyName: 'Muster GmbH',
      email: 'billing@muster.example',
      taxRate: 19,
    });
    // A fixed start ahead of any clock the tests run at: the run below is given its own moment.
    const today = '2030-01-07';
    const profile = await agent.post('/api/recurring-invoices', {
      clientId: leitweg.id,
      currency: 'EUR',
      lineItems: [{ description: 'Retainer', quantity: 1, unit: 'months', rate: '1000' }],
      frequency: 'monthly',
      startDate: today,
      sendMode: 'draft',
    });
    expect(profile.statusCode, profile.body).toBe(201);
    const updated = await agent.put(`/api/clients/${leitweg.id}`, {
      name: leitweg.name,
      email: leitweg.email,
      buyerReference: '991-00000-11',
    });
    expect(updated.statusCode).toBe(200);

    await runRecurringInvoices(
      t.app.deps,
      new Date(sendMoment(today, 'Europe/Berlin', 9).getTime() + 60_000),
    );
    const made = (await agent.get('/api/invoices')).json() as {
      recurringInvoiceId: number | null;
      buyerReference: string | null;
    }[];
    expect(
      made.filter((i) => i.recurringInvoiceId === profile.json().id).map((i) => i.buyerReference),
    ).toEqual(['991-00000-11']);
  });
});
