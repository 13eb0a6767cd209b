import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { User } from '../shared/auth';
import type { Client } from '../shared/clients';
import { type Agent, agentFor, sessionCookie, TEST_ORIGIN } from './app';

export const TEST_PASSWORD = 'Sup3rSecret!';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${crypto.randomBytes(6).toString('hex')}@example.com`;
}

/** Registers a fresh user through the API; every test gets its own, so tests never share data. */
export async function createTestUser(
  app: FastifyInstance,
  overrides: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    timeZone: string;
  }> = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? TEST_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { origin: TEST_ORIGIN },
    payload: {
      email,
      password,
      confirmPassword: password,
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? 'User',
      timeZone: overrides.timeZone ?? 'Europe/Berlin',
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const user = res.json().user as User;
  const agent = agentFor(app, sessionCookie(res.headers['set-cookie']));
  return { user, email, password, agent };
}

/** Creates a client for the agent's user through POST /api/clients; returns the created client. */
export async function createTestClient(
  agent: Agent,
  overrides: Partial<{ name: string; email: string; phone: string | null; address: string | null }> = {},
): Promise<Client> {
  const res = await agent.post('/api/clients', {
    name: overrides.name ?? 'Acme Corporation',
    email: overrides.email ?? uniqueEmail('client'),
    phone: overrides.phone ?? '+1 555 0100',
    address: overrides.address ?? '1 Market Street\nSpringfield',
  });
  if (res.statusCode !== 201) throw new Error(`create client failed: ${res.statusCode} ${res.body}`);
  return res.json() as Client;
}
