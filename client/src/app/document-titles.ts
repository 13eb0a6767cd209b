import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type APP_PAGES,
  type ClientPage,
  documentTitle,
  type PUBLIC_INVOICE_PAGE,
  type SIGNED_OUT_PAGES,
} from '@shared/client-routes';

type PageTitle =
  | NonNullable<(typeof SIGNED_OUT_PAGES)[keyof typeof SIGNED_OUT_PAGES]['title']>
  | (typeof APP_PAGES)[keyof typeof APP_PAGES]['title']
  | (typeof PUBLIC_INVOICE_PAGE)['title'];

/**
 * The tab's title of each page in the interface's language. Keyed by the English title of the table
 * the server reads too (shared/client-routes.ts), whose `documentTitle` each English message repeats
 * word for word.
 */
const PAGE_TITLES: Record<PageTitle, MessageDescriptor> = {
  'Sign up': msg`Sign up · Duely`,
  'Sign in': msg`Sign in · Duely`,
  'Forgot password': msg`Forgot password · Duely`,
  'Reset password': msg`Reset password · Duely`,
  Dashboard: msg`Dashboard · Duely`,
  Invoices: msg`Invoices · Duely`,
  Recurring: msg`Recurring · Duely`,
  Clients: msg`Clients · Duely`,
  Reminders: msg`Reminders · Duely`,
  Reports: msg`Reports · Duely`,
  Settings: msg`Settings · Duely`,
  Account: msg`Account · Duely`,
  Invoice: msg`Invoice · Duely`,
};

const SITE_TITLE = msg`Duely — invoices that get paid`;
const NOT_FOUND_TITLE = msg`Page not found · Duely`;

const isPageTitle = (title: string): title is PageTitle => Object.hasOwn(PAGE_TITLES, title);

/**
 * The tab's title for a page in `i18n`'s language ("Rechnungen · Duely"); no page is the 404 page.
 * A page the table above lacks keeps its English title.
 */
export function localDocumentTitle(i18n: I18n, page: ClientPage | undefined): string {
  if (!page) return i18n._(NOT_FOUND_TITLE);
  if (page.title === null) return i18n._(SITE_TITLE);
  return isPageTitle(page.title) ? i18n._(PAGE_TITLES[page.title]) : documentTitle(page);
}
