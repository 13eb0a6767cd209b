/**
 * E-invoice documents set up through the API, as a user would: a German company with everything
 * EN 16931 and XRechnung ask of a seller, and its clients. For the tests of the hybrid PDF and of
 * the e-invoice downloads.
 */
import type { Client } from '../shared/clients';
import type { InvoiceWithItems } from '../shared/invoices';
import type { Agent, TestApp } from './app';
import { createTestUser, saveTestSettings } from './factories';

export const GERMAN_COMPANY = {
  companyName: 'Muster Design GmbH',
  email: 'billing@muster-design.de',
  phone: '+49 30 1234567',
  website: 'https://muster-design.de',
  address: 'Friedrichstraße 123',
  postalCode: '10117',
  city: 'Berlin',
  country: 'DE',
  currency: 'EUR',
  taxRate: 19,
  taxId: '12/345/67890',
  vatId: 'DE129273398',
  vatScheme: 'standard',
  invoicePrefix: 'INV',
  invoiceNumberStart: 1001,
  paymentInstructions: 'Please quote the invoice number.',
  bankName: 'Deutsche Bank',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
};

export const GERMAN_CLIENT = {
  name: 'Beispiel AG',
  email: 'rechnungen@beispiel.de',
  phone: null,
  address: 'Hauptstraße 5',
  postalCode: '80331',
  city: 'München',
  country: 'DE',
  vatId: 'DE136695976',
};

/** A client in France, reverse charged (AE). */
export const FRENCH_CLIENT = {
  name: 'Exemple SARL',
  email: 'factures@exemple.fr',
  address: '12 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
  country: 'FR',
  vatId: 'FR40303265045',
  taxTreatment: 'eu_reverse_charge',
};

/** A client in the United States: not subject to German VAT (O). */
export const US_CLIENT = {
  name: 'Example Inc.',
  email: 'ap@example.com',
  address: '350 Fifth Avenue',
  postalCode: '10118',
  city: 'New York',
  region: 'NY',
  country: 'US',
  taxTreatment: 'non_eu',
};

/** A company in the United States, outside the EU: its PDFs stay plain. */
export const US_COMPANY = {
  companyName: 'Acme Studio LLC',
  email: 'billing@acme.example',
  phone: '+1 415 555 0100',
  address: '1 Market Street',
  postalCode: '94105',
  city: 'San Francisco',
  region: 'CA',
  country: 'US',
  currency: 'USD',
  taxRate: 0,
  taxId: '12-3456789',
  invoicePrefix: 'INV',
  invoiceNumberStart: 1,
};

async function ok<T>(res: Promise<{ statusCode: number; body: string; json(): unknown }>, status: number) {
  const answer = await res;
  if (answer.statusCode !== status)
    throw new Error(`expected ${status}, got ${answer.statusCode}: ${answer.body}`);
  return answer.json() as T;
}

/** A new account (named Erika Mustermann: the seller contact) whose company is `company`. */
export async function companyAccount(t: TestApp, company: Record<string, unknown> = GERMAN_COMPANY) {
  const { user, agent } = await createTestUser(t.app, { firstName: 'Erika', lastName: 'Mustermann' });
  await saveTestSettings(agent, company);
  return { user, agent };
}

export function postClient(agent: Agent, client: Record<string, unknown> = GERMAN_CLIENT): Promise<Client> {
  return ok<Client>(agent.post('/api/clients', client), 201);
}

/** POST /api/invoices: the body as given, dated 20 November 2026 and due a month later unless it says otherwise. */
export function postInvoice(agent: Agent, body: Record<string, unknown>): Promise<InvoiceWithItems> {
  return ok<InvoiceWithItems>(
    agent.post('/api/invoices', { issueDate: '2026-11-20', dueDate: '2026-12-20', ...body }),
    201,
  );
}

export function postJson<T>(agent: Agent, url: string, body: unknown, status = 201): Promise<T> {
  return ok<T>(agent.post(url, body), status);
}
