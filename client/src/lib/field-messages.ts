/**
 * A form's own checks in the user's language (issue 3/7). The shared schemas state their messages in
 * English, from the API's English catalog (shared/i18n/errors/en.ts, docs/decisions/044); a form shows
 * one in the interface's language by finding its code again and writing that language's message, from
 * the same catalogs the server answers with. A language's catalog is fetched when a form first shows a
 * message in it, so no page carries another language's messages.
 */
import { type AppLanguage, isAppLanguage } from '@shared/i18n/app-language';
import { codeOfEnglish } from '@shared/i18n/errors/code-of-english';
import type { ErrorCode } from '@shared/i18n/errors/en';
import { interfaceLocale } from '@shared/interface-locale';
import * as React from 'react';
import { i18n } from './i18n';

type Catalog = Record<ErrorCode, string>;

const LOADERS: Record<Exclude<AppLanguage, 'en'>, () => Promise<Catalog>> = {
  de: () => import('@shared/i18n/errors/de').then((m) => m.de),
  fr: () => import('@shared/i18n/errors/fr').then((m) => m.fr),
  es: () => import('@shared/i18n/errors/es').then((m) => m.es),
  it: () => import('@shared/i18n/errors/it').then((m) => m.it),
  nl: () => import('@shared/i18n/errors/nl').then((m) => m.nl),
};

const catalogs: Partial<Record<AppLanguage, Catalog>> = {};
const loading = new Map<AppLanguage, Promise<Catalog>>();

function loadCatalog(language: Exclude<AppLanguage, 'en'>): Promise<Catalog> {
  let pending = loading.get(language);
  if (!pending) {
    pending = LOADERS[language]().then((catalog) => {
      catalogs[language] = catalog;
      return catalog;
    });
    loading.set(language, pending);
  }
  return pending;
}

/**
 * `text` written in `language` with `catalog`: its code's message, the values filled in (numbers as the
 * interface writes them). The text as it stands where it is none of the catalog's, or where the
 * language's message needs more than the simple values English gave it.
 */
export function fieldMessage(text: string, catalog: Catalog): string {
  const found = codeOfEnglish(text);
  if (!found) return text;
  const message = catalog[found.code];
  if (/\{\w+,\s*(plural|select|selectordinal)/.test(message)) return text;
  const numbers = new Intl.NumberFormat(interfaceLocale());
  let complete = true;
  const written = message.replace(/\{(\w+)(?:,\s*number)?\}/g, (_whole, name: string) => {
    const value = found.values?.[name];
    if (value === undefined) {
      complete = false;
      return '';
    }
    return typeof value === 'number' ? numbers.format(value) : value;
  });
  return complete ? written.replace(/'\{/g, '{').replace(/\}'/g, '}') : text;
}

/** A form's message in the interface's language (the English text until that language's catalog is here). */
export function useFieldMessage(text: string | undefined): string | undefined {
  // The interface's language, followed as it changes (no provider needed: fields render in tests too).
  const locale = React.useSyncExternalStore(
    (notify) => i18n.on('change', notify),
    () => i18n.locale,
    () => i18n.locale,
  );
  const language = isAppLanguage(locale) ? locale : 'en';
  const [, arrived] = React.useReducer((n: number) => n + 1, 0);
  const catalog = catalogs[language];
  React.useEffect(() => {
    if (!text || language === 'en' || catalogs[language]) return;
    let current = true;
    void loadCatalog(language).then(() => current && arrived());
    return () => {
      current = false;
    };
  }, [text, language]);
  if (!text || language === 'en' || !catalog) return text;
  return fieldMessage(text, catalog);
}
