import { and, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import { type Db, isConnectionLost, type Tx } from '../db/client';
import { emailOutbox } from '../db/schema';
import { composeRaw, type OutgoingMail } from './compose';
import { dueOfAccount, fairDueIds, leaseFree } from './fair-claim';
import { type LimitReached, recipientList, type SendLimits, sendingRoom, sendLimitDeferral } from './limits';
import { envelopeAddress, type Transport } from './transport';

export const MAX_ATTEMPTS = 5;
/**
 * How long a claimed message stays claimed before another worker may take it over (the sender is
 * presumed dead). Longer than the SMTP transport's own time-outs, so a live sender never loses it.
 */
export const CLAIM_MS = 5 * 60_000;

/**
 * When a composer finds the PDF pool busy (503, or 429 for the account): the message is tried again
 * this much later, and the busy pool costs it none of its attempts (issue #22 item 2).
 */
export const BUSY_RETRY_MS = 30_000;
/** Busy is read from the HTTP status the pool's error carries, so mail depends on no caller's error type. */
function busy(err: unknown): boolean {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return status === 503 || status === 429;
}

/** Backoff after the n-th failed attempt: 1, 2, 4, 8 minutes. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 2 ** (attempts - 1);
}

interface Addressing {
  userId: string | null;
  kind: string;
  /** The invoice the message belongs to, when it does: its owner's hooks decide whether it is still wanted. */
  invoiceId?: number | null;
  /** When it was queued, by the caller's clock (counts such as the per-invoice cap read it); default now. */
  createdAt?: Date;
}

/** A message built now: what is delivered is what was queued. */
export interface QueueInput extends Content, Addressing {}

/**
 * A message whose content is costly to build (a receipt with its PDF): queued with what its composer
 * needs, composed by the worker right before the first attempt.
 */
export interface DeferredInput extends Addressing {
  to: string;
  subject: string;
  payload: unknown;
}

export type Content = Omit<OutgoingMail, 'from'> & {
  /** The sender's display name for this message (the company's, to clients); MAIL_FROM as it is when absent. */
  fromName?: string | null;
};

/** The queued message as the hooks see it. */
export interface QueuedMessage {
  id: number;
  userId: string | null;
  kind: string;
  invoiceId: number | null;
}

export type Outcome = 'sent' | 'failed' | 'cancelled' | 'deferred';

/**
 * What the features that queue mail tell the outbox, wired once at start (server/wiring.ts). The
 * outbox itself knows messages and transports only.
 */
export interface MailHooks {
  /** Runs in the claim transaction before a message bound to an invoice is sent; false cancels it. */
  stillWanted?(tx: Tx, message: QueuedMessage): Promise<boolean>;
  /** Builds the content of deferred messages, by kind; null when the message is no longer wanted. */
  composers?: Record<string, (payload: unknown) => Promise<Content | null>>;
  /** Runs in the transaction that records a message's outcome (e.g. the reminder history). */
  onSettled?(
    tx: Tx,
    message: QueuedMessage,
    outcome: Outcome,
    detail: { at: Date; note?: string },
  ): Promise<void>;
}

export type DeliveryResult =
  | { status: 'sent' }
  | { status: 'pending' | 'failed' | 'cancelled'; error: string }
  /** `reason`: the sending limit that deferred it, as the API's message. */
  | { status: 'deferred'; error: string; reason?: LimitReached['reason'] };

export interface Mailer {
  transportLabel: string;
  /** Queues a message inside the caller's transaction; returns the outbox id. */
  enqueue(tx: Tx, input: QueueInput): Promise<number>;
  /** Queues a message the worker composes later (see DeferredInput). */
  enqueueDeferred(tx: Tx, input: DeferredInput): Promise<number>;
  /**
   * Cancels the queued (not yet sending) messages of an invoice, of the given kinds, in the caller's
   * transaction; the hooks hear of each. Answers the cancelled ids.
   */
  cancelQueued(tx: Tx, invoiceId: number, kinds: string[]): Promise<number[]>;
  /** Cancels one queued message (still pending); the hooks hear of it. */
  cancel(id: number): Promise<void>;
  /** Why the account may not send one more email now (a sending limit), or null when it may. */
  /** `recipients`: how many addresses the next email goes to (a Cc is one more email sent). */
  limitReached(userId: string, now?: Date, recipients?: number): Promise<LimitReached | null>;
  /** How many more emails each account may send now, its queued ones counted (limits.ts sendingRoom). */
  sendingRoom(userIds: string[], now: Date): Promise<Map<string, number>>;
  /** Tries to deliver one queued message now (used right after a user action). */
  deliver(id: number, now?: Date): Promise<DeliveryResult>;
  /**
   * Delivers, one claim at a time, up to `limit` messages whose next attempt is due, round-robin by
   * account; returns how many were tried (deferred and cancelled messages are not counted).
   */
  deliverDue(now?: Date, limit?: number): Promise<number>;
  close(): void;
}

export interface MailerOptions {
  hooks?: MailHooks;
  limits?: SendLimits;
}

