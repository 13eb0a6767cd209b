import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCHMARKS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/benchmarks.md',
);

const HEADER = `# Benchmarks

Written by \`npm run bench\` (bench/run.ts). Each bench module owns one section between its
markers and rewrites only that section; run one module with \`npm run bench -- <id>\`.
Figures are from the machine that ran them: compare ratios (to the hello-world route of the same
run), not absolute numbers.
`;

/** One benchmark: `npm run bench -- <id>` runs it; `run` answers the markdown of its section. */
export interface BenchModule {
  id: string;
  run(): Promise<string>;
}

/** Replaces the section of bench module `id` in docs/benchmarks.md (appends it the first time). */
export function writeSection(id: string, markdown: string, file = BENCHMARKS_FILE): void {
  const start = `<!-- bench:${id}:start -->`;
  const end = `<!-- bench:${id}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : HEADER;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, next);
}
