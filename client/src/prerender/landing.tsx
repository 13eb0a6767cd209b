import { type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type AppLanguage, interfaceLocaleOf } from '@shared/i18n/app-language';
import { interfaceLocale, setInterfaceLocale } from '@shared/interface-locale';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LandingPage } from '@/app/routes/landing';

/** The `app` catalog of every language, compiled from its .po file by @lingui/vite-plugin (build time only). */
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/app.po', { eager: true });

function appMessages(language: AppLanguage): Messages {
  const catalog = catalogs[`../locales/${language}/app.po`];
  if (!catalog) throw new Error(`No app catalog for ${language}`);
  return catalog.messages;
}

/**
 * The landing page's markup in `language`, rendered at build time (scripts/vite-prerender.ts) into
 * `landing.html`, so a signed-out visitor sees it before any JavaScript has run. Its texts come from
 * the language's `app` catalog, its example amount in the language's home locale (en-US: "€2,380.00").
 */
export function renderLanding(language: AppLanguage = 'en'): string {
  const i18n = setupI18n({ locale: language, messages: { [language]: appMessages(language) } });
  const before = interfaceLocale();
  setInterfaceLocale(interfaceLocaleOf(language, []));
  try {
    return renderToString(
      <I18nProvider i18n={i18n}>
        <StaticRouter location="/">
          <LandingPage />
        </StaticRouter>
      </I18nProvider>,
    );
  } finally {
    setInterfaceLocale(before);
  }
}
