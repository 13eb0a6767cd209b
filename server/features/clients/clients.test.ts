import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestClient, createTestInvoice, createTestUser, uniqueEmail } from '../../../test/factories';
import { fieldErrors } from '../../../test/field-errors';
import { invoices } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validClient = () => ({
  name: 'Globex Ltd',
  email: uniqueEmail('globex'),
  phone: '+44 20 7946 0000',
  address: '10 Downing Street\nLondon',
});

describe('clients API', () => {
  it('creates, reads, lists, updates and deletes a client', async () => {
    const { agent } = await createTestUser(t.app);
    const input = validClient();
    const created = await agent.post('/api/clients', input);
    expect(created.statusCode).toBe(201);
    const client = created.json();
    expect(client).toMatchObject({ ...input, clientId: 'CL-0001' });
    expect(typeof client.id).toBe('number');

    const one = await agent.get(`/api/clients/${client.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ name: input.name, phone: input.phone, address: input.address });

    const list = await agent.get('/api/clients');
    expect(list.json().map((c: { id: number }) => c.id)).toEqual([client.id]);

    const changed = {
      name: '  Globex Corporation ',
      email: 'billing@globex.example',
      phone: '',
      address: null,
    };
    const updated = await agent.put(`/api/clients/${client.id}`, changed);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: client.id,
      clientId: 'CL-0001',
      name: 'Globex Corporation',
      email: 'billing@globex.example',
      phone: null,
      address: null,
    });

    const deleted = await agent.delete(`/api/clients/${client.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await agent.get(`/api/clients/${client.id}`)).statusCode).toBe(404);
    expect((await agent.get('/api/clients')).json()).toEqual([]);
    expect((await agent.delete(`/api/clients/${client.id}`)).statusCode).toBe(404);
  });

  it('lists clients alphabetically and numbers them CL-0001, CL-0002, … per user', async () => {
    const { agent } = await createTestUser(t.app);
    const zeta = await createTestClient(agent, { name: 'Zeta Studio' });
    const alpha = await createTestClient(agent, { name: 'alpha design' });
    expect([zeta.clientId, alpha.clientId]).toEqual(['CL-0001', 'CL-0002']);
    const names = (await agent.get('/api/clients')).json().map((c: { name: string }) => c.name);
    expect(names).toEqual(['alpha design', 'Zeta Studio']);

    const other = await createTestUser(t.app);
    expect((await createTestClient(other.agent)).clientId).toBe('CL-0001');
  });

  it('gives 20 concurrent creates 20 distinct codes', async () => {
    const { agent } = await createTestUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        agent.post('/api/clients', { ...validClient(), name: `Client ${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const codes = results.map((r) => r.json().clientId).sort();
    expect(codes).toEqual(Array.from({ length: 20 }, (_, i) => `CL-${String(i + 1).padStart(4, '0')}`));
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: '   ' }, 'Name is required'],
    ['name', { name: undefined }, 'Name is required'],
    ['name', { name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
    ['name', { name: '\u0001\u0002' }, 'Name must contain letters, digits or punctuation'],
    ['email', { email: '' }, 'Please enter a valid email address'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: undefined }, 'Please enter a valid email address'],
    ['email', { email: `${'a'.repeat(250)}@x.io` }, 'Email must be at most 254 characters'],
    ['phone', { phone: '1'.repeat(51) }, 'Phone must be at most 50 characters'],
    ['address', { address: 'a'.repeat(1001) }, 'Address must be at most 1000 characters'],
  ])('rejects a bad %s on create and update without changing anything', async (path, change, message) => {
    const { agent } = await createTestUser(t.app);
    const existing = await createTestClient(agent);
    const body = { ...validClient(), ...change };

    const created = await agent.post('/api/clients', body);
    expect(created.statusCode).toBe(400);
    expect(fieldErrors(created.body)[path]).toBe(message);

    const updated = await agent.put(`/api/clients/${existing.id}`, body);
    expect(updated.statusCode).toBe(400);
    expect(fieldErrors(updated.body)[path]).toBe(message);

    expect((await agent.get('/api/clients')).json()).toEqual([existing]);
  });

  it('accepts a client without phone or address', async () => {
    const { agent } = await createTestUser(t.app);
    const res = await agent.post('/api/clients', { name: 'Solo', email: 'solo@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ phone: null, address: null });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])(
    'answers 400 with a clear message for id %s',
    async (id) => {
      const { agent } = await createTestUser(t.app);
      for (const res of [
        await agent.get(`/api/clients/${id}`),
        await agent.put(`/api/clients/${id}`, validClient()),
        await agent.delete(`/api/clients/${id}`),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Client id must be a positive whole number');
      }
    },
  );

  it("answers 404 to every verb on another user's client and leaves it alone", async () => {
    const owner = await createTestUser(t.app);
    const client = await createTestClient(owner.agent);
    const intruder = await createTestUser(t.app);
    const url = `/api/clients/${client.id}`;

    for (const res of [
      await intruder.agent.get(url),
      await intruder.agent.put(url, validClient()),
      await intruder.agent.delete(url),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'client_not_found', message: 'Client not found' });
    }
    expect((await intruder.agent.get('/api/clients')).json()).toEqual([]);
    expect((await owner.agent.get(url)).json()).toEqual(client);
  });

  it('answers 401 when signed out', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/clients',
        payload: method === 'POST' ? validClient() : undefined,
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses (409) to delete a client while any invoice refers to it, saying how many, and changes nothing', async () => {
    const { agent } = await createTestUser(t.app);
    const client = await createTestClient(agent, { name: 'Initech', email: 'ap@initech.example' });
    const other = await createTestClient(agent, { name: 'Hooli' });
    const invoice = (clientId: number, status: 'draft' | 'sent') =>
      createTestInvoice(agent, { clientId, status, sendReminders: false });
    const draft = await invoice(client.id, 'draft');
    await invoice(client.id, 'sent');
    await invoice(client.id, 'draft');
    await invoice(other.id, 'draft');

    const listed = (await agent.get('/api/clients')).json();
    expect(listed.map((c: { name: string; invoiceCount: number }) => [c.name, c.invoiceCount])).toEqual([
      ['Hooli', 1],
      ['Initech', 3],
    ]);
    expect((await agent.get(`/api/clients/${client.id}`)).json().invoiceCount).toBe(3);

    const refused = await agent.delete(`/api/clients/${client.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'client_has_invoices',
      message: 'This client has 3 invoices. Delete or reassign them first, then delete the client.',
    });
    expect((await agent.get(`/api/clients/${client.id}`)).statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(kept.clientId).toBe(client.id);

    // One invoice left: the message counts it; none left: the client goes.
    for (const { id } of (await agent.get('/api/invoices'))
      .json()
      .filter((i: { clientId: number; id: number }) => i.clientId === client.id && i.id !== draft.id)) {
      await t.database.db.delete(invoices).where(eq(invoices.id, id));
    }
    expect((await agent.delete(`/api/clients/${client.id}`)).json().message).toBe(
      'This client has 1 invoice. Delete or reassign it first, then delete the client.',
    );
    expect((await agent.delete(`/api/invoices/${draft.id}`)).statusCode).toBe(200);
    expect((await agent.delete(`/api/clients/${client.id}`)).statusCode).toBe(200);
    expect((await agent.get(`/api/clients/${client.id}`)).statusCode).toBe(404);
  });

  it('never lets an invoice created at the same moment lose its client', async () => {
    const { agent } = await createTestUser(t.app);
    for (let round = 0; round < 5; round++) {
      const client = await createTestClient(agent);
      const [created, deleted] = await Promise.all([
        agent.post('/api/invoices', {
          clientId: client.id,
          issueDate: '2026-01-01',
          dueDate: '2026-01-31',
          status: 'draft',
          lineItems: [{ description: 'Work', quantity: 1, rate: '10' }],
        }),
        agent.delete(`/api/clients/${client.id}`),
      ]);
      // Exactly one of them wins: the invoice (and the delete is refused) or the delete (and the
      // invoice finds no client).
      if (created.statusCode === 201) {
        expect(deleted.statusCode).toBe(409);
        const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, created.json().id));
        expect(row.clientId).toBe(client.id);
      } else {
        expect([created.statusCode, deleted.statusCode]).toEqual([404, 200]);
      }
    }
  });
});
