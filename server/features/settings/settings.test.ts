import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestUser } from '../../../test/factories';
import { fieldErrors } from '../../../test/field-errors';
import { users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const germanCompany = () => ({
  companyName: 'Muster GmbH',
  email: 'rechnung@muster.example',
  phone: '+49 30 123456',
  website: 'https://muster.example',
  address: 'Musterstraße 1\n10115 Berlin',
  taxId: 'DE123456789',
  currency: 'EUR',
  taxRate: 19,
  invoicePrefix: 'MU-2025',
  invoiceNumberStart: 500,
  paymentInstructions: 'Please remit payment within 30 days of invoice date.',
  country: 'DE',
  bankName: 'Deutsche Bank',
  accountNumber: '0532013000',
  routingNumber: '',
  iban: 'DE89 3704 0044 0532 0130 00',
  swiftCode: '',
  bic: 'deutdeff',
  blz: '370 400 44',
  sortCode: '',
});

describe('GET /api/settings', () => {
  it('gives a new user the defaults and the time zone from registration', async () => {
    const { agent } = await createTestUser(t.app, { timeZone: 'America/New_York', withCompany: false });
    const res = await agent.get('/api/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      companyName: null,
      email: null,
      phone: null,
      website: null,
      address: null,
      postalCode: null,
      city: null,
      region: null,

      legalName: null,
      legalForm: null,
      shareCapital: null,
      registrations: [],
      taxId: null,
      vatId: null,
      vatScheme: 'standard',
      paymentTermsDays: 30,
      currency: 'EUR',
      taxRate: 19,
      invoicePrefix: 'INV',
      invoiceNumberStart: 1000,
      creditNotePrefix: 'CN',
      paymentInstructions: null,
      country: 'DE',
      documentLanguage: 'de',
      bankName: null,
      accountNumber: null,
      routingNumber: null,
      iban: null,
      swiftCode: null,
      bic: null,
      blz: null,
      sortCode: null,
      paymentLinkUrl: null,
      timeZone: 'America/New_York',
      logo: null,
    });
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ url: '/api/settings' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/settings/notifications' })).statusCode).toBe(401);
  });
});

