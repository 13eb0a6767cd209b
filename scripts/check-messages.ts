/**
 * `npm run lint`'s check of the interface's languages (issue 3/7, docs/decisions/043). It fails when
 * - a message in the code is missing from a catalog, or a catalog keeps one the code no longer has
 *   (`npm run messages` was not run);
 * - a language leaves a message untranslated;
 * - a translation's placeholders (`{amount}`, `#`, `<0>…</0>`) differ from the English message's;
 * - a component shows English written straight into its JSX instead of through a macro
 *   (`literalsIn`: JSX text, a text attribute, a string in a JSX expression).
 * `tsx scripts/check-messages.ts [files…]` checks only the literals of the files given.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'client/src');

/** The JSX elements whose children are a message (Lingui's macros). */
const MESSAGE_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

/** Attributes whose value is never words a person reads. */
const CODE_ATTRIBUTES = new Set([
  'className',
  'id',
  'key',
  'type',
  'name',
  'role',
  'variant',
  'size',
  'side',
  'align',
  'href',
  'to',
  'src',
  'target',
  'rel',
  'htmlFor',
  'autoComplete',
  'inputMode',
  'pattern',
  'accept',
  'method',
  'lang',
  'hrefLang',
  'dir',
  'form',
  'd',
  'viewBox',
  'fill',
  'stroke',
  'xmlns',
  'dataKey',
  'nameKey',
  'stackId',
  'orientation',
  'layout',
  'mode',
  'value',
  'defaultValue',
  'testId',
  'asChild',
  'tabIndex',
  'enterKeyHint',
  'spellCheck',
  'wrap',
  'scope',
  'loading',
  'decoding',
  'crossOrigin',
  'referrerPolicy',
  'download',
]);

/** The aria attributes that are words a screen reader speaks. */
const TEXT_ARIA = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'aria-placeholder',
]);

/**
 * Names and codes that read the same in every language: the product, formats, standards, currencies.
 * A literal made only of these (and punctuation, digits, symbols) is not a text to translate.
 */
const NAMES = [
  'Duely',
  'Factur-X',
  'ZUGFeRD',
  'XRechnung',
  'Peppol',
  'UBL',
  'CII',
  'EN 16931',
  'IBAN',
  'BIC',
  'SWIFT',
  'PDF',
  'CSV',
  'XML',
  'QR',
  'EPC',
  'GiroCode',
  'Leitweg-ID',
  'English',
  'Deutsch',
  'Français',
  'Español',
  'Italiano',
  'Nederlands',
];

/** A value of code rather than words: one lowercase token ("polite", "true"), or class names ("text-sm font-medium"). */
function looksLikeCode(text: string): boolean {
  // An address, or a style value ("0 0 0 3px #4338ca", "rgb(15 23 42 / 0.5)").
  if (/^https?:\/\//.test(text.trim()) || /(?:rgba?|hsla?)\(|\d+px\b|#[0-9a-f]{3,8}\b/i.test(text))
    return true;
  const tokens = text.trim().split(/\s+/);
  if (tokens.length === 1)
    return /^[a-z0-9_.:/#-]*$/.test(tokens[0]!) || /^[a-z]+(?:[A-Z][a-z]*)+$/.test(tokens[0]!);
  return tokens.every((token) => /^[a-z0-9:[\]/.%#!_-]+$/.test(token)) && tokens.some((t) => t.includes('-'));
}

/** Words a person reads: a letter in a run of two or more, once the names above are taken out. */
export function isProse(text: string): boolean {
  // `{period}`: a text variable a user types as it is, not words.
  let rest = text.replace(/\{\w+\}/g, ' ');
  for (const name of NAMES) rest = rest.replaceAll(name, ' ');
  // A code-like token (USD, INV-1001, e.g. units such as "h") is not prose; words with a lowercase
  // letter, or a capitalised word, are.
  return /\p{Ll}{2,}|\p{Lu}\p{Ll}/u.test(rest);
}

function elementName(node: ts.JsxOpeningLikeElement): string {
  return node.tagName.getText();
}

function insideMessage(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxElement(parent) && MESSAGE_ELEMENTS.has(elementName(parent.openingElement))) return true;
    if (ts.isJsxSelfClosingElement(parent) && MESSAGE_ELEMENTS.has(elementName(parent))) return true;
    // A string passed to a call is the call's business (a key, a class name, a format).
    if (ts.isCallExpression(parent) || ts.isTaggedTemplateExpression(parent)) return true;
  }
  return false;
}

/** The attribute a node's value belongs to, if any. */
function attributeOf(node: ts.Node): ts.JsxAttribute | undefined {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) return parent;
    if (ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent) || ts.isJsxFragment(parent)) return;
  }
  return undefined;
}

