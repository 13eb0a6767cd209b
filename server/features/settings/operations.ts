import type { CompanyLogo } from '../../../shared/company-logo';
import { companyDocumentLanguage, type DocumentLanguage, languageOf } from '../../../shared/i18n/languages';
import { legalFieldsFor, normalizeRegistrations } from '../../../shared/registrations';
import type {
  CompanySettings,
  CompanySettingsValues,
  NotificationPreferences,
} from '../../../shared/settings';
import type { Tx } from '../../db/client';
import { readAccountZone } from '../../lib/account-today';
import { fieldRefused } from '../../lib/app-error';
import { INVOICE_COUNTER, lockFirstUnused } from '../../lib/counters';
import type { Deps } from '../../lib/deps';
import type { AccountContext } from './account-context';
import { getLogoInfo } from './logo';
import * as repo from './repository';

function toCompanySettings(
  values: repo.SettingsValues,
  timeZone: string,
  logo: CompanyLogo | null,
): CompanySettings {
  return {
    ...values,
    documentLanguage: languageOf(values.documentLanguage),
    taxRate: Number(values.taxRate),
    timeZone,
    logo,
  };
}

/**
 * The document language when a save leaves it out: the saved one, unless it was one the old country
 * gives and the country changes — then the new country's, the saved one where the new country speaks
 * it too (a Flemish company moving to the Netherlands keeps Dutch). Never saved: SPEC's DE and German.
 */
function followCountry(stored: repo.SettingsValues, country: string): DocumentLanguage {
  const saved = languageOf(stored.documentLanguage);
  const derived = saved === companyDocumentLanguage(stored.country, saved);
  return derived && country !== stored.country ? companyDocumentLanguage(country, saved) : saved;
}

/**
 * The identifiers and share capital a save leaves out, as saved, but only those the (new) country
 * keeps (shared/registrations.ts): a company moving to another country does not go on printing its
 * old country's numbers.
 */
function legalDetailsKept(
  stored: repo.SettingsValues,
  values: Pick<CompanySettingsValues, 'country' | 'registrations' | 'shareCapital'>,
): Pick<repo.SettingsValues, 'registrations' | 'shareCapital'> {
  return {
    registrations: values.registrations ?? normalizeRegistrations(values.country, stored.registrations),
    shareCapital:
      values.shareCapital !== undefined
        ? values.shareCapital
        : legalFieldsFor(values.country).shareCapital
          ? stored.shareCapital
          : null,
  };
}

/**
 * The saved settings, or the defaults for a user who never saved any, with the user's time zone and logo.
 * A request passes its AccountContext (read with its session), so only the logo is read here.
 */
export async function getCompanySettings(
  { db }: Deps,
  userId: string,
  account?: AccountContext,
): Promise<CompanySettings> {
  const values = account?.settings ?? (await repo.getSettings(db, userId));
  const timeZone = account?.timeZone ?? (await readAccountZone(db, userId));
  return toCompanySettings(values, timeZone, await getLogoInfo(db, userId));
}

export async function updateCompanySettings(
  deps: Deps,
  userId: string,
  input: CompanySettingsValues,
): Promise<CompanySettings> {
  const { timeZone, taxRate, ...values } = input;
  await deps.db.transaction(async (tx) => {
    await checkInvoiceNumberStart(tx, userId, values.invoiceNumberStart);
    const stored = await repo.getSettings(tx, userId);
    const documentLanguage = values.documentLanguage ?? followCountry(stored, values.country);
    await repo.upsertSettings(tx, userId, {
      ...values,
      ...legalDetailsKept(stored, values),
      documentLanguage,
      taxRate: taxRate.toFixed(2),
    });
    if (timeZone) await repo.setTimeZone(tx, userId, timeZone);
  });
  return getCompanySettings(deps, userId);
}

/**
 * A start below a number already used would hand that number out again, so it answers 422 with the
 * lowest allowed value. A start equal to the saved one passes even when invoices have gone past
 * it: the form always sends the field, and a user who only edits the company name has not asked
 * to renumber (numbering simply continues). Raising the start needs no counter update, because
 * takeNext never hands out less than the start; the counter keeps meaning "one past the highest
 * number used", so a start raised by mistake can be lowered again until an invoice uses it.
 * The counter row stays locked until the save commits, so no invoice takes a number in between.
 */
async function checkInvoiceNumberStart(tx: Tx, userId: string, start: number): Promise<void> {
  const firstUnused = await lockFirstUnused(tx, userId, INVOICE_COUNTER);
  if (firstUnused === undefined || start >= firstUnused) return;
  const saved = await repo.getSettings(tx, userId);
  if (start === saved.invoiceNumberStart) return;
  throw fieldRefused(422, 'invoiceNumberStart', 'invoice_number_start_used', {
    start: firstUnused,
    used: `${saved.invoicePrefix}-${firstUnused - 1}`,
  });
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
