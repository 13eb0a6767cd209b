/**
 * The interface's language at run time (docs/decisions/043). One Lingui instance; its messages come in
 * catalogs cut per entry of the code (scripts/vite-messages.ts): the app's start, and each page or
 * dialog loaded later, with exactly the messages of its code, in the language spoken. Switching
 * language loads the new language's catalogs of every entry already loaded, then switches at once.
 */

import { catalogs, START_ENTRY } from 'virtual:messages';
import { i18n, type Messages } from '@lingui/core';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@shared/first-load';
import { type AppLanguage, appLanguageOf, interfaceLocaleOf, isAppLanguage } from '@shared/i18n/app-language';
import { setInterfaceLocale } from '@shared/interface-locale';

export { i18n };

type Catalogs = Record<string, Record<AppLanguage, () => Promise<{ messages: Messages }>>>;

/** Entries whose code has been asked for: their catalogs follow the language when it changes. */
const shownEntries = new Set<string>([START_ENTRY]);
const loaded = new Set<string>();

async function loadCatalog(language: AppLanguage, entry: string): Promise<void> {
  const key = `${language}/${entry}`;
  if (loaded.has(key)) return;
  const load = (catalogs as Catalogs)[entry]?.[language];
  if (!load) return;
  const { messages } = await load();
  i18n.load(language, messages);
  loaded.add(key);
}

/** The language the interface speaks now. */
export function currentLanguage(): AppLanguage {
  return isAppLanguage(i18n.locale) ? i18n.locale : 'en';
}

/**
 * Code loaded later (`import()` of a page or dialog, rewritten by scripts/vite-messages.ts) arrives
 * together with the catalog of its messages in the interface's language.
 */
export function withMessagesOf<T>(load: Promise<T>, entry: string): Promise<T> {
  shownEntries.add(entry);
  return Promise.all([load, loadCatalog(currentLanguage(), entry)]).then(([module]) => module);
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
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * The language the app starts in: a language menu's link (`?lang=de`, remembered from then on), else
 * the one this browser last spoke (the user's, or the menu's choice), else the browser's own.
 */
export function startingLanguage(): AppLanguage {
  const linked = new URLSearchParams(window.location.search).get('lang');
  if (isAppLanguage(linked)) {
    rememberLanguage(linked);
    return linked;
  }
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
  await Promise.all([...shownEntries].map((entry) => loadCatalog(language, entry)));
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
