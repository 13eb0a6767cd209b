import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { emailOutbox, reminders } from '../db/schema';
import { composeRaw, type OutgoingMail } from './compose';
import { envelopeAddress, type Transport } from './transport';

export const MAX_ATTEMPTS = 5;
/** How long a claimed message stays claimed before another worker may retry it. */
const CLAIM_MS = 2 * 60_000;

/** Backoff after the n-th failed attempt: 1, 2, 4, 8 minutes. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 2 ** (attempts - 1);
}

export interface QueueInput extends Omit<OutgoingMail, 'from'> {
  userId: string | null;
  kind: string;
}

export type DeliveryResult = { status: 'sent' } | { status: 'pending' | 'failed'; error: string };

export interface Mailer {
  transportLabel: string;
  /** Queues a message inside the caller's transaction; returns the outbox id. */
  enqueue(tx: Tx, input: QueueInput): Promise<number>;
  /** Tries to deliver one queued message now (used right after a user action). */
  deliver(id: number, now?: Date): Promise<DeliveryResult>;
  /** Delivers every message whose next attempt is due; returns how many were tried. */
  deliverDue(now?: Date, limit?: number): Promise<number>;
  close(): void;
}

export function createMailer(db: Db, transport: Transport, from: string): Mailer {
  async function enqueue(tx: Tx, input: QueueInput): Promise<number> {
    const raw = await composeRaw({ ...input, from });
    const [row] = await tx
      .insert(emailOutbox)
      .values({ userId: input.userId, kind: input.kind, toAddress: input.to, subject: input.subject, raw })
      .returning({ id: emailOutbox.id });
    return row.id;
  }

  /** Claims pending rows so that two workers never send the same message at the same time. */
  async function claim(now: Date, ids?: number[], limit = 50) {
    const claimedUntil = new Date(now.getTime() + CLAIM_MS);
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            ids ? inArray(emailOutbox.id, ids) : lte(emailOutbox.nextAttemptAt, now),
            inArray(emailOutbox.status, ['pending', 'sending']),
            sql`coalesce(${emailOutbox.lockedUntil}, '-infinity') < ${now.toISOString()}`,
          ),
        )
        .orderBy(emailOutbox.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(emailOutbox)
        .set({ status: 'sending', lockedUntil: claimedUntil })
        .where(
          inArray(
            emailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  async function send(row: typeof emailOutbox.$inferSelect, now: Date): Promise<DeliveryResult> {
    try {
      await transport.send({
        id: row.id,
        kind: row.kind,
        to: row.toAddress,
        raw: row.raw,
        envelopeFrom: envelopeAddress(from),
      });
    } catch (err) {
      const attempts = row.attempts + 1;
      const error = err instanceof Error ? err.message : String(err);
      const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      await db.transaction(async (tx) => {
        await tx
          .update(emailOutbox)
          .set({
            status,
            attempts,
            lastError: error.slice(0, 500),
            lockedUntil: null,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          })
          .where(eq(emailOutbox.id, row.id));
        if (status === 'failed') {
          await tx.update(reminders).set({ status: 'failed' }).where(eq(reminders.outboxId, row.id));
        }
      });
      return { status, error };
    }
    const sentAt = new Date();
    await db.transaction(async (tx) => {
      await tx
        .update(emailOutbox)
        .set({ status: 'sent', attempts: row.attempts + 1, sentAt, lockedUntil: null, lastError: null })
        .where(eq(emailOutbox.id, row.id));
      await tx
        .update(reminders)
        .set({ status: 'sent', sentDate: sentAt })
        .where(eq(reminders.outboxId, row.id));
    });
    return { status: 'sent' };
  }

  return {
    transportLabel: transport.label,
    enqueue,
    async deliver(id, now = new Date()) {
      const [row] = await claim(now, [id], 1);
      if (!row) {
        const [current] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
        if (current?.status === 'sent') return { status: 'sent' };
        return {
          status: 'pending',
          error: current?.lastError ?? 'The message is being delivered by another worker.',
        };
      }
      return send(row, now);
    },
    async deliverDue(now = new Date(), limit = 50) {
      const rows = await claim(now, undefined, limit);
      for (const row of rows) await send(row, now);
      return rows.length;
    },
    close: () => transport.close(),
  };
}
