import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { settings } from '../../server/db/schema';
import { createTransport } from '../../server/mail/transport';
import { closePdfPool } from '../../server/pdf/pool';
import { createAppMailer } from '../../server/wiring';
import { sessionCookie } from '../../test/cookies';

export const BENCH_ORIGIN = 'http://127.0.0.1:3000';

const HELLO_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hello</title></head><body><h1>Hello, world</h1></body></html>';

export interface BenchApp {
  app: FastifyInstance;
  database: Database;
  /** Where the app listens (loopback, a free port). */
  origin: string;
  /** Registers a user; answers its session cookie and id. */
  signUp(email: string): Promise<{ cookie: string; userId: string }>;
}

/**
 * The real app on a fresh embedded database in a temporary DATA_DIR, listening on loopback, with a
 * hello-world baseline route (`/bench/hello`: same server, sessions and plugins, doing nothing).
 * Everything is closed and removed afterwards. With `smtpUrl`, mail goes to that SMTP server instead
 * of .eml files; with `clientDir`, the app serves that build of the web client; with `databaseUrl`, it
 * runs on that PostgreSQL database (pool of 10) instead of the embedded one.
 */
export async function withBenchApp<T>(
  body: (bench: BenchApp) => Promise<T>,
  opts: { smtpUrl?: string; clientDir?: string; databaseUrl?: string } = {},
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    APP_URL: BENCH_ORIGIN,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '100000',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ...UNLIMITED_MAIL,
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  });
  const database = await openDatabase(
    opts.databaseUrl ? { databaseUrl: opts.databaseUrl, dataDir, poolSize: 10 } : { dataDir },
  );
  const mailer = createAppMailer(database.db, config, createTransport({ dataDir, smtpUrl: opts.smtpUrl }));
  const app = await buildApp({
    config,
    database,
    mailer,
    logger: false,
    ...(opts.clientDir ? { clientDir: opts.clientDir } : {}),
  });
  app.get('/bench/hello', { schema: { hide: true } }, async () => ({ hello: 'world' }));
  // The page-load baseline: the smallest HTML page the same server can send.
  app.get('/bench/hello.html', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(HELLO_PAGE),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const signUp = async (email: string) => {
    const password = 'Bench-Passw0rd';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, confirmPassword: password, firstName: 'Bench', timeZone: 'Europe/Berlin' },
    });
    if (registered.statusCode !== 201) throw new Error(`bench sign-up failed: ${registered.body}`);
    const userId = registered.json().user.id as string;
    // Sending to clients needs a company name and email (docs/decisions/017).
    const company = { companyName: 'Bench Studio', email: 'billing@bench.example' };
    await database.db
      .insert(settings)
      .values({ userId, ...company })
      .onConflictDoUpdate({ target: settings.userId, set: company });
    return { cookie: sessionCookie(registered.headers['set-cookie']), userId };
  };

  try {
    return await body({ app, database, origin, signUp });
  } finally {
    await app.close();
    mailer.close();
    await closePdfPool();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The benchmarks send thousands of emails for a handful of accounts: the sending limits (which
 * would defer most of them to later hours) are raised out of the way.
 */
export const UNLIMITED_MAIL = {
  MAIL_PER_ACCOUNT_HOUR: '1000000000',
  MAIL_PER_ACCOUNT_DAY: '1000000000',
  MAIL_NEW_ACCOUNT_HOUR: '1000000000',
  MAIL_MANUAL_PER_INVOICE_DAY: '1000000000',
};
