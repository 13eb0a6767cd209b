/**
 * The outbox is fair across accounts (issue #22 items 4 and 2, docs/decisions/022): a tick claims
 * round-robin by account, a message deferred by its account's sending limit costs no place, and a
 * composer that finds the PDF pool busy reschedules its message without spending an attempt.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestUser } from '../../test/factories';
import { emailOutbox } from '../db/schema';
import { AppError } from '../lib/app-error';
import { POOL_BUSY } from '../pdf/pool';
import { nextHour } from './limits';
import { BUSY_RETRY_MS, createMailer } from './outbox';
import type { Transport } from './transport';

const sent: number[] = [];
const transport: Transport = {
  label: 'recording',
  async send(m) {
    sent.push(m.id);
  },
  close() {},
};

let t: TestApp;
beforeAll(async () => {
  // Its ticks plan over every account's mail, with limits of its own: a database of its own.
  t = await createTestApp({
    transport,
    env: { MAIL_PER_ACCOUNT_HOUR: '3', MAIL_NEW_ACCOUNT_HOUR: '3', MAIL_PER_ACCOUNT_DAY: '1000' },
    ownDatabase: true,
  });
});
afterAll(() => t.close());

/** `count` messages of the user's, due a minute before `now` (or sent then, with `sent`). */
async function queue(userId: string, count: number, now: Date, status: 'pending' | 'sent' = 'pending') {
  const at = new Date(now.getTime() - 60_000);
  const rows = await t.database.db
    .insert(emailOutbox)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        kind: 'reminder',
        toAddress: 'client@example.com',
        subject: `Message ${i + 1}`,
        raw: `Subject: Message ${i + 1}\r\n\r\nHello`,
        status,
        nextAttemptAt: at,
        createdAt: at,
        ...(status === 'sent' ? { sentAt: at, attempts: 1 } : {}),
      })),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}

const rowsOf = (ids: number[]) =>
  t.database.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));

describe('claiming is fair across accounts', () => {
  it("one account's backlog of deferred messages takes no place from another account's mail", async () => {
    const now = new Date();
    const busy = await createTestUser(t.app);
    await queue(busy.user.id, 3, now, 'sent'); // its hourly limit of 3 is used up
    const backlog = await queue(busy.user.id, 60, now);
    const other = await createTestUser(t.app);
    const waiting = await queue(other.user.id, 3, now);

    await t.mailer.deliverDue(now, 50);

    // The other account's mail went in this one tick, though the backlog is older and larger.
    expect(sent).toEqual(expect.arrayContaining(waiting));
    expect((await rowsOf(waiting)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    // The backlog waits for the hour its limit frees, not one attempt spent, none sent or dropped.
    const deferred = await rowsOf(backlog);
    expect(
      new Set(deferred.map((r) => `${r.status}/${r.attempts}/${r.nextAttemptAt.toISOString()}`)),
    ).toEqual(new Set([`pending/0/${nextHour(now).toISOString()}`]));
  });

  it('a tick claims round-robin by account, so a larger, older queue never holds another back', async () => {
    const now = new Date();
    const large = await createTestUser(t.app);
    const first = await queue(large.user.id, 3, now); // within its limit of 3
    const small = await createTestUser(t.app);
    const second = await queue(small.user.id, 2, now);
    // Older messages of the large account are queued first; a tick of 4 places still serves both.
    await t.mailer.deliverDue(now, 4);
    const statuses = async (ids: number[]) => (await rowsOf(ids)).map((r) => r.status).sort();
    expect(await statuses(second)).toEqual(['sent', 'sent']);
    expect((await statuses(first)).filter((s) => s === 'sent').length).toBeGreaterThanOrEqual(2);
  });
});

describe('a busy PDF pool', () => {
  it('reschedules the message shortly without spending one of its attempts', async () => {
    const { user } = await createTestUser(t.app);
    let busy = true;
    const mailer = createMailer(t.database.db, transport, 'Duely <no-reply@duely.local>', {
      hooks: {
        composers: {
          'busy-test': async () => {
            if (busy) throw new AppError(503, 'pdf_busy');
            return {
              to: 'client@example.com',
              subject: 'Receipt',
              text: 'Thank you',
              html: '<p>Thank you</p>',
            };
          },
        },
      },
    });
    const id = await t.database.db.transaction((tx) =>
      mailer.enqueueDeferred(tx, {
        userId: user.id,
        kind: 'busy-test',
        to: 'client@example.com',
        subject: 'Receipt',
        payload: {},
      }),
    );
    const now = new Date();
    // A flood longer than all five attempts' backoff would have made the message failed.
    for (let i = 0; i < 8; i++) {
      const at = new Date(now.getTime() + i * BUSY_RETRY_MS);
      expect(await mailer.deliver(id, at)).toEqual({ status: 'pending', error: POOL_BUSY });
      const [row] = await rowsOf([id]);
      expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: POOL_BUSY });
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(at.getTime() + BUSY_RETRY_MS);
      expect(row.nextAttemptAt.getTime()).toBeLessThan(
        Math.max(at.getTime(), Date.now()) + 2 * BUSY_RETRY_MS,
      );
    }
    busy = false;
    expect(await mailer.deliver(id, new Date(now.getTime() + 9 * BUSY_RETRY_MS))).toEqual({ status: 'sent' });
    const [row] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sent')));
    expect(row.attempts).toBe(1);
  });
});

describe('a database lost while composing', () => {
  it('puts the message back without spending an attempt; a refusing mail server still counts', async () => {
    const { user } = await createTestUser(t.app);
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' });
    const refusing: Transport = { ...transport, send: async () => Promise.reject(refused) };
    const mail = { to: 'client@example.com', subject: 'Receipt', text: 'Thanks', html: '<p>Thanks</p>' };
    let composerFails = true;
    const mailer = createMailer(t.database.db, refusing, 'Duely <no-reply@duely.local>', {
      hooks: {
        composers: {
          'failover-test': async () => {
            if (composerFails) throw lost;
            return mail;
          },
        },
      },
    });
    const id = await t.database.db.transaction((tx) =>
      mailer.enqueueDeferred(tx, {
        userId: user.id,
        kind: 'failover-test',
        to: mail.to,
        subject: mail.subject,
        payload: {},
      }),
    );
    const now = new Date();
    expect(await mailer.deliver(id, now)).toEqual({ status: 'pending', error: lost.message });
    expect((await rowsOf([id]))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    composerFails = false;
    const later = new Date(now.getTime() + 2 * BUSY_RETRY_MS);
    expect(await mailer.deliver(id, later)).toEqual({ status: 'pending', error: refused.message });
    expect((await rowsOf([id]))[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
