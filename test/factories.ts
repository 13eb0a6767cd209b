import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { User } from '../shared/auth';
import type { Client } from '../shared/clients';
import type { CreateInvoiceInput, InvoiceWithItems } from '../shared/invoices';
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

/**
 * Creates an invoice for the agent's user through POST /api/invoices (and a client first when no
 * clientId is given); returns the created invoice with its line items.
 */
export async function createTestInvoice(
  agent: Agent,
  overrides: Partial<CreateInvoiceInput> = {},
): Promise<InvoiceWithItems> {
  const clientId = overrides.clientId ?? (await createTestClient(agent)).id;
  const today = new Date().toISOString().slice(0, 10);
  const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const res = await agent.post('/api/invoices', {
    issueDate: today,
    dueDate: due,
    status: 'draft',
    projectDescription: 'Website redesign',
    lineItems: [
      { description: 'Design work', quantity: 10, rate: '85.00' },
      { description: 'Hosting', quantity: 1, rate: '20.00' },
    ],
    ...overrides,
    clientId,
  });
  if (res.statusCode !== 201) throw new Error(`create invoice failed: ${res.statusCode} ${res.body}`);
  return res.json() as InvoiceWithItems;
}
