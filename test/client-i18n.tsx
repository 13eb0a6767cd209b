/**
 * The interface's catalogs in component tests: every part's catalog of every language, loaded at
 * once, English active unless a test speaks another (`speak`). A message a screen shows that is in no
 * catalog of the active language fails the test: the catalogs must be extracted and translated
 * (`npm run messages`).
 */
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { AppLanguage } from '@shared/i18n/app-language';
import { setInterfaceLocale } from '@shared/interface-locale';
import { act } from '@testing-library/react';
import type * as React from 'react';
import { i18n } from '@/lib/i18n';

const files = import.meta.glob<{ messages: Messages }>('../client/src/locales/*/*.po', { eager: true });
for (const [file, { messages }] of Object.entries(files)) {
  const language = file.split('/').at(-2)!;
  i18n.load(language, messages);
}

/** Messages asked for that the active language's catalogs lack, since the test began. */
export const missingMessages: string[] = [];
i18n.on('missing', ({ id, locale }) => missingMessages.push(`${locale}: ${id}`));

const LOCALES: Record<AppLanguage, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
};

/** The interface speaks `language` (its numbers and dates too) until the next test. */
export function speak(language: AppLanguage) {
  setInterfaceLocale(LOCALES[language]);
  act(() => i18n.activate(language));
}

speak('en');

/** For a test that renders with `render` itself: `render(ui, { wrapper: I18nWrapper })`. */
export function I18nWrapper({ children }: { children: React.ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