/** Never earlier than the real clock: a long tick's start time must not hand out stale leases. */
const clockAt = (now: Date) => new Date(Math.max(now.getTime(), Date.now()));

export function createMailer(db: Db, transport: Transport, from: string, opts: MailerOptions = {}): Mailer {
  const hooks = opts.hooks ?? {};
  type Row = typeof emailOutbox.$inferSelect;
  const message = (row: Pick<Row, 'id' | 'userId' | 'kind' | 'invoiceId'>): QueuedMessage => ({
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    invoiceId: row.invoiceId,
  });
  const settle = (tx: Tx, row: Parameters<typeof message>[0], outcome: Outcome, at: Date, note?: string) =>
    hooks.onSettled?.(tx, message(row), outcome, { at, note });
  /** The message's bytes, from MAIL_FROM's address under the message's own display name when it has one. */
  const toRaw = (content: Content) =>
    composeRaw({
      ...content,
      from: content.fromName ? { name: content.fromName, address: envelopeAddress(from) } : from,
    });

  async function insert(
    tx: Tx,
    input: Addressing & { to: string; cc?: string | null; subject: string },
    raw: string | null,
    payload?: unknown,
  ) {
    const [row] = await tx
      .insert(emailOutbox)
      .values({
        userId: input.userId,
        kind: input.kind,
        invoiceId: input.invoiceId ?? null,
        // Every recipient, comma-separated: the envelope and the sending limits count each one.
        toAddress: recipientList(input.to, input.cc),
        subject: input.subject,
        raw,
        payload: payload ?? null,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })
      .returning({ id: emailOutbox.id });
    return row.id;
  }

  type Claim = { row: Row } | { cancelled: number } | ({ deferred: number } & LimitReached) | undefined;

  /**
   * Claims ONE message right before it is sent, so its lease starts when sending starts. The lease
   * (locked_until) doubles as the claim token: only the holder's result is written back. A message
   * bound to an invoice is checked once more by its owner's hook (which may lock the invoice), and
   * the account's sending limits may defer it, with the rest of its due mail, to a later hour.
   * `onlyDue` claims it only while it is due (a tick's plan); without, at once (right after a request).
   */
  async function claimOne(now: Date, id: number, onlyDue = false): Promise<Claim> {
    const clock = clockAt(now);
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.id, id),
            onlyDue ? lte(emailOutbox.nextAttemptAt, now) : undefined,
            inArray(emailOutbox.status, ['pending', 'sending']),
            leaseFree(clock),
          ),
        )
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      if (due.invoiceId !== null && hooks.stillWanted && !(await hooks.stillWanted(tx, message(due)))) {
        await tx
          .update(emailOutbox)
          .set({ status: 'cancelled', lockedUntil: null })
          .where(eq(emailOutbox.id, due.id));
        await settle(tx, due, 'cancelled', now);
        return { cancelled: due.id };
      }
      const deferral = await sendLimitDeferral(tx, opts.limits, due, now);
      if (deferral && due.userId) {
        // The account's other due mail waits with it, so none of it takes a later claim's place
        // (issue #22 item 4): a deferred message is not due again before its account may send.
        const deferred = await tx
          .update(emailOutbox)
          .set({ status: 'pending', lockedUntil: null, nextAttemptAt: deferral.until })
          .where(
            or(eq(emailOutbox.id, due.id), inArray(emailOutbox.id, dueOfAccount(tx, due.userId, now, clock))),
          )
          .returning();
        for (const row of deferred) await settle(tx, row, 'deferred', now, deferral.note);
        return { deferred: due.id, note: deferral.note, reason: deferral.reason };
      }
      // The row was read whole above; only the claim's own columns come back (not the message again).
      const [claimed] = await tx
        .update(emailOutbox)
        .set({ status: 'sending', lockedUntil: new Date(clock.getTime() + CLAIM_MS) })
        .where(eq(emailOutbox.id, due.id))
        .returning({ status: emailOutbox.status, lockedUntil: emailOutbox.lockedUntil });
      return { row: { ...due, ...claimed } };
    });
  }

  /** Cancels the pending messages that match; the hooks hear of each. */
  async function cancelPending(tx: Tx, match: SQL): Promise<number[]> {
    const rows = await tx
      .update(emailOutbox)
      .set({ status: 'cancelled', lockedUntil: null })
      .where(and(match, eq(emailOutbox.status, 'pending')))
      .returning();
    const at = new Date();
    for (const row of rows) await settle(tx, row, 'cancelled', at);
    return rows.map((r) => r.id);
  }

  /** Writes a result back only while this sender still holds the claim (its lease is the token). */
  const stillHeld = (row: Row) =>
    and(
      eq(emailOutbox.id, row.id),
      eq(emailOutbox.status, 'sending'),
      eq(emailOutbox.lockedUntil, row.lockedUntil!),
    );

  /** The stored message, or the deferred one composed now by its kind's composer (null: not wanted). */
  async function rawOf(row: Row): Promise<string | null> {
    if (row.raw !== null) return row.raw;
    const compose = hooks.composers?.[row.kind];
    if (!compose) throw new Error(`No composer for deferred mail of kind "${row.kind}"`);
    const content = await compose(row.payload);
    return content && toRaw(content);
  }

  /** Puts a message back for a retry shortly, its attempts untouched (the PDF pool was busy, or the database went away). */
  async function reschedule(row: Row, now: Date, error: string): Promise<DeliveryResult> {
    await db
      .update(emailOutbox)
      .set({
        status: 'pending',
        lastError: error.slice(0, 500),
        lockedUntil: null,
        nextAttemptAt: new Date(clockAt(now).getTime() + BUSY_RETRY_MS),
      })
      .where(stillHeld(row));
    return { status: 'pending', error };
  }

  async function send(row: Row, now: Date): Promise<DeliveryResult> {
    let raw: string | null = null;
    let composing = true;
    // A deferred message's bytes are stored once composed, so a retry sends what the first try did; a
    // message queued whole is not written again (its PDF would cross to the database a second time).
    const composedNow = () => (row.raw === null && raw !== null ? { raw } : {});
    try {
      raw = await rawOf(row);
      composing = false;
      if (raw === null) {
        await db.transaction(async (tx) => {
          const updated = await tx
            .update(emailOutbox)
            .set({ status: 'cancelled', lockedUntil: null })
            .where(stillHeld(row))
            .returning({ id: emailOutbox.id });
          if (updated.length > 0) await settle(tx, row, 'cancelled', now);
        });
        return { status: 'cancelled', error: 'The email is no longer wanted.' };
      }
      await transport.send({
        id: row.id,
        kind: row.kind,
        to: row.toAddress,
        raw,
        envelopeFrom: envelopeAddress(from),
      });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      // A busy PDF pool, or the database lost while composing (a failover: decision 021), is no fault
      // of the message. A transport error counts: an SMTP server that refuses is an attempt.
      if (busy(err) || (composing && isConnectionLost(err))) return reschedule(row, now, error);
      const attempts = row.attempts + 1;
      const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(emailOutbox)
          .set({
            status,
            attempts,
            ...composedNow(),
            lastError: error.slice(0, 500),
            lockedUntil: null,
            nextAttemptAt: new Date(clockAt(now).getTime() + retryDelayMs(attempts)),
          })
          .where(stillHeld(row))
          .returning({ id: emailOutbox.id });
        if (updated.length > 0 && status === 'failed') await settle(tx, row, 'failed', now);
      });
      return { status, error };
    }
    const sentAt = new Date();
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(emailOutbox)
        .set({
          status: 'sent',
          ...composedNow(),
          attempts: row.attempts + 1,
          sentAt,
          lockedUntil: null,
          lastError: null,
        })
        .where(stillHeld(row))
        .returning({ id: emailOutbox.id });
      if (updated.length > 0) await settle(tx, row, 'sent', sentAt);
    });
    return { status: 'sent' };
  }

  return {
    transportLabel: transport.label,
    async enqueue(tx, input) {
      return insert(tx, input, await toRaw(input));
    },
    enqueueDeferred: (tx, input) => insert(tx, input, null, input.payload),
    cancelQueued: (tx, invoiceId, kinds) =>
      cancelPending(tx, and(eq(emailOutbox.invoiceId, invoiceId), inArray(emailOutbox.kind, kinds))!),
    async cancel(id) {
      await db.transaction((tx) => cancelPending(tx, eq(emailOutbox.id, id)));
    },
    async limitReached(userId, now = new Date(), recipients = 1) {
      const deferral = await sendLimitDeferral(db, opts.limits, { userId, kind: '', recipients }, now);
      return deferral && { note: deferral.note, reason: deferral.reason };
    },
    sendingRoom: (userIds, now) => sendingRoom(db, opts.limits, userIds, now),
    async deliver(id, now = new Date()) {
      const claim = await claimOne(now, id);
      if (claim && 'row' in claim) return send(claim.row, now);
      if (claim && 'cancelled' in claim)
        return { status: 'cancelled', error: 'The email is no longer wanted.' };
      if (claim) return { status: 'deferred', error: claim.note, reason: claim.reason };
      const [current] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      if (current?.status === 'sent') return { status: 'sent' };
      if (current?.status === 'cancelled') return { status: 'cancelled', error: 'The email was cancelled.' };
      return {
        status: current?.status === 'failed' ? 'failed' : 'pending',
        error: current?.lastError ?? 'The message is being delivered by another worker.',
      };
    },
    async deliverDue(now = new Date(), limit = 50) {
      // Rounds over a fair plan (fair-claim.ts). A message deferred or cancelled on its claim costs
      // no place: the next round plans the places left. A round that claims nothing ends the tick.
      let tried = 0;
      for (let claimed = true; claimed && tried < limit; ) {
        claimed = false;
        for (const id of await fairDueIds(db, now, clockAt(now), limit - tried)) {
          const claim = await claimOne(now, id, true);
          if (!claim) continue;
          claimed = true;
          if (!('row' in claim)) continue;
          tried++;
          await send(claim.row, now);
        }
      }
      return tried;
    },
    close: () => transport.close(),
  };
}
