/**
 * A PDF looked at with poppler-utils (apt-get install -y poppler-utils), as a reader of the hybrid
 * would: its attached files (pdfdetach), its fonts (pdffonts), its XMP (pdfinfo -meta) and its pages
 * as pixels (pdftoppm). A missing tool fails loudly, never skips.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function withPdf<T>(pdf: Buffer, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'duely-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(tool: string, args: string[]): string {
  const result = spawnSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error)
    throw new Error(`${tool} is missing (apt-get install -y poppler-utils): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${tool} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

/** The files attached to the PDF, by name, with their text. */
export function attachedFiles(pdf: Buffer): Map<string, string> {
  return withPdf(pdf, (file, dir) => {
    const out = path.join(dir, 'files');
    mkdirSync(out);
    run('pdfdetach', ['-saveall', '-o', out, file]);
    return new Map(readdirSync(out).map((name) => [name, readFileSync(path.join(out, name), 'utf8')]));
  });
}

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
}

/** The fonts the PDF uses (pdffonts): name, type, whether embedded. */
export function pdfFonts(pdf: Buffer): PdfFont[] {
  return withPdf(pdf, (file) =>
    run('pdffonts', [file])
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        // name type encoding emb sub uni object ID: the three yes/no columns come before the object id.
        const columns = line.trim().split(/\s+/);
        const [emb] = columns.slice(-5, -4);
        return { name: columns[0], type: columns.slice(1, -6).join(' '), embedded: emb === 'yes' };
      }),
  );
}

/** The PDF's XMP packet and its Info dictionary as pdfinfo prints them. */
export function pdfMetadata(pdf: Buffer): { xmp: string; info: string } {
  return withPdf(pdf, (file) => ({
    xmp: run('pdfinfo', ['-meta', file]),
    info: run('pdfinfo', ['-isodates', file]),
  }));
}

/** Every page as pixels (PPM at `dpi`), in page order. */
export function pagePixels(pdf: Buffer, dpi = 50): Buffer[] {
  return withPdf(pdf, (file, dir) => {
    run('pdftoppm', ['-r', String(dpi), file, path.join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.startsWith('page') && name.endsWith('.ppm'))
      .sort()
      .map((name) => readFileSync(path.join(dir, name)));
  });
}
