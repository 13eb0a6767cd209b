import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: every repository function takes either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Human-readable description for the start-up banner (no password). */
  label: string;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Any constant: serialises migrations when several processes start against one server. */
const MIGRATION_LOCK = 727_001;

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Load a prepared data dir dump instead of an empty database (tests). */
  loadDataDir?: Blob;
  /** In-memory PGlite: nothing is written to disk (tests). */
  inMemory?: boolean;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize) : openPglite(opts);
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(migrator), { migrationsFolder });
  } finally {
    await migrator.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await migrator.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const u = new URL(url);
  return {
    db,
    kind: 'postgres',
    label: `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`,
    close: () => pool.end(),
  };
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (opts.inMemory) {
    client = new PGlite({ loadDataDir: opts.loadDataDir });
  } else {
    const dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    release = acquireDataDirLock(opts.dataDir);
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    label: opts.inMemory ? 'embedded PGlite (in memory)' : `embedded PGlite in ${opts.dataDir}`,
    async close() {
      await client.close();
      release();
    },
  };
}

export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
