/**
 * The project's SQL migrations (drizzle/, in the journal's order), for tests of what one migration
 * does to rows saved before it: a fresh database migrated up to just before it — on the run's
 * PostgreSQL server when there is one, else an embedded PGlite — then the migration itself applied
 * statement by statement.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';

const folder = new URL('../drizzle/', import.meta.url);
const journal = JSON.parse(fs.readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

/** The statements of migration `idx` (0008 → 8), in order. */
export function migrationStatements(idx: number): string[] {
  const entry = journal.entries.find((e) => e.idx === idx);
  if (!entry) throw new Error(`no migration ${idx}`);
  return fs
    .readFileSync(new URL(`${entry.tag}.sql`, folder), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim());
}

/** What a migration test asks of its database, whichever engine it is. */
export interface MigrationDatabase {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
}

export async function applyMigration(db: MigrationDatabase, idx: number): Promise<void> {
  for (const statement of migrationStatements(idx)) await db.exec(statement);
}

/** An empty database of its own on the run's PostgreSQL server, dropped by `close()`. */
async function emptyPostgresDatabase(serverUrl: string): Promise<MigrationDatabase> {
  const name = `duely_migration_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  // One statement at a time, as PGlite runs them, whatever the test awaits together.
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const next = last.then(run, run);
    last = next.catch(() => {});
    return next;
  };
  return {
    query: <T>(sql: string, params?: unknown[]) =>
      inTurn(async () => (await client.query(sql, params)) as unknown as { rows: T[] }),
    exec: (sql) => inTurn(() => client.query(sql)),
    async close() {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A new database with every migration before `idx` applied. */
export async function databaseBefore(idx: number): Promise<MigrationDatabase> {
  const target = inject('testDatabase');
  const db = target.kind === 'postgres' ? await emptyPostgresDatabase(target.server) : new PGlite();
  for (const entry of journal.entries.filter((e) => e.idx < idx)) await applyMigration(db, entry.idx);
  return db;
}
