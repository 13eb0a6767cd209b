/**
 * Upkeep of the embedded database (docs/decisions/032). A PostgreSQL server's autovacuum removes the
 * dead row versions every UPDATE and DELETE leaves behind and refreshes the planner's statistics;
 * PGlite runs no background processes, so without this its tables only grow and its plans are made
 * from statistics as old as the last explicit ANALYZE. One pass reads the activity counters of every
 * table and vacuums or analyzes those past autovacuum's own default thresholds (PostgreSQL 17,
 * "Routine Vacuuming", 24.1.6 The Autovacuum Daemon):
 *
 *   vacuum:  dead rows      > autovacuum_vacuum_threshold (50) + autovacuum_vacuum_scale_factor (0.2) × rows
 *            or inserted since the last vacuum
 *                           > autovacuum_vacuum_insert_threshold (1000) + ..._insert_scale_factor (0.2) × rows
 *   analyze: changed since the last analyze
 *                           > autovacuum_analyze_threshold (50) + autovacuum_analyze_scale_factor (0.1) × rows
 */
import { type SQL, sql } from 'drizzle-orm';
import { resultRows } from './rows';

/** What upkeep needs of a database (client.ts's Db has it; client.ts starts upkeep for PGlite). */
interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

export interface TableActivity {
  table: string;
  rows: number;
  dead: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
}

export type Upkeep = 'vacuum' | 'analyze' | null;

/** What autovacuum would do to a table with these counters (the thresholds above). */
export function upkeepOf(t: TableActivity): Upkeep {
  if (t.dead > 50 + 0.2 * t.rows || t.insertedSinceVacuum > 1000 + 0.2 * t.rows) return 'vacuum';
  if (t.changedSinceAnalyze > 50 + 0.1 * t.rows) return 'analyze';
  return null;
}

/** Every table's counters since its last vacuum and analyze. */
export async function tableActivity(db: Executor): Promise<TableActivity[]> {
  const result = await db.execute(sql`
    select relname as "table", n_live_tup::text as rows, n_dead_tup::text as dead,
           n_ins_since_vacuum::text as inserted, n_mod_since_analyze::text as changed
    from pg_stat_user_tables where schemaname = 'public'`);
  return resultRows<Record<string, string>>(result).map((r) => ({
    table: r.table,
    rows: Number(r.rows),
    dead: Number(r.dead),
    insertedSinceVacuum: Number(r.inserted),
    changedSinceAnalyze: Number(r.changed),
  }));
}

/**
 * One pass: VACUUM (ANALYZE) each table due a vacuum, ANALYZE each due an analyze only. Answers what
 * it did, by table. A table at a time, so the one connection is held for one table's work at most.
 */
export async function upkeepPass(db: Executor): Promise<{ table: string; upkeep: Exclude<Upkeep, null> }[]> {
  const done: { table: string; upkeep: Exclude<Upkeep, null> }[] = [];
  for (const activity of await tableActivity(db)) {
    const upkeep = upkeepOf(activity);
    if (!upkeep) continue;
    const table = sql.identifier(activity.table);
    await db.execute(upkeep === 'vacuum' ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
    done.push({ table: activity.table, upkeep });
  }
  return done;
}

/** How often the embedded database is looked after; the first pass comes one interval after opening. */
export const UPKEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Runs `upkeepPass` every `intervalMs` until stopped, never two at once; a failed pass is reported
 * and the next one tries again. The timer does not keep the process alive.
 */
export function startUpkeep(db: Executor, onError: (err: unknown) => void, intervalMs = UPKEEP_INTERVAL_MS) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= upkeepPass(db)
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a pass under way. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
