import { and, asc, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invoices, recurringInvoices, recurringOccurrences, users } from '../../db/schema';
import { sendHourPassedSql } from '../../lib/send-moment';
import { companyReadySql } from '../settings/company-ready';

export type ProfileRow = typeof recurringInvoices.$inferSelect;
export type NewProfileRow = typeof recurringInvoices.$inferInsert;

/** One page of the user's profiles, newest first, and how many there are in all. */
export async function pageProfiles(
  tx: Tx,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: ProfileRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    tx
      .select()
      .from(recurringInvoices)
      .where(eq(recurringInvoices.userId, userId))
      .orderBy(desc(recurringInvoices.createdAt), desc(recurringInvoices.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    countProfiles(tx, userId),
  ]);
  return { rows, total };
}

export async function countProfiles(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(recurringInvoices)
    .where(eq(recurringInvoices.userId, userId));
  return row.count;
}

/**
 * Locks the user's row until the transaction ends, so creates of one user count their profiles one
 * after another. FOR NO KEY UPDATE: rows that merely reference the user (FOR KEY SHARE) still insert.
 */
export async function lockOwner(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function findProfile(
  tx: Tx,
  userId: string,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<ProfileRow | undefined> {
  const query = tx
    .select()
    .from(recurringInvoices)
    .where(and(eq(recurringInvoices.id, id), eq(recurringInvoices.userId, userId)));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertProfile(tx: Tx, values: NewProfileRow): Promise<ProfileRow> {
  const [row] = await tx.insert(recurringInvoices).values(values).returning();
  return row;
}

export async function updateProfile(tx: Tx, id: number, values: Partial<NewProfileRow>): Promise<ProfileRow> {
  const [row] = await tx
    .update(recurringInvoices)
    .set(values)
    .where(eq(recurringInvoices.id, id))
    .returning();
  return row;
}

/** The profile goes with its occurrences; the invoices it made stay (their link is set to null). */
export async function deleteProfile(tx: Tx, userId: string, id: number): Promise<boolean> {
  const rows = await tx
    .delete(recurringInvoices)
    .where(and(eq(recurringInvoices.id, id), eq(recurringInvoices.userId, userId)))
    .returning({ id: recurringInvoices.id });
  return rows.length > 0;
}

export async function countProfilesOfClient(tx: Tx, userId: string, clientId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(recurringInvoices)
    .where(and(eq(recurringInvoices.userId, userId), eq(recurringInvoices.clientId, clientId)));
  return row.count;
}

/**
 * The profiles a tick works on at `now`, fairly (issue #22 item 5): each account's due profiles,
 * oldest next issue date first, at most `perAccount` of them; then the accounts' first profiles before
 * anyone's second, and so on; at most `limit` in all. Due means an occurrence on or before the owner's
 * today, not paused, not ended, and not sending for an account on hold: whether its SEND_HOUR has come
 * is checked under the row lock.
 */
export function dueProfiles(
  db: Db,
  now: Date,
  opts: { perAccount: number; limit: number },
): Promise<{ id: number; userId: string }[]> {
  const ranked = db
    .select({
      id: recurringInvoices.id,
      userId: recurringInvoices.userId,
      nextIssueDate: recurringInvoices.nextIssueDate,
      rank: sql<number>`row_number() over (partition by ${recurringInvoices.userId} order by ${recurringInvoices.nextIssueDate}, ${recurringInvoices.id})`.as(
        'rank',
      ),
    })
    .from(recurringInvoices)
    .innerJoin(users, eq(users.id, recurringInvoices.userId))
    .where(
      and(
        eq(recurringInvoices.paused, false),
        // Its send hour has come on the owner's wall clock: a profile of today still waiting for its
        // SEND_HOUR takes no place in the plan, so it never keeps a ready one out of the tick's budget.
        sendHourPassedSql(sql`${recurringInvoices.nextIssueDate}`, now),
        // Send mode (send-mode.ts: either sending value) waits while the company is not set up, and
        // catches up once it is (decision 017).
        or(eq(recurringInvoices.sendMode, 'draft'), companyReadySql(recurringInvoices.userId)),
      ),
    )
    .as('ranked');
  return db
    .select({ id: ranked.id, userId: ranked.userId })
    .from(ranked)
    .where(lte(ranked.rank, opts.perAccount))
    .orderBy(asc(ranked.rank), asc(ranked.nextIssueDate), asc(ranked.id))
    .limit(opts.limit);
}

/** The profile row locked for this transaction, or undefined while another worker holds it. */
export async function lockProfile(tx: Tx, id: number): Promise<ProfileRow | undefined> {
  const [row] = await tx
    .select()
    .from(recurringInvoices)
    .where(eq(recurringInvoices.id, id))
    .for('update', { skipLocked: true });
  return row;
}

/** Records an occurrence; undefined when the (profile, issue date) was already made. */
export async function claimOccurrence(
  tx: Tx,
  values: typeof recurringOccurrences.$inferInsert,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(recurringOccurrences)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: recurringOccurrences.id });
  return row?.id;
}

export async function setOccurrenceInvoice(
  tx: Tx,
  occurrenceId: number,
  invoiceId: number,
  digestPending: boolean,
): Promise<void> {
  await tx
    .update(recurringOccurrences)
    .set({ invoiceId, digestPending })
    .where(eq(recurringOccurrences.id, occurrenceId));
}

/** Users with drafts not yet listed in a "ready for review" email. */
export async function usersWithPendingDigest(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: recurringOccurrences.userId })
    .from(recurringOccurrences)
    .where(eq(recurringOccurrences.digestPending, true));
  return rows.map((r) => r.userId);
}

/** The user's drafts awaiting the digest, locked (another worker's are skipped), with what the email lists. */
export function lockPendingDigest(tx: Tx, userId: string) {
  return tx
    .select({
      occurrenceId: recurringOccurrences.id,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      clientName: invoices.clientName,
      total: invoices.total,
      currency: invoices.currency,
      issueDate: invoices.issueDate,
    })
    .from(recurringOccurrences)
    .innerJoin(invoices, eq(invoices.id, recurringOccurrences.invoiceId))
    .where(and(eq(recurringOccurrences.userId, userId), eq(recurringOccurrences.digestPending, true)))
    .orderBy(invoices.issueDate, invoices.id)
    .for('update', { of: recurringOccurrences, skipLocked: true });
}

export async function clearDigest(tx: Tx, occurrenceIds: number[]): Promise<void> {
  if (occurrenceIds.length === 0) return;
  await tx
    .update(recurringOccurrences)
    .set({ digestPending: false })
    .where(sql`${recurringOccurrences.id} in (${sql.join(occurrenceIds, sql`, `)})`);
}

export async function accountEmail(tx: Tx, userId: string): Promise<string | undefined> {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** Drafts deleted before their digest went out are not waited for. */
export async function clearOrphanDigests(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(recurringOccurrences)
    .set({ digestPending: false })
    .where(
      and(
        eq(recurringOccurrences.userId, userId),
        eq(recurringOccurrences.digestPending, true),
        sql`${recurringOccurrences.invoiceId} is null`,
      ),
    );
}
