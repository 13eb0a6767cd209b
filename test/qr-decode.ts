import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The code's text, decoded as UTF-8 from its bytes, or undefined when jsQR finds no code. */
function decodePng(png: PNG): string | undefined {
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return found ? new TextDecoder().decode(Uint8Array.from(found.binaryData)) : undefined;
}

/** The QR code on a PDF page (1-based), read from the page rendered at 150 dpi by poppler's pdftoppm. */
export function decodeQrOnPage(pdf: Buffer, page: number): string | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-qr-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    fs.writeFileSync(file, pdf);
    const out = path.join(dir, 'page');
    const p = String(page);
    execFileSync('pdftoppm', ['-r', '150', '-png', '-f', p, '-l', p, '-singlefile', file, out]);
    return decodePng(PNG.sync.read(fs.readFileSync(`${out}.png`)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The QR code in an SVG as `qrcode` writes it (one stroked path of `M x y`, `m dx 0` and `h length`
 * runs, each a module high), with any `<rect>`s laid over it such as the Swiss cross. Only that
 * subset is drawn, `scale` pixels a unit, which is enough to scan what the client's page shows.
 */
export function decodeQrSvg(svg: string, scale = 8): string | undefined {
  const size = Number(/viewBox="0 0 ([\d.]+) /.exec(svg)?.[1]);
  const side = Math.ceil(size * scale);
  const png = new PNG({ width: side, height: side });
  png.data.fill(255);
  const paint = (x: number, y: number, w: number, h: number, dark: boolean) => {
    const value = dark ? 0 : 255;
    for (let row = Math.round(y * scale); row < Math.round((y + h) * scale); row++)
      for (let col = Math.round(x * scale); col < Math.round((x + w) * scale); col++)
        png.data.fill(value, (row * side + col) * 4, (row * side + col) * 4 + 3);
  };
  const runs = /<path stroke="#000000" d="([^"]*)"/.exec(svg)?.[1] ?? '';
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of runs.matchAll(/([Mmh])([\d.]+)(?: ([\d.]+))?/g)) {
    if (command === 'M')
      [x, y] = [Number(a), Number(b) - 0.5]; // the stroke is centred on its row
    else if (command === 'm') x += Number(a);
    else {
      paint(x, y, Number(a), 1, true);
      x += Number(a);
    }
  }
  const rects =
    /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="(#[0-9a-f]{6})"\/>/g;
  for (const [, rx, ry, w, h, fill] of svg.matchAll(rects))
    paint(Number(rx), Number(ry), Number(w), Number(h), fill === '#000000');
  return decodePng(png);
}
