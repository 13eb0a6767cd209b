import fs from 'node:fs';
import { createRequire } from 'node:module';
// pdfkit's own font engine: parsing a TTF's tables takes most of a PDF's time, so it is done once.
import { create, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

export type Weight = 'regular' | 'bold';

/**
 * Faces in the order they are tried for a character (all OFL, TTF from npm): Inter covers Latin,
 * Greek and Cyrillic; Noto Sans fills in Arabic, Hebrew, and Chinese, Japanese and Korean; Noto
 * Emoji (black and white: pdfkit cannot embed colour bitmaps) comes last.
 */
export type Face = 'latin' | 'arabic' | 'hebrew' | 'sc' | 'jp' | 'kr' | 'emoji';

const FILES: Record<Face, [pkg: string, family: string]> = {
  latin: ['inter', 'Inter'],
  arabic: ['noto-sans-arabic', 'NotoSansArabic'],
  hebrew: ['noto-sans-hebrew', 'NotoSansHebrew'],
  sc: ['noto-sans-sc', 'NotoSansSC'],
  jp: ['noto-sans-jp', 'NotoSansJP'],
  kr: ['noto-sans-kr', 'NotoSansKR'],
  emoji: ['noto-emoji', 'NotoEmoji'],
};

const parsed = new Map<string, Font>();

/**
 * A face parsed on first use and kept for the life of the thread; pdfkit takes the parsed font and
 * still embeds a fresh subset into every document. The CJK faces (5–10 MB each) are only read when
 * a text needs them.
 */
export function fontFor(face: Face, weight: Weight): Font {
  const key = `${face}-${weight}`;
  let font = parsed.get(key);
  if (!font) {
    const [pkg, family] = FILES[face];
    const style = weight === 'bold' ? '700Bold' : '400Regular';
    const file = require.resolve(`@expo-google-fonts/${pkg}/${style}/${family}_${style}.ttf`);
    font = create(fs.readFileSync(file)) as Font;
    parsed.set(key, font);
  }
  return font;
}

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/** The CJK faces in the order a text prefers them: Japanese when it has kana, Korean when it has Hangul. */
export function cjkOrder(text: string): Face[] {
  if (HANGUL.test(text)) return ['kr', 'jp', 'sc'];
  if (KANA.test(text)) return ['jp', 'sc', 'kr'];
  return ['sc', 'jp', 'kr'];
}

const coverage = new Map<string, boolean>();

/** Whether a face has a glyph for the code point; Latin, Arabic and Hebrew are cheap to ask, so they go first. */
export function covers(face: Face, codePoint: number): boolean {
  const key = `${face}:${codePoint}`;
  let has = coverage.get(key);
  if (has === undefined) {
    has = fontFor(face, 'regular').hasGlyphForCodePoint(codePoint);
    coverage.set(key, has);
  }
  return has;
}
