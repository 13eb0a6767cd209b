import { buildClientIfNeeded } from './build-client';
import { loadConfig } from './config';
import { LOST_CONNECTION, surviveLostConnections } from './db/client';
import { startServer } from './start';

const config = loadConfig();
try {
  // `npm run dev` serves the client from Vite instead.
  if (process.env.SKIP_CLIENT_BUILD !== '1') await buildClientIfNeeded((m) => console.log(m));
  const { app, database, mailer, close } = await startServer(config);
  surviveLostConnections((err) => app.log.warn({ err }, LOST_CONNECTION));
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    [
      '',
      `  Duely is running at http://${shown}:${config.port}`,
      `  Database: ${database.label}`,
      `  Email:    ${mailer.transportLabel}`,
      `  Worker:   ${config.runWorker ? `in this process, every ${config.workerIntervalMs / 1000}s` : 'off (run `npm run worker`)'}`,
      `  API docs: http://${shown}:${config.port}/api/docs`,
      '',
    ].join('\n'),
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
} catch (err) {
  console.error(`\nDuely could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
