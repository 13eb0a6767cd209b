import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentFor, createTestApp, sessionCookie, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { TEST_PASSWORD, uniqueEmail } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function register(extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: {
      email: uniqueEmail('language'),
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user: res.json().user, agent: agentFor(t.app, sessionCookie(res.headers['set-cookie'])) };
}

describe("the user's language", () => {
  it.each([
    ['de-AT,en;q=0.8', 'de'],
    ['nl-BE', 'nl'],
    ['fr-CH,fr;q=0.9', 'fr'],
    ['es-MX', 'es'],
    ['pl-PL,it;q=0.5', 'it'],
    ['ja-JP', 'en'],
  ])('at sign-up follows Accept-Language %s → %s', async (header, language) => {
    const { user, agent } = await register({}, { 'accept-language': header });
    expect(user.language).toBe(language);
    expect((await agent.get('/api/auth/user')).json().language).toBe(language);
  });

  it("takes the sign-up page's language over the header's", async () => {
    const { user } = await register({ language: 'nl' }, { 'accept-language': 'de-DE' });
    expect(user.language).toBe('nl');
  });

  it('is changed with PUT /api/auth/user, without a password, and read back', async () => {
    const { agent } = await register({}, { 'accept-language': 'en-US' });
    const put = await agent.put('/api/auth/user', { language: 'de' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ language: 'de' });
    expect((await agent.get('/api/auth/user')).json().language).toBe('de');
  });

  it('refuses a language the app does not speak, and changes nothing', async () => {
    const { agent } = await register({ language: 'fr' });
    const put = await agent.put('/api/auth/user', { language: 'pl' });
    expect(put.statusCode).toBe(400);
    expect(put.json().errors[0]).toMatchObject({ path: 'language' });
    expect((await agent.get('/api/auth/user')).json().language).toBe('fr');
  });

  it('asks a signed-out caller to sign in', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { origin: TEST_ORIGIN },
      payload: { language: 'de' },
    });
    expect(res.statusCode).toBe(401);
  });
});
