/**
 * The languages the app itself speaks (issue 3/7, docs/decisions/043): the same six its documents are
 * written in. Which one a person sees: the signed-in user's `language`; before sign-in, the one chosen
 * in the language menu, else the browser's. Kept apart from `languages.ts` so the first page's code
 * carries no schema library.
 */
export const APP_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

const primary = (tag: string) => tag.trim().split(/[-_]/)[0]!.toLowerCase();

/**
 * The app's language for a list of language tags in order of preference (the browser's
 * `navigator.languages`, or an Accept-Language header's): the first whose language is one of ours,
 * whatever its region (de-AT → de, nl-BE → nl, fr-CH → fr, es-MX → es); English when none is.
 */
export function appLanguageOf(tags: readonly string[]): AppLanguage {
  for (const tag of tags) {
    const language = primary(tag);
    if (isAppLanguage(language)) return language;
  }
  return 'en';
}

/**
 * An Accept-Language header's tags, most preferred first (RFC 9110 §12.5.4: by q-value, ties in the
 * header's order; q=0 means "not this one").
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Where each language is at home, for a browser whose own tags do not speak it. */
const HOME: Record<AppLanguage, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
};

/**
 * The locale the interface writes dates, numbers and money in: the browser's own tag for the app's
 * language where it has one (a Swiss German browser keeps de-CH, a British one en-GB), else the
 * language at home (de-DE: a German user types and reads "1.234,56"; English as SPEC writes it, en-US).
 */
export function interfaceLocaleOf(language: AppLanguage, browserTags: readonly string[]): string {
  return browserTags.find((tag) => tag.includes('-') && primary(tag) === language) ?? HOME[language];
}
