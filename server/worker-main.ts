import pino from 'pino';
import { loadConfig } from './config';
import { LOST_CONNECTION, openDatabase, surviveLostConnections } from './db/client';
import { createAppDeps, createAppMailer } from './wiring';
import { startWorker } from './worker/worker';

/** `npm run worker`: the reminder worker alone; any number may share one PostgreSQL with the servers. */
const config = loadConfig();
const log = pino({ level: config.logLevel });
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  database.onConnectionLost((err) => log.warn({ err }, LOST_CONNECTION));
  surviveLostConnections((err) => log.warn({ err }, LOST_CONNECTION));
  const mailer = createAppMailer(database.db, config);
  const worker = startWorker(createAppDeps(database.db, mailer, config), log, config.workerIntervalMs);
  log.info({ database: database.label, email: mailer.transportLabel }, 'worker started');
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, async () => {
      await worker.stop();
      mailer.close();
      await database.close();
      process.exit(0);
    });
  }
} catch (err) {
  console.error(`\nThe Duely worker could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
