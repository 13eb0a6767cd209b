/**
 * The check behind every language test (issue 5/6): a document rendered in one language holds that
 * language's words for the given keys, and no word of another language's texts for them.
 */
import { expect } from 'vitest';
import { CATALOG, type MessageKey } from '../shared/i18n/catalog';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '../shared/i18n/languages';
import { messageParts } from '../shared/i18n/literals';

/** Words shorter than this say too little to tell languages apart ("de", "à", "%"). */
const MIN_WORD = 4;

/** The fixed words of a key's text in a language, each trimmed, the short ones left out. */
export function wordsOf(language: DocumentLanguage, key: MessageKey): string[] {
  return messageParts(CATALOG[language][key])
    .literals.map((literal) =>
      literal
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[:,.;–—-]\s*|\s*[:,.;–—-]$/g, ''),
    )
    .filter((word) => word.length >= MIN_WORD);
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

/**
 * `text` speaks `language`: the longest word of each key's text is in it, and for every other
 * language, no word of that language's text of those keys is — unless the word is also this
 * language's own ("Description" is English and French, "Total" English and Spanish).
 */
export function expectLanguage(text: string, language: DocumentLanguage, keys: MessageKey[]): void {
  const flat = squash(text);
  const own = squash(Object.values(CATALOG[language]).join(' \n '));
  const missing = keys.filter((key) => {
    const words = wordsOf(language, key);
    if (words.length === 0) return false;
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    return !flat.includes(longest);
  });
  expect(missing, `${language} texts missing`).toEqual([]);
  const foreign: string[] = [];
  for (const other of DOCUMENT_LANGUAGES) {
    if (other === language) continue;
    for (const key of keys) {
      for (const word of wordsOf(other, key)) {
        if (!own.includes(word) && flat.includes(word)) foreign.push(`${other} ${key}: "${word}"`);
      }
    }
  }
  expect(foreign, `words of another language in a ${language} text`).toEqual([]);
}
