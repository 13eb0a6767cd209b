import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase, scratchTestDatabase } from '../../test/app';
import type { Db } from './client';
import { startUpkeep, type TableActivity, tableActivity, upkeepOf, upkeepPass } from './maintenance';
import { appSecrets } from './schema';

const activity = (over: Partial<TableActivity>): TableActivity => ({
  table: 't',
  rows: 1000,
  dead: 0,
  insertedSinceVacuum: 0,
  changedSinceAnalyze: 0,
  ...over,
});

describe('upkeepOf: autovacuum’s default thresholds', () => {
  it('vacuums past 50 + 20 % dead rows or 1000 + 20 % inserted rows, analyzes past 50 + 10 % changed', () => {
    expect(upkeepOf(activity({}))).toBeNull();
    expect(upkeepOf(activity({ dead: 250 }))).toBeNull();
    expect(upkeepOf(activity({ dead: 251 }))).toBe('vacuum');
    expect(upkeepOf(activity({ insertedSinceVacuum: 1200 }))).toBeNull();
    expect(upkeepOf(activity({ insertedSinceVacuum: 1201 }))).toBe('vacuum');
    expect(upkeepOf(activity({ changedSinceAnalyze: 150 }))).toBeNull();
    expect(upkeepOf(activity({ changedSinceAnalyze: 151 }))).toBe('analyze');
    expect(upkeepOf(activity({ rows: 0, dead: 51 }))).toBe('vacuum');
  });
});

/** A database of this file's own: on PostgreSQL a scratch one, so no other test file's rows count. */
async function ownDatabase() {
  const target = inject('testDatabase');
  if (target.kind === 'postgres') {
    const scratch = await scratchTestDatabase('duely_upkeep');
    return { db: scratch.database.db, close: scratch.drop };
  }
  const database = await openTestDatabase();
  return { db: database.db, close: database.close };
}

/** Updates one row `times` times: each update leaves a dead version of it behind. */
async function churn(db: Db, name: string, times: number) {
  await db.insert(appSecrets).values({ name, value: '0' }).onConflictDoNothing();
  for (let i = 1; i <= times; i++)
    await db
      .update(appSecrets)
      .set({ value: String(i) })
      .where(eq(appSecrets.name, name));
}

const secretsActivity = async (db: Db) => (await tableActivity(db)).find((t) => t.table === 'app_secrets');

describe('the upkeep pass on a real database', () => {
  let own: Awaited<ReturnType<typeof ownDatabase>>;
  beforeAll(async () => {
    own = await ownDatabase();
  });
  afterAll(async () => {
    await own.close();
  });

  it('vacuums a table its updates left past the threshold, and then finds nothing to do there', async () => {
    await churn(own.db, 'upkeep-a', 120);
    // A server reports a backend's counters shortly after its transactions end.
    await expect
      .poll(async () => (await secretsActivity(own.db))?.dead ?? 0, { timeout: 10_000 })
      .toBeGreaterThan(50);

    const done = await upkeepPass(own.db);
    expect(done).toContainEqual({ table: 'app_secrets', upkeep: 'vacuum' });
    await expect.poll(async () => upkeepOf((await secretsActivity(own.db))!), { timeout: 10_000 }).toBeNull();
    expect((await upkeepPass(own.db)).map((d) => d.table)).not.toContain('app_secrets');
    // The rows themselves are untouched.
    const [row] = await own.db.select().from(appSecrets).where(eq(appSecrets.name, 'upkeep-a'));
    expect(row.value).toBe('120');
  });

  it('runs on its interval until stopped, and a failed pass is reported, not thrown', async () => {
    await churn(own.db, 'upkeep-b', 120);
    await expect
      .poll(async () => (await secretsActivity(own.db))?.dead ?? 0, { timeout: 10_000 })
      .toBeGreaterThan(50);
    const upkeep = startUpkeep(own.db, (err) => expect.unreachable(String(err)), 20);
    await expect.poll(async () => upkeepOf((await secretsActivity(own.db))!), { timeout: 10_000 }).toBeNull();
    await upkeep.stop();

    const failures: unknown[] = [];
    const refusing = { execute: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as Db;
    const failing = startUpkeep(refusing, (err) => failures.push(err), 20);
    await expect.poll(() => failures.length, { timeout: 5_000 }).toBeGreaterThan(0);
    await failing.stop();
    expect(String(failures[0])).toContain('ECONNREFUSED');
  });
});
