import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/app';
import { type Database, type Db, ping } from './client';

/** A database whose statements never answer, as a connection to a failed-over host can hang. */
const stuck = { execute: () => new Promise(() => {}) } as unknown as Db;
const refusing = { execute: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as Db;

describe('ping (what /api/health asks)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is true while the database answers', async () => {
    expect(await ping(database.db)).toBe(true);
  });

  it('is false at once when the database refuses, and within its bound when it hangs (issue #22 item 1)', async () => {
    expect(await ping(refusing)).toBe(false);
    const started = performance.now();
    expect(await ping(stuck, 100)).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
