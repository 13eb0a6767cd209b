/**
 * Recurring invoices exactly once on PostgreSQL (issue 5/7): 200 back-filled profiles, 3 worker
 * processes ticking at the same moment, one SIGKILLed in the middle of an issuing transaction, then
 * more ticks until nothing is left. Every occurrence is issued once, invoice numbers stay gapless,
 * every invoice email reaches the SMTP server once and every draft is listed in one digest.
 * PGlite has one connection per process, so this needs a real server: set TEST_DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invoices } from '../../server/db/schema';
import { scratchTestDatabase } from '../../test/app';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { exited } from '../reminders/harness';
import {
  checkRecurring,
  faults,
  NO_FAULTS,
  nothingPending,
  openRecurringWorker,
  pendingWork,
  seedProfiles,
  spawnRecurringWorker,
  startTogether,
  tomorrowAtNoonUtc,
} from './harness';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn(
    'Recurring exactly-once test skipped: it needs PostgreSQL. Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to run it.',
  );
}

const PROFILES = 200;
const USERS = 12;
/**
 * Weekly, back-filled from 3 weeks before today: 4 occurrences each, 3 in New York (today's 09:00
 * is still to come there at `now`, 12:00 UTC); every 5th profile in draft mode.
 */
const WEEKS = 3;
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York'];
/**
 * The victim is killed inside the transaction of its HOLD_AFTER-th invoice email; with the
 * generator's 4 issuers per worker, at least HOLD_AFTER - 4 of its invoices are committed by then,
 * their emails queued and never delivered by it.
 */
const HOLD_AFTER = 40;
const MINUTE = 60_000;

describe.skipIf(!serverUrl)('recurring invoices exactly once with several workers (PostgreSQL)', () => {
  let sink: SmtpSink;
  let scratch: Awaited<ReturnType<typeof scratchTestDatabase>>;
  beforeEach(async () => {
    sink = await startSmtpSink();
    scratch = await scratchTestDatabase('duely_reminders');
  });
  afterEach(async () => {
    await scratch.drop();
    await sink.close();
  });

  it(`three worker processes over ${PROFILES} profiles, one SIGKILLed while issuing: every occurrence, number and email exactly once`, {
    timeout: 180_000,
  }, async () => {
    const now = tomorrowAtNoonUtc();
    const fleet = await seedProfiles(scratch.database, {
      profiles: PROFILES,
      users: USERS,
      weeks: WEEKS,
      now,
      zones: ZONES,
      draftEvery: 5,
    });
    expect(new Set(fleet.profiles.map((p) => p.expected.length))).toEqual(new Set([WEEKS, WEEKS + 1]));
    const smtpUrl = `${sink.url}&pool=true`;
    const procs = [HOLD_AFTER, 0, 0].map((holdAfter) =>
      spawnRecurringWorker({ databaseUrl: scratch.url, smtpUrl, now, holdAfter }),
    );
    const [victim, ...survivors] = procs;
    await startTogether(procs);

    // Killed in the middle of an issuing transaction: its occurrence, invoice number, invoice and
    // queued email are written but not committed, and its row and number locks are held.
    const hold = await victim.waitFor((t) => t.startsWith('hold '));
    victim.child.kill('SIGKILL');
    expect(hold, 'the victim never reached its HOLD_AFTER-th invoice').toBeDefined();
    expect(await exited(victim.child)).toBeNull();
    expect(await Promise.all(survivors.map((p) => exited(p.child)))).toEqual([0, 0]);
    // It had not started delivering (no message of its own was in the SMTP handshake window), and
    // the transaction it died in left nothing behind.
    expect(victim.lines.map((l) => l.text)).not.toContain('delivering');
    const heldInvoice = Number(hold!.text.split(' ')[1]);
    expect(await scratch.database.db.select().from(invoices).where(eq(invoices.id, heldInvoice))).toEqual([]);
    for (const p of survivors) expect(p.lines.map((l) => l.text)).toContain('done');

    // Ticks go on (a minute apart) until nothing is due, queued or waiting for a digest.
    const worker = await openRecurringWorker(scratch.url, smtpUrl);
    let followUps = 0;
    try {
      for (; followUps < 10; followUps++) {
        const at = new Date(now.getTime() + (followUps + 1) * MINUTE);
        if (nothingPending(await pendingWork(scratch.database, at))) break;
        await worker.tick(at);
      }
    } finally {
      await worker.close();
    }
    expect(await pendingWork(scratch.database, new Date(now.getTime() + 30 * MINUTE))).toEqual({
      dueProfiles: 0,
      unsentEmails: 0,
      undigestedDrafts: 0,
    });

    const report = await checkRecurring(scratch.database, sink, fleet);
    expect(faults(report)).toEqual(NO_FAULTS);
    expect(report.delivered).toBe(fleet.emails);
    expect(report.drafts).toBe(fleet.occurrences - fleet.emails);
    expect(sink.raw).toHaveLength(fleet.emails + report.digests);
  });
});
