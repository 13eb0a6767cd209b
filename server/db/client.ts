import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { startUpkeep } from './maintenance';
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
  /**
   * Hears of every connection the pool loses (a terminated backend, a failover, a restart): the
   * pool has already dropped it and opens a new one on the next request. PGlite never calls it.
   */
  onConnectionLost(listener: (err: Error) => void): void;
  /** Hears of an embedded database's upkeep pass that failed (maintenance.ts); the next pass tries again. */
  onUpkeepFailed(listener: (err: unknown) => void): void;
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
  await migrate(url);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  let lost: (err: Error) => void = () => {};
  // A connection can die while idle in the pool (the pool drops it and emits on itself) or while a
  // request or a transaction holds it: then the client emits 'error' on itself, and an 'error'
  // event nobody listens to ends the process (issue #22 item 1). The statement running on it
  // fails with the same error, and the caller answers 503 (plugins/errors.ts) or retries at the
  // next tick; pg marks the client unusable, so releasing it removes it from the pool.
  pool.on('error', (err) => lost(err));
  pool.on('connect', (client) => client.on('error', (err) => lost(err)));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const u = new URL(url);
  return {
    db,
    kind: 'postgres',
    label: `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`,
    onConnectionLost(listener) {
      lost = listener;
    },
    // The server's autovacuum looks after its tables.
    onUpkeepFailed() {},
    close: () => pool.end(),
  };
}

/** Runs the migrations on a connection of their own, one process at a time. */
async function migrate(url: string) {
  const migrator = new pg.Client({ connectionString: url });
  // Lost mid-migration: the pending statement fails and start-up says why; no process-ending event.
  migrator.on('error', () => {});
  await migrator.connect();
  try {
    await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(migrator), { migrationsFolder });
  } finally {
    await migrator.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await migrator.end();
  }
}

/**
 * The extensions migration 0014 creates (the invoice search: trigrams over lowercased, unaccented
 * text). PGlite loads an extension's code only when the instance is opened with it, also for a
 * dumped data dir that already has it.
 */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent, btree_gin };

async function openPglite(opts: OpenOptions): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (opts.inMemory) {
    client = new PGlite({ loadDataDir: opts.loadDataDir, extensions: PGLITE_EXTENSIONS });
  } else {
    const dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    release = acquireDataDirLock(opts.dataDir);
    client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  // PGlite has no autovacuum; a server has its own (maintenance.ts, docs/decisions/032).
  let upkeepFailed: (err: unknown) => void = () => {};
  const upkeep = startUpkeep(db, (err) => upkeepFailed(err));
  return {
    db,
    kind: 'pglite',
    label: opts.inMemory ? 'embedded PGlite (in memory)' : `embedded PGlite in ${opts.dataDir}`,
    // In-process: there is no connection to lose.
    onConnectionLost() {},
    onUpkeepFailed(listener) {
      upkeepFailed = listener;
    },
    async close() {
      await upkeep.stop();
      await client.close();
      release();
    },
  };
}

/**
 * Whether the database answers within `timeoutMs`. A failover can leave a new connection hanging
 * instead of refused; /api/health then still answers 503 at once rather than waiting with it.
 */
export async function ping(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How a lost connection is logged: the pool has dropped it and connects anew when next asked. */
export const LOST_CONNECTION = 'database connection lost; a new one is opened when needed';

/** SQLSTATEs of a connection that went away: admin shutdown, crash shutdown, cannot connect now. */
const CONNECTION_GONE = new Set(['57P01', '57P02', '57P03']);
const SOCKET_ERRORS = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What pg and pg-pool say when a connection broke or could not be made (they set no code). */
const LOST_MESSAGES = ['Connection terminated', 'not queryable', 'timeout exceeded when trying to connect'];

/**
 * Whether `err` (or what it wraps: Drizzle's query errors carry pg's as `cause`, a worker tick
 * gathers its steps' failures in an AggregateError) says the database connection was lost or
 * could not be made — a failover or restart, not a fault of the statement (issue #22 item 1).
 */
export function isConnectionLost(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (CONNECTION_GONE.has(code) || code.startsWith('08') || SOCKET_ERRORS.has(code))
  ) {
    return true;
  }
  if (LOST_MESSAGES.some((m) => err.message.includes(m))) return true;
  if (err instanceof AggregateError && err.errors.some(isConnectionLost)) return true;
  return isConnectionLost(err.cause);
}

/**
 * A rejected promise nobody handles ends Node by default. One that only says the database
 * connection was lost is logged and the process keeps serving; any other still ends it, as before.
 */
export function surviveLostConnections(log: (err: unknown) => void): void {
  process.on('unhandledRejection', (reason) => {
    if (!isConnectionLost(reason)) throw reason;
    log(reason);
  });
}
