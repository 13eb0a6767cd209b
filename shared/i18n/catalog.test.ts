import { describe, expect, it } from 'vitest';
import { CATALOG, CATALOG_NAMESPACES, type MessageKey, translator } from './catalog';
import { DOCUMENT_LANGUAGES } from './languages';
import { messageParts } from './literals';

const keys = Object.keys(CATALOG.en) as MessageKey[];

describe('the message catalog', () => {
  it('gives every key a text in every language, with the same arguments as English', () => {
    const problems: string[] = [];
    for (const language of DOCUMENT_LANGUAGES) {
      const texts = CATALOG[language] as Record<string, string | undefined>;
      for (const key of keys) {
        const text = texts[key];
        if (!text?.trim()) {
          problems.push(`${language}: ${key} is missing`);
          continue;
        }
        const want = messageParts(CATALOG.en[key]).args.join(',');
        const got = messageParts(text).args.join(',');
        if (want !== got) problems.push(`${language}: ${key} takes {${got}}, English takes {${want}}`);
      }
      for (const key of Object.keys(texts))
        if (!(key in CATALOG.en)) problems.push(`${language}: ${key} is not in English`);
    }
    expect(problems).toEqual([]);
  });

  it('lets no two namespaces define the same key, and names each key by its namespace', () => {
    const seen = new Map<string, number>();
    CATALOG_NAMESPACES.forEach((ns, index) => {
      for (const key of Object.keys(ns.en)) {
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, index);
      }
      const prefixes = new Set(Object.keys(ns.en).map((key) => key.split('.')[0]));
      expect(prefixes.size).toBe(1);
    });
    expect(seen.size).toBe(keys.length);
  });

  it('formats plurals and numbers by the locale', () => {
    expect(translator('de', 'de-DE').t('email.greeting.named', { name: 'Anna Weber' })).toBe(
      'Guten Tag Anna Weber,',
    );
    expect(messageParts('{count, plural, one {# Tag} other {# Tage}} offen').literals).toEqual([
      ' Tag',
      ' Tage',
      ' offen',
    ]);
  });
});