describe('PUT /api/settings', () => {
  it('saves, normalises the bank codes and keeps BIC and SWIFT identical in IBAN countries', async () => {
    const { agent } = await createTestUser(t.app);
    const res = await agent.put('/api/settings', { ...germanCompany(), timeZone: 'Europe/Berlin' });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...germanCompany(),
      routingNumber: null,
      sortCode: null,
      iban: 'DE89370400440532013000',
      bic: 'DEUTDEFF',
      swiftCode: 'DEUTDEFF',
      blz: '37040044',
      paymentLinkUrl: null,
      creditNotePrefix: 'CN',
      postalCode: null,
      city: null,
      region: null,

      legalName: null,
      legalForm: null,
      shareCapital: null,
      registrations: [],
      vatId: null,
      vatScheme: 'standard',
      paymentTermsDays: 30,
      documentLanguage: 'de',
      timeZone: 'Europe/Berlin',
      logo: null,
    };
    expect(res.json()).toEqual(expected);
    expect((await agent.get('/api/settings')).json()).toEqual(expected);
  });

  it('saves the credit note prefix, keeps it when a save leaves it out, and refuses a bad one', async () => {
    const { agent } = await createTestUser(t.app);
    const save = (body: Record<string, unknown>) =>
      agent.put('/api/settings', { ...germanCompany(), ...body });
    expect((await save({ creditNotePrefix: 'GS-2026' })).json().creditNotePrefix).toBe('GS-2026');
    expect((await save({})).json().creditNotePrefix).toBe('GS-2026');
    const bad = await save({ creditNotePrefix: 'CN 1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({
      path: 'creditNotePrefix',
      code: 'credit_note_prefix_invalid',
      message: 'Credit note prefix must be 1 to 20 letters, numbers or dashes',
    });
    expect((await agent.get('/api/settings')).json().creditNotePrefix).toBe('GS-2026');
  });

  it('updates the one row on a second save (upsert) and accepts numbers sent as strings', async () => {
    const { agent } = await createTestUser(t.app);
    await agent.put('/api/settings', germanCompany());
    const res = await agent.put('/api/settings', {
      ...germanCompany(),
      companyName: 'Muster AG',
      taxRate: '7.5',
      invoiceNumberStart: '42',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ companyName: 'Muster AG', taxRate: 7.5, invoiceNumberStart: 42 });
  });

  it('shows US companies routing number, bank name and account number, and no IBAN, BIC or SWIFT', async () => {
    const { agent } = await createTestUser(t.app);
    const res = await agent.put('/api/settings', {
      ...germanCompany(),
      country: 'US',
      currency: 'USD',
      routingNumber: '021000021',
      sortCode: '12-34-56',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      country: 'US',
      bankName: 'Deutsche Bank',
      accountNumber: '0532013000',
      routingNumber: '021000021',
      iban: null,
      bic: null,
      swiftCode: null,
      blz: null,
      sortCode: null,
    });
  });

  it('keeps a GB sort code as 12-34-56 next to IBAN and BIC', async () => {
    const { agent } = await createTestUser(t.app);
    const res = await agent.put('/api/settings', {
      ...germanCompany(),
      country: 'GB',
      currency: 'GBP',
      sortCode: '123456',
      iban: 'GB29 NWBK 6016 1331 9268 19',
      bic: 'NWBKGB2L',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sortCode: '12-34-56',
      iban: 'GB29NWBK60161331926819',
      bic: 'NWBKGB2L',
      swiftCode: 'NWBKGB2L',
      blz: null,
    });
  });

  it.each(['CA', 'AU', 'OTHER'])('gives %s a single SWIFT code and no BIC or IBAN', async (country) => {
    const { agent } = await createTestUser(t.app);
    const res = await agent.put('/api/settings', { ...germanCompany(), country, swiftCode: 'royccat2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ swiftCode: 'ROYCCAT2', bic: null, iban: null, blz: null });
  });

  it('stores a website without a scheme as https and empty texts as null', async () => {
    const { agent } = await createTestUser(t.app);
    const res = await agent.put('/api/settings', {
      ...germanCompany(),
      website: 'www.muster.example',
      phone: '   ',
      companyName: '',
    });
    expect(res.json()).toMatchObject({
      website: 'https://www.muster.example',
      phone: null,
      companyName: null,
    });
  });

  it.each([
    ['taxRate', { taxRate: -1 }, 'Tax rate must be between 0 and 100'],
    ['taxRate', { taxRate: 100.01 }, 'Tax rate must be between 0 and 100'],
    ['taxRate', { taxRate: 19.555 }, 'Tax rate can have at most 2 decimal places'],
    ['taxRate', { taxRate: 'abc' }, 'Tax rate must be a number'],
    ['taxRate', { taxRate: null }, 'Tax rate must be a number'],
    ['currency', { currency: 'XYZ' }, 'Please choose a currency from the list'],
    ['country', { country: 'SE' }, 'Please choose a country from the list'],
    ['email', { email: 'nope' }, 'Please enter a valid email address'],
    ['website', { website: 'not a url' }, 'Please enter a valid website address, e.g. https://example.com'],
    [
      'website',
      { website: 'ftp://muster.example' },
      'Please enter a valid website address, e.g. https://example.com',
    ],
    ['invoicePrefix', { invoicePrefix: '' }, 'Invoice prefix must be 1 to 20 letters, numbers or dashes'],
    [
      'invoicePrefix',
      { invoicePrefix: 'INV/2025' },
      'Invoice prefix must be 1 to 20 letters, numbers or dashes',
    ],
    [
      'invoicePrefix',
      { invoicePrefix: 'A'.repeat(21) },
      'Invoice prefix must be 1 to 20 letters, numbers or dashes',
    ],
    [
      'invoiceNumberStart',
      { invoiceNumberStart: 0 },
      'Invoice number start must be a whole number from 1 to 999999999',
    ],
    [
      'invoiceNumberStart',
      { invoiceNumberStart: 1.5 },
      'Invoice number start must be a whole number from 1 to 999999999',
    ],
    ['companyName', { companyName: 'x'.repeat(201) }, 'Company name must be at most 200 characters'],
    ['companyName', { companyName: '\u0001' }, 'Company name must contain letters, digits or punctuation'],
    ['iban', { iban: 'DE89 3704 0044 0532 0130 01' }, 'This IBAN is not valid: please check it for typos'],
    ['iban', { iban: '12345' }, 'Please enter a valid IBAN'],
    ['bic', { bic: 'DEUT' }, 'Please enter a valid BIC/SWIFT code (8 or 11 characters)'],
    ['bic', { bic: 'DEUTXXFF' }, 'Please enter a valid BIC/SWIFT code (8 or 11 characters)'],
    ['blz', { blz: '1234' }, 'BLZ must be 8 digits'],
    [
      'routingNumber',
      { country: 'US', routingNumber: '123456789' },
      'Please enter a valid 9-digit routing number',
    ],
    ['sortCode', { country: 'GB', sortCode: '12-34' }, 'Sort code must be 6 digits, e.g. 12-34-56'],
    [
      'swiftCode',
      { country: 'CA', swiftCode: 'ROY' },
      'Please enter a valid SWIFT code (8 or 11 characters)',
    ],
    ['timeZone', { timeZone: 'Mars/Olympus' }, 'Please choose a valid time zone'],
  ])('rejects a bad %s with a field error and changes nothing', async (path, change, message) => {
    const { agent } = await createTestUser(t.app);
    await agent.put('/api/settings', germanCompany());
    const before = (await agent.get('/api/settings')).json();

    const res = await agent.put('/api/settings', { ...germanCompany(), ...change });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body)[path]).toBe(message);
    expect((await agent.get('/api/settings')).json()).toEqual(before);
  });

  it('does not check the bank fields a country does not show, and clears them', async () => {
    const { agent } = await createTestUser(t.app);
    const res = await agent.put('/api/settings', {
      ...germanCompany(),
      routingNumber: 'garbage',
      sortCode: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ routingNumber: null, sortCode: null });
  });

  it('stores the time zone on the user, which the reminder engine reads', async () => {
    const { agent, user } = await createTestUser(t.app, { timeZone: 'Europe/Berlin' });
    const res = await agent.put('/api/settings', { ...germanCompany(), timeZone: 'Asia/Tokyo' });
    expect(res.json().timeZone).toBe('Asia/Tokyo');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.timeZone).toBe('Asia/Tokyo');
    // Leaving it out keeps it.
    await agent.put('/api/settings', germanCompany());
    expect((await agent.get('/api/settings')).json().timeZone).toBe('Asia/Tokyo');
  });

  it("never shows one user's settings to another", async () => {
    const first = await createTestUser(t.app);
    await first.agent.put('/api/settings', { ...germanCompany(), companyName: 'Secret Co' });
    const second = await createTestUser(t.app, { withCompany: false });
    const res = await second.agent.get('/api/settings');
    expect(res.json()).toMatchObject({ companyName: null, iban: null, invoicePrefix: 'INV' });
    await second.agent.put('/api/settings', { ...germanCompany(), companyName: 'Second Co' });
    expect((await first.agent.get('/api/settings')).json().companyName).toBe('Secret Co');
  });
});

