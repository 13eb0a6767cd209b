/**
 * An account whose invoices hold everything every e-invoice format asks for (issue 4/6): a German
 * company with address, VAT ID, phone, email and IBAN, and a client with postal address, VAT ID and
 * a buyer reference (a Leitweg-ID). The factory user's name is the seller contact.
 */
import type { Agent } from './app';
import { createTestClient, saveTestSettings } from './factories';

export const LEITWEG_ID = '991-12345-67';

export async function saveReadyCompany(agent: Agent, overrides: Record<string, unknown> = {}): Promise<void> {
  await saveTestSettings(agent, {
    companyName: 'Muster Design GmbH',
    email: 'billing@muster-design.example',
    phone: '+49 30 1234567',
    address: 'Friedrichstraße 123',
    postalCode: '10117',
    city: 'Berlin',
    country: 'DE',
    vatId: 'DE136695976',
    taxId: '12/345/67890',
    taxRate: 19,
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    ...overrides,
  });
}

/** A German client ready for XRechnung and Peppol, asking for `eInvoiceFormat`. */
export function createReadyClient(agent: Agent, overrides: Parameters<typeof createTestClient>[1] = {}) {
  return createTestClient(agent, {
    name: 'Bezirksamt Mitte',
    address: 'Karl-Marx-Allee 31',
    postalCode: '10178',
    city: 'Berlin',
    country: 'DE',
    vatId: 'DE811907980',
    buyerReference: LEITWEG_ID,
    ...overrides,
  });
}
