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

describe('clients: Peppol ID (issue 2/7 item 11)', () => {
  it('saves it normalised and answers it on create, get, list and update; a PUT leaving it out keeps it', async () => {
    const { agent } = await createTestUser(t.app);
    const created = await create(agent, { peppolId: ' 0204:991-33333test-33 ', eInvoiceFormat: 'peppol' });
    expect(created.statusCode, created.body).toBe(201);
    const client = created.json();
    expect(client.peppolId).toBe('0204:991-33333TEST-33');
    expect((await agent.get(`/api/clients/${client.id}`)).json()).toEqual(client);
    expect((await agent.get('/api/clients')).json()).toEqual([client]);

    const kept = await agent.put(`/api/clients/${client.id}`, { ...specClient(), name: 'Renamed' });
    expect(kept.json()).toMatchObject({ name: 'Renamed', peppolId: '0204:991-33333TEST-33' });
    const changed = await agent.put(`/api/clients/${client.id}`, {
      ...specClient(),
      peppolId: '9930:de 136695976',
    });
    expect(changed.json().peppolId).toBe('9930:DE136695976');
    const emptied = await agent.put(`/api/clients/${client.id}`, { ...specClient(), peppolId: '  ' });
    expect(emptied.json().peppolId).toBeNull();
  });

  it('gives a new client none when the body leaves it out: its Leitweg-ID or VAT ID gives one', async () => {
    const { agent } = await createTestUser(t.app);
    expect((await create(agent)).json().peppolId).toBeNull();
  });

  it.each([
    [
      'an id without its scheme',
      '04011000-1234512345-06',
      'Peppol ID must be a scheme and an identifier, such as 0204:04011000-1234512345-06 or 0208:0123456749',
    ],
    [
      'a scheme Peppol does not know',
      '1234:5678',
      "Peppol ID 1234:5678: 1234 is not a scheme on Peppol's list of electronic addresses (EAS), such as 0204 (Leitweg-ID), 0208 (Belgium), 0088 (GLN) or 9930 (German VAT ID)",
    ],
    [
      'a Leitweg-ID whose check digits do not add up',
      '0204:04011000-1234512345-07',
      'Peppol ID 0204:04011000-1234512345-07 is not valid: scheme 0204 takes a Leitweg-ID with its check digits, such as 0204:04011000-1234512345-06',
    ],
    [
      'a Belgian enterprise number with wrong check digits',
      '0208:0123456789',
      'Peppol ID 0208:0123456789 is not valid: scheme 0208 takes a Belgian enterprise number of 10 digits ending in its check digits, such as 0208:0123456749',
    ],
    [
      'a GLN with a wrong check digit',
      '0088:5790000435976',
      'Peppol ID 0088:5790000435976 is not valid: scheme 0088 takes a GLN of 13 digits ending in its check digit, such as 0088:5790000435975',
    ],
    [
      'a German VAT ID whose checksum fails',
      '9930:DE136695977',
      'Peppol ID 9930:DE136695977: VAT ID DE136695977 is not a valid German VAT ID',
    ],
    ['an id of 101 characters', `0002:${'1'.repeat(96)}`, 'Peppol ID must be at most 100 characters'],
  ])('refuses %s with 400 naming the format, on POST and PUT', async (_, peppolId, message) => {
    const { agent } = await createTestUser(t.app);
    const refused = await create(agent, { peppolId });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused.body)).toEqual({ peppolId: message });

    const client = (await create(agent, { peppolId: '0208:0403019261' })).json();
    const put = await agent.put(`/api/clients/${client.id}`, { ...specClient(), peppolId });
    expect(put.statusCode).toBe(400);
    expect(fieldErrors(put.body)).toEqual({ peppolId: message });
    expect((await agent.get(`/api/clients/${client.id}`)).json().peppolId).toBe('0208:0403019261');
  });
});
