import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import type { Mailer } from '../server/mail/outbox';
import { createTransport, type Transport } from '../server/mail/transport';
import { closePdfPool } from '../server/pdf/pool';
import { createAppMailer } from '../server/wiring';
import { scratchDatabase } from './scratch-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mailer: Mailer;
  dataDir: string;
  close(): Promise<void>;
}

/** Each test file's database, by the file's path: the files of a worker share this module (isolate: false). */
const fileDatabases = new Map<string, Promise<string>>();

/**
 * On PostgreSQL, the URL of this test file's own database: a copy of the run's migrated template
 * (test/global-setup.ts), made on first use and dropped when the run ends. Every app and connection
 * of the file shares it; other files never see it.
 */
export function testDatabaseUrl(): Promise<string> {
  const target = inject('testDatabase');
  if (target.kind !== 'postgres') throw new Error('Only a PostgreSQL test run has a database URL');
  const file = expect.getState().testPath ?? '';
  let fileDatabase = fileDatabases.get(file);
  if (fileDatabase) return fileDatabase;
  fileDatabase = (async () => {
    const name = `${target.filePrefix}_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: target.server });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${target.template}`);
    } finally {
      await admin.end();
    }
    const url = new URL(target.server);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  fileDatabases.set(file, fileDatabase);
  return fileDatabase;
}

/** Opens the test file's database (PGlite from the dump, or the file's PostgreSQL database). */
export async function openTestDatabase(): Promise<Database> {
  const target = inject('testDatabase');
  if (target.kind === 'postgres') {
    return openDatabase({ databaseUrl: await testDatabaseUrl(), dataDir: '', poolSize: 5 });
  }
  const dump = new Blob([fs.readFileSync(target.dump)]);
  return openDatabase({ dataDir: '', inMemory: true, loadDataDir: dump });
}

/**
 * A database of the caller's own on the run's PostgreSQL server, copied from the run's migrated
 * template; dropped by `drop()`. Only on PostgreSQL (TEST_DATABASE_URL).
 */
export function scratchTestDatabase(prefix: string) {
  const target = inject('testDatabase');
  if (target.kind !== 'postgres') throw new Error('A scratch database needs PostgreSQL (TEST_DATABASE_URL)');
  return scratchDatabase(target.server, prefix, target.template);
}

/**
 * A real app on a real database, driven through app.inject (fastify/demo's build(t)).
 * Pass `transport` to send mail somewhere else than the .eml outbox (e.g. a test SMTP server).
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    transport?: Transport;
    clientDir?: string;
    /**
     * A database of this app's own on PostgreSQL, as PGlite gives every app (on PostgreSQL the apps of
     * one file share the file's database): for tests whose worker passes act on every account's rows.
     */
    ownDatabase?: boolean;
    /** Fastify's logger (none by default): the request-log tests read what the app writes. */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '100000',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ...opts.env,
  });
  const target = inject('testDatabase');
  const own = opts.ownDatabase && target.kind === 'postgres' ? await scratchTestDatabase('duely_own') : null;
  const database = own?.database ?? (await openTestDatabase());
  const mailer = createAppMailer(database.db, config, opts.transport ?? createTransport({ dataDir }));
  const app = await buildApp({
    config,
    database,
    mailer,
    logger: opts.logger ?? false,
    clientDir: opts.clientDir,
  });
  await app.ready();
  return {
    app,
    database,
    mailer,
    dataDir,
    async close() {
      await app.close();
      await closePdfPool();
      await (own ? own.drop() : database.close());
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { sessionCookie, setCookiesNamed } from './cookies';

/** An inject bound to one signed-in user: `agent.get('/api/clients')`, `agent.post(url, body)`. */
export function agentFor(app: FastifyInstance, cookie: string) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie, origin: TEST_ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    cookie,
    get: (url: string) => call('GET', url),
    post: (url: string, body?: unknown) => call('POST', url, body),
    put: (url: string, body?: unknown) => call('PUT', url, body),
    patch: (url: string, body?: unknown) => call('PATCH', url, body),
    delete: (url: string) => call('DELETE', url),
  };
}
export type Agent = ReturnType<typeof agentFor>;
