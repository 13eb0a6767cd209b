import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { emailOutbox, reminders } from '../db/schema';
import { composeRaw, type OutgoingMail } from './compose';
import { envelopeAddress, type Transport } from './transport';

export const MAX_ATTEMPTS = 5;
/**
 * How long a claimed message stays claimed before another worker may take it over (the sender is
 * presumed dead). Longer than the SMTP transport's own time-outs, so a live sender never loses it.
 */
export const CLAIM_MS = 5 * 60_000;

/** Backoff after the n-th failed attempt: 1, 2, 4, 8 minutes. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 2 ** (attempts - 1);
}

/** Invoice emails and reminders: they stop once their invoice no longer wants them. */
const INVOICE_MAIL_KINDS = ['invoice', 'reminder'];

/**
 * An invoice email or reminder in the outbox is still wanted while its invoice exists and is unpaid,
 * and — for automatic reminders — while reminders are on for the invoice and for its owner.
 * Invoice emails and manual reminders were asked for by the user, so only paid or deleted stop them.
 */
export const invoiceMailWanted = sql`exists (
  select 1 from reminders r
  join invoices i on i.id = r.invoice_id
  left join notification_preferences p on p.user_id = i.user_id
  where r.outbox_id = email_outbox.id
    and i.status <> 'paid'
    and (r.step_key like 'invoice:%' or r.step_key like 'manual:%'
         or (i.send_reminders and coalesce(p.email_reminders, true)))
)`;

export interface QueueInput extends Omit<OutgoingMail, 'from'> {
  userId: string | null;
  kind: string;
}

export type DeliveryResult =
  | { status: 'sent' }
  | { status: 'pending' | 'failed' | 'cancelled'; error: string };

export interface Mailer {
  transportLabel: string;
  /** Queues a message inside the caller's transaction; returns the outbox id. */
  enqueue(tx: Tx, input: QueueInput): Promise<number>;
  /** Tries to deliver one queued message now (used right after a user action). */
  deliver(id: number, now?: Date): Promise<DeliveryResult>;
  /** Delivers, one claim at a time, the messages whose next attempt is due; returns how many were tried. */
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

  type Row = typeof emailOutbox.$inferSelect;
  type Claim = { row: Row } | { cancelled: number } | undefined;

  /**
   * Claims ONE message right before it is sent, so its lease starts when sending starts. The lease
   * (locked_until) doubles as the claim token: only the holder's result is written back. An invoice
   * email or reminder is checked once more under a share lock on its invoice, so a "mark paid" that
   * committed first cancels it, and one that comes later waits for the claim.
   */
  async function claimOne(now: Date, id?: number): Promise<Claim> {
    // Never earlier than the real clock: a long tick's start time must not hand out stale leases.
    const clock = new Date(Math.max(now.getTime(), Date.now()));
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: emailOutbox.id, kind: emailOutbox.kind })
        .from(emailOutbox)
        .where(
          and(
            id === undefined ? lte(emailOutbox.nextAttemptAt, now) : eq(emailOutbox.id, id),
            inArray(emailOutbox.status, ['pending', 'sending']),
            sql`coalesce(${emailOutbox.lockedUntil}, '-infinity') < ${clock.toISOString()}`,
          ),
        )
        .orderBy(emailOutbox.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      if (INVOICE_MAIL_KINDS.includes(due.kind)) {
        await tx.execute(
          sql`select i.id from invoices i join reminders r on r.invoice_id = i.id where r.outbox_id = ${due.id} for share of i`,
        );
        const [still] = await tx
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.id, due.id), invoiceMailWanted));
        if (!still) {
          await tx
            .update(emailOutbox)
            .set({ status: 'cancelled', lockedUntil: null })
            .where(eq(emailOutbox.id, due.id));
          await tx
            .update(reminders)
            .set({ status: 'skipped' })
            .where(and(eq(reminders.outboxId, due.id), eq(reminders.status, 'pending')));
          return { cancelled: due.id };
        }
      }
      const [row] = await tx
        .update(emailOutbox)
        .set({ status: 'sending', lockedUntil: new Date(clock.getTime() + CLAIM_MS) })
        .where(eq(emailOutbox.id, due.id))
        .returning();
      return { row };
    });
  }

  /** Writes a result back only while this sender still holds the claim (its lease is the token). */
  const stillHeld = (row: Row) =>
    and(
      eq(emailOutbox.id, row.id),
      eq(emailOutbox.status, 'sending'),
      eq(emailOutbox.lockedUntil, row.lockedUntil!),
    );

  async function send(row: Row, now: Date): Promise<DeliveryResult> {
    try {
      await transport.send({
        id: row.id,
        kind: row.kind,
        to: row.toAddress,
        raw: row.raw!,
        envelopeFrom: envelopeAddress(from),
      });
    } catch (err) {
      const attempts = row.attempts + 1;
      const error = err instanceof Error ? err.message : String(err);
      const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(emailOutbox)
          .set({
            status,
            attempts,
            lastError: error.slice(0, 500),
            lockedUntil: null,
            nextAttemptAt: new Date(Math.max(now.getTime(), Date.now()) + retryDelayMs(attempts)),
          })
          .where(stillHeld(row))
          .returning({ id: emailOutbox.id });
        if (updated.length > 0 && status === 'failed') {
          await tx.update(reminders).set({ status: 'failed' }).where(eq(reminders.outboxId, row.id));
        }
      });
      return { status, error };
    }
    const sentAt = new Date();
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(emailOutbox)
        .set({ status: 'sent', attempts: row.attempts + 1, sentAt, lockedUntil: null, lastError: null })
        .where(stillHeld(row))
        .returning({ id: emailOutbox.id });
      if (updated.length === 0) return;
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
      const claim = await claimOne(now, id);
      if (claim && 'row' in claim) return send(claim.row, now);
      if (claim) return { status: 'cancelled', error: 'The invoice no longer wants this email.' };
      const [current] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      if (current?.status === 'sent') return { status: 'sent' };
      if (current?.status === 'cancelled') return { status: 'cancelled', error: 'The email was cancelled.' };
      return {
        status: current?.status === 'failed' ? 'failed' : 'pending',
        error: current?.lastError ?? 'The message is being delivered by another worker.',
      };
    },
    async deliverDue(now = new Date(), limit = 50) {
      let tried = 0;
      for (; tried < limit; tried++) {
        const claim = await claimOne(now);
        if (!claim) break;
        if ('row' in claim) await send(claim.row, now);
      }
      return tried;
    },
    close: () => transport.close(),
  };
}
