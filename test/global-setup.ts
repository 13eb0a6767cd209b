import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A migrated database made for this run: on PostgreSQL the server and a migrated template that
     * each test file copies (test/app.ts `testDatabaseUrl`); on PGlite the path of a dump.
     */
    testDatabase:
      | { kind: 'postgres'; server: string; template: string; filePrefix: string }
      | { kind: 'pglite'; dump: string };
  }
}

/**
 * Runs once per `vitest run`. With TEST_DATABASE_URL it migrates a template database on that server;
 * each test file copies it (`CREATE DATABASE … TEMPLATE`, a fraction of a migration's time) into a
 * database of its own, so files running side by side never see each other's rows, and whatever a
 * worker pass does to every account stays in its file. The template and the copies are dropped when
 * the run ends. Otherwise it migrates one PGlite and dumps it, so every test file starts from the
 * dump in a second instead of creating a database from scratch.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const suffix = crypto.randomBytes(5).toString('hex');
    const template = `duely_template_${suffix}`;
    const filePrefix = `duely_file_${suffix}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const templateUrl = new URL(serverUrl);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: '' });
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', server: serverUrl, template, filePrefix });
    return async () => {
      const copies = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [`${filePrefix}_`],
      );
      for (const { datname } of copies.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
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
