/**
 * The JavaScript each page loads, from the build's manifest: the entry's static imports plus the
 * page's own chunk and its static imports (dynamic imports load later, on demand). Sizes are gzip -9,
 * as the server sends them to a browser without brotli.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LANDING_HTML } from '../../shared/first-load';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Each page, the modules (manifest keys) it loads on top of the entry. A page sent as its own HTML
 * document (`document`) loads what that document's module scripts load: nothing, when it has none.
 */
export const ROUTES: {
  route: string;
  label: string;
  chunks: string[];
  budgetKb?: number;
  document?: string;
}[] = [
  {
    route: '/',
    label: 'landing page (signed out)',
    chunks: ['src/app/routes/landing.tsx'],
    budgetKb: 120,
    document: LANDING_HTML,
  },
  {
    route: '/',
    label: 'dashboard (signed in)',
    chunks: ['src/components/layout/app-shell.tsx', 'src/app/routes/dashboard.tsx'],
    budgetKb: 170,
  },
  { route: '/login', label: 'sign in', chunks: ['src/app/routes/login.tsx'] },
  {
    route: '/invoices',
    label: 'invoices',
    chunks: ['src/components/layout/app-shell.tsx', 'src/app/routes/invoices.tsx'],
  },
  {
    route: '/reports',
    label: 'reports (charts)',
    chunks: ['src/components/layout/app-shell.tsx', 'src/app/routes/reports.tsx'],
  },
  { route: '/i/{token}', label: "client's invoice page", chunks: ['src/app/routes/public-invoice.tsx'] },
];

/**
 * The language whose catalogs are counted: German, the default market, whose texts run longer than
 * English ones. A page loads one language's catalogs only (scripts/vite-messages.ts).
 */
export const CATALOG_LANGUAGE = 'de';

/** The manifest key of an entry's catalog in a language ("src/app/routes/dashboard.tsx" → its messages). */
function catalogKey(manifest: Manifest, chunk: string, language: string): string | undefined {
  const entry = chunk.replace(/^src\//, '');
  const key = `../virtual:messages/${entry}?${language}`;
  return manifest[key] ? key : undefined;
}

export interface RouteSize {
  route: string;
  label: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Of gzipBytes, the page's catalogs in `CATALOG_LANGUAGE`. */
  catalogGzipBytes: number;
  budgetKb?: number;
  charts: boolean;
}

function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk "${key}" in the build manifest`);
    into.add(key);
    closure(manifest, chunk.imports ?? [], into);
  }
  return into;
}

export function routeSizes(dist: string): RouteSize[] {
  const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('No entry in the build manifest');
  const gz = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gz.has(file)) {
      const content = fs.readFileSync(path.join(dist, file));
      gz.set(file, zlib.gzipSync(content, { level: 9 }).length);
    }
    return gz.get(file)!;
  };
  return ROUTES.map(({ route, label, chunks, budgetKb, document }) => {
    // A page not split into its own chunk is part of the entry.
    const own = chunks.filter((k) => manifest[k]);
    const runsScripts =
      !document || /<script type="module"/.test(fs.readFileSync(path.join(dist, document), 'utf8'));
    // The app's start and each of the page's entries bring their catalog in the user's language.
    const catalogs = runsScripts
      ? ['src/main.tsx', ...own]
          .map((chunk) => catalogKey(manifest, chunk, CATALOG_LANGUAGE))
          .filter((key): key is string => key !== undefined)
      : [];
    const code = runsScripts ? [...closure(manifest, [entry, ...own])].map((k) => manifest[k].file) : [];
    const catalogFiles = [...closure(manifest, catalogs)].map((k) => manifest[k].file);
    const files = [...new Set([...code, ...catalogFiles])];
    return {
      route,
      label,
      files: files.length,
      rawBytes: files.reduce((n, f) => n + fs.statSync(path.join(dist, f)).size, 0),
      gzipBytes: files.reduce((n, f) => n + sizeOf(f), 0),
      catalogGzipBytes: catalogFiles.reduce((n, f) => n + sizeOf(f), 0),
      budgetKb,
      // recharts draws into elements with its class names: a file that names them carries the charts.
      charts: files.some((f) => fs.readFileSync(path.join(dist, f), 'utf8').includes('recharts-surface')),
    };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const dist = path.resolve(process.argv[2] ?? 'dist/client');
  for (const r of routeSizes(dist)) {
    console.log(
      `${r.label.padEnd(28)} ${r.files} files  ${(r.rawBytes / 1024).toFixed(1)} KB raw  ${(r.gzipBytes / 1024).toFixed(1)} KB gzip (catalogs ${(r.catalogGzipBytes / 1024).toFixed(1)})${r.budgetKb ? ` (budget ${r.budgetKb})` : ''}${r.charts ? '  charts' : ''}`,
    );
  }
}
