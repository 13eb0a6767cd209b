import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from '../app-language';
import { messageParts } from '../literals';
import { de } from './de';
import { type ErrorCode, en } from './en';
import { englishMessage } from './english';
import { es } from './es';
import { fr } from './fr';
import { it as italian } from './it';
import { nl } from './nl';
import { fill } from './values';

const CATALOGS: Record<(typeof APP_LANGUAGES)[number], Record<string, string>> = {
  en,
  de,
  fr,
  es,
  it: italian,
  nl,
};
const codes = Object.keys(en) as ErrorCode[];

describe('the API messages', () => {
  it('are codes in snake_case', () => {
    for (const code of codes) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('give every code a text in every language, with the same placeholders as English', () => {
    const problems: string[] = [];
    for (const language of APP_LANGUAGES) {
      const texts = CATALOGS[language];
      for (const code of codes) {
        const text = texts[code];
        if (!text?.trim()) {
          problems.push(`${language}: ${code} is missing`);
          continue;
        }
        const want = messageParts(en[code]).args.join(',');
        const got = messageParts(text).args.join(',');
        if (want !== got) problems.push(`${language}: ${code} takes {${got}}, English takes {${want}}`);
        // A text equal to English is one left untranslated.
        if (language !== 'en' && text === en[code]) problems.push(`${language}: ${code} is the English text`);
      }
      for (const code of Object.keys(texts))
        if (!(code in en)) problems.push(`${language}: ${code} is not in English`);
    }
    expect(problems).toEqual([]);
  });

  it('say each English text once, so a text a schema states names one code', () => {
    const seen = new Map<string, string>();
    for (const code of codes) {
      expect(seen.get(en[code]), `${code} repeats ${seen.get(en[code])}`).toBeUndefined();
      seen.set(en[code], code);
    }
  });

  it('write the English texts without values exactly as they read', () => {
    for (const code of codes) {
      if (en[code].includes('{')) continue;
      expect(String(new IntlMessageFormat(en[code], 'en').format()), code).toBe(en[code]);
    }
  });

  it('fill simple values in English as a schema states them', () => {
    expect(fill(en.field_at_most_characters, { field: 'Phone', limit: 50 })).toBe(
      'Phone must be at most 50 characters',
    );
    expect(fill(en.quantity_too_large, { maximum: 1_000_000 })).toBe('Quantity must be at most 1,000,000');
    expect(englishMessage('client_has_invoices', { count: 1 })).toBe(
      'This client has 1 invoice. Delete or reassign it first, then delete the client.',
    );
    expect(englishMessage('client_has_invoices', { count: 3 })).toBe(
      'This client has 3 invoices. Delete or reassign them first, then delete the client.',
    );
  });
});
