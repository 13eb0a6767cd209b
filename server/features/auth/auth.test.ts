import { desc, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/first-load';
import {
  type Agent,
  agentFor,
  createTestApp,
  sessionCookie,
  setCookiesNamed,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/app';
import { createTestUser, TEST_PASSWORD, uniqueEmail } from '../../../test/factories';
import { fieldErrors } from '../../../test/field-errors';
import { emailOutbox, sessions, users } from '../../db/schema';
import { backgroundSettled } from '../../lib/background';
import { MAX_FAILED_LOGINS } from './lockout';
import { login, sendPasswordReset } from './operations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...headers },
  });

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

const validRegistration = () => ({
  email: uniqueEmail(),
  password: 'Passw0rdOk',
  confirmPassword: 'Passw0rdOk',
  firstName: 'Ada',
  lastName: 'Lovelace',
});

describe('register', () => {
  it('creates the user, signs them in and never returns secrets', async () => {
    const input = validRegistration();
    const res = await post('/api/auth/register', input);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ email: input.email, firstName: 'Ada', lastName: 'Lovelace' });
    expect(JSON.stringify(user)).not.toMatch(/password|hash|token/i);
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(res.headers['set-cookie']) },
    });
    expect(me.json().email).toBe(input.email);
  });

  it.each([
    ['password', { password: 'Sh0rt', confirmPassword: 'Sh0rt' }, 'Password must be at least 8 characters'],
    [
      'password',
      { password: 'alllowercase1', confirmPassword: 'alllowercase1' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      'password',
      { password: 'NoDigitsHere', confirmPassword: 'NoDigitsHere' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['confirmPassword', { confirmPassword: 'Different1A' }, "Passwords don't match"],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('rejects a bad %s with the SPEC message', async (path, change, message) => {
    const res = await post('/api/auth/register', { ...validRegistration(), ...change });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body)[path]).toBe(message);
  });

  it('answers 409 for an email that is taken, whatever its case', async () => {
    const input = validRegistration();
    expect((await post('/api/auth/register', input)).statusCode).toBe(201);
    const again = await post('/api/auth/register', { ...input, email: input.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
  });
});

describe('login', () => {
  it('validates email and password with the SPEC messages', async () => {
    const res = await post('/api/auth/login', { email: 'nope', password: '' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const { email } = await createTestUser(t.app);
    const unknown = await post('/api/auth/login', { email: uniqueEmail(), password: TEST_PASSWORD });
    const wrong = await post('/api/auth/login', { email, password: 'Wrong-passw0rd' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it('replaces the session id at login and sets safe cookie flags', async () => {
    const { email, agent } = await createTestUser(t.app);
    const res = await post('/api/auth/login', { email, password: TEST_PASSWORD }, { cookie: agent.cookie });
    expect(res.statusCode).toBe(200);
    // The old session's cookie is dropped and the new one set; the new one is checked.
    const setCookie = String(setCookiesNamed(res.headers['set-cookie'], 'duely.sid').at(-1));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/api;/); // sent to the API only, never with page or asset requests
    expect(setCookie).not.toMatch(/Secure/); // plain HTTP here; Secure is set behind HTTPS
    expect(sessionCookie(res.headers['set-cookie'])).not.toBe(agent.cookie);
    const old = await t.app.inject({ url: '/api/auth/user', headers: { cookie: agent.cookie } });
    expect(old.statusCode).toBe(401);
  });

  it('sets the signed-in hint for the whole site at sign-up and login: readable, no secret', async () => {
    const hint = (res: { headers: Record<string, unknown> }) =>
      setCookiesNamed(res.headers['set-cookie'] as string[] | undefined, SIGNED_IN_HINT_COOKIE)[0];
    const { email, agent } = await createTestUser(t.app);
    const res = await post('/api/auth/login', { email, password: TEST_PASSWORD }, { cookie: agent.cookie });
    const cookie = String(hint(res));
    expect(cookie).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect(cookie).toMatch(/Path=\/;/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    const failed = await post('/api/auth/login', { email, password: 'Wrong-passw0rd' });
    expect(hint(failed)).toBeUndefined();
    const signUp = await post('/api/auth/register', {
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(signUp.statusCode).toBe(201);
    expect(String(hint(signUp))).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;.*Path=/;`));
  });

  // Secure behind an HTTPS proxy needs TRUST_PROXY: server/plugins/trust-proxy.test.ts.

  it('locks the account after 5 failures, answering like a wrong password, and resets the count on success', async () => {
    const { email } = await createTestUser(t.app);
    const wrong = () => post('/api/auth/login', { email, password: 'Wrong-passw0rd' });
    for (let i = 0; i < 4; i++) expect((await wrong()).statusCode).toBe(401);
    // A success before the fifth failure resets the count, and tells the owner about the failures.
    const success = await post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(success.statusCode).toBe(200);
    expect(success.json().notice).toBe('There were 4 failed sign-in attempts since your last sign-in.');
    expect((await userRow(email)).failedLoginAttempts).toBe(0);
    expect((await post('/api/auth/login', { email, password: TEST_PASSWORD })).json().notice).toBeUndefined();

    const failures = [];
    for (let i = 0; i < 5; i++) failures.push(await wrong());
    const sixth = await post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.body).toBe(failures[0].body);
    expect(sixth.headers['content-type']).toBe(failures[0].headers['content-type']);
    expect((await userRow(email)).lockedUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  it('lets the owner in once the lock has run out and tells them about it', async () => {
    const { email } = await createTestUser(t.app);
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      await post('/api/auth/login', { email, password: 'Wrong-passw0rd' });
    }
    const { lockedUntil } = await userRow(email);
    const deps = t.app.deps;
    const input = { email, password: TEST_PASSWORD };
    await expect(login(deps, input, new Date(lockedUntil!.getTime() - 1000))).rejects.toMatchObject({
      statusCode: 401,
    });
    const after = await login(deps, input, new Date(lockedUntil!.getTime() + 1000));
    expect(after.user.email).toBe(email);
    expect(after.notice).toMatch(/paused for 15 minutes after 5 wrong passwords/);
    expect(await userRow(email)).toMatchObject({ failedLoginAttempts: 0, lockedUntil: null });
  });

  it('starts a new count after a lock has run out', async () => {
    const { email } = await createTestUser(t.app);
    const wrong = { email, password: 'Wrong-passw0rd' };
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await post('/api/auth/login', wrong);
    const { lockedUntil } = await userRow(email);
    const later = new Date(lockedUntil!.getTime() + 1000);
    await expect(login(t.app.deps, wrong, later)).rejects.toMatchObject({ statusCode: 401 });
    expect((await userRow(email)).failedLoginAttempts).toBe(1);
    const signedIn = await login(t.app.deps, { email, password: TEST_PASSWORD }, later);
    expect(signedIn.notice).toMatch(/paused/);
  });
});

describe('logout', () => {
  it('deletes the session row so the cookie no longer works', async () => {
    const { agent, user } = await createTestUser(t.app);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    expect((await agent.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['signing out', (agent: Agent) => agent.post('/api/auth/logout')],
    ['deleting the account', (agent: Agent) => agent.delete('/api/auth/delete-account')],
  ])('tells the browser to drop the session cookie when %s', async (_, leave) => {
    const { agent } = await createTestUser(t.app);
    const res = await leave(agent);
    expect(res.statusCode).toBe(200);
    const cookies = setCookiesNamed(res.headers['set-cookie'], 'duely.sid');
    // The API's cookie, and the whole site's one an earlier sign-in may have left.
    expect(cookies.map((c) => /Path=([^;]*)/.exec(c)?.[1])).toEqual(['/api', '/']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^duely\.sid=;/);
      expect(cookie).toMatch(/Max-Age=0/);
      expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
    }
    // The signed-in hint goes too, so `/` shows the landing page again.
    const [hint] = setCookiesNamed(res.headers['set-cookie'], SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=;.*Path=/;`));
    expect(hint).toMatch(/Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
  });
});

describe('forgot and reset password', () => {
  /** The latest reset email to `email` (queued after the answer, so wait until that work is done). */
  async function resetMailFor(email: string) {
    await backgroundSettled();
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return PostalMime.parse(mail.raw!);
  }

  async function resetLinkFor(email: string): Promise<string> {
    const parsed = await resetMailFor(email);
    const link = /https?:\/\/\S+reset-password\?token=[\w-]+/.exec(parsed.text ?? '')?.[0];
    expect(link).toBeTruthy();
    return new URL(link!).searchParams.get('token')!;
  }

  /** What the client sees: status, body and the headers that could differ between two accounts. */
  const visible = (res: Awaited<ReturnType<typeof post>>) => ({
    status: res.statusCode,
    body: res.body,
    headers: Object.fromEntries(
      Object.entries(res.headers).filter(
        ([name]) => !/^(date|x-ratelimit-|ratelimit-|retry-after)/.test(name),
      ),
    ),
  });

  it('answers a real and an unknown email identically, and sends nothing for the unknown one', async () => {
    const ghost = uniqueEmail('ghost');
    const { email } = await createTestUser(t.app);
    const unknown = await post('/api/auth/forgot-password', { email: ghost });
    const known = await post('/api/auth/forgot-password', { email });
    expect(unknown.statusCode).toBe(200);
    expect(visible(known)).toEqual(visible(unknown));
    expect(known.headers['set-cookie']).toBeUndefined();
    await resetMailFor(email);

    expect(await sendPasswordReset(t.app.deps, ghost)).toBeUndefined();
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, ghost));
    expect(mails).toHaveLength(0);
  });

  it('answers before the reset email is queued or sent', async () => {
    const { email } = await createTestUser(t.app);
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = vi.spyOn(t.mailer, 'deliver').mockImplementation(async () => {
      await stalled;
      return { status: 'sent' };
    });
    try {
      const res = await post('/api/auth/forgot-password', { email });
      expect(res.statusCode).toBe(200);
      const queued = await vi.waitFor(async () => {
        const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
        expect(row).toMatchObject({ kind: 'password-reset', status: 'pending' });
        return row;
      });
      await vi.waitFor(() => expect(send).toHaveBeenCalledWith(queued.id));
    } finally {
      release();
      send.mockRestore();
    }
  });

  it('explains a lock in the reset email, and a reset lifts it', async () => {
    const { email } = await createTestUser(t.app);
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      await post('/api/auth/login', { email, password: 'Wrong-passw0rd' });
    }
    await post('/api/auth/forgot-password', { email });
    const mail = await resetMailFor(email);
    expect(mail.text).toMatch(/Sign-in to your account is paused for 1[45] minutes after 5 failed attempts/);
    expect(mail.html).toMatch(/Sign-in to your account is paused/);

    const token = await resetLinkFor(email);
    const input = { token, password: 'Unlocked9pass', confirmPassword: 'Unlocked9pass' };
    expect((await post('/api/auth/reset-password', input)).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'Unlocked9pass' })).statusCode).toBe(200);
  });

  it('says nothing about a lock in the reset email of an account that is not locked', async () => {
    const { email } = await createTestUser(t.app);
    await post('/api/auth/forgot-password', { email });
    expect((await resetMailFor(email)).text).not.toMatch(/paused/);
  });

  it('resets with the emailed token once, stores only its hash, and signs out old sessions', async () => {
    const { email, agent } = await createTestUser(t.app);
    await post('/api/auth/forgot-password', { email });
    const token = await resetLinkFor(email);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row.passwordResetToken).not.toBe(token);

    const input = { token, password: 'BrandNew9pass', confirmPassword: 'BrandNew9pass' };
    expect((await post('/api/auth/reset-password', input)).statusCode).toBe(200);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'BrandNew9pass' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(401);

    const reused = await post('/api/auth/reset-password', input);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses a reset link asked for before the password was changed (issue 2/7 item 1)', async () => {
    const { email, agent } = await createTestUser(t.app);
    await post('/api/auth/forgot-password', { email });
    const token = await resetLinkFor(email);
    const changed = await agent.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Changed9Password',
      confirmPassword: 'Changed9Password',
    });
    expect(changed.statusCode).toBe(200);

    const late = await post('/api/auth/reset-password', {
      token,
      password: 'Takeover9pass',
      confirmPassword: 'Takeover9pass',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/invalid or has expired/);
    expect((await post('/api/auth/login', { email, password: 'Changed9Password' })).statusCode).toBe(200);
  });

  it('refuses an expired token and validates the new password', async () => {
    const { email } = await createTestUser(t.app);
    await post('/api/auth/forgot-password', { email });
    const token = await resetLinkFor(email);
    const weak = await post('/api/auth/reset-password', { token, password: 'weak', confirmPassword: 'weak' });
    expect(fieldErrors(weak.body).password).toBe('Password must be at least 8 characters');
    const missing = await post('/api/auth/reset-password', {
      token: '',
      password: 'Good1pass',
      confirmPassword: 'Good1pass',
    });
    expect(fieldErrors(missing.body).token).toBe('Reset token is required');

    await t.database.db
      .update(users)
      .set({ passwordResetExpires: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    const expired = await post('/api/auth/reset-password', {
      token,
      password: 'Good1pass',
      confirmPassword: 'Good1pass',
    });
    expect(expired.statusCode).toBe(400);
  });
});

describe('delete account', () => {
  it("removes the user's rows and leaves another user's intact", async () => {
    const doomed = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const res = await doomed.agent.delete('/api/auth/delete-account');
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, doomed.user.id))).toHaveLength(0);
    expect((await doomed.agent.get('/api/auth/user')).statusCode).toBe(401);
    expect((await other.agent.get('/api/auth/user')).json().email).toBe(other.email);
    const login = await post('/api/auth/login', { email: doomed.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(401);
  });
});

describe('request hygiene', () => {
  it('answers 400 for malformed JSON, 415 for a non-JSON body and 413 for a 2 MB body', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'invalid_json', message: 'The request body is not valid JSON.' });

    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a',
    });
    expect(form.statusCode).toBe(415);

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/);
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const { agent } = await createTestUser(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/delete-account',
      headers: { cookie: agent.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('answers 401 to a signed-out call of a signed-in route', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/delete-account' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it('reports database health and serves the OpenAPI document', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'up' });
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(docs.json().paths['/api/auth/login']).toBeDefined();
  });

  it('sends a Content-Security-Policy', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });

  it('an unknown signed-in agent cookie is just signed out', async () => {
    const ghost = agentFor(t.app, 'duely.sid=forged.value');
    expect((await ghost.get('/api/auth/user')).statusCode).toBe(401);
  });
});
