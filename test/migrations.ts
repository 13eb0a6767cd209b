/**
 * The project's SQL migrations (drizzle/, in the journal's order), for tests of what one migration
 * does to rows saved before it: a fresh embedded database migrated up to just before it, then the
 * migration itself applied statement by statement.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

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

export async function applyMigration(db: PGlite, idx: number): Promise<void> {
  for (const statement of migrationStatements(idx)) await db.exec(statement);
}

/** A new in-memory database with every migration before `idx` applied. */
export async function databaseBefore(idx: number): Promise<PGlite> {
  const db = new PGlite();
  for (const entry of journal.entries.filter((e) => e.idx < idx)) await applyMigration(db, entry.idx);
  return db;
}
