/**
 * Migration 0010 gives each client the language of its country (else its company's document language,
 * itself its company's country's, else English) and leaves every invoice as it was written: English.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyMigration, databaseBefore, type MigrationDatabase } from '../../../test/migrations';

/**
 * The rule migration 0010 applied, as it stood then: history, which the migration's SQL keeps. Today's
 * rule for new clients and companies (shared/i18n/languages.ts) has since learnt more countries.
 */
const MIGRATION_0010_COUNTRY_LANGUAGES: Record<string, string> = Object.fromEntries(
  'DE:de AT:de CH:de FR:fr BE:fr ES:es IT:it NL:nl'.split(' ').map((pair) => pair.split(':')),
);
const companyDocumentLanguage = (country: string) => MIGRATION_0010_COUNTRY_LANGUAGES[country] ?? 'en';
const clientLanguage = (country: string, companyLanguage: string) =>
  MIGRATION_0010_COUNTRY_LANGUAGES[country] ?? companyLanguage;

let db: MigrationDatabase;
beforeAll(async () => {
  db = await databaseBefore(10);
});
afterAll(() => db.close());

let users = 0;
/** A user whose company is in `companyCountry` (no settings when null), with clients in `clientCountries`. */
async function company(companyCountry: string | null, clientCountries: string[]) {
  users += 1;
  const {
    rows: [user],
  } = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash) VALUES ($1, 'hash') RETURNING id`,
    [`user${users}@example.com`],
  );
  if (companyCountry) {
    await db.query(`INSERT INTO settings (user_id, company_name, country) VALUES ($1, 'Firma', $2)`, [
      user.id,
      companyCountry,
    ]);
  }
  const ids: number[] = [];
  for (const [i, country] of clientCountries.entries()) {
    const {
      rows: [client],
    } = await db.query<{ id: number }>(
      `INSERT INTO clients (user_id, client_id, name, email, country) VALUES ($1, $2, 'Client', 'c@example.com', $3) RETURNING id`,
      [user.id, `CL-${i}`, country],
    );
    ids.push(client.id);
  }
  return { userId: user.id, clients: ids };
}

it('gives clients their country’s language, else their company’s, and leaves invoices English', async () => {
  const countries = ['DE', 'AT', 'CH', 'FR', 'BE', 'ES', 'IT', 'NL', 'US', 'SE', 'GB'];
  const companies = await Promise.all(
    ([['DE'], ['FR'], ['US'], ['OTHER'], [null]] as const).map(([country]) => company(country, countries)),
  );
  const german = companies[0];
  const {
    rows: [invoice],
  } = await db.query<Record<string, unknown>>(
    `INSERT INTO invoices (invoice_number, client_id, client_name, client_email, issue_date, due_date, status,
       subtotal, tax_rate, total, user_id, tax_breakdown)
     VALUES ('INV-1', $1, 'Client', 'c@example.com', '2026-01-05', '2026-02-04', 'sent', '100', '19', '119', $2,
       '[{"category":"AE","rate":"0.00","taxableAmount":"100.00","taxAmount":"0.00","exemptionReason":"Reverse charge: VAT is owed by the recipient"}]')
     RETURNING *`,
    [german.clients[0], german.userId],
  );

  await db.query(`INSERT INTO reminder_flow_templates (user_id, name) VALUES ($1, 'Default Flow')`, [
    german.userId,
  ]);

  await applyMigration(db, 10);

  const { rows } = await db.query<{ user_id: string; country: string; language: string; contact_name: null }>(
    'SELECT user_id, country, language, contact_name FROM clients ORDER BY id',
  );
  const settings = await db.query<{ user_id: string; country: string; document_language: string }>(
    'SELECT user_id, country, document_language FROM settings',
  );
  for (const row of settings.rows) expect(row.document_language).toBe(companyDocumentLanguage(row.country));
  for (const row of rows) {
    const own = settings.rows.find((s) => s.user_id === row.user_id);
    // No settings: a company that never saved any writes English until it chooses.
    const companyLanguage = own ? companyDocumentLanguage(own.country) : 'en';
    expect(row.language, `${row.country} client of ${own?.country}`).toBe(
      clientLanguage(row.country, companyLanguage),
    );
    expect(row.contact_name).toBeNull();
  }
  // Spot checks of what the rule gives, so a wrong rule on both sides shows too.
  const languageOf = (c: (typeof companies)[number], country: string) =>
    rows.find((r) => r.user_id === c.userId && r.country === country)?.language;
  expect(languageOf(companies[0], 'CH')).toBe('de');
  expect(languageOf(companies[0], 'BE')).toBe('fr');
  expect(languageOf(companies[0], 'SE')).toBe('de');
  expect(languageOf(companies[1], 'US')).toBe('fr');
  expect(languageOf(companies[2], 'SE')).toBe('en');
  expect(languageOf(companies[2], 'NL')).toBe('nl');

  const after = (
    await db.query<Record<string, unknown>>('SELECT * FROM invoices WHERE id = $1', [invoice.id])
  ).rows[0];
  expect(after).toEqual({ ...invoice, language: 'en' });
  const templates = await db.query('SELECT translations FROM reminder_flow_templates');
  expect(templates.rows).toEqual([{ translations: {} }]);
});
