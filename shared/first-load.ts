/**
 * Names the build, the server and the web client share for the first load (docs/decisions/019).
 */

import type { AppLanguage } from './i18n/app-language';

/** The built index.html with the landing page drawn into it, sent for `/` to browsers not signed in. */
export const LANDING_HTML = 'landing.html';

/** The landing page in a language: `landing.html` in English, `landing.de.html` and so on (issue 3/7). */
export function landingHtml(language: AppLanguage): string {
  return language === 'en' ? LANDING_HTML : `landing.${language}.html`;
}

/**
 * A cookie the web client sets while this browser is signed in, and clears on sign-out. It holds no
 * secret (the session cookie is sent to /api only); it tells the server to send `/` without the
 * landing page, and the client to fetch the signed-in app's code at once.
 */
export const SIGNED_IN_HINT_COOKIE = 'duely_signed_in';

/** How long the hint lasts without renewal, in seconds: longer than a session (7 days), renewed on each visit. */
export const SIGNED_IN_HINT_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * The interface's language in this browser (issue 3/7): the language menu's choice before sign-in, and
 * the signed-in user's `language` once known. Not a secret and read by script: the server sends `/` in
 * it, and the app starts in it before the user is read.
 */
export const LANGUAGE_COOKIE = 'duely_language';

/** How long the language is remembered without a visit, in seconds: a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
