/**
 * The interface's language at run time (docs/decisions/043). One Lingui instance; its messages come in
 * catalogs, one per part of the app (`app`, and one per feature folder) and language, each a file of
 * its own that the browser asks for only when a page that needs it is shown in that language. Switching
 * language loads the new language's catalogs of every part already shown, then switches at once.
 */
import { i18n, type Messages } from '@lingui/core';
import { LANGUAGE_COOKIE } from '@shared/first-load';
import { type AppLanguage, appLanguageOf, interfaceLocaleOf, isAppLanguage } from '@shared/i18n/app-language';
import { setInterfaceLocale } from '@shared/interface-locale';

export { i18n };

/** The parts of the app with a catalog: `app` (shell, pages, shared components) and each feature folder. */
export type CatalogPart =
  | 'app'
  | 'auth'
  | 'clients'
  | 'credit-notes'
  | 'dashboard'
  | 'invoices'
  | 'onboarding'
  | 'recurring'
  | 'reminders'
  | 'reports'
  | 'settings'
  | 'share'
  | 'tour';

const catalogFiles = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

function catalogFile(language: AppLanguage, part: CatalogPart) {
  return catalogFiles[`../locales/${language}/${part}.po`];
}

const loaded = new Set<string>();
const shownParts = new Set<CatalogPart>(['app']);

async function loadCatalog(language: AppLanguage, part: CatalogPart): Promise<void> {
  const key = `${language}/${part}`;
  if (loaded.has(key)) return;
  const file = catalogFile(language, part);
  // A part whose code has no message yet has no catalog file.
  if (!file) return;
  const { messages } = await file();
  i18n.load(language, messages);
  loaded.add(key);
}

/** The language the interface speaks now. */
export function currentLanguage(): AppLanguage {
  return isAppLanguage(i18n.locale) ? i18n.locale : 'en';
}

/** Loads the catalogs of these parts in the current language (a page asks for its parts before it shows). */
export async function loadCatalogs(parts: readonly CatalogPart[]): Promise<void> {
  for (const part of parts) shownParts.add(part);
  await Promise.all(parts.map((part) => loadCatalog(currentLanguage(), part)));
}

/** Wraps a lazy page or dialog so its code and its parts' catalogs arrive together. */
export function withCatalogs<T>(parts: readonly CatalogPart[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadCatalogs(parts)]).then(([module]) => module);
}

const browserTags = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

function languageCookie(): string | undefined {
  const prefix = `${LANGUAGE_COOKIE}=`;
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}

/** Remembers the interface's language in this browser for a year (shared/first-load.ts). */
export function rememberLanguage(language: AppLanguage): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`;
}

/** The language the app starts in: the one this browser last spoke, else the browser's own. */
export function startingLanguage(): AppLanguage {
  const remembered = languageCookie();
  return isAppLanguage(remembered) ? remembered : appLanguageOf(browserTags());
}

/** The browser's languages, as sign-up sends them (the account's language is chosen from them). */
export function browserLanguages(): readonly string[] {
  return browserTags();
}

/**
 * Speaks `language` from now on: its catalogs of every part shown so far are loaded first, so no
 * screen shows a message id in between. Dates, numbers and money follow its locale.
 */
export async function activateLanguage(language: AppLanguage): Promise<void> {
  await Promise.all([...shownParts].map((part) => loadCatalog(language, part)));
  setInterfaceLocale(interfaceLocaleOf(language, browserTags()));
  document.documentElement.lang = language;
  i18n.activate(language);
}

/** The language menu's choice before sign-in: remembered in this browser, and spoken at once. */
export async function chooseLanguage(language: AppLanguage): Promise<void> {
  rememberLanguage(language);
  await activateLanguage(language);
}

/** The locale the interface writes dates and numbers in (the one `formatMoney` follows). */
export function interfaceLocale(): string {
  return interfaceLocaleOf(currentLanguage(), browserTags());
}
