/**
 * One worker process for the recurring exactly-once runs (bench/recurring/harness.ts): opens its
 * own pool, prints "ready", waits for "go" on stdin (so every process starts at the same moment),
 * runs TICKS worker ticks at TICK_NOW (a minute apart), prints "done" and exits. It reports on
 * stdout, synchronously (a line written is a line read, even if the process is killed next):
 * "delivering" when its generator has finished issuing and starts delivering, and with HOLD_AFTER=n,
 * "hold <invoiceId>" after queueing its n-th invoice email, inside that issuing transaction, which it
 * then never finishes — the moment to kill it.
 */
import '../../test/child-clock';
import fs from 'node:fs';
import { openRecurringWorker } from './harness';

const databaseUrl = process.env.DATABASE_URL;
const smtpUrl = process.env.SMTP_URL;
if (!databaseUrl || !smtpUrl) {
  console.error('worker-process needs DATABASE_URL and SMTP_URL');
  process.exit(2);
}
const now = new Date(process.env.TICK_NOW ?? Date.now());
const ticks = Number(process.env.TICKS || 1);
const holdAfter = Number(process.env.HOLD_AFTER || 0);
const say = (line: string) => fs.writeSync(1, `${line}\n`);

let delivering = false;
const worker = await openRecurringWorker(databaseUrl, smtpUrl, {
  async onQueued(invoiceId, n) {
    if (n !== holdAfter) return;
    say(`hold ${invoiceId}`);
    await new Promise(() => {});
  },
  onDeliver() {
    if (delivering) return;
    delivering = true;
    say('delivering');
  },
});
say('ready');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
for (let i = 0; i < ticks; i++) await worker.tick(new Date(now.getTime() + i * 60_000));
await worker.close();
say('done');
