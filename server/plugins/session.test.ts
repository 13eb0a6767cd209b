import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app';
import { createTestUser, uniqueEmail } from '../../test/factories';
import { sessions } from '../db/schema';
import { sweepExpiredSessions } from './session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
});
afterAll(() => t.close());

describe('sessions', () => {
  it('stores the session in the sessions table with a 7-day expiry, and sweeps expired rows', async () => {
    const { user } = await createTestUser(t.app);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const days = (row.expire.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await sweepExpiredSessions(t.database.db, new Date(Date.now() + 8 * 86_400_000));
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});

describe('rate limiting', () => {
  it('answers 429 once an IP exceeds the sign-in limit', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: TEST_ORIGIN },
        remoteAddress: '203.0.113.9',
        payload: { email: uniqueEmail(), password: 'Whatever1' },
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await attempt()).json().message).toMatch(/Too many requests/);
  });
});

describe('session writes', () => {
  it('reading pages does not rewrite the session row; signing in again does', async () => {
    const { user, agent, email, password } = await createTestUser(t.app);
    const rowOf = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0];
    const before = await rowOf();
    await new Promise((r) => setTimeout(r, 20));
    for (let i = 0; i < 3; i++) expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    const after = await rowOf();
    expect(after.sid).toBe(before.sid);
    expect(after.expire.getTime()).toBe(before.expire.getTime());

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_ORIGIN, cookie: agent.cookie },
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].sid).not.toBe(before.sid);
  });
});
