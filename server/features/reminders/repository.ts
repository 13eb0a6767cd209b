import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { reminderFlowTemplates, reminderSchedules, reminders, users } from '../../db/schema';

export type TemplateRow = typeof reminderFlowTemplates.$inferSelect;
export type NewTemplateRow = Omit<typeof reminderFlowTemplates.$inferInsert, 'id' | 'userId'>;
export type ScheduleRow = typeof reminderSchedules.$inferSelect;
export type ReminderRow = typeof reminders.$inferSelect;
/** What planning an invoice's steps needs of it. */
export interface StepsInvoice {
  id: number;
  userId: string;
  dueDate: string;
  sendReminders: boolean;
  reminderFlowTemplateId: number | null;
}

/** Serialises a user's template writes, so "one default per user" never races. */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export function listTemplates(tx: Tx, userId: string): Promise<TemplateRow[]> {
  return tx
    .select()
    .from(reminderFlowTemplates)
    .where(eq(reminderFlowTemplates.userId, userId))
    .orderBy(
      desc(reminderFlowTemplates.isDefault),
      asc(reminderFlowTemplates.createdAt),
      asc(reminderFlowTemplates.id),
    );
}

export async function findTemplate(tx: Tx, userId: string, id: number): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(reminderFlowTemplates)
    .where(and(eq(reminderFlowTemplates.id, id), eq(reminderFlowTemplates.userId, userId)));
  return row;
}

export async function findDefaultTemplate(tx: Tx, userId: string): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(reminderFlowTemplates)
    .where(and(eq(reminderFlowTemplates.userId, userId), eq(reminderFlowTemplates.isDefault, true)));
  return row;
}

/** Clears the default flag on the user's templates other than `exceptId`. */
export async function clearDefault(tx: Tx, userId: string, exceptId?: number): Promise<void> {
  await tx
    .update(reminderFlowTemplates)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(reminderFlowTemplates.userId, userId),
        eq(reminderFlowTemplates.isDefault, true),
        exceptId === undefined ? undefined : ne(reminderFlowTemplates.id, exceptId),
      ),
    );
}

export async function insertTemplate(tx: Tx, userId: string, values: NewTemplateRow): Promise<TemplateRow> {
  const [row] = await tx
    .insert(reminderFlowTemplates)
    .values({ ...values, userId })
    .returning();
  return row;
}

export async function updateTemplate(
  tx: Tx,
  userId: string,
  id: number,
  values: Partial<NewTemplateRow>,
): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .update(reminderFlowTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(reminderFlowTemplates.id, id), eq(reminderFlowTemplates.userId, userId)))
    .returning();
  return row;
}

export async function deleteTemplate(tx: Tx, userId: string, id: number): Promise<boolean> {
  const rows = await tx
    .delete(reminderFlowTemplates)
    .where(and(eq(reminderFlowTemplates.id, id), eq(reminderFlowTemplates.userId, userId)))
    .returning({ id: reminderFlowTemplates.id });
  return rows.length > 0;
}

export async function findSchedule(
  tx: Tx,
  userId: string,
  invoiceId: number,
): Promise<ScheduleRow | undefined> {
  const [row] = await tx
    .select()
    .from(reminderSchedules)
    .where(and(eq(reminderSchedules.invoiceId, invoiceId), eq(reminderSchedules.userId, userId)));
  return row;
}

export async function insertSchedule(
  tx: Tx,
  values: typeof reminderSchedules.$inferInsert,
): Promise<ScheduleRow | undefined> {
  const [row] = await tx
    .insert(reminderSchedules)
    .values(values)
    .onConflictDoNothing({ target: reminderSchedules.invoiceId })
    .returning();
  return row;
}

export async function updateSchedule(
  tx: Tx,
  userId: string,
  invoiceId: number,
  values: Partial<typeof reminderSchedules.$inferInsert>,
): Promise<ScheduleRow | undefined> {
  const [row] = await tx
    .update(reminderSchedules)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(reminderSchedules.invoiceId, invoiceId), eq(reminderSchedules.userId, userId)))
    .returning();
  return row;
}

export async function deleteSchedule(tx: Tx, userId: string, invoiceId: number): Promise<boolean> {
  const rows = await tx
    .delete(reminderSchedules)
    .where(and(eq(reminderSchedules.invoiceId, invoiceId), eq(reminderSchedules.userId, userId)))
    .returning({ id: reminderSchedules.id });
  return rows.length > 0;
}

export function listReminders(tx: Tx, userId: string): Promise<ReminderRow[]> {
  return tx
    .select()
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(desc(reminders.createdAt), desc(reminders.id));
}

export async function findReminder(tx: Tx, id: number): Promise<ReminderRow | undefined> {
  const [row] = await tx.select().from(reminders).where(eq(reminders.id, id));
  return row;
}

