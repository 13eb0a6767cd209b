import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentFor, createTestApp, sessionCookie, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { TEST_PASSWORD, uniqueEmail } from '../../../test/factories';
import { fieldErrors } from '../../../test/field-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Registers with the given extra body fields and headers; the new account's settings. */
async function register(extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: {
      email: uniqueEmail('locale'),
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      timeZone: 'America/New_York',
      ...extra,
    },
  });
  return res;
}

async function settingsAfter(extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await register(extra, headers);
  expect(res.statusCode, res.body).toBe(201);
  const agent = agentFor(t.app, sessionCookie(res.headers['set-cookie']));
  const settings = await agent.get('/api/settings');
  expect(settings.statusCode).toBe(200);
  const { country, currency, taxRate, invoicePrefix, invoiceNumberStart, timeZone } = settings.json();
  return { country, currency, taxRate, invoicePrefix, invoiceNumberStart, timeZone };
}

describe('a new account starts with the defaults of the browser’s locale', () => {
  it.each([
    ['en-US', 'US', 'USD', 0],
    ['en-GB', 'GB', 'GBP', 20],
    ['de-DE', 'DE', 'EUR', 19],
    ['fr-FR', 'FR', 'EUR', 20],
    ['de-CH', 'CH', 'CHF', 8.1],
  ])('locale %s → %s, %s, %s percent', async (locale, country, currency, taxRate) => {
    expect(await settingsAfter({ locale })).toEqual({
      country,
      currency,
      taxRate,
      invoicePrefix: 'INV',
      invoiceNumberStart: 1000,
      timeZone: 'America/New_York',
    });
  });

  it('takes the Accept-Language header’s first tag when the body has no locale', async () => {
    const settings = await settingsAfter({}, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(settings).toMatchObject({ country: 'GB', currency: 'GBP', taxRate: 20 });
  });

  it('prefers the body’s locale to the header', async () => {
    const settings = await settingsAfter({ locale: 'fr-FR' }, { 'accept-language': 'en-US' });
    expect(settings).toMatchObject({ country: 'FR', currency: 'EUR', taxRate: 20 });
  });

  it('gives SPEC’s defaults with no locale at all, a language alone or an unknown region', async () => {
    const spec = { country: 'DE', currency: 'EUR', taxRate: 19 };
    // The time zone (New York) never decides the country.
    expect(await settingsAfter({})).toMatchObject(spec);
    expect(await settingsAfter({ locale: 'en' })).toMatchObject(spec);
    expect(await settingsAfter({ locale: 'sv-SE' })).toMatchObject(spec);
    expect(await settingsAfter({}, { 'accept-language': '*' })).toMatchObject(spec);
  });

  it('refuses a locale that is not a language tag, and creates nothing', async () => {
    const email = uniqueEmail('bad-locale');
    const res = await register({ email, locale: 'en_US<script>' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body).locale).toBe('Locale must be a language tag such as en-US');
    expect(res.headers['set-cookie']).toBeUndefined();
    const again = await register({ email, locale: 'en-US' });
    expect(again.statusCode).toBe(201);
  });
});
