/**
 * An account whose invoices hold everything every e-invoice format asks for (issue 4/6): the German
 * company of test/e-invoice-api.ts (address, VAT ID, phone, email, IBAN) and its German client with a
 * buyer reference (a Leitweg-ID), saved through the factories. The factory user's name is the seller
 * contact.
 */
import type { Agent } from './app';
import { GERMAN_CLIENT, GERMAN_COMPANY } from './e-invoice-api';
import { createTestClient, saveTestSettings } from './factories';

export const LEITWEG_ID = '991-12345-67';

export function saveReadyCompany(agent: Agent, overrides: Record<string, unknown> = {}): Promise<void> {
  return saveTestSettings(agent, { ...GERMAN_COMPANY, ...overrides });
}

/** The German client, ready for XRechnung and Peppol, asking for `eInvoiceFormat`. */
export function createReadyClient(agent: Agent, overrides: Parameters<typeof createTestClient>[1] = {}) {
  return createTestClient(agent, { ...GERMAN_CLIENT, buyerReference: LEITWEG_ID, ...overrides });
}
