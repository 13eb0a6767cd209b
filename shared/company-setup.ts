/**
 * Nothing is emailed to a client before the account has a company to send as: its name and email
 * (docs/decisions/017-company-setup-hold.md). The server's SQL twin is companyReadySql in
 * server/features/settings/company-ready.ts.
 */

import { en } from './i18n/errors/en';

export const COMPANY_NOT_READY_MESSAGE = en.company_not_ready;

export const REMINDERS_ON_HOLD_MESSAGE =
  'Reminders are on hold until you add your company name and email in Settings';

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/** Whether the account may email its clients: company name and company email both set. */
export function isCompanyReady(
  settings: { companyName: string | null; email: string | null } | null | undefined,
): boolean {
  return filled(settings?.companyName) && filled(settings?.email);
}
