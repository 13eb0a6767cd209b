import path from 'node:path';

/** Every setting comes from the environment and has a working default (README: Configuration). */
export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Duely <no-reply@duely.local>',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    sessionSecret: env.SESSION_SECRET || undefined,
    workerIntervalMs: Number(env.WORKER_INTERVAL_MS ?? 60_000),
    /** "false" keeps the reminder worker out of the web process (run `npm run worker` instead). */
    runWorker: env.RUN_WORKER !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    /** Rate limits are per IP; tests raise them so parallel test users do not trip them. */
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 20),
  };
}
