import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database made for this run: a PostgreSQL URL, or the path of a PGlite dump. */
    testDatabase: { kind: 'postgres'; url: string; template: string } | { kind: 'pglite'; dump: string };
  }
}

/**
 * Runs once per `vitest run`. With TEST_DATABASE_URL it migrates a template database on that server
 * and copies it (`CREATE DATABASE … TEMPLATE`) into the run's shared test database; a test that needs
 * a database of its own copies the template again (test/scratch-database.ts) instead of migrating.
 * Both are dropped afterwards. Otherwise it migrates one PGlite and dumps it, so every test file
 * starts from the dump in a second instead of creating a database from scratch.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const suffix = crypto.randomBytes(5).toString('hex');
    const template = `duely_template_${suffix}`;
    const name = `duely_test_${suffix}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const templateUrl = new URL(serverUrl);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: '' });
    await database.close();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    project.provide('testDatabase', { kind: 'postgres', url: url.toString(), template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = path.resolve('.test-data');
  fs.mkdirSync(dir, { recursive: true });
  const dump = path.join(dir, `pglite-${process.pid}.tar.gz`);
  const database = await openDatabase({ dataDir: dir, inMemory: true });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const blob = await client.dumpDataDir('gzip');
  fs.writeFileSync(dump, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', dump });
  return () => fs.rmSync(dump, { force: true });
}
