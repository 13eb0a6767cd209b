import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import { upkeepPass } from '../../server/db/maintenance';
import { seedInvoices, setUpBenchCompany } from '../invoices/seed';

/** The bench account's clients besides the invoices bench's one: a search by name matches one in 20 invoices. */
export const CLIENT_NAMES = [
  'Acme Trading GmbH',
  'Globex Logistics AG',
  'Initech Software Ltd',
  'Umbrella Pharma SA',
  'Stark Fabrication KG',
  'Wayne Holdings Inc',
  'Hooli Media BV',
  'Vandelay Imports LLC',
  'Soylent Foods AB',
  'Tyrell Robotics Oy',
  'Cyberdyne Systems AS',
  'Wonka Confectionery SRL',
  'Oceanic Airlines SpA',
  'Gringotts Banking plc',
  'Monarch Studios SARL',
  'Müller Präzision GmbH',
  'Pied Piper Data AG',
  'Nakatomi Trading KK',
  'Sirius Cybernetics Ltd',
];

/** A client name fragment the search finds (one client's invoices), and an invoice-number fragment. */
export const SEARCH_NAME = 'vandelay';
export const SEARCH_NUMBER = 'INV-123';
/** Typed without its accent and case: finds "Müller Präzision GmbH" (one client's invoices). */
export const SEARCH_UNACCENTED = 'MULLER';
/** A fragment many invoices match (four clients' names, the bench client's among them). */
export const SEARCH_BROAD = 'gmbh';
/** Two letters: too short for a trigram, so the index cannot narrow it. */
export const SEARCH_SHORT = 'ac';

/** The name's first word as an email domain: without accents ("Müller" → "muller"). */
const domainOf = (name: string) =>
  name
    .split(' ')[0]
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

/**
 * The bench company, 20 clients with names and emails, and `count` invoices (the invoices bench's
 * seed) spread over them, one in 40 void: every status filter and a search by name find some.
 */
export async function seedScaleAccount(
  app: FastifyInstance,
  db: Db,
  userId: string,
  headers: Record<string, string>,
  count: number,
): Promise<void> {
  const firstClient = await setUpBenchCompany(app, headers);
  for (const [i, name] of CLIENT_NAMES.entries()) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/clients',
      headers,
      payload: { name, email: `billing-${i + 1}@${domainOf(name)}.example` },
    });
    if (created.statusCode !== 201) throw new Error(`bench client failed: ${created.body}`);
  }
  await seedInvoices(db, userId, firstClient, count);
  await db.execute(sql`
    update invoices i set client_id = c.id, client_name = c.name, client_email = c.email
    from (
      select id, name, email, (row_number() over (order by id) - 1)::int as k
      from clients where user_id = ${userId}
    ) c
    where i.user_id = ${userId} and i.id % ${CLIENT_NAMES.length + 1} = c.k
  `);
  await db.execute(sql`
    update invoices set status = 'void', voided_at = now(), void_reason = 'Bench: issued twice'
    where user_id = ${userId} and status = 'sent' and id % 40 = 1
  `);
  // What the running app does within ten minutes of such a load (docs/decisions/032).
  await upkeepPass(db);
}
