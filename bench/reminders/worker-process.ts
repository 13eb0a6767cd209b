/**
 * One worker process for the exactly-once runs: waits until START_AT (so every process begins at
 * the same moment), runs one worker tick at TICK_NOW against DATABASE_URL and SMTP_URL, then exits.
 */
import { openWorker } from './harness';

const databaseUrl = process.env.DATABASE_URL;
const smtpUrl = process.env.SMTP_URL;
if (!databaseUrl || !smtpUrl) {
  console.error('worker-process needs DATABASE_URL and SMTP_URL');
  process.exit(2);
}
const now = new Date(process.env.TICK_NOW ?? Date.now());
const startAt = Number(process.env.START_AT ?? 0);

const worker = await openWorker(databaseUrl, smtpUrl);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
await worker.tick(now);
await worker.close();
