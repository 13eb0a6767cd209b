/**
 * One worker process for the exactly-once runs: opens its worker, says "ready" to its parent, waits
 * for the moment every process begins (harness.ts `startTogether`), runs one worker tick at TICK_NOW
 * against DATABASE_URL and SMTP_URL, then exits.
 */
import '../../test/child-clock';
import { openWorker, realNow } from './harness';

const databaseUrl = process.env.DATABASE_URL;
const smtpUrl = process.env.SMTP_URL;
if (!databaseUrl || !smtpUrl || !process.send) {
  console.error('worker-process needs DATABASE_URL, SMTP_URL and a parent to talk to (an IPC channel)');
  process.exit(2);
}
const now = new Date(process.env.TICK_NOW ?? Date.now());

const worker = await openWorker(databaseUrl, smtpUrl);
const begin = new Promise<number>((resolve) =>
  process.once('message', (message: { startAt: number }) => resolve(message.startAt)),
);
process.send('ready');
const startAt = await begin;
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - realNow())));
await worker.tick(now);
await worker.close();
process.disconnect();