function inJsx(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxExpression(parent) || ts.isJsxAttribute(parent)) return true;
    if (ts.isFunctionLike(parent) || ts.isVariableDeclaration(parent)) return false;
  }
  return false;
}

export interface Literal {
  file: string;
  line: number;
  text: string;
}

/** English written straight into a component's JSX. */
export function literalsIn(file: string, source = fs.readFileSync(file, 'utf8')): Literal[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    found.push({
      file: path.relative(ROOT, file),
      line: line + 1,
      text: text.replace(/\s+/g, ' ').trim().slice(0, 80),
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (isProse(node.text) && !insideMessage(node)) report(node, node.text);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')
        : node.text;
      const attribute = attributeOf(node);
      const name = attribute?.name.getText();
      const codeAttribute =
        name !== undefined &&
        (CODE_ATTRIBUTES.has(name) ||
          /^(data|on)[-A-Z]/.test(name) ||
          (name.startsWith('aria-') && !TEXT_ARIA.has(name)));
      if (
        isProse(text) &&
        !looksLikeCode(text) &&
        inJsx(node) &&
        !codeAttribute &&
        !insideMessage(node) &&
        !ts.isImportDeclaration(node.parent)
      ) {
        report(node, text);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function componentFiles(): string[] {
  return fs
    .readdirSync(CLIENT, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .map((name) => path.join(CLIENT, name));
}

type Element = {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
};

/** The arguments an ICU message fills in (`{amount}`, `{count, plural, …}`), at any depth. */
function argumentsOf(elements: Element[], into: Set<string>): Set<string> {
  for (const element of elements) {
    // argument, number, date, time, select, plural (the parser's TYPE enum, 1–6); a plural's `#` is its value.
    if (element.type >= TYPE.argument && element.type <= TYPE.plural && element.value)
      into.add(`{${element.value}}`);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, into);
    if (element.children) argumentsOf(element.children, into);
  }
  return into;
}

/** What a translation must keep of its English message: the arguments it fills in and its `<0>` tags. */
export function placeholdersOf(message: string): string[] {
  const names = argumentsOf(parse(message, { ignoreTag: true }) as Element[], new Set());
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

async function catalogProblems(): Promise<string[]> {
  const config = getConfig({ cwd: ROOT, configPath: path.join(ROOT, 'lingui.config.ts') });
  const problems: string[] = [];
  /** Per language, each message id's translation and the catalog it was first read from. */
  const seen = new Map<string, { translation: string; file: string }>();
  for (const catalog of await getCatalogs(config)) {
    const extracted = (await catalog.collect()) ?? {};
    const where = path.relative(ROOT, catalog.path);
    for (const locale of config.locales) {
      const messages = await catalog.read(locale);
      const file = where.replace('{locale}', locale);
      for (const id of Object.keys(extracted)) {
        const entry = messages?.[id];
        const source = extracted[id]!.message ?? id;
        if (!entry) {
          problems.push(`${file}.po: "${source}" is not in the catalog (run npm run messages)`);
          continue;
        }
        if (locale === config.sourceLocale) continue;
        if (!entry.translation) {
          problems.push(`${file}.po: "${source}" has no translation`);
          continue;
        }
        // One id is one message at run time, whichever catalog it comes from: two catalogs must not
        // translate it apart (give the message a context where the words should differ).
        const earlier = seen.get(`${locale}\u0000${id}`);
        if (earlier && earlier.translation !== entry.translation) {
          problems.push(
            `${file}.po: "${source}" is "${entry.translation}" here but "${earlier.translation}" in ${earlier.file}.po`,
          );
        }
        seen.set(`${locale}\u0000${id}`, { translation: entry.translation, file });
        const want = placeholdersOf(source).join(' ');
        const got = placeholdersOf(entry.translation).join(' ');
        if (want !== got) {
          problems.push(
            `${file}.po: "${entry.translation}" has placeholders [${got}], English has [${want}]`,
          );
        }
      }
      for (const id of Object.keys(messages ?? {})) {
        // An obsolete entry is still compiled into the catalog and can win at run time over a live one.
        if (!extracted[id]) {
          problems.push(
            `${file}.po: "${messages[id]!.message ?? id}" is no longer in the code (run npm run messages)`,
          );
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const files = process.argv.slice(2);
  const literals = (files.length ? files.map((f) => path.resolve(f)) : componentFiles()).flatMap((f) =>
    literalsIn(f),
  );
  const problems = [
    ...literals.map((l) => `${l.file}:${l.line}: English in JSX, not through a message: "${l.text}"`),
    ...(files.length ? [] : await catalogProblems()),
  ];
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`\n${problems.length} problem(s) with the interface's messages (docs/decisions/043).`);
    process.exit(1);
  }
  console.log('Messages: every text through a catalog, every language complete.');
}
