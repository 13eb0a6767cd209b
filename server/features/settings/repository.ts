import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notificationPreferences, settings, users } from '../../db/schema';
import type { Account } from '../../plugins/session';
import {
  DEFAULT_SETTINGS,
  type NotificationPreferences,
  preferencesOf,
  type SettingsValues,
  settingsValues,
} from './account-context';

export type { NotificationPreferences, SettingsRow, SettingsValues } from './account-context';
export { DEFAULT_NOTIFICATIONS, DEFAULT_SETTINGS } from './account-context';

/** Fields a PUT may leave out: their saved value stays (issue 3/6: as paymentLinkUrl does). */
type KeptWhenOmitted =
  | 'paymentLinkUrl'
  | 'creditNotePrefix'
  | 'postalCode'
  | 'city'
  | 'region'
  | 'vatId'
  | 'vatScheme'
  | 'paymentTermsDays'
  | 'documentLanguage'
  | 'legalName'
  | 'legalForm'
  | 'shareCapital'
  | 'registrations';

/** The user's company settings, or the defaults when none were saved yet. */
export async function getSettings(tx: Tx, userId: string): Promise<SettingsValues> {
  const [row] = await tx.select().from(settings).where(eq(settings.userId, userId));
  return settingsValues(row);
}

export async function getNotificationPreferences(tx: Tx, userId: string): Promise<NotificationPreferences> {
  const [row] = await tx
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return preferencesOf(row);
}

/**
 * Creates or replaces the user's settings row (one per user); a field left undefined (paymentLinkUrl
 * omitted from PUT) keeps its stored value, or the column's default on the first save.
 */
export async function upsertSettings(
  tx: Tx,
  userId: string,
  values: Omit<SettingsValues, KeptWhenOmitted> & Partial<Pick<SettingsValues, KeptWhenOmitted>>,
): Promise<void> {
  await tx
    .insert(settings)
    .values({ ...values, userId })
    .onConflictDoUpdate({ target: settings.userId, set: { ...values, updatedAt: new Date() } });
}

/** The zone lives on the user: registration fills it from the browser, Settings changes it. */
export async function setTimeZone(tx: Tx, userId: string, timeZone: string): Promise<void> {
  await tx.update(users).set({ timeZone, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function upsertNotificationPreferences(
  tx: Tx,
  userId: string,
  prefs: NotificationPreferences,
): Promise<void> {
  await tx
    .insert(notificationPreferences)
    .values({ ...prefs, userId })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...prefs, updatedAt: new Date() },
    });
}

/**
 * The user's time zone and company currency (defaulting as in Settings): from the session read when
 * the request has them (`request.account`), else in one read.
 */
export async function zoneAndCurrency(
  tx: Tx,
  userId: string,
  known?: Account,
): Promise<{ timeZone: string; currency: string }> {
  if (known) return { timeZone: known.timeZone, currency: known.currency ?? DEFAULT_SETTINGS.currency };
  const [row] = await tx
    .select({ timeZone: users.timeZone, currency: settings.currency })
    .from(users)
    .leftJoin(settings, eq(settings.userId, users.id))
    .where(eq(users.id, userId));
  return { timeZone: row?.timeZone ?? 'UTC', currency: row?.currency ?? DEFAULT_SETTINGS.currency };
}
