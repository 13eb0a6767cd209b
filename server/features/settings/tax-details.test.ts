import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestUser } from '../../../test/factories';
import { fieldErrors } from '../../../test/field-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<typeof createTestUser>>['agent'];

/** A PUT body holding only SPEC's fields: the issue 3/6 ones are left out. */
const specCompany = (country = 'DE') => ({
  companyName: 'Muster GmbH',
  email: 'rechnung@muster.example',
  address: 'Musterstraße 1',
  taxId: '12/345/67890',
  currency: 'EUR',
  taxRate: 19,
  invoicePrefix: 'MU',
  invoiceNumberStart: 1000,
  country,
});

const save = (agent: Agent, body: Record<string, unknown>) =>
  agent.put('/api/settings', { ...specCompany(), ...body });

describe('PUT /api/settings: address, VAT ID, VAT scheme and payment terms (issue 3/6)', () => {
  it('saves and answers every new field, normalising the VAT ID', async () => {
    const { agent } = await createTestUser(t.app);
    const res = await save(agent, {
      postalCode: '10115',
      city: 'Berlin',
      vatId: 'de 136.695.976',
      vatScheme: 'small_business',
      paymentTermsDays: '14',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      address: 'Musterstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      taxId: '12/345/67890',
      vatId: 'DE136695976',
      vatScheme: 'small_business',
      paymentTermsDays: 14,
    };
    expect(res.json()).toMatchObject(expected);
    expect((await agent.get('/api/settings')).json()).toMatchObject(expected);
  });

  it('keeps every new field when a save leaves it out, and clears the texts on null', async () => {
    const { agent } = await createTestUser(t.app);
    const full = { postalCode: '75001', city: 'Paris', vatId: 'FR40303265045', vatScheme: 'small_business' };
    await save(agent, { ...full, country: 'FR', paymentTermsDays: 0 });
    const kept = await agent.put('/api/settings', { ...specCompany('FR'), companyName: 'Dupont SARL' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ ...full, companyName: 'Dupont SARL', paymentTermsDays: 0 });

    const cleared = await save(agent, { country: 'FR', postalCode: null, city: '', vatId: null });
    expect(cleared.json()).toMatchObject({ postalCode: null, city: null, vatId: null });
    expect(cleared.json()).toMatchObject({ vatScheme: 'small_business', paymentTermsDays: 0 });
  });

  it('gives a first save without the new fields the defaults: standard scheme, 30 days', async () => {
    const { agent } = await createTestUser(t.app, { withCompany: false });
    const res = await agent.put('/api/settings', specCompany());
    expect(res.json()).toMatchObject({ vatId: null, vatScheme: 'standard', paymentTermsDays: 30 });
  });

  it.each([
    ['DE', 'DE136695976', 'DE136695977', 'German'],
    ['FR', 'FR40303265045', 'FR41303265045', 'French'],
    ['AT', 'ATU12011204', 'ATU12011205', 'Austrian'],
    ['NL', 'NL004495445B01', 'NL004495446B01', 'Dutch'],
    ['IT', 'IT00743110157', 'IT00743110158', 'Italian'],
  ])(
    'a company in %s: saves %s and refuses %s by its checksum',
    async (country, valid, invalid, adjective) => {
      const { agent } = await createTestUser(t.app);
      const ok = await save(agent, { country, vatId: valid });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().vatId).toBe(valid);

      const bad = await save(agent, { country, vatId: invalid });
      expect(bad.statusCode).toBe(400);
      expect(fieldErrors(bad.body)).toEqual({
        vatId: `VAT ID ${invalid} is not a valid ${adjective} VAT ID`,
      });
      expect((await agent.get('/api/settings')).json().vatId).toBe(valid);
    },
  );

  it('refuses the issue’s short German id with its message', async () => {
    const { agent } = await createTestUser(t.app);
    const bad = await save(agent, { vatId: 'DE12345678' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('VAT ID DE12345678 is not a valid German VAT ID');
  });

  it('takes an id without an EU prefix only from a company outside the EU', async () => {
    const { agent } = await createTestUser(t.app);
    const swiss = await save(agent, { country: 'CH', currency: 'CHF', vatId: 'CHE-107.787.577 MWST' });
    expect(swiss.statusCode).toBe(200);
    expect(swiss.json().vatId).toBe('CHE107787577MWST');
    const norwegian = await save(agent, { country: 'OTHER', vatId: 'NO 995 525 828 MVA' });
    expect(norwegian.statusCode).toBe(200);
    // A Swiss id is checked for its checksum too (docs/decisions/035).
    const unchecked = await save(agent, { country: 'CH', currency: 'CHF', vatId: 'CHE123456789MWST' });
    expect(fieldErrors(unchecked.body).vatId).toBe('VAT ID CHE123456789MWST is not a valid Swiss VAT ID');

    const german = await save(agent, { country: 'DE', vatId: 'CHE123456789MWST' });
    expect(german.statusCode).toBe(400);
    expect(fieldErrors(german.body).vatId).toBe(
      'VAT ID CHE123456789MWST does not start with a known EU country code such as DE',
    );
    // An EU id is checked whatever the company's country.
    const checked = await save(agent, { country: 'CH', currency: 'CHF', vatId: 'DE136695977' });
    expect(fieldErrors(checked.body).vatId).toBe('VAT ID DE136695977 is not a valid German VAT ID');
  });

  it.each([
    [-1, 'Payment terms must be a whole number of days from 0 to 365'],
    [366, 'Payment terms must be a whole number of days from 0 to 365'],
    [14.5, 'Payment terms must be a whole number of days from 0 to 365'],
    ['soon', 'Payment terms must be a whole number of days from 0 to 365'],
  ])('refuses payment terms of %j', async (paymentTermsDays, message) => {
    const { agent } = await createTestUser(t.app);
    const bad = await save(agent, { paymentTermsDays });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.body).paymentTermsDays).toBe(message);
  });

  it('accepts payment terms of 0 and 365 days', async () => {
    const { agent } = await createTestUser(t.app);
    expect((await save(agent, { paymentTermsDays: 0 })).json().paymentTermsDays).toBe(0);
    expect((await save(agent, { paymentTermsDays: 365 })).json().paymentTermsDays).toBe(365);
  });

  it.each(['kleinunternehmer', '', null])('refuses the VAT scheme %j', async (vatScheme) => {
    const { agent } = await createTestUser(t.app);
    const bad = await save(agent, { vatScheme });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.body).vatScheme).toBe('VAT scheme must be standard or small_business');
  });
});
