/**
 * The JavaScript each page makes the browser download on first load (gzip -9, as served to a browser
 * without brotli), from a fresh production build, against the first-load budgets: the landing page
 * at most 120 KB, the signed-in dashboard at most 170 KB; charts only where a chart is drawn.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchModule } from '../lib/report';
import { CATALOG_LANGUAGE, routeSizes } from './sizes';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const bundle: BenchModule = {
  id: 'bundle',
  async run() {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-bundle-'));
    const { build } = await import('vite');
    const started = performance.now();
    await build({ logLevel: 'warn', configFile: path.resolve('vite.config.ts'), build: { outDir: dist } });
    const buildSeconds = (performance.now() - started) / 1000;
    const sizes = routeSizes(dist);
    fs.rmSync(dist, { recursive: true, force: true });
    const rows = sizes.map((r) => {
      const verdict = r.budgetKb
        ? r.gzipBytes <= r.budgetKb * 1024
          ? `≤ ${r.budgetKb} KB: met`
          : `≤ ${r.budgetKb} KB: **not met**`
        : '';
      return `| ${r.label} | \`${r.route}\` | ${r.files} | ${kb(r.rawBytes)} | ${kb(r.gzipBytes)} | ${kb(r.catalogGzipBytes)} | ${r.charts ? 'yes' : 'no'} | ${verdict} |`;
    });
    return `## First-load JavaScript per page (\`npm run bench -- bundle\`)

Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; production build in ${buildSeconds.toFixed(1)} s.
Each page loads the entry chunk and, where a page is split off into its own chunk, that chunk with its
static imports (dynamic imports — dialogs opened later, the toaster — come after first paint and are
not counted). The landing page is sent as static HTML with no script (docs/decisions/019): it runs no
JavaScript; it prefetches the app's entry at idle for the page its links lead to, not counted here.
Sizes are gzip -9 of the files the server sends; browsers that accept brotli get the smaller .br
copies made at build time. Each page's figure includes its messages in German (${CATALOG_LANGUAGE}): the
catalogs of the app's start and of the page's code (scripts/vite-messages.ts), shown apart as well.

| Page | Route | files | raw KB | gzip KB | of which catalogs | charts | budget |
|---|---|---:|---:|---:|---:|---|---|
${rows.join('\n')}
`;
  },
};

export default bundle;
