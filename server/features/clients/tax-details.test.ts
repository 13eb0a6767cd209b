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

/** A user whose company sits in `country` (registration gives DE from the test's locale). */
async function companyIn(country: string | null) {
  const user = await createTestUser(t.app, { withCompany: country !== null });
  if (country !== null) {
    const current = (await user.agent.get('/api/settings')).json();
    const res = await user.agent.put('/api/settings', { ...current, country });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  return user.agent;
}

const specClient = () => ({
  name: 'Globex SARL',
  email: uniqueEmail('globex'),
  phone: '+33 1 23 45 67 89',
  address: '12 rue de Rivoli',
});

const create = (agent: Agent, body: Record<string, unknown> = {}) =>
  agent.post('/api/clients', { ...specClient(), ...body });

describe('clients: address, country, VAT ID, tax treatment and payment terms (issue 3/6)', () => {
  it('saves and answers every new field in create, get, list and update', async () => {
    const agent = await companyIn('DE');
    const fields = {
      postalCode: '75001',
      city: 'Paris',
      country: 'fr',
      vatId: 'fr 40 303 265 045',
      taxTreatment: 'eu_reverse_charge',
      paymentTermsDays: '14',
    };
    const created = await create(agent, fields);
    expect(created.statusCode).toBe(201);
    const expected = {
      postalCode: '75001',
      city: 'Paris',
      country: 'FR',
      vatId: 'FR40303265045',
      taxTreatment: 'eu_reverse_charge',
      paymentTermsDays: 14,
    };
    const client = created.json();
    expect(client).toMatchObject(expected);
    expect((await agent.get(`/api/clients/${client.id}`)).json()).toEqual(client);
    expect((await agent.get('/api/clients')).json()).toEqual([client]);

    const updated = await agent.put(`/api/clients/${client.id}`, {
      ...specClient(),
      ...fields,
      city: 'Lyon',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ...expected, city: 'Lyon' });
  });

  it("defaults the country to the company's, DE for a company of country Other or without settings", async () => {
    for (const [company, expected] of [
      ['AT', 'AT'],
      ['OTHER', 'DE'],
      [null, 'DE'],
    ] as const) {
      const agent = await companyIn(company);
      const res = await create(agent);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        country: expected,
        postalCode: null,
        city: null,
        vatId: null,
        taxTreatment: 'domestic',
        paymentTermsDays: null,
      });
    }
  });

  it.each([
    ['in the same country', 'DE', null, 'domestic'],
    ['in the same country, with a VAT ID', 'DE', 'DE136695976', 'domestic'],
    ['in another EU country with a VAT ID', 'AT', 'ATU12011204', 'eu_reverse_charge'],
    ['in another EU country without one (a consumer)', 'NL', null, 'domestic'],
    ['outside the EU', 'US', null, 'non_eu'],
    ['outside the EU, with a VAT ID', 'CH', 'CHE107787577MWST', 'non_eu'],
  ])('derives the treatment of a client %s for a German company', async (_, country, vatId, treatment) => {
    const agent = await companyIn('DE');
    const res = await create(agent, { country, vatId });
    expect(res.statusCode).toBe(201);
    expect(res.json().taxTreatment).toBe(treatment);
  });

  it('keeps a treatment given, and derives one again on PUT when it is left out or null', async () => {
    const agent = await companyIn('DE');
    const chosen = (await create(agent, { country: 'US', taxTreatment: 'domestic' })).json();
    expect(chosen.taxTreatment).toBe('domestic');

    const moved = await agent.put(`/api/clients/${chosen.id}`, {
      ...specClient(),
      country: 'IT',
      vatId: 'IT00743110157',
    });
    expect(moved.json().taxTreatment).toBe('eu_reverse_charge');
    const consumer = await agent.put(`/api/clients/${chosen.id}`, { ...specClient(), vatId: null });
    expect(consumer.json()).toMatchObject({ country: 'IT', vatId: null, taxTreatment: 'domestic' });
    const automatic = await agent.put(`/api/clients/${chosen.id}`, {
      ...specClient(),
      country: 'US',
      taxTreatment: null,
    });
    expect(automatic.json().taxTreatment).toBe('non_eu');
  });

  it('keeps every new field, a chosen treatment too, on a PUT of SPEC’s body alone', async () => {
    const agent = await companyIn('DE');
    const fields = {
      postalCode: '1010',
      city: 'Wien',
      country: 'AT',
      vatId: 'ATU12011204',
      taxTreatment: 'domestic',
      paymentTermsDays: 0,
    };
    const client = (await create(agent, fields)).json();
    const spec = { name: 'Globex GmbH', email: 'billing@globex.example', phone: null, address: 'Ring 1' };
    const res = await agent.put(`/api/clients/${client.id}`, spec);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...client, ...spec, updatedAt: res.json().updatedAt });

    const cleared = await agent.put(`/api/clients/${client.id}`, {
      ...spec,
      paymentTermsDays: null,
      city: '',
    });
    expect(cleared.json()).toMatchObject({ paymentTermsDays: null, city: null, postalCode: '1010' });
  });

  it.each([
    ['DE', 'DE136695976', 'DE136695977', 'German'],
    ['FR', 'FR40303265045', 'FR41303265045', 'French'],
    ['AT', 'ATU12011204', 'ATU12011205', 'Austrian'],
    ['NL', 'NL004495445B01', 'NL004495446B01', 'Dutch'],
    ['IT', 'IT00743110157', 'IT00743110158', 'Italian'],
  ])(
    'a client in %s: takes %s and refuses %s on create and update',
    async (country, valid, invalid, adjective) => {
      const agent = await companyIn('DE');
      const ok = await create(agent, { country, vatId: valid });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().vatId).toBe(valid);
      const message = `VAT ID ${invalid} is not a valid ${adjective} VAT ID`;

      const bad = await create(agent, { country, vatId: invalid });
      expect(bad.statusCode).toBe(400);
      const code = 'vat_id_invalid';
      expect(bad.json()).toEqual({ code, message, errors: [{ path: 'vatId', code, message }] });
      const badUpdate = await agent.put(`/api/clients/${ok.json().id}`, { ...specClient(), vatId: invalid });
      expect(fieldErrors(badUpdate.body)).toEqual({ vatId: message });
      expect((await agent.get('/api/clients')).json()).toEqual([ok.json()]);
    },
  );

  it('checks a VAT ID against the client’s country: an id without an EU prefix only outside the EU', async () => {
    const agent = await companyIn('DE');
    expect((await create(agent, { country: 'GB', vatId: 'GB 980 7806 84' })).json().vatId).toBe(
      'GB980780684',
    );
    const refused = await create(agent, { country: 'FR', vatId: 'GB123456789' });
    expect(fieldErrors(refused.body).vatId).toBe(
      'VAT ID GB123456789 does not start with a known EU country code such as DE',
    );
    const moved = (await create(agent, { country: 'CH', vatId: 'CHE107787577MWST' })).json();
    const toEu = await agent.put(`/api/clients/${moved.id}`, { ...specClient(), country: 'FR' });
    expect(toEu.statusCode).toBe(400);
    expect(fieldErrors(toEu.body).vatId).toMatch(/does not start with a known EU country code/);
  });

  it('refuses a reverse-charge client without a VAT ID', async () => {
    const agent = await companyIn('DE');
    const message = 'A reverse-charge client needs a VAT ID';
    const bad = await create(agent, { country: 'FR', taxTreatment: 'eu_reverse_charge' });
    expect(bad.statusCode).toBe(400);
    const code = 'reverse_charge_client_needs_vat_id';
    expect(bad.json()).toEqual({ code, message, errors: [{ path: 'vatId', code, message }] });

    const client = (await create(agent, { country: 'FR', vatId: 'FR40303265045' })).json();
    expect(client.taxTreatment).toBe('eu_reverse_charge');
    const cleared = await agent.put(`/api/clients/${client.id}`, {
      ...specClient(),
      vatId: null,
      taxTreatment: 'eu_reverse_charge',
    });
    expect(fieldErrors(cleared.body)).toEqual({ vatId: message });
  });

  it.each([
    [{ country: 'XX' }, 'country', 'Please choose a country from the list'],
    [{ country: 'Germany' }, 'country', 'Please choose a country from the list'],
    [{ country: 'OTHER' }, 'country', 'Please choose a country from the list'],
    [
      { taxTreatment: 'reverse' },
      'taxTreatment',
      'Tax treatment must be domestic, eu_reverse_charge or non_eu',
    ],
    [
      { paymentTermsDays: 366 },
      'paymentTermsDays',
      'Payment terms must be a whole number of days from 0 to 365',
    ],
    [
      { paymentTermsDays: -1 },
      'paymentTermsDays',
      'Payment terms must be a whole number of days from 0 to 365',
    ],
    [{ postalCode: '1'.repeat(21) }, 'postalCode', 'Postal code must be at most 20 characters'],
  ])('refuses %j with 400 on create and update', async (change, path, message) => {
    const agent = await companyIn('DE');
    const existing = (await create(agent)).json();
    const created = await create(agent, change);
    expect(created.statusCode).toBe(400);
    expect(fieldErrors(created.body)[path]).toBe(message);
    const updated = await agent.put(`/api/clients/${existing.id}`, { ...specClient(), ...change });
    expect(updated.statusCode).toBe(400);
    expect(fieldErrors(updated.body)[path]).toBe(message);
    expect((await agent.get('/api/clients')).json()).toEqual([existing]);
  });

  it("answers 404 to a PUT of another user's client, whatever the body, and leaves it alone", async () => {
    const owner = await companyIn('DE');
    const client = (
      await create(owner, { country: 'AT', vatId: 'ATU12011204', paymentTermsDays: 10 })
    ).json();
    const intruder = await companyIn('FR');
    for (const body of [
      { ...specClient(), country: 'FR', vatId: 'FR40303265045', taxTreatment: 'non_eu', paymentTermsDays: 3 },
      { ...specClient(), vatId: 'DE136695977' },
    ]) {
      const res = await intruder.put(`/api/clients/${client.id}`, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'client_not_found', message: 'Client not found' });
    }
    expect((await owner.get(`/api/clients/${client.id}`)).json()).toEqual(client);
  });
});
