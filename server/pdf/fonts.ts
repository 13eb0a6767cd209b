import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface Fonts {
  regular: Buffer;
  bold: Buffer;
}

let cached: Fonts | undefined;

/** Inter (OFL) as TTF: covers €, £, ¥, umlauts and accents; read from disk once per process. */
export function invoiceFonts(): Fonts {
  cached ??= {
    regular: fs.readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
    bold: fs.readFileSync(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')),
  };
  return cached;
}
