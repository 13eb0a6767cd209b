/**
 * Rows of issue 3/6's tax content written straight into the database (a German company with its
 * structured address, VAT ID and tax number, a client in France, an invoice of a 19 % and a 7 % line
 * over a service period, frozen as issuing freezes it, and credit notes on it), for the tests of the
 * documents, the client's page and the emails while the API's invoice code is another change.
 */

import type { Tx } from '../server/db/client';
import { clients, creditNoteLines, creditNotes, invoices, lineItems, settings } from '../server/db/schema';
import { type FrozenParties, freezeParties } from '../server/features/documents/parties';
import type { TaxBreakdownRow } from '../shared/tax';
import type { TestApp } from './app';
import { createTestUser } from './factories';

export const MIXED: TaxBreakdownRow[] = [
  { category: 'S', rate: '19.00', taxableAmount: '1200.00', taxAmount: '228.00', exemptionReason: null },
  { category: 'S', rate: '7.00', taxableAmount: '80.00', taxAmount: '5.60', exemptionReason: null },
];

/** A German company with its structured address, VAT ID and tax number, and a client in France. */
export async function taxContentCompany(t: TestApp) {
  const { user, agent } = await createTestUser(t.app, { withCompany: false });
  const values = {
    companyName: 'Alte Mühle GmbH',
    email: 'rechnung@muehle.de',
    address: 'Mühlweg 1',
    postalCode: '10115',
    city: 'Berlin',
    taxId: '12/345/67890',
    vatId: 'DE123456789',
    vatScheme: 'standard',
    country: 'DE',
    currency: 'EUR',
  };
  await t.database.db
    .insert(settings)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: settings.userId, set: values });
  const [client] = await t.database.db
    .insert(clients)
    .values({
      userId: user.id,
      clientId: `C-${user.id.slice(0, 8)}`,
      name: 'Atelier Lumière SARL',
      email: 'compta@lumiere.fr',
      address: '12 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      country: 'FR',
      vatId: 'FR40303265045',
      taxTreatment: 'domestic',
    })
    .returning();
  return { user, agent, client };
}

/** A sent invoice of a 19 % and a 7 % line over a service period, frozen as issuing freezes it. */
export async function issuedTaxInvoice(t: TestApp, userId: string, client: typeof clients.$inferSelect) {
  const invoice = { clientId: client.id, clientName: client.name, clientEmail: client.email };
  const frozen = await freezeParties(t.database.db, userId, invoice);
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      userId,
      ...invoice,
      ...frozen,
      invoiceNumber: 'RE-7',
      status: 'sent',
      issueDate: '2026-12-01',
      dueDate: '2026-12-15',
      currency: 'EUR',
      subtotal: '1280.00',
      tax: '233.60',
      taxRate: null,
      total: '1513.60',
      taxBreakdown: MIXED,
      servicePeriodStart: '2026-11-01',
      servicePeriodEnd: '2026-11-30',
      shareToken: `tok-${userId}`,
    })
    .returning();
  await t.database.db.insert(lineItems).values([
    {
      userId,
      invoiceId: row.id,
      position: 0,
      description: 'Beratung',
      quantity: '12.50',
      unit: 'hours',
      rate: '96.00',
      amount: '1200.00',
      taxRate: '19.00',
      taxCategory: 'S',
    },
    {
      userId,
      invoiceId: row.id,
      position: 1,
      description: 'Fachbuch',
      quantity: '2',
      rate: '40.00',
      amount: '80.00',
      taxRate: '7.00',
      taxCategory: 'S',
    },
  ]);
  return { row, frozen };
}

/** A credit note of one line on the invoice, with the invoice's frozen parties. */
export async function insertCreditNote(
  db: Tx,
  input: {
    userId: string;
    invoiceId: number;
    frozen: FrozenParties;
    number: string;
    line: { description: string; amount: string; taxRate: string; taxCategory: string };
    tax: string;
    breakdown: TaxBreakdownRow[];
  },
) {
  const { userId, line } = input;
  const [note] = await db
    .insert(creditNotes)
    .values({
      userId,
      invoiceId: input.invoiceId,
      creditNoteNumber: input.number,
      issueDate: '2026-12-05',
      reason: 'Returned',
      scope: 'partial',
      currency: 'EUR',
      subtotal: line.amount,
      tax: input.tax,
      taxRate: line.taxRate,
      total: (Number(line.amount) + Number(input.tax)).toFixed(2),
      taxBreakdown: input.breakdown,
      sellerSnapshot: input.frozen.sellerSnapshot,
      buyerSnapshot: input.frozen.buyerSnapshot,
    })
    .returning();
  await db
    .insert(creditNoteLines)
    .values({ userId, creditNoteId: note.id, quantity: '1', rate: line.amount, ...line });
  return note;
}
