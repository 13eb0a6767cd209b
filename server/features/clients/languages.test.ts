/**
 * Issue 5/6: where a document's language comes from — the client's (given, else its country's, else
 * the company's document language), the company's (given, else its country's, else English) — and
 * that an invoice speaks its client's while a draft, keeps it once issued, and passes it to its
 * credit notes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exemptionNote } from '../../../shared/tax';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestUser, saveTestSettings, uniqueEmail } from '../../../test/factories';
import { fieldErrors } from '../../../test/field-errors';
import { emailOutbox } from '../../db/schema';
import { CREDIT_NOTE_KIND } from '../notifications/credit-note-mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<typeof createTestUser>>['agent'];

const client = (agent: Agent, body: Record<string, unknown> = {}) =>
  agent.post('/api/clients', {
    name: 'Müller & Söhne GmbH',
    email: uniqueEmail('client'),
    phone: null,
    address: 'Hauptstraße 1',
    ...body,
  });

const languageOf = async (agent: Agent, body: Record<string, unknown>) => {
  const res = await client(agent, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().language as string;
};

describe('a client’s language', () => {
  it('comes from its country, else from the company’s document language', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { country: 'DE' });
    const expected: Record<string, string> = {
      DE: 'de',
      AT: 'de',
      CH: 'de',
      FR: 'fr',
      BE: 'fr',
      ES: 'es',
      IT: 'it',
      NL: 'nl',
      // Abroad, a country whose people read one of our languages takes it (issue 36 item 9).
      US: 'en',
      GB: 'en',
      IE: 'en',
      MX: 'es',
      // Only a country with none of ours takes the company's.
      SE: 'de',
      PL: 'de',
      JP: 'de',
    };
    for (const [country, language] of Object.entries(expected)) {
      expect(await languageOf(agent, { country }), country).toBe(language);
    }
    // Left out, the client's country is the company's: German.
    expect(await languageOf(agent, {})).toBe('de');

    const american = (await createTestUser(t.app)).agent;
    await saveTestSettings(american, { country: 'US', currency: 'USD' });
    expect(await languageOf(american, { country: 'SE' })).toBe('en');
    expect(await languageOf(american, { country: 'IT' })).toBe('it');
  });

  it('follows the sign-up browser’s language at home and the client’s country abroad', async () => {
    // A Belgian company signed up from a Dutch-speaking browser writes to its Belgian clients in Dutch.
    const flemish = (await createTestUser(t.app, { locale: 'nl-BE' })).agent;
    const settings = (await flemish.get('/api/settings')).json();
    expect(settings).toMatchObject({ country: 'BE', documentLanguage: 'nl' });
    expect(await languageOf(flemish, { country: 'BE' })).toBe('nl');
    expect(await languageOf(flemish, {})).toBe('nl');
    expect(await languageOf(flemish, { country: 'FR' })).toBe('fr');
    expect(await languageOf(flemish, { country: 'US' })).toBe('en');
    // A move to France takes French: Dutch was only what Belgium and the browser gave.
    await saveTestSettings(flemish, { country: 'FR' });
    expect((await flemish.get('/api/settings')).json().documentLanguage).toBe('fr');

    const walloon = (await createTestUser(t.app, { locale: 'fr-BE' })).agent;
    expect(await languageOf(walloon, { country: 'BE' })).toBe('fr');
    // A move to Switzerland keeps French, one of Switzerland's languages too.
    await saveTestSettings(walloon, { country: 'CH', currency: 'CHF' });
    expect((await walloon.get('/api/settings')).json().documentLanguage).toBe('fr');
    const american = (await createTestUser(t.app, { locale: 'en-US' })).agent;
    expect((await american.get('/api/settings')).json().documentLanguage).toBe('en');

    // A German company writes to a US client in English, and to German clients in the language it chose.
    const german = (await createTestUser(t.app)).agent;
    expect(await languageOf(german, { country: 'US' })).toBe('en');
    await saveTestSettings(german, { country: 'DE', documentLanguage: 'en' });
    expect(await languageOf(german, { country: 'DE' })).toBe('en');
    expect(await languageOf(german, { country: 'AT' })).toBe('de');
    expect(await languageOf(german, { country: 'JP' })).toBe('en');
  });

  it('is kept as given; null asks for the derived one; anything else is refused', async () => {
    const { agent } = await createTestUser(t.app);
    expect(await languageOf(agent, { country: 'FR', language: 'nl' })).toBe('nl');
    expect(await languageOf(agent, { country: 'FR', language: null })).toBe('fr');
    const bad = await client(agent, { language: 'pt' });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.body).language).toBe('Language must be one of en, de, fr, es, it, nl');
    expect((await agent.get('/api/clients')).json()).toHaveLength(2);
  });

  it('follows a new country when it was only the old one’s, and stays when it was chosen', async () => {
    const { agent } = await createTestUser(t.app);
    const derived = (await client(agent, { country: 'FR' })).json();
    const chosen = (await client(agent, { country: 'FR', language: 'en' })).json();
    const spec = { name: 'Globex', email: uniqueEmail('globex'), phone: null, address: null };

    // SPEC's body alone changes neither.
    expect((await agent.put(`/api/clients/${derived.id}`, spec)).json().language).toBe('fr');
    expect((await agent.put(`/api/clients/${chosen.id}`, spec)).json().language).toBe('en');
    // A move to Italy: the derived follows, the chosen stays.
    expect((await agent.put(`/api/clients/${derived.id}`, { ...spec, country: 'IT' })).json().language).toBe(
      'it',
    );
    expect((await agent.put(`/api/clients/${chosen.id}`, { ...spec, country: 'IT' })).json().language).toBe(
      'en',
    );
    expect((await agent.put(`/api/clients/${chosen.id}`, { ...spec, language: null })).json().language).toBe(
      'it',
    );
  });

  it('keeps a contact name, trimmed, until one is given again', async () => {
    const { agent } = await createTestUser(t.app);
    const created = (await client(agent, { contactName: '  Anna Weber ' })).json();
    expect(created.contactName).toBe('Anna Weber');
    const spec = { name: 'Müller & Söhne GmbH', email: created.email, phone: null, address: null };
    expect((await agent.put(`/api/clients/${created.id}`, spec)).json().contactName).toBe('Anna Weber');
    expect(
      (await agent.put(`/api/clients/${created.id}`, { ...spec, contactName: '' })).json().contactName,
    ).toBeNull();
    const long = await client(agent, { contactName: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(fieldErrors(long.body).contactName).toBeDefined();
  });

  it('keeps a salutation beside the contact and a region in the address, until given again', async () => {
    const { agent } = await createTestUser(t.app);
    const plain = (await client(agent, { contactName: 'Anna Weber' })).json();
    expect(plain).toMatchObject({ salutation: 'none', region: null });
    const created = (
      await client(agent, {
        contactName: 'Anna Weber',
        salutation: 'ms',
        country: 'IT',
        city: 'Roma',
        region: ' RM ',
      })
    ).json();
    expect(created).toMatchObject({ salutation: 'ms', region: 'RM' });
    // SPEC's body alone changes neither.
    const spec = { name: 'Müller & Söhne GmbH', email: created.email, phone: null, address: null };
    expect((await agent.put(`/api/clients/${created.id}`, spec)).json()).toMatchObject({
      salutation: 'ms',
      region: 'RM',
    });
    expect(
      (await agent.put(`/api/clients/${created.id}`, { ...spec, salutation: 'mr', region: '' })).json(),
    ).toMatchObject({ salutation: 'mr', region: null });
    const wrong = await client(agent, { salutation: 'dr' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong.body).salutation).toBe('Salutation must be ms, mr or none');
  });
});

describe('the company’s document language', () => {
  it('starts as its country’s, follows the country until chosen, and is refused when unknown', async () => {
    const { agent } = await createTestUser(t.app);
    const get = async () => (await agent.get('/api/settings')).json().documentLanguage;
    expect(await get()).toBe('de');
    await saveTestSettings(agent, { country: 'FR' });
    expect(await get()).toBe('fr');
    await saveTestSettings(agent, { country: 'US', currency: 'USD' });
    expect(await get()).toBe('en');
    await saveTestSettings(agent, { country: 'US', currency: 'USD', documentLanguage: 'es' });
    await saveTestSettings(agent, { country: 'GB', currency: 'GBP' });
    expect(await get()).toBe('es');

    const bad = await agent.put('/api/settings', {
      currency: 'EUR',
      taxRate: 0,
      invoicePrefix: 'INV',
      invoiceNumberStart: 1,
      country: 'DE',
      documentLanguage: 'klingon',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.body).documentLanguage).toBe('Language must be one of en, de, fr, es, it, nl');
    expect(await get()).toBe('es');
  });
});

describe('an invoice’s language', () => {
  const body = (clientId: number, status = 'draft') => ({
    clientId,
    issueDate: '2026-11-20',
    dueDate: '2026-12-20',
    status,
    lineItems: [{ description: 'Beratung', quantity: 2, unit: 'hours', rate: '100.00' }],
  });

  it('is its client’s while a draft, frozen at issue, and its credit notes’', async () => {
    const { agent } = await createTestUser(t.app);
    const buyer = (await client(agent, { country: 'DE' })).json();
    const draft = (await agent.post('/api/invoices', body(buyer.id))).json();
    expect(draft.language).toBe('de');

    const spec = { name: buyer.name, email: buyer.email, phone: null, address: null };
    await agent.put(`/api/clients/${buyer.id}`, { ...spec, language: 'fr' });
    const edited = await agent.put(`/api/invoices/${draft.id}`, body(buyer.id));
    expect(edited.json().language).toBe('fr');

    await agent.put(`/api/clients/${buyer.id}`, { ...spec, language: 'nl' });
    expect((await agent.post(`/api/invoices/${draft.id}/send`)).statusCode).toBe(200);
    await agent.put(`/api/clients/${buyer.id}`, { ...spec, language: 'it' });
    const issued = (await agent.get(`/api/invoices/${draft.id}`)).json();
    expect(issued.language).toBe('nl');
    expect((await agent.get(`/api/invoices/${draft.id}/document`)).json()).toMatchObject({
      language: 'nl',
      locale: 'nl-NL',
    });

    const credited = await agent.post(`/api/invoices/${draft.id}/credit-notes`, {
      reason: 'Teruggave',
      lineItems: [{ description: 'Beratung', quantity: 1, rate: '50.00' }],
    });
    expect(credited.statusCode, credited.body).toBe(201);
    expect(credited.json().creditNote.language).toBe('nl');
  });

  it('is issued in the client’s language of the day, its built-in tax notes rewritten in it', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { vatScheme: 'small_business', postalCode: '10115', city: 'Berlin' });
    const buyer = (await client(agent, { country: 'DE', language: 'en' })).json();
    const draft = (await agent.post('/api/invoices', body(buyer.id))).json();
    const context = { vatScheme: 'small_business', sellerCountry: 'DE', exemptionReason: null } as const;
    expect(draft.taxBreakdown[0].exemptionReason).toBe(exemptionNote('E', { ...context, language: 'en' }));

    const spec = { name: buyer.name, email: buyer.email, phone: null, address: null };
    await agent.put(`/api/clients/${buyer.id}`, { ...spec, language: 'de' });
    expect((await agent.post(`/api/invoices/${draft.id}/send`)).statusCode).toBe(200);
    const issued = (await agent.get(`/api/invoices/${draft.id}`)).json();
    expect(issued.language).toBe('de');
    expect(issued.taxBreakdown[0].exemptionReason).toBe(exemptionNote('E', { ...context, language: 'de' }));
    expect(issued.taxBreakdown[0].exemptionReason).toBe(
      'Steuerbefreiung für Kleinunternehmer gemäß § 19 UStG',
    );
  });

  it('names the client’s files in its language: the page’s PDF downloads', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { postalCode: '10115', city: 'Berlin' });
    const buyer = (await client(agent, { country: 'DE' })).json();
    const invoice = (await agent.post('/api/invoices', body(buyer.id, 'sent'))).json();
    await agent.post(`/api/invoices/${invoice.id}/credit-notes`, {
      reason: 'Nachlass',
      lineItems: [{ description: 'Beratung', quantity: 1, rate: '10.00' }],
    });
    const { url } = (await agent.post(`/api/invoices/${invoice.id}/share-link`, {})).json();
    const page = `/api/public/invoices/${url.split('/i/')[1]}`;
    const get = (path: string) => t.app.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.9' });
    expect((await get(`${page}/pdf`)).headers['content-disposition']).toBe(
      `inline; filename="Rechnung-${invoice.invoiceNumber}.pdf"`,
    );
    expect((await get(`${page}/credit-notes/CN-1/pdf`)).headers['content-disposition']).toBe(
      'inline; filename="Rechnungskorrektur-CN-1.pdf"',
    );
  });

  it('tells a German client a full cancellation is a Stornorechnung, a partial one a Rechnungskorrektur', async () => {
    const { agent } = await createTestUser(t.app);
    await saveTestSettings(agent, { postalCode: '10115', city: 'Berlin' });
    const buyer = (await client(agent, { country: 'DE', contactName: 'Anna Weber' })).json();
    const subjects = async (invoiceId: number) =>
      (
        await t.database.db
          .select({ subject: emailOutbox.subject })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.invoiceId, invoiceId), eq(emailOutbox.kind, CREDIT_NOTE_KIND)))
      ).map((row) => row.subject);
    const emailed = async () => {
      const draft = (await agent.post('/api/invoices', body(buyer.id))).json();
      expect((await agent.post(`/api/invoices/${draft.id}/send`)).statusCode).toBe(200);
      return draft;
    };

    const partly = await emailed();
    await agent.post(`/api/invoices/${partly.id}/credit-notes`, {
      reason: 'Nachlass',
      lineItems: [{ description: 'Beratung', quantity: 1, rate: '10.00' }],
    });
    expect(await subjects(partly.id)).toEqual([
      `Rechnungskorrektur CN-1 zur Rechnung ${partly.invoiceNumber}`,
    ]);

    const cancelled = await emailed();
    expect((await agent.post(`/api/invoices/${cancelled.id}/void`, { reason: 'Doppelt' })).statusCode).toBe(
      200,
    );
    expect(await subjects(cancelled.id)).toEqual([
      `Stornorechnung CN-2 zur Rechnung ${cancelled.invoiceNumber}`,
    ]);
  });
});
