import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentFor, createTestApp, sessionCookie, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { createTestUser, TEST_PASSWORD } from '../../../test/factories';
import { fieldErrors } from '../../../test/field-errors';
import { sessions, users } from '../../db/schema';
import { PgSessionStore } from '../../plugins/session';
import { MAX_FAILED_LOGINS } from './lockout';
import { login } from './operations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Changed9Password';
const URL = '/api/auth/change-password';

async function signIn(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { origin: TEST_ORIGIN },
  });
}

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /api/auth/change-password (issue #22 item 17)', () => {
  it('changes the password, ends the other sessions of the user and keeps this one', async () => {
    const { agent, email } = await createTestUser(t.app);
    const other = agentFor(t.app, sessionCookie((await signIn(email, TEST_PASSWORD)).headers['set-cookie']));
    const stranger = await createTestUser(t.app);
    expect((await other.get('/api/auth/user')).statusCode).toBe(200);

    const res = await agent.post(URL, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/password has been changed/i);

    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    expect((await other.get('/api/auth/user')).statusCode).toBe(401);
    expect((await stranger.agent.get('/api/auth/user')).statusCode).toBe(200);
    const { id } = await userRow(email);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1);
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 on currentPassword for a wrong one, changes nothing and counts it like a failed sign-in', async () => {
    const { agent, email } = await createTestUser(t.app);
    const other = agentFor(t.app, sessionCookie((await signIn(email, TEST_PASSWORD)).headers['set-cookie']));
    const before = await userRow(email);
    const wrong = {
      currentPassword: 'Wrong9Password',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };

    const res = await agent.post(URL, wrong);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body)).toEqual({ currentPassword: 'Current password is incorrect' });
    const after = await userRow(email);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.failedLoginAttempts).toBe(1);
    expect((await other.get('/api/auth/user')).statusCode).toBe(200);

    for (let i = 1; i < MAX_FAILED_LOGINS; i++) expect((await agent.post(URL, wrong)).statusCode).toBe(400);
    expect((await userRow(email)).lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    // Locked like after five wrong sign-ins: even the right password is refused, here and at sign-in.
    const right = { ...wrong, currentPassword: TEST_PASSWORD };
    const locked = await agent.post(URL, right);
    expect(locked.statusCode).toBe(400);
    expect(fieldErrors(locked.body).currentPassword).toMatch(/too many wrong passwords/i);
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await userRow(email)).passwordHash).toBe(before.passwordHash);
  });

  it('a right current password clears the count of wrong ones', async () => {
    const { agent, email } = await createTestUser(t.app);
    await agent.post(URL, {
      currentPassword: 'Wrong9Password',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect((await userRow(email)).failedLoginAttempts).toBe(1);
    const res = await agent.post(URL, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(await userRow(email)).toMatchObject({ failedLoginAttempts: 0, lockedUntil: null });
  });

  it('applies the registration rules and messages to the new password', async () => {
    const { agent, email } = await createTestUser(t.app);
    const before = await userRow(email);
    const weak = await agent.post(URL, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(fieldErrors(weak.body).newPassword).toBe('Password must be at least 8 characters');
    const plain = await agent.post(URL, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'alllowercase1',
      confirmPassword: 'alllowercase1',
    });
    expect(fieldErrors(plain.body).newPassword).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
    const mismatch = await agent.post(URL, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(fieldErrors(mismatch.body)).toEqual({ confirmPassword: "Passwords don't match" });
    const missing = await agent.post(URL, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(fieldErrors(missing.body).currentPassword).toBe('Current password is required');
    const after = await userRow(email);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.failedLoginAttempts).toBe(0);
  });

  it('ends a sign-in that checked the old password but stores its session after the change (issue 2/7 item 1)', async () => {
    const { agent, email } = await createTestUser(t.app);
    // A sign-in checks the old password …
    const late = await login(t.app.deps, { email, password: TEST_PASSWORD });
    // … the password changes before that sign-in stores its session …
    const changed = await agent.post(URL, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    // … and the session it stores afterwards, as the route does, is no session.
    const store = new PgSessionStore(t.database.db);
    const sid = `late-${late.user.id}`;
    const sess = {
      cookie: { expires: new Date(Date.now() + 60_000).toISOString() },
      userId: late.user.id,
      credentialVersion: late.credentialVersion,
    };
    await new Promise<void>((resolve, reject) =>
      store.set(sid, sess, (err) => (err ? reject(err) : resolve())),
    );
    const read = await new Promise((resolve, reject) =>
      store.get(sid, (err, value) => (err ? reject(err) : resolve(value))),
    );
    expect(read).toBeNull();
    // The session that changed it keeps working, with the new version.
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    expect((await userRow(email)).credentialVersion).toBe(late.credentialVersion + 1);
  });

  it('answers 401 signed out', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(401);
  });
});
