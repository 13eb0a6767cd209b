/**
 * The account as operations need it (issue 6/6 target 7): zone, today, locale, currency, company
 * ready, notification preferences and the company settings, read once — with the session for a
 * request, once per claim (for a whole batch of accounts) in the reminder worker — and handed down
 * instead of each function reading the time zone or the settings again.
 */
import { eq, inArray } from 'drizzle-orm';
import { isCompanyReady } from '../../../shared/company-setup';
import { todayIn } from '../../../shared/dates';
import { localeForCountry } from '../../../shared/locale-defaults';
import { fullName } from '../../../shared/names';
import type { VatScheme } from '../../../shared/tax';
import type { Tx } from '../../db/client';
import { notificationPreferences, settings, users } from '../../db/schema';

export type SettingsRow = typeof settings.$inferSelect;
/** The column holds only VAT_SCHEMES (the body is checked, the migration defaults to standard). */
export type SettingsValues = Omit<SettingsRow, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'vatScheme'> & {
  vatScheme: VatScheme;
};

/** SPEC §3/§9: what a user who never saved Settings gets (client-side form defaults). */
export const DEFAULT_SETTINGS: SettingsValues = {
  companyName: null,
  email: null,
  phone: null,
  website: null,
  address: null,
  postalCode: null,
  city: null,
  region: null,

  legalName: null,
  legalForm: null,
  shareCapital: null,
  registrations: [],
  taxId: null,
  vatId: null,
  vatScheme: 'standard',
  paymentTermsDays: 30,
  currency: 'EUR',
  taxRate: '19.00',
  invoicePrefix: 'INV',
  invoiceNumberStart: 1000,
  creditNotePrefix: 'CN',
  paymentInstructions: null,
  country: 'DE',
  documentLanguage: 'de',
  bankName: null,
  accountNumber: null,
  routingNumber: null,
  iban: null,
  swiftCode: null,
  bic: null,
  blz: null,
  sortCode: null,
  paymentLinkUrl: null,
};

export type NotificationPreferences = {
  emailReminders: boolean;
  paymentNotifications: boolean;
  overdueAlerts: boolean;
  weeklyReports: boolean;
};

/** SPEC §3 defaults: reminders, payment notifications and overdue alerts on; weekly reports off. */
export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  emailReminders: true,
  paymentNotifications: true,
  overdueAlerts: true,
  weeklyReports: false,
};

export interface AccountContext {
  userId: string;
  /** The account's IANA zone: "today" and "this month" are the account's, not the server's. */
  timeZone: string;
  /** YYYY-MM-DD in `timeZone` at the `now` the context was made for. */
  today: string;
  /** The locale the company's documents and emails are written in (its country's). */
  locale: string;
  /** The company currency (Settings; EUR before they were saved). */
  currency: string;
  /** docs/decisions/017: a company name and email, without which nothing is emailed to a client. */
  companyReady: boolean;
  preferences: NotificationPreferences;
  /** The company settings, or their defaults before they were first saved. */
  settings: SettingsValues;
  /** The account holder's name (the e-invoice's seller contact), null without one. */
  name: string | null;
}

/** What the one statement reads: the user, its settings row and its preferences row (either may be absent). */
export const accountColumns = {
  userId: users.id,
  timeZone: users.timeZone,
  firstName: users.firstName,
  lastName: users.lastName,
  settings,
  preferences: notificationPreferences,
};

export interface AccountRow {
  userId: string;
  timeZone: string;
  firstName: string | null;
  lastName: string | null;
  settings: SettingsRow | null;
  preferences: typeof notificationPreferences.$inferSelect | null;
}

/** A settings row as the values operations use (defaults before the first save). */
export function settingsValues(row: SettingsRow | null | undefined): SettingsValues {
  if (!row) return { ...DEFAULT_SETTINGS };
  const { id: _id, userId: _u, createdAt: _c, updatedAt: _up, vatScheme, ...values } = row;
  return { ...values, vatScheme: vatScheme === 'small_business' ? 'small_business' : 'standard' };
}

export function preferencesOf(
  row: typeof notificationPreferences.$inferSelect | null | undefined,
): NotificationPreferences {
  if (!row) return { ...DEFAULT_NOTIFICATIONS };
  const { emailReminders, paymentNotifications, overdueAlerts, weeklyReports } = row;
  return { emailReminders, paymentNotifications, overdueAlerts, weeklyReports };
}

/** The context of a row read with accountColumns (by the session read, or by the loaders below) at `now`. */
export function accountContextOf(row: AccountRow, now: Date = new Date()): AccountContext {
  const values = settingsValues(row.settings);
  return {
    userId: row.userId,
    timeZone: row.timeZone,
    today: todayIn(row.timeZone, now),
    locale: localeForCountry(values.country),
    currency: values.currency,
    companyReady: isCompanyReady(values),
    preferences: preferencesOf(row.preferences),
    settings: values,
    name: fullName(row),
  };
}

/** The contexts of several accounts in one statement (a worker's batch); an unknown id has none. */
export async function loadAccountContexts(
  tx: Tx,
  userIds: string[],
  now: Date = new Date(),
): Promise<Map<string, AccountContext>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select(accountColumns)
    .from(users)
    .leftJoin(settings, eq(settings.userId, users.id))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(ids.length === 1 ? eq(users.id, ids[0]) : inArray(users.id, ids));
  return new Map(rows.map((row) => [row.userId, accountContextOf(row, now)]));
}

export async function loadAccountContext(
  tx: Tx,
  userId: string,
  now: Date = new Date(),
): Promise<AccountContext | undefined> {
  return (await loadAccountContexts(tx, [userId], now)).get(userId);
}
