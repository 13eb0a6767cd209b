import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_CATALOGS, type RouteName } from './route-catalogs';

const SRC = path.resolve(import.meta.dirname, '..');

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** Every module a file reaches, by static and dynamic imports (a dialog loaded later speaks too). */
function reached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)) {
    const target = resolveImport(file, match[1]!);
    if (target) reached(target, seen);
  }
  return seen;
}

/** The catalog a module's messages are extracted into (lingui.config.ts). */
function partOf(file: string): string {
  const feature = path.relative(SRC, file).match(/^features\/([^/]+)\//);
  return feature ? feature[1]! : 'app';
}

const ENTRY: Record<RouteName, string> = Object.fromEntries(
  Object.keys(ROUTE_CATALOGS).map((name) => [
    name,
    name === 'shell' ? 'components/layout/app-shell.tsx' : `app/routes/${name}.tsx`,
  ]),
) as Record<RouteName, string>;

describe('the catalogs each page loads', () => {
  it.each(Object.keys(ROUTE_CATALOGS) as RouteName[])('%s names every part its code reaches', (name) => {
    const parts = new Set([...reached(path.join(SRC, ENTRY[name]))].map(partOf));
    expect([...ROUTE_CATALOGS[name]].sort()).toEqual([...parts].sort());
  });

  it('lists every page of the router', () => {
    const pages = fs
      .readdirSync(path.join(SRC, 'app/routes'))
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .map((file) => file.replace(/\.tsx$/, ''));
    expect(
      Object.keys(ROUTE_CATALOGS)
        .filter((name) => name !== 'shell')
        .sort(),
    ).toEqual(pages.sort());
  });
});
