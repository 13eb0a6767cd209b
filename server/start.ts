import { buildApp } from './app';
import { loadConfig } from './config';
import { LOST_CONNECTION, openDatabase } from './db/client';
import { createTransport } from './mail/transport';
import { closePdfPool } from './pdf/pool';
import { createAppMailer } from './wiring';
import { startWorker, type Worker } from './worker/worker';

/** Opens the database and mail transport and builds the app; used by `npm start` and the benchmarks. */
export async function startServer(config = loadConfig()) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const transport = createTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const mailer = createAppMailer(database.db, config, transport);
  const app = await buildApp({ config, database, mailer });
  database.onConnectionLost((err) => app.log.warn({ err }, LOST_CONNECTION));
  database.onUpkeepFailed((err) =>
    app.log.warn({ err }, 'the embedded database upkeep pass failed; the next one tries again'),
  );
  await app.listen({ port: config.port, host: config.host });
  let worker: Worker | undefined;
  if (config.runWorker) worker = startWorker(app.deps, app.log, config.workerIntervalMs);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await app.close();
      await worker?.stop();
      mailer.close();
      await closePdfPool();
      await database.close();
    })();
    return closing;
  };
  return { app, database, mailer, close };
}
