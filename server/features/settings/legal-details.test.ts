/**
 * The Legal details of Settings (issue 3/7): the registered name, legal form, share capital and the
 * identifiers of the company's country, saved and answered; a bad identifier answers 400 naming its
 * scheme; an issued invoice keeps those it was issued with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import type { Document } from '../../../shared/document';
import { type Agent, createTestApp, type TestApp } from '../../../test/app';
import { createTestClient, createTestUser } from '../../../test/factories';
import { fieldErrors } from '../../../test/field-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const company = (country: string) => ({
  companyName: 'Studio Lumière',
  email: 'bonjour@lumiere.example',
  address: '10 rue de Rivoli',
  postalCode: '75001',
  city: 'Paris',
  currency: 'EUR',
  taxRate: 20,
  invoicePrefix: 'F',
  invoiceNumberStart: 1,
  country,
});

const FRENCH_LEGAL = {
  legalName: 'Lumière Conseil SAS',
  legalForm: 'SAS',
  shareCapital: '10000',
  registrations: [
    { scheme: 'siren', value: '732 829 320' },
    { scheme: 'siret', value: '732 829 320 00074' },
    { scheme: 'rcs', value: 'RCS Paris B 732 829 320' },
    { scheme: 'rm', value: '' },
  ],
};

const save = (agent: Agent, country: string, body: Record<string, unknown>) =>
  agent.put('/api/settings', { ...company(country), ...body });

describe('PUT /api/settings: Legal details', () => {
  it('saves and answers a French SAS: registered name, form, capital and its numbers written down', async () => {
    const { agent } = await createTestUser(t.app);
    const res = await save(agent, 'FR', FRENCH_LEGAL);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      legalName: 'Lumière Conseil SAS',
      legalForm: 'SAS',
      shareCapital: '10000.00',
      registrations: [
        { scheme: 'siren', value: '732829320' },
        { scheme: 'siret', value: '73282932000074' },
        { scheme: 'rcs', value: 'Paris B 732 829 320' },
      ],
    };
    expect(res.json()).toMatchObject(expected);
    expect((await agent.get('/api/settings')).json()).toMatchObject(expected);
  });

  it('keeps them when a save leaves them out, and clears them on null and an empty list', async () => {
    const { agent } = await createTestUser(t.app);
    await save(agent, 'FR', FRENCH_LEGAL);
    const kept = await save(agent, 'FR', { companyName: 'Lumière' });
    expect(kept.json()).toMatchObject({ legalName: 'Lumière Conseil SAS', shareCapital: '10000.00' });
    expect(kept.json().registrations).toHaveLength(3);

    const cleared = await save(agent, 'FR', {
      legalName: null,
      legalForm: '',
      shareCapital: null,
      registrations: [],
    });
    expect(cleared.json()).toMatchObject({
      legalName: null,
      legalForm: null,
      shareCapital: null,
      registrations: [],
    });
  });

  it("keeps only the identifiers and capital the company's country asks for, also on a move", async () => {
    const { agent } = await createTestUser(t.app);
    const mixed = await save(agent, 'DE', {
      shareCapital: 25000,
      registrations: [
        { scheme: 'de_register', value: 'Amtsgericht Berlin-Charlottenburg HRB 12345' },
        { scheme: 'siren', value: '732829320' },
      ],
    });
    expect(mixed.json()).toMatchObject({
      shareCapital: null,
      registrations: [{ scheme: 'de_register', value: 'Amtsgericht Berlin-Charlottenburg HRB 12345' }],
    });

    await save(agent, 'FR', FRENCH_LEGAL);
    // Moving to Belgium without sending the list: the French numbers do not follow.
    const moved = await save(agent, 'BE', {});
    expect(moved.json()).toMatchObject({ registrations: [], shareCapital: null, legalForm: 'SAS' });
  });

  it.each([
    [
      'FR',
      'siren',
      '732 829 321',
      'siren_checksum',
      'SIREN 732 829 321 is not valid: its check digit does not match',
    ],
    [
      'FR',
      'siret',
      '7328293200007',
      'siret_format',
      'SIRET must be 14 digits: the SIREN and the establishment’s 5',
    ],
    [
      'FR',
      'rcs',
      'Paris',
      'register_entry_format',
      'RCS must name the registry’s city and the SIREN, e.g. Paris B 732 829 320',
    ],
    [
      'BE',
      'be_enterprise',
      '0403.019.262',
      'be_enterprise_number_checksum',
      'Belgian enterprise number 0403.019.262 is not valid: its check digits do not match',
    ],
    [
      'DE',
      'de_register',
      'HRB 12345',
      'de_register_format',
      'Commercial register entry must name the register court and the number, e.g. Amtsgericht Berlin-Charlottenburg HRB 12345',
    ],
    [
      'IT',
      'it_codice_fiscale',
      'RSSMRA85T10A562X',
      'codice_fiscale_checksum',
      'Codice fiscale RSSMRA85T10A562X is not valid: its check character does not match',
    ],
    [
      'IT',
      'it_partita_iva',
      '00743110158',
      'partita_iva_checksum',
      'Partita IVA 00743110158 is not valid: its check digit does not match',
    ],
    [
      'ES',
      'es_nif',
      '12345678A',
      'es_nif_checksum',
      'NIF 12345678A is not valid: its check character does not match',
    ],
    ['NL', 'nl_kvk', '1234567', 'nl_kvk_format', 'KvK number must be 8 digits, e.g. 12345678'],
    [
      'GB',
      'gb_company',
      'ABC12345',
      'gb_company_number_format',
      'Companies House number must be 8 characters: 8 digits, or 2 letters and 6 digits, e.g. 01234567 or SC123456',
    ],
  ])(
    'a company in %s: answers 400 for %s "%s", naming the scheme',
    async (country, scheme, value, code, message) => {
      const { agent } = await createTestUser(t.app);
      const res = await save(agent, country, { registrations: [{ scheme, value }] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        message,
        errors: [{ path: `registrations.${scheme}`, code, message }],
      });
    },
  );

  it('answers a German user in German, the scheme and the number named', async () => {
    const { agent } = await createTestUser(t.app);
    expect((await agent.put('/api/auth/user', { language: 'de' })).statusCode).toBe(200);
    const res = await save(agent, 'FR', {
      registrations: [
        { scheme: 'siren', value: '732 829 321' },
        { scheme: 'rcs', value: 'Paris' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      'registrations.siren': 'Die SIREN 732 829 321 ist ungültig: Die Prüfziffer stimmt nicht',
      'registrations.rcs': 'RCS muss den Ort des Registers und die SIREN nennen, z. B. Paris B 732 829 320',
    });
    const capital = await save(agent, 'FR', { shareCapital: 'zehntausend' });
    expect(fieldErrors(capital.body)).toEqual({
      shareCapital:
        'Das Gesellschaftskapital muss ein Betrag mit höchstens 2 Nachkommastellen sein, z. B. 10000',
    });
  });

  it('answers 400 for a scheme given twice, an unknown scheme and a capital that is no amount', async () => {
    const { agent } = await createTestUser(t.app);
    const twice = await save(agent, 'FR', {
      registrations: [
        { scheme: 'siren', value: '732829320' },
        { scheme: 'siren', value: '356000000' },
      ],
    });
    expect(fieldErrors(twice.body)).toEqual({
      'registrations.siren': 'Registration siren is given more than once',
    });
    const unknown = await save(agent, 'FR', { registrations: [{ scheme: 'fr_tva', value: '1' }] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(unknown.body))).toEqual(['registrations.0.scheme']);
    const capital = await save(agent, 'FR', { shareCapital: '10.000,50' });
    expect(fieldErrors(capital.body)).toEqual({
      shareCapital: 'Share capital must be an amount of at most 2 decimal places, e.g. 10000',
    });
  });
});

describe('an issued invoice keeps the Legal details it was issued with', () => {
  it('prints them from its frozen seller after Settings change, a draft the current ones', async () => {
    const { agent } = await createTestUser(t.app);
    await save(agent, 'FR', FRENCH_LEGAL);
    const client = await createTestClient(agent, { name: 'Exemple SARL', country: 'FR' });
    const today = todayIn('Europe/Berlin');
    const body = (status: string) => ({
      clientId: client.id,
      issueDate: today,
      dueDate: addDays(today, 30),
      status,
      lineItems: [{ description: 'Conseil', quantity: 1, rate: '100.00' }],
    });
    const issued = (await agent.post('/api/invoices', body('sent'))).json();
    const draft = (await agent.post('/api/invoices', body('draft'))).json();

    await save(agent, 'FR', {
      legalName: 'Lumière Holding SA',
      legalForm: 'SA',
      shareCapital: '50000',
      registrations: [{ scheme: 'siren', value: '356000000' }],
    });
    const seller = async (id: number) =>
      ((await agent.get(`/api/invoices/${id}/document`)).json() as Document).seller;
    expect(await seller(issued.id)).toMatchObject({
      name: 'Studio Lumière',
      legalName: 'Lumière Conseil SAS',
      legalForm: 'SAS',
      shareCapital: { amount: '10000.00', currency: 'EUR' },
      registrations: [
        { scheme: 'siren', value: '732829320' },
        { scheme: 'siret', value: '73282932000074' },
        { scheme: 'rcs', value: 'Paris B 732 829 320' },
      ],
    });
    expect(await seller(draft.id)).toMatchObject({
      legalName: 'Lumière Holding SA',
      legalForm: 'SA',
      shareCapital: { amount: '50000.00', currency: 'EUR' },
      registrations: [{ scheme: 'siren', value: '356000000' }],
    });
  });
});
