import fs from 'node:fs';
import { createRequire } from 'node:module';
// pdfkit's own font engine: parsing a TTF's tables takes most of a PDF's time, so it is done once.
import { create, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

export interface Fonts {
  regular: Font;
  bold: Font;
}

let cached: Fonts | undefined;

function load(file: string): Font {
  return create(fs.readFileSync(require.resolve(`@expo-google-fonts/inter/${file}`))) as Font;
}

/**
 * Inter (OFL) as TTF: covers €, £, ¥, umlauts and accents. Read and parsed once per process; pdfkit
 * takes the parsed font and still embeds a fresh subset into every document.
 */
export function invoiceFonts(): Fonts {
  cached ??= { regular: load('400Regular/Inter_400Regular.ttf'), bold: load('700Bold/Inter_700Bold.ttf') };
  return cached;
}
