import os from 'node:os';
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
    /**
     * Requests a minute per address across the client's invoice page and its public routes: a client
     * clicking around never meets it, a script walking tokens does (server/features/share/routes.ts).
     */
    publicRateLimit: Number(env.PUBLIC_RATE_LIMIT ?? 120),
    /**
     * Worker threads that render invoice PDFs off the event loop (server/pdf/pool.ts). By default one
     * core stays free for the event loop: on 2 cores two busy render threads starve it (health max
     * 115–158 ms against 54–90 ms with one thread, same total time; docs/benchmarks.md).
     */
    pdfWorkers: Math.max(1, Number(env.PDF_WORKERS) || Math.min(4, os.availableParallelism() - 1)),
    /** Emails an account may cause (docs/decisions/009-sending-limits.md). */
    mailLimits: {
      manualPerInvoiceDay: Number(env.MAIL_MANUAL_PER_INVOICE_DAY ?? 3),
      perHour: Number(env.MAIL_PER_ACCOUNT_HOUR ?? 100),
      perDay: Number(env.MAIL_PER_ACCOUNT_DAY ?? 500),
      newAccountPerHour: Number(env.MAIL_NEW_ACCOUNT_HOUR ?? 30),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/**
 * Which proxies may say who the client is (X-Forwarded-For, X-Forwarded-Proto): none by default,
 * so a client cannot pick its own address to slip past the per-IP rate limit. "1" trusts one hop
 * (the proxy in front of the app); "10.0.0.1,10.1.0.0/16" or "loopback" trust those addresses.
 * "true" (trust anyone) is refused for that same reason (issue #10).
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text.split(',').map((a) => a.trim());
  if (
    text === 'true' ||
    addresses.some((a) => !/^[0-9a-fA-F.:/]+$|^(loopback|linklocal|uniquelocal)$/.test(a))
  ) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses or CIDRs, not "${text}"`,
    );
  }
  return addresses;
}
