import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setCookiesNamed, TEST_ORIGIN, type TestApp } from '../../test/app';
import { TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { parseTrustProxy } from '../config';

/** A failed login (unknown email): counts against the per-IP limit like any other attempt. */
function login(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: { email: uniqueEmail('nobody'), password: 'wrong-password' },
  });
}

async function statuses(app: FastifyInstance, remoteAddress: string, forwardedFor: (i: number) => string) {
  const codes: number[] = [];
  for (let i = 0; i < 40; i++) {
    codes.push((await login(app, remoteAddress, { 'x-forwarded-for': forwardedFor(i) })).statusCode);
  }
  return codes;
}

const LIMIT = 5;
const limitedAfter = (limit: number, count: number) => [
  ...Array<number>(limit).fill(401),
  ...Array<number>(count - limit).fill(429),
];

describe('per-IP rate limit without a trusted proxy (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: String(LIMIT) } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: 40 logins with a different forwarded address each are limited', async () => {
    const codes = await statuses(t.app, '192.0.2.10', (i) => `198.51.100.${i + 1}`);
    expect(codes).toEqual(limitedAfter(LIMIT, 40));
  });

  it('keys on the connecting address, so another client is not affected', async () => {
    expect((await login(t.app, '192.0.2.11')).statusCode).toBe(401);
  });
});

describe('per-IP rate limit with TRUST_PROXY=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('limits two forwarded addresses behind the same proxy separately', async () => {
    const a = await statuses(t.app, '10.0.0.1', () => '203.0.113.1');
    expect(a).toEqual(limitedAfter(LIMIT, 40));
    expect((await login(t.app, '10.0.0.1', { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(401);
  });

  it('keys on the address the proxy saw, not on entries the client put in front of it', async () => {
    const codes = await statuses(t.app, '10.0.0.1', (i) => `198.51.100.${i + 1}, 203.0.113.3`);
    expect(codes).toEqual(limitedAfter(LIMIT, 40));
  });
});

describe('per-IP rate limit with TRUST_PROXY as an address list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '10.0.0.0/8, ::1' } });
  });
  afterAll(() => t.close());

  it('believes X-Forwarded-For from a listed proxy only', async () => {
    const viaProxy = await statuses(t.app, '10.1.2.3', (i) => `198.51.100.${i + 1}`);
    expect(viaProxy.every((code) => code === 401)).toBe(true);
    const direct = await statuses(t.app, '192.0.2.20', (i) => `198.51.100.${i + 1}`);
    expect(direct).toEqual(limitedAfter(LIMIT, 40));
  });
});

describe('Secure session cookie behind an HTTPS proxy', () => {
  async function registerCookie(env: Record<string, string>) {
    const t = await createTestApp({ env });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.0.0.1',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
        payload: {
          email: uniqueEmail(),
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
          firstName: 'Test',
          lastName: 'User',
          timeZone: 'Europe/Berlin',
        },
      });
      expect(res.statusCode).toBe(201);
      return String(setCookiesNamed(res.headers['set-cookie'], 'duely.sid')[0]);
    } finally {
      await t.close();
    }
  }

  it('marks the cookie Secure when the trusted proxy says the request came over HTTPS', async () => {
    const cookie = await registerCookie({ TRUST_PROXY: '1' });
    expect(cookie).toMatch(/^duely\.sid=/);
    expect(cookie.split(/;\s*/)).toContain('Secure');
  });

  it('does not believe X-Forwarded-Proto from an untrusted client', async () => {
    const cookie = await registerCookie({});
    expect(cookie).toMatch(/^duely\.sid=/);
    expect(cookie.split(/;\s*/)).not.toContain('Secure');
  });
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, fd00::/8,loopback', ['10.0.0.0/8', 'fd00::/8', 'loopback']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', 'yes', '10.0.0.1,,', 'proxy.example'])('refuses %j with a clear message', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must be a number of proxy hops/);
  });
});
