import type {
  CompanySettings,
  CompanySettingsValues,
  NotificationPreferences,
} from '../../../shared/settings';
import type { Deps } from '../../lib/deps';
import * as repo from './repository';

function toCompanySettings(values: repo.SettingsValues, timeZone: string): CompanySettings {
  return { ...values, taxRate: Number(values.taxRate), timeZone };
}

/** The saved settings, or the defaults for a user who never saved any, with the user's time zone. */
export async function getCompanySettings({ db }: Deps, userId: string): Promise<CompanySettings> {
  const values = await repo.getSettings(db, userId);
  return toCompanySettings(values, await repo.getTimeZone(db, userId));
}

export async function updateCompanySettings(
  deps: Deps,
  userId: string,
  input: CompanySettingsValues,
): Promise<CompanySettings> {
  const { timeZone, taxRate, ...values } = input;
  await deps.db.transaction(async (tx) => {
    await repo.upsertSettings(tx, userId, { ...values, taxRate: taxRate.toFixed(2) });
    if (timeZone) await repo.setTimeZone(tx, userId, timeZone);
  });
  return getCompanySettings(deps, userId);
}

export function getNotifications({ db }: Deps, userId: string): Promise<NotificationPreferences> {
  return repo.getNotificationPreferences(db, userId);
}

export async function updateNotifications(
  deps: Deps,
  userId: string,
  prefs: NotificationPreferences,
): Promise<NotificationPreferences> {
  await repo.upsertNotificationPreferences(deps.db, userId, prefs);
  return getNotifications(deps, userId);
}
