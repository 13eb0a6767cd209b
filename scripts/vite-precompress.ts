/**
 * A Vite build step: next to every text asset above 1 KB it writes `.br` (brotli, best quality) and
 * `.gz` (gzip -9) copies, made once at build time, so the server (@fastify/static `preCompressed`)
 * sends the smallest one the browser accepts without compressing on each request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
export const PRECOMPRESS_MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'duely-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

/** Writes the `.br` and `.gz` copies for every text file above 1 KB under `dir`. */
export function precompressDir(dir: string): void {
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < PRECOMPRESS_MIN_BYTES) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  }
}
