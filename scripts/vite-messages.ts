/**
 * The interface's messages, cut to what each piece of code shows (docs/decisions/043).
 *
 * Translations live in one catalog per part of the app and language (lingui.config.ts,
 * client/src/locales). The browser never loads those whole: every *entry* of the code — the app's
 * start (main.tsx) and each module loaded later with `import()` (a page, a dialog) — gets, per
 * language, a compiled catalog of exactly the messages in the modules it imports statically. The
 * plugin
 * - rewrites every `import('…')` in the client's code to `withMessagesOf(import('…'), entry)`
 *   (client/src/lib/i18n.ts), so the entry's catalog in the interface's language arrives with its
 *   code, and no screen ever shows a message id;
 * - serves `virtual:messages`, the table entry → language → catalog loader, and the catalogs
 *   themselves, which the bundler splits and fingerprints like any other module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractFromFileWithBabel, getCatalogs } from '@lingui/cli/api';
import { getBabelParserOptions } from '@lingui/cli/api/extractors/babel';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'client/src');
const TABLE_ID = 'virtual:messages';
const CATALOG_PREFIX = 'virtual:messages/';
/** The module that loads catalogs: its own `import()`s are the catalogs themselves. */
const RUNTIME = path.join(SRC, 'lib/i18n.ts');
/** The app's first entry: what the first page needs before anything is loaded later. */
export const START_ENTRY = 'main.tsx';

const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;
const STATIC_IMPORT =
  /^(?:import|export)\s+(?!type\s)[^;]*?\bfrom\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;
const SOURCE = /\.(tsx?)$/;

/** A module of the client's source for an import written in `from`; packages and shared/ have no messages. */
export function resolveSource(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return undefined;
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ext;
    if (SOURCE.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

const entryKey = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** Every module a file imports statically, itself included. */
export function staticReach(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const target = resolveSource(file, (match[1] ?? match[2])!);
    if (target) staticReach(target, seen);
  }
  return seen;
}

function sourceFiles(): string[] {
  return fs
    .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(SRC, name));
}

/** The entries: the app's start and every module some code loads with `import()`. */
export function entries(): string[] {
  const found = new Set([path.join(SRC, START_ENTRY)]);
  for (const file of sourceFiles()) {
    if (file === RUNTIME) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)) {
      const target = resolveSource(file, match[2]!);
      if (target) found.add(target);
    }
  }
  return [...found].sort();
}

interface FileMessages {
  mtimeMs: number;
  ids: string[];
}

export function messagesPlugin(): Plugin {
  let config: LinguiConfigNormalized | undefined;
  const linguiConfig = () => {
    config ??= getConfig({ cwd: ROOT, configPath: path.join(ROOT, 'lingui.config.ts') });
    return config;
  };
  const extracted = new Map<string, FileMessages>();
  /** Each language's translations, read once until a catalog changes. */
  const translated = new Map<string, Promise<Record<string, string>>>();

  /** The ids of the messages a file's macros write (cached while the file is unchanged). */
  async function idsOf(file: string): Promise<string[]> {
    const { mtimeMs } = fs.statSync(file);
    const cached = extracted.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.ids;
    const code = fs.readFileSync(file, 'utf8');
    const ids: string[] = [];
    if (/@lingui\/(react\/|core\/)?macro/.test(code)) {
      const lingui = linguiConfig();
      await extractFromFileWithBabel(
        file,
        code,
        (message) => ids.push(message.id),
        { linguiConfig: lingui },
        { plugins: getBabelParserOptions(file, lingui.extractorParserOptions) },
      );
    }
    extracted.set(file, { mtimeMs, ids });
    return ids;
  }

  /** Every translation of a language, from every part's catalog, English where one is missing. */
  async function translations(language: string): Promise<Record<string, string>> {
    const lingui = linguiConfig();
    const all: Record<string, string> = {};
    for (const catalog of await getCatalogs(lingui)) {
      const { messages } = await catalog.getTranslations(language, {
        fallbackLocales: lingui.fallbackLocales ?? {},
        sourceLocale: lingui.sourceLocale ?? 'en',
      });
      Object.assign(all, messages);
    }
    return all;
  }

  return {
    name: 'duely-messages',
    enforce: 'pre',
    watchChange(id) {
      if (id.endsWith('.po')) translated.clear();
    },
    resolveId(id) {
      if (id === TABLE_ID || id.startsWith(CATALOG_PREFIX)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === `\0${TABLE_ID}`) {
        const languages = linguiConfig().locales;
        const rows = entries().map((file) => {
          const key = entryKey(file);
          const loaders = languages.map(
            (language) =>
              `${JSON.stringify(language)}: () => import(${JSON.stringify(`${CATALOG_PREFIX}${key}?${language}`)})`,
          );
          return `  ${JSON.stringify(key)}: { ${loaders.join(', ')} },`;
        });
        return `export const START_ENTRY = ${JSON.stringify(START_ENTRY)};\nexport const catalogs = {\n${rows.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${CATALOG_PREFIX}`)) {
        const [key, language] = id.slice(CATALOG_PREFIX.length + 1).split('?') as [string, string];
        const entry = path.join(SRC, key);
        const files = [...staticReach(entry)];
        for (const file of files) this.addWatchFile(file);
        for (const catalog of await getCatalogs(linguiConfig())) {
          const file = `${catalog.path.replace('{locale}', language)}.po`;
          if (fs.existsSync(file)) this.addWatchFile(file);
        }
        if (!translated.has(language)) translated.set(language, translations(language));
        const all = await translated.get(language)!;
        const messages: Record<string, unknown> = {};
        for (const file of files) {
          for (const messageId of await idsOf(file)) {
            const text = all[messageId];
            if (text !== undefined) messages[messageId] = compileMessage(text);
          }
        }
        return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
      }
      return undefined;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(SRC) || !SOURCE.test(file) || file === RUNTIME || !code.includes('import('))
        return;
      let changed = false;
      const rewritten = code.replace(DYNAMIC_IMPORT, (whole, _quote: string, spec: string) => {
        const target = resolveSource(file, spec);
        if (!target) return whole;
        changed = true;
        return `__withMessagesOf(${whole}, ${JSON.stringify(entryKey(target))})`;
      });
      if (!changed) return;
      // At the end, since imports are hoisted: the module's lines keep their numbers.
      return {
        code: `${rewritten}\nimport { withMessagesOf as __withMessagesOf } from '@/lib/i18n';\n`,
        map: null,
      };
    },
  };
}
