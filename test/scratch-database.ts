import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../server/db/client';

/**
 * A fresh database on the server of `serverUrl`, migrated; `drop()` removes it. With `template` (the
 * test run's migrated template, test/global-setup.ts) it is a copy of that, made in a fraction of
 * the time a migration takes.
 */
export async function scratchDatabase(serverUrl: string, prefix = 'duely_reminders', template?: string) {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 10 });
  return {
    name,
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