describe('notification preferences', () => {
  it('starts with the defaults and persists a change', async () => {
    const { agent } = await createTestUser(t.app);
    expect((await agent.get('/api/settings/notifications')).json()).toEqual({
      emailReminders: true,
      paymentNotifications: true,
      overdueAlerts: true,
      weeklyReports: false,
    });
    const changed = {
      emailReminders: false,
      paymentNotifications: true,
      overdueAlerts: false,
      weeklyReports: true,
    };
    const res = await agent.put('/api/settings/notifications', changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(changed);
    expect((await agent.get('/api/settings/notifications')).json()).toEqual(changed);

    const again = { ...changed, emailReminders: true };
    expect((await agent.put('/api/settings/notifications', again)).json()).toEqual(again);
  });

  it('rejects a missing or non-boolean switch and changes nothing', async () => {
    const { agent } = await createTestUser(t.app);
    const bad = await agent.put('/api/settings/notifications', {
      emailReminders: 'yes',
      paymentNotifications: true,
      overdueAlerts: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.body)).toMatchObject({
      emailReminders: 'Email reminders must be on or off',
      weeklyReports: 'Weekly reports must be on or off',
    });
    expect((await agent.get('/api/settings/notifications')).json().emailReminders).toBe(true);
  });

  it("keeps each user's preferences apart", async () => {
    const first = await createTestUser(t.app);
    await first.agent.put('/api/settings/notifications', {
      emailReminders: false,
      paymentNotifications: false,
      overdueAlerts: false,
      weeklyReports: true,
    });
    const second = await createTestUser(t.app);
    expect((await second.agent.get('/api/settings/notifications')).json().emailReminders).toBe(true);
  });
});

it('describes the settings routes in the OpenAPI document', async () => {
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths;
  expect(Object.keys(paths)).toEqual(
    expect.arrayContaining(['/api/settings', '/api/settings/notifications']),
  );
  expect(
    paths['/api/settings'].put.requestBody.content['application/json'].schema.properties.taxRate,
  ).toBeTruthy();
});