/** What an invoice's reminder history says for planning: the recorded step keys and the last reminder. */
export interface History {
  /** Step keys already recorded (sent, pending, failed or skipped). */
  keys: Set<string>;
  /** When the latest reminder that went out (or is going out) was recorded; the invoice email does not count. */
  lastReminderAt: Date | null;
  /** When Duely last emailed the invoice itself (an `invoice:` row not cancelled), issue #22 item 13. */
  lastEmailedAt: Date | null;
}

export async function histories(tx: Tx, invoiceIds: number[]): Promise<Map<number, History>> {
  const out = new Map<number, History>();
  for (const id of invoiceIds) out.set(id, { keys: new Set(), lastReminderAt: null, lastEmailedAt: null });
  for (let i = 0; i < invoiceIds.length; i += 1000) {
    const rows = await tx
      .select({
        invoiceId: reminders.invoiceId,
        stepKey: reminders.stepKey,
        status: reminders.status,
        createdAt: reminders.createdAt,
      })
      .from(reminders)
      .where(inArray(reminders.invoiceId, invoiceIds.slice(i, i + 1000)));
    for (const r of rows) {
      const h = out.get(r.invoiceId)!;
      h.keys.add(r.stepKey);
      const invoiceEmail = r.stepKey.startsWith('invoice:');
      const counts = (r.status === 'sent' || r.status === 'pending') && !invoiceEmail;
      if (counts && (!h.lastReminderAt || r.createdAt > h.lastReminderAt)) h.lastReminderAt = r.createdAt;
      // A cancelled invoice email (skipped) never went out; a failed one is still that day's email from
      // Duely (its owner sees it failed in the history and sends it again).
      const emailed = invoiceEmail && r.status !== 'skipped';
      if (emailed && (!h.lastEmailedAt || r.createdAt > h.lastEmailedAt)) h.lastEmailedAt = r.createdAt;
    }
  }
  return out;
}

export async function hasReminder(tx: Tx, invoiceId: number, stepKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(eq(reminders.invoiceId, invoiceId), eq(reminders.stepKey, stepKey)));
  return Boolean(row);
}

/**
 * Records a reminder; answers undefined when the invoice already has one with this step key
 * (the unique index is what makes every planned send happen at most once).
 */
export async function insertReminder(
  tx: Tx,
  values: typeof reminders.$inferInsert,
): Promise<ReminderRow | undefined> {
  const [row] = await tx
    .insert(reminders)
    .values(values)
    .onConflictDoNothing({ target: [reminders.invoiceId, reminders.stepKey] })
    .returning();
  return row;
}

export async function linkOutbox(tx: Tx, reminderId: number, outboxId: number): Promise<void> {
  await tx.update(reminders).set({ outboxId }).where(eq(reminders.id, reminderId));
}

export function templatesOfUsers(tx: Tx, userIds: string[]): Promise<TemplateRow[]> {
  return tx.select().from(reminderFlowTemplates).where(inArray(reminderFlowTemplates.userId, userIds));
}

/** Which of these (invoice, step) pairs are already recorded, by invoice id (a cheap look before a batch claim). */
export async function recordedSteps(
  tx: Tx,
  steps: { invoiceId: number; stepKey: string }[],
): Promise<Set<number>> {
  if (steps.length === 0) return new Set();
  const wanted = new Set(steps.map((s) => `${s.invoiceId}:${s.stepKey}`));
  const rows = await tx
    .select({ invoiceId: reminders.invoiceId, stepKey: reminders.stepKey })
    .from(reminders)
    .where(
      and(
        inArray(
          reminders.invoiceId,
          steps.map((s) => s.invoiceId),
        ),
        inArray(
          reminders.stepKey,
          steps.map((s) => s.stepKey),
        ),
      ),
    );
  return new Set(rows.filter((r) => wanted.has(`${r.invoiceId}:${r.stepKey}`)).map((r) => r.invoiceId));
}

/** The schedules of these invoices, by invoice id. */
export async function schedulesOf(tx: Tx, invoiceIds: number[]): Promise<Map<number, ScheduleRow>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(reminderSchedules)
    .where(inArray(reminderSchedules.invoiceId, invoiceIds));
  return new Map(rows.map((r) => [r.invoiceId, r]));
}

/**
 * Records several reminders in one statement; answers the id of each row inserted, keyed
 * `invoiceId:stepKey`. A step already recorded is not inserted (the unique index: every planned send
 * happens at most once), so it is missing from the answer.
 */
export async function insertReminders(
  tx: Tx,
  values: (typeof reminders.$inferInsert)[],
): Promise<Map<string, number>> {
  if (values.length === 0) return new Map();
  const rows = await tx
    .insert(reminders)
    .values(values)
    .onConflictDoNothing({ target: [reminders.invoiceId, reminders.stepKey] })
    .returning({ id: reminders.id, invoiceId: reminders.invoiceId, stepKey: reminders.stepKey });
  return new Map(rows.map((r) => [`${r.invoiceId}:${r.stepKey}`, r.id]));
}
