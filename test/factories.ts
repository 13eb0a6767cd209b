import crypto from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../server/db/client';
import { invoices, payments, users } from '../server/db/schema';
import type { User } from '../shared/auth';
import type { Client } from '../shared/clients';
import { addDays, todayIn } from '../shared/dates';
import type { CreateInvoiceInput, InvoiceWithItems } from '../shared/invoices';
import { fromCents, toCents } from '../shared/money';
import type { PaymentMethod } from '../shared/payments';
import { type Agent, agentFor, sessionCookie, TEST_ORIGIN } from './app';

export const TEST_PASSWORD = 'Sup3rSecret!';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${crypto.randomBytes(6).toString('hex')}@example.com`;
}

/**
 * Registers a fresh user through the API; every test gets its own, so tests never share data. The
 * user's company gets a name and email (sending needs them, docs/decisions/017) unless
 * `withCompany` is false.
 */
export async function createTestUser(
  app: FastifyInstance,
  overrides: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    timeZone: string;
    /** The browser's locale the sign-up sends: its country's defaults and document language. */
    locale: string;
    withCompany: boolean;
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
      locale: overrides.locale ?? 'de-DE',
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const user = res.json().user as User;
  const agent = agentFor(app, sessionCookie(res.headers['set-cookie']));
  if (overrides.withCompany !== false) await setUpTestCompany(agent);
  return { user, email, password, agent };
}

/** Gives the agent's user a company name and email, keeping every other setting as it is. */
export async function setUpTestCompany(
  agent: Agent,
  company: { companyName: string; email: string } = {
    companyName: 'Test Company',
    email: 'billing@test-company.example',
  },
): Promise<void> {
  const current = await agent.get('/api/settings');
  if (current.statusCode !== 200) throw new Error(`read settings failed: ${current.statusCode}`);
  const res = await agent.put('/api/settings', { ...(current.json() as object), ...company });
  if (res.statusCode !== 200) throw new Error(`set up company failed: ${res.statusCode} ${res.body}`);
}

/** Creates a client for the agent's user through POST /api/clients; returns the created client. */
export async function createTestClient(
  agent: Agent,
  overrides: Partial<{
    name: string;
    email: string;
    phone: string | null;
    address: string | null;
    country: string;
    vatId: string | null;
    taxTreatment: string | null;
    paymentTermsDays: number | null;
    postalCode: string | null;
    city: string | null;
    region: string | null;
    buyerReference: string | null;
    eInvoiceFormat: string;
    peppolId: string | null;
    language: string | null;
    contactName: string | null;
    salutation: string;
  }> = {},
): Promise<Client> {
  const res = await agent.post('/api/clients', {
    // English unless a test asks for a language (or null: the one its country or company gives).
    language: 'en',
    ...overrides,
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

/**
 * A sent invoice of €119.00 (one line of 100.00, the default 19% tax), issued today in the factory
 * user's zone (Europe/Berlin) and due in 14 days, unless overridden.
 */
export function createSentTestInvoice(
  agent: Agent,
  overrides: Partial<CreateInvoiceInput> = {},
): Promise<InvoiceWithItems> {
  const today = todayIn('Europe/Berlin');
  return createTestInvoice(agent, {
    status: 'sent',
    issueDate: today,
    dueDate: addDays(today, 14),
    lineItems: [{ description: 'Consulting', quantity: 1, rate: '100.00' }],
    ...overrides,
  });
}

/**
 * Saves company settings through PUT /api/settings: EUR, no tax, prefix INV from 1, DE, and the
 * company name and email saved before, unless overridden.
 */
export async function saveTestSettings(agent: Agent, overrides: Record<string, unknown> = {}): Promise<void> {
  const saved = (await agent.get('/api/settings')).json() as { companyName: unknown; email: unknown };
  const body = {
    currency: 'EUR',
    taxRate: 0,
    invoicePrefix: 'INV',
    invoiceNumberStart: 1,
    country: 'DE',
    companyName: saved.companyName,
    email: saved.email,
  };
  const res = await agent.put('/api/settings', { ...body, ...overrides });
  if (res.statusCode !== 200) throw new Error(`save settings failed: ${res.statusCode} ${res.body}`);
}

/**
 * Records a payment straight in the database, as the invoice lifecycle would: the payments row, the
 * invoice's amountPaid, and — when the balance reaches zero — status paid with paidAt at noon of
 * paidOn in the owner's zone (a draft with a part paid becomes sent). For tests of what counts
 * payments, so they need not go through the payments API; it checks no rule (date, balance).
 */
export async function recordTestPayment(
  db: Tx,
  input: { userId: string; invoiceId: number; amount: string; paidOn: string; method?: PaymentMethod },
) {
  const [invoice] = await db
    .select({
      status: invoices.status,
      total: invoices.total,
      paid: invoices.amountPaid,
      zone: users.timeZone,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.userId, input.userId)));
  if (!invoice) throw new Error(`no invoice ${input.invoiceId} for that user`);
  const [payment] = await db
    .insert(payments)
    .values({ ...input, amount: fromCents(toCents(input.amount)), method: input.method ?? 'bank_transfer' })
    .returning();
  const paidCents = toCents(invoice.paid) + toCents(input.amount);
  const [y, m, d] = input.paidOn.split('-').map(Number);
  const cleared = paidCents >= toCents(invoice.total);
  await db
    .update(invoices)
    .set({
      amountPaid: fromCents(paidCents),
      ...(cleared
        ? { status: 'paid', paidAt: new Date(new TZDate(y, m - 1, d, 12, 0, 0, invoice.zone).getTime()) }
        : invoice.status === 'draft'
          ? { status: 'sent' }
          : {}),
    })
    .where(eq(invoices.id, input.invoiceId));
  return payment;
}

/**
 * Sets when a sent invoice became sent, straight in the database: for tests of an invoice sent some
 * time ago, since the reminder engine leaves one that became sent less than 60 s ago alone.
 */
export async function setTestSentAt(db: Tx, invoiceId: number, sentAt: Date): Promise<void> {
  await db.update(invoices).set({ sentAt }).where(eq(invoices.id, invoiceId));
}

export { createTestCreditNote } from './credit-notes';
