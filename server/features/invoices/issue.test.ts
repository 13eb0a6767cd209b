/**
 * Snapshot at issue (issue #23): every way a draft becomes issued — Create & Send, Send, Mark as sent,
 * Mark Paid and a payment on a draft, a recurring invoice in send mode — freezes the seller, buyer
 * and logo on the invoice, and later changes to Settings or the client leave them as they were.
 * A draft has none: it follows the current settings and client until it is issued.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { type Agent, createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { createTestClient, createTestUser, saveTestSettings } from '../../../test/factories';
import { png } from '../../../test/logo-images';
import { invoices } from '../../db/schema';
import { sendMoment } from '../../lib/send-moment';
import { issueNext } from '../recurring/generator';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => todayIn('Europe/Berlin');
const COMPANY = { companyName: 'Muster GmbH', email: 'billing@muster.example', address: 'Hauptstraße 5' };
const row = async (id: number) => (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];

async function setup() {
  const { agent } = await createTestUser(t.app);
  await saveTestSettings(agent, COMPANY);
  const logo = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/logo',
    headers: { cookie: agent.cookie, origin: TEST_ORIGIN, 'content-type': 'image/png' },
    payload: await png(120, 60),
  });
  expect(logo.statusCode, logo.body).toBe(200);
  const client = await createTestClient(agent, {
    name: 'Acme Corporation',
    phone: '+49 30 1234',
    address: 'Alexanderplatz 1',
  });
  return { agent, client };
}

const invoiceBody = (clientId: number, status: 'draft' | 'sent') => ({
  clientId,
  issueDate: today(),
  dueDate: addDays(today(), 14),
  status,
  lineItems: [{ description: 'Consulting', quantity: 1, rate: '100.00' }],
});

async function draft(agent: Agent, clientId: number): Promise<number> {
  const res = await agent.post('/api/invoices', invoiceBody(clientId, 'draft'));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Each issue path, from a fresh draft (or none) to an issued invoice; answers the invoice's id. */
const PATHS: Record<string, (agent: Agent, clientId: number) => Promise<number>> = {
  'Create & Send': async (agent, clientId) =>
    (await agent.post('/api/invoices', invoiceBody(clientId, 'sent'))).json().id,
  Send: async (agent, clientId) => {
    const id = await draft(agent, clientId);
    expect((await agent.post(`/api/invoices/${id}/send`)).statusCode).toBe(200);
    return id;
  },
  'Mark as sent': async (agent, clientId) => {
    const id = await draft(agent, clientId);
    expect((await agent.patch(`/api/invoices/${id}`, { status: 'sent' })).statusCode).toBe(200);
    return id;
  },
  'Mark Paid on a draft': async (agent, clientId) => {
    const id = await draft(agent, clientId);
    expect((await agent.patch(`/api/invoices/${id}`, { status: 'paid' })).json().status).toBe('paid');
    return id;
  },
  'a payment on a draft': async (agent, clientId) => {
    const id = await draft(agent, clientId);
    const paid = await agent.post(`/api/invoices/${id}/payments`, {
      amount: '10.00',
      paidOn: today(),
      method: 'cash',
    });
    expect(paid.json().invoice.status).toBe('sent');
    return id;
  },
  'a recurring invoice in send mode': async (agent, clientId) => {
    const profile = await agent.post('/api/recurring-invoices', {
      ...invoiceBody(clientId, 'sent'),
      currency: 'EUR',
      sendReminders: true,
      reminderFlowTemplateId: null,
      frequency: 'monthly',
      startDate: today(),
      endDate: null,
      occurrences: null,
      sendMode: 'send',
    });
    expect(profile.statusCode, profile.body).toBe(201);
    const at = new Date(sendMoment(today(), 'Europe/Berlin', 9).getTime() + 60_000);
    const outcome = await issueNext(t.app.deps, profile.json().id, at);
    expect(outcome).not.toBeNull();
    return outcome!.issued;
  },
};

describe('snapshot at issue', () => {
  it.each(Object.keys(PATHS))('%s freezes seller, buyer and logo; later changes leave them', async (path) => {
    const { agent, client } = await setup();
    const id = await PATHS[path](agent, client.id);
    const issued = await row(id);
    expect(issued.status).not.toBe('draft');
    expect(issued.sentAt).not.toBeNull();
    expect(issued.sellerSnapshot).toMatchObject({ name: 'Muster GmbH', email: 'billing@muster.example' });
    expect(issued.buyerSnapshot).toEqual({
      name: 'Acme Corporation',
      email: client.email,
      phone: '+49 30 1234',
      address: 'Alexanderplatz 1',
      postalCode: null,
      city: null,
      region: null,
      country: 'DE',
      vatId: null,
      peppolId: null,
    });
    expect(issued.logoSnapshotId).not.toBeNull();

    await saveTestSettings(agent, { ...COMPANY, companyName: 'Renamed AG', address: 'Neue Straße 9' });
    expect((await agent.delete('/api/settings/logo')).statusCode).toBeLessThan(300);
    const renamed = await agent.put(`/api/clients/${client.id}`, {
      name: 'Acme Renamed',
      email: client.email,
      phone: '+49 40 9999',
      address: 'Elsewhere 2',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const later = await row(id);
    expect(later.sellerSnapshot).toEqual(issued.sellerSnapshot);
    expect(later.buyerSnapshot).toEqual(issued.buyerSnapshot);
    expect(later.logoSnapshotId).toBe(issued.logoSnapshotId);
  });

  it('a draft has no snapshot: it follows the current settings and client until issued', async () => {
    const { agent, client } = await setup();
    const id = await draft(agent, client.id);
    expect(await row(id)).toMatchObject({ sellerSnapshot: null, buyerSnapshot: null, logoSnapshotId: null });
    await saveTestSettings(agent, { ...COMPANY, companyName: 'Renamed AG' });
    expect((await agent.patch(`/api/invoices/${id}`, { status: 'sent' })).statusCode).toBe(200);
    expect((await row(id)).sellerSnapshot).toMatchObject({ name: 'Renamed AG' });
  });
});

describe('issuing needs a company', () => {
  it('refuses Mark as sent and a payment on a draft while Settings have no company name and email, and keeps the draft', async () => {
    const { agent } = await createTestUser(t.app, { withCompany: false });
    const client = await createTestClient(agent);
    const id = await draft(agent, client.id);
    const message = 'Add your company name and email in Settings before sending invoices';
    const marked = await agent.patch(`/api/invoices/${id}`, { status: 'sent' });
    expect(marked.statusCode, marked.body).toBe(422);
    expect(marked.json().message).toBe(message);
    const paid = await agent.post(`/api/invoices/${id}/payments`, {
      amount: '10.00',
      paidOn: today(),
      method: 'bank_transfer',
    });
    expect(paid.statusCode, paid.body).toBe(422);
    expect(paid.json().message).toBe(message);
    expect(await row(id)).toMatchObject({ status: 'draft', amountPaid: '0.00', sellerSnapshot: null });
  });
});
