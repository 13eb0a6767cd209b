import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestUser, uniqueEmail } from '../../../test/factories';
import { fieldErrors } from '../../../test/field-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<typeof createTestUser>>['agent'];

const specClient = () => ({
  name: 'Bezirksamt Mitte',
  email: uniqueEmail('bezirksamt'),
  phone: null,
  address: 'Karl-Marx-Allee 31',
});

const create = (agent: Agent, body: Record<string, unknown> = {}) =>
  agent.post('/api/clients', { ...specClient(), ...body });

describe('clients: buyer reference and e-invoice format (issue 4/6)', () => {
  it('saves both, trimmed, and answers them on create, get, list and update', async () => {
    const { agent } = await createTestUser(t.app);
    const created = await create(agent, {
      buyerReference: '  04011000-12345-67  ',
      eInvoiceFormat: 'xrechnung-cii',
    });
    expect(created.statusCode).toBe(201);
    const client = created.json();
    expect(client).toMatchObject({ buyerReference: '04011000-12345-67', eInvoiceFormat: 'xrechnung-cii' });
    expect((await agent.get(`/api/clients/${client.id}`)).json()).toEqual(client);
    expect((await agent.get('/api/clients')).json()).toEqual([client]);

    const updated = await agent.put(`/api/clients/${client.id}`, {
      ...specClient(),
      buyerReference: 'PO-7',
      eInvoiceFormat: 'peppol',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ buyerReference: 'PO-7', eInvoiceFormat: 'peppol' });
    expect((await agent.get(`/api/clients/${client.id}`)).json()).toMatchObject({
      buyerReference: 'PO-7',
      eInvoiceFormat: 'peppol',
    });
  });

  it('gives a new client no buyer reference and the PDF when the body leaves them out', async () => {
    const { agent } = await createTestUser(t.app);
    const res = await create(agent);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ buyerReference: null, eInvoiceFormat: 'pdf' });
  });

  it('keeps both on a PUT that leaves them out, and clears the reference given as "" or null', async () => {
    const { agent } = await createTestUser(t.app);
    const client = (
      await create(agent, { buyerReference: 'LEIT-1', eInvoiceFormat: 'xrechnung-ubl' })
    ).json();
    const kept = await agent.put(`/api/clients/${client.id}`, { ...specClient(), name: 'Renamed' });
    expect(kept.json()).toMatchObject({
      name: 'Renamed',
      buyerReference: 'LEIT-1',
      eInvoiceFormat: 'xrechnung-ubl',
    });

    const emptied = await agent.put(`/api/clients/${client.id}`, { ...specClient(), buyerReference: '   ' });
    expect(emptied.json()).toMatchObject({ buyerReference: null, eInvoiceFormat: 'xrechnung-ubl' });
    await agent.put(`/api/clients/${client.id}`, { ...specClient(), buyerReference: 'LEIT-2' });
    const nulled = await agent.put(`/api/clients/${client.id}`, { ...specClient(), buyerReference: null });
    expect(nulled.json().buyerReference).toBeNull();
  });

  it.each([
    [
      'an unknown format',
      { eInvoiceFormat: 'facturx' },
      'eInvoiceFormat',
      'E-invoice format must be pdf, xrechnung-cii, xrechnung-ubl or peppol',
    ],
    [
      'a format of another case',
      { eInvoiceFormat: 'PDF' },
      'eInvoiceFormat',
      'E-invoice format must be pdf, xrechnung-cii, xrechnung-ubl or peppol',
    ],
    [
      'null as the format',
      { eInvoiceFormat: null },
      'eInvoiceFormat',
      'E-invoice format must be pdf, xrechnung-cii, xrechnung-ubl or peppol',
    ],
    [
      'a reference of 201 characters',
      { buyerReference: 'x'.repeat(201) },
      'buyerReference',
      'Buyer reference must be at most 200 characters',
    ],
  ])('refuses %s with 400 naming the field, on POST and PUT', async (_, body, path, message) => {
    const { agent } = await createTestUser(t.app);
    const refused = await create(agent, body);
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused.body)).toEqual({ [path]: message });

    const client = (await create(agent)).json();
    const put = await agent.put(`/api/clients/${client.id}`, { ...specClient(), ...body });
    expect(put.statusCode).toBe(400);
    expect(fieldErrors(put.body)).toEqual({ [path]: message });
    expect((await agent.get(`/api/clients/${client.id}`)).json()).toMatchObject({
      buyerReference: null,
      eInvoiceFormat: 'pdf',
    });
  });

  it('accepts a reference of exactly 200 characters', async () => {
    const { agent } = await createTestUser(t.app);
    const res = await create(agent, { buyerReference: 'r'.repeat(200) });
    expect(res.statusCode).toBe(201);
    expect(res.json().buyerReference).toBe('r'.repeat(200));
  });
});
