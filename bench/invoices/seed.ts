import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import { upkeepPass } from '../../server/db/maintenance';

/**
 * One user's invoices in two bulk statements (invoices, then 3 line items each): a mix of paid,
 * sent, overdue and draft invoices over the last four months, one in ten in USD, the rest in EUR.
 * Figures are consistent: subtotal = 6 × rate (quantities 1, 2, 3), 19% tax; each paid invoice has its payment.
 */
export async function seedInvoices(db: Db, userId: string, clientId: number, count: number): Promise<void> {
  await db.execute(sql`
    insert into invoices (
      invoice_number, client_id, client_name, client_email, issue_date, due_date, status, currency,
      subtotal, tax, tax_rate, total, tax_breakdown, service_date, project_description, send_reminders,
      sent_at, paid_at, user_id, created_at, updated_at
    )
    select
      'INV-' || (1000 + g), ${clientId}, 'Bench Client GmbH', 'accounts@bench.example',
      current_date - (g % 120), current_date - (g % 120) + 30,
      case g % 4 when 0 then 'paid' when 3 then 'draft' else 'sent' end,
      case when g % 10 = 0 then 'USD' else 'EUR' end,
      r * 6, round(r * 6 * 0.19, 2), 19, r * 6 + round(r * 6 * 0.19, 2),
      jsonb_build_array(jsonb_build_object('category', 'S', 'rate', '19.00',
        'taxableAmount', (r * 6)::numeric(10, 2)::text, 'taxAmount', round(r * 6 * 0.19, 2)::text,
        'exemptionReason', null)),
      current_date - (g % 120), 'Project ' || g, true,
      case when g % 4 <> 3 then now() - make_interval(days => g % 120) end,
      case when g % 4 = 0 then now() - make_interval(days => g % 60) end,
      ${userId}, now() - make_interval(days => g % 120, secs => g), now()
    from generate_series(1, ${count}) as g, lateral (select ((g % 50) + 1) * 10.00 as r) as x
  `);
  // Paid invoices were paid in one payment on the day they were marked paid (revenue counts payments).
  await db.execute(sql`
    insert into payments (user_id, invoice_id, amount, paid_on, method, created_at)
    select user_id, id, total, (paid_at at time zone 'Europe/Berlin')::date, 'bank_transfer', paid_at
    from invoices where user_id = ${userId} and status = 'paid'
  `);
  await db.execute(
    sql`update invoices set amount_paid = total where user_id = ${userId} and status = 'paid'`,
  );
  await db.execute(sql`
    insert into line_items (invoice_id, user_id, position, description, quantity, rate, amount, tax_rate, tax_category)
    select i.id, i.user_id, q - 1, 'Service ' || q, q, i.subtotal / 6, i.subtotal / 6 * q, 19, 'S'
    from invoices i, generate_series(1, 3) as q
    where i.user_id = ${userId}
  `);
  await db.execute(sql`
    insert into counters (user_id, kind, next_value) values (${userId}, 'invoice', ${1001 + count})
    on conflict (user_id, kind) do update set next_value = excluded.next_value
  `);
  // What the running app does within ten minutes of such a load (docs/decisions/032): the embedded
  // database's vacuum and analyze; a PostgreSQL server's autovacuum would do the same.
  await upkeepPass(db);
}

/** The bench account's company (DE, EUR, 19%, bank details) and its one client; answers the client id. */
export async function setUpBenchCompany(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<number> {
  await app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers,
    payload: {
      companyName: 'Bench GmbH',
      email: 'billing@bench.example',
      address: 'Hauptstraße 1\n10115 Berlin',
      currency: 'EUR',
      taxRate: 19,
      invoicePrefix: 'INV',
      invoiceNumberStart: 1000,
      country: 'DE',
      bankName: 'Deutsche Bank',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      blz: '37040044',
      paymentInstructions: 'Please pay within 30 days.',
    },
  });
  const client = await app.inject({
    method: 'POST',
    url: '/api/clients',
    headers,
    payload: {
      name: 'Bench Client GmbH',
      email: 'accounts@bench.example',
      address: 'Elbchaussee 1\n22763 Hamburg',
    },
  });
  return client.json().id;
}
