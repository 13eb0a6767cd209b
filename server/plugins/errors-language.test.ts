import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app';
import { createTestClient, createTestInvoice, createTestUser, TEST_PASSWORD } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A signed-in user whose app speaks `language`. */
async function userSpeaking(language: string) {
  const account = await createTestUser(t.app);
  const put = await account.agent.put('/api/auth/user', { language });
  expect(put.statusCode, put.body).toBe(200);
  return account;
}

/** A wrong sign-in, signed out, with the browser's Accept-Language. */
function wrongSignIn(acceptLanguage?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: TEST_ORIGIN, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
    payload: { email: 'nobody@example.com', password: TEST_PASSWORD },
  });
}

describe('API errors in the caller’s language', () => {
  it('answers a German user’s invalid client in German, with the code of the answer and of each field', async () => {
    const { agent } = await userSpeaking('de');
    const res = await agent.post('/api/clients', { name: '', email: 'not an email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'Bitte geben Sie einen Namen ein',
      errors: [
        { path: 'name', code: 'name_required', message: 'Bitte geben Sie einen Namen ein' },
        {
          path: 'name',
          code: 'field_needs_visible_characters',
          message: '„Name“ muss Buchstaben, Ziffern oder Satzzeichen enthalten',
        },
        { path: 'email', code: 'email_invalid', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' },
      ],
    });
  });

  it('refuses a German user’s edit of an issued invoice in German', async () => {
    const { agent } = await userSpeaking('de');
    const invoice = await createTestInvoice(agent, { status: 'sent' });
    const res = await agent.put(`/api/invoices/${invoice.id}`, {
      clientId: invoice.clientId,
      issueDate: invoice.issueDate,
      lineItems: [{ description: 'Beratung', quantity: 1, rate: '100' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'invoice_issued_immutable',
      message: `Die Rechnung ${invoice.invoiceNumber} wurde bereits ausgestellt und kann nicht mehr geändert werden. Korrigieren Sie sie mit einer Rechnungskorrektur.`,
    });
  });

  it('names a field in German where the message is zod’s own, and answers Not Found and successes in German', async () => {
    const { agent } = await userSpeaking('de');
    const client = await createTestClient(agent);
    const tooLong = await agent.put(`/api/clients/${client.id}`, {
      name: client.name,
      email: client.email,
      postalCode: '1'.repeat(21),
    });
    expect(tooLong.json().errors).toEqual([
      {
        path: 'postalCode',
        code: 'field_at_most_characters',
        message: '„PLZ“ darf höchstens 20 Zeichen lang sein',
      },
    ]);
    const missing = await agent.get('/api/invoices/2147483647');
    expect(missing.json()).toEqual({ code: 'invoice_not_found', message: 'Rechnung nicht gefunden' });
    expect((await agent.delete(`/api/clients/${client.id}`)).json()).toEqual({ message: 'Kunde gelöscht' });
  });

  it('speaks the user’s own language whatever the browser asks for', async () => {
    const { agent } = await userSpeaking('de');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/clients/2147483647',
      headers: { cookie: agent.cookie, origin: TEST_ORIGIN, 'accept-language': 'fr-FR' },
    });
    expect(res.json()).toEqual({ code: 'client_not_found', message: 'Kunde nicht gefunden' });
  });

  it('answers a signed-out caller in the language of Accept-Language', async () => {
    const french = await wrongSignIn('fr-CH,fr;q=0.9,en;q=0.5');
    expect(french.statusCode).toBe(401);
    expect(french.json()).toEqual({
      code: 'invalid_credentials',
      message: 'E-mail ou mot de passe incorrect.',
    });
    const dutch = await wrongSignIn('nl-BE');
    expect(dutch.json().message).toBe('Onjuist e-mailadres of wachtwoord.');
  });

  it('keeps English as it was: for English users, browsers that ask for it, and languages Duely does not speak', async () => {
    const english = { code: 'invalid_credentials', message: 'Invalid email or password.' };
    expect((await wrongSignIn()).json()).toEqual(english);
    expect((await wrongSignIn('en-GB')).json()).toEqual(english);
    expect((await wrongSignIn('pl-PL,ja;q=0.8')).json()).toEqual(english);

    const { agent } = await createTestUser(t.app);
    const res = await agent.post('/api/clients', { name: '', email: 'not an email' });
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'Name is required',
      errors: [
        { path: 'name', code: 'name_required', message: 'Name is required' },
        {
          path: 'name',
          code: 'field_needs_visible_characters',
          message: 'Name must contain letters, digits or punctuation',
        },
        { path: 'email', code: 'email_invalid', message: 'Please enter a valid email address' },
      ],
    });
  });

  it('answers a route that does not exist in the caller’s language too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'es-ES' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'no_route',
      message: 'No existe ninguna ruta para GET /api/nothing-here',
    });
  });
});
