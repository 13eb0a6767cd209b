/**
 * Where the session secret comes from when SESSION_SECRET is unset: the database on PostgreSQL, so
 * several instances behind one load balancer share sessions (issue #9); the data folder on the
 * embedded database.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { agentFor, createTestApp, openTestDatabase, type TestApp } from '../../test/app';
import { createTestUser } from '../../test/factories';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';
import { resolveSessionSecret, sharedSecret } from './session';

const dirs: string[] = [];
const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(secret?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-secret-'));
  dirs.push(dir);
  if (secret) fs.writeFileSync(path.join(dir, 'session-secret'), secret);
  return dir;
}

/** An app with no SESSION_SECRET, on the run's test database. */
async function instance(dir = dataDir()) {
  const app = await createTestApp({ env: { SESSION_SECRET: '', DATA_DIR: dir } });
  apps.push(app);
  return app;
}

const storedSecret = async (app: TestApp) =>
  (await app.database.db.select().from(appSecrets).where(eq(appSecrets.name, 'session_secret')))[0]?.value;

describe('the session secret', () => {
  it('SESSION_SECRET wins, and must be at least 32 characters', async () => {
    const database = { kind: 'postgres' as const, db: undefined as never };
    const secret = 'x'.repeat(32);
    expect(await resolveSessionSecret({ secret, dataDir: dataDir(), database })).toEqual([secret]);
    await expect(resolveSessionSecret({ secret: 'short', dataDir: dataDir(), database })).rejects.toThrow(
      /at least 32/,
    );
  });

  it('on the embedded database, is generated once into the data folder and kept there', async () => {
    const database = { kind: 'pglite' as const, db: undefined as never };
    const dir = dataDir();
    const [first] = await resolveSessionSecret({ secret: undefined, dataDir: dir, database });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(await resolveSessionSecret({ secret: undefined, dataDir: dir, database })).toEqual([first]);
  });
});

// The embedded database serves one process per data folder, so there is nothing to share there:
// these run on PostgreSQL (TEST_DATABASE_URL) and are skipped on PGlite.
describe.skipIf(inject('testDatabase').kind !== 'postgres')('several instances on one PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  const forgetStoredSecret = () =>
    database.db.delete(appSecrets).where(eq(appSecrets.name, 'session_secret'));

  it('two instances starting at the same moment share one secret, and a sign-in on one holds on the other', async () => {
    await forgetStoredSecret();

    const [a, b] = await Promise.all([instance(), instance()]);
    expect(await storedSecret(a)).toBeDefined();
    for (const app of [a, b]) expect(fs.existsSync(path.join(app.dataDir, 'session-secret'))).toBe(false);

    const { user, agent } = await createTestUser(a.app);
    const onB = agentFor(b.app, agent.cookie);
    const me = await onB.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);

    expect((await onB.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('instances storing a secret at the same moment all get the first one stored', async () => {
    // Two pools: the calls race on separate connections, as two processes would.
    const [one, two] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    try {
      const name = `race_${crypto.randomBytes(6).toString('hex')}`;
      const candidates = Array.from({ length: 10 }, (_, i) => `candidate-${i}`);
      const results = await Promise.all(
        candidates.map((c, i) => sharedSecret((i % 2 ? one : two).db, name, c)),
      );
      expect(new Set(results).size).toBe(1);
      expect(candidates).toContain(results[0]);
      const rows = await one.db.select().from(appSecrets).where(eq(appSecrets.name, name));
      expect(rows.map((r) => r.value)).toEqual([results[0]]);
      await one.db.delete(appSecrets).where(eq(appSecrets.name, name));
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it("a data folder's existing secret becomes the shared one, or else still verifies its cookies", async () => {
    await forgetStoredSecret();
    const first = crypto.randomBytes(48).toString('base64url');
    const a = await instance(dataDir(first));
    expect(await storedSecret(a)).toBe(first);

    // An instance that signed its cookies with its own folder's secret before sharing one.
    const second = crypto.randomBytes(48).toString('base64url');
    const before = await createTestApp({ env: { SESSION_SECRET: second } });
    apps.push(before);
    const { user, agent } = await createTestUser(before.app);
    const b = await instance(dataDir(second));
    const me = await agentFor(b.app, agent.cookie).get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
    // New cookies are signed with the shared secret, which the first instance accepts.
    const signedByB = await createTestUser(b.app);
    expect((await agentFor(a.app, signedByB.agent.cookie).get('/api/auth/user')).statusCode).toBe(200);
  });
});
