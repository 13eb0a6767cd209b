import { IntlMessageFormat } from 'intl-messageformat';

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

function walk(elements: Element[], literals: string[], args: Set<string>): void {
  for (const element of elements) {
    if (element.type === 0) literals.push(element.value);
    if ('value' in element && element.type !== 0 && typeof element.value === 'string') args.add(element.value);
    if ('options' in element) {
      for (const option of Object.values(element.options)) walk(option.value as Element[], literals, args);
    }
  }
}

/**
 * A message's fixed words and its arguments: "{count, plural, one {# day} other {# days}} left" →
 * literals [" day", " days", " left"], arguments {count}. The catalog's test compares the arguments
 * across languages; the language tests look for the words.
 */
export function messageParts(message: string): { literals: string[]; args: string[] } {
  const literals: string[] = [];
  const args = new Set<string>();
  walk(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst(), literals, args);
  return { literals, args: [...args].sort() };
}
