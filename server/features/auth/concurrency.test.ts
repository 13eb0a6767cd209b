/**
 * Lockout and reset tokens under real parallel requests: a listening server on loopback and fetch,
 * so on PostgreSQL the requests run on separate connections at the same time (issue #10).
 */
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/app';
import { createTestUser, TEST_PASSWORD } from '../../../test/factories';
import { emailOutbox, users } from '../../db/schema';
import { backgroundSettled } from '../../lib/background';
import { MAX_FAILED_LOGINS } from './lockout';
import { verifyPassword } from './passwords';

// The real function, watched: every call with a stored hash is one password actually checked.
vi.mock('./passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());

const post = (path: string, body: unknown) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify(body),
  });

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

const checksOf = (passwordHash: string) =>
  vi.mocked(verifyPassword).mock.calls.filter(([hash]) => hash === passwordHash).length;

describe('lockout under parallel sign-ins', () => {
  it('checks exactly 5 of 50 parallel wrong passwords, refuses the rest alike, then refuses the right one', async () => {
    const { email } = await createTestUser(t.app);
    const { passwordHash } = await userRow(email);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post('/api/auth/login', { email, password: 'Wrong-passw0rd' })),
    );
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(401));
    // Refused and wrong look the same: one body for all 50.
    expect(new Set(bodies)).toEqual(
      new Set([JSON.stringify({ code: 'invalid_credentials', message: 'Invalid email or password.' })]),
    );

    expect(checksOf(passwordHash)).toBe(MAX_FAILED_LOGINS);
    const locked = await userRow(email);
    expect(locked.failedLoginAttempts).toBe(MAX_FAILED_LOGINS);
    expect(locked.lockedUntil!.getTime()).toBeGreaterThan(Date.now());

    const right = await post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(right.status).toBe(401);
    expect(await right.text()).toBe(bodies[0]);
    expect(checksOf(passwordHash)).toBe(MAX_FAILED_LOGINS);
  });
});

/** The session cookie a sign-in answered, as a browser would send it back. */
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('duely.sid='));

const signedIn = async (cookie: string | undefined) =>
  cookie
    ? (await fetch(`${origin}/api/auth/user`, { headers: { cookie, origin: TEST_ORIGIN } })).status === 200
    : false;

describe('sign-ins and password changes at the same moment (issue 2/7 item 1)', () => {
  it('signs in eight parallel attempts with the right password, each with a working session', async () => {
    const { email } = await createTestUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('/api/auth/login', { email, password: TEST_PASSWORD })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const cookies = answers.map(cookieOf);
    expect(await Promise.all(cookies.map(signedIn))).toEqual(Array(8).fill(true));
    expect(await userRow(email)).toMatchObject({ failedLoginAttempts: 0, lockedUntil: null });
  });

  it('leaves no session signed in with the old password once a change has answered', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const { email } = await createTestUser(t.app);
      const own = cookieOf(await post('/api/auth/login', { email, password: TEST_PASSWORD }))!;
      const changing = fetch(`${origin}/api/auth/change-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: own },
        body: JSON.stringify({
          currentPassword: TEST_PASSWORD,
          newPassword: 'Changed9Password',
          confirmPassword: 'Changed9Password',
        }),
      });
      const signIns = Array.from({ length: 8 }, () =>
        post('/api/auth/login', { email, password: TEST_PASSWORD }),
      );
      expect((await changing).status).toBe(200);
      const late = (await Promise.all(signIns)).filter((r) => r.status === 200).map(cookieOf);
      expect(await Promise.all(late.map(signedIn))).toEqual(late.map(() => false));
      expect(await signedIn(own)).toBe(true);
    }
  });
});

describe('reset token under parallel use', () => {
  it('accepts one of 10 parallel resets with the same token', async () => {
    const { email } = await createTestUser(t.app);
    expect((await post('/api/auth/forgot-password', { email })).status).toBe(200);
    await backgroundSettled();
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const text = (await PostalMime.parse(mail.raw!)).text ?? '';
    const token = new URL(/https?:\/\/\S+reset-password\?token=[\w-]+/.exec(text)![0]).searchParams.get(
      'token',
    );

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/api/auth/reset-password', {
          token,
          password: `Parallel${i}Pass`,
          confirmPassword: `Parallel${i}Pass`,
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(400)]);

    // The one that won set the password: exactly one of the ten signs in.
    const winner = answers.findIndex((r) => r.status === 200);
    expect((await post('/api/auth/login', { email, password: `Parallel${winner}Pass` })).status).toBe(200);
  });
});
