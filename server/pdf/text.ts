import bidiFactory from 'bidi-js';
import { cjkOrder, covers, type Face, fontFor, type Weight } from './fonts';
import { bottom, type Doc, MARGIN } from './layout';

/**
 * Every piece of text on the invoice goes through here: each character gets the first face that has
 * a glyph for it, lines wrap to the box's width (at spaces, between CJK characters, and inside a word
 * too long for the box), and right-to-left runs are put in visual order (Unicode bidi; fontkit shapes
 * and mirrors the glyphs of each Arabic or Hebrew word). Nothing is drawn past the box's right edge.
 */
export interface TextStyle {
  width: number;
  size: number;
  weight?: Weight;
  color?: string;
  align?: 'left' | 'right';
  /** Continue on a new page when a line would pass the bottom margin (default true). */
  flow?: boolean;
}

const BASE: Face[] = ['latin', 'arabic', 'hebrew'];
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
/** Line breaks are allowed before and after each of these (CJK ideographs, kana, Hangul, full-width forms). */
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;
/** Spaces, punctuation, symbols and digits keep the face before them if it has them (not emoji's wide space). */
const NEUTRAL = /[\p{Z}\p{P}\p{S}\p{N}]/u;
const SPACE = /\s/;

/**
 * Figures and what stands between them — dates, amounts, numbers — are set without kerning: the
 * latin face kerns "4." and "1." so tightly that "04.12.2026" reads "0412.2026" (issue 2/7 item 13).
 * Measured and drawn alike, so right-aligned columns still end on their edge.
 */
const FIGURES = /^[\p{N}\p{P}\p{S}\s]+$/u;
const DIGIT = /\p{Nd}/u;
// fontkit takes a map of features to switch on or off; pdfkit hands it on, though its typings list an array.
const UNKERNED = { features: { kern: false } as never };

/** How a stretch of text is set: without kerning when it is figures (FIGURES). */
const setting = (text: string) => (DIGIT.test(text) && FIGURES.test(text) ? UNKERNED : {});

let bidi: ReturnType<typeof bidiFactory> | undefined;
const registered = new WeakMap<Doc, Set<string>>();

function selectFace(doc: Doc, face: Face, weight: Weight, size: number) {
  const name = `${face}-${weight}`;
  const known = registered.get(doc) ?? new Set<string>();
  registered.set(doc, known);
  // pdfkit accepts an already parsed fontkit font, which its typings do not list.
  if (!known.has(name)) {
    const font = fontFor(face, weight);
    // fontkit keeps each glyph object with the characters it was first made for; a glyph first made
    // while an earlier document was subset (without its characters) would reach this document's
    // ToUnicode map as nothing ("d’avoir" read as "d avoir"). Each document starts with fresh glyphs.
    (font as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
    doc.registerFont(name, font as never);
  }
  known.add(name);
  doc.font(name).fontSize(size);
}

function metrics(face: Face, weight: Weight, size: number) {
  const f = fontFor(face, weight);
  const scale = size / f.unitsPerEm;
  return { ascent: f.ascent * scale, lineHeight: (f.ascent - f.descent + f.lineGap) * scale };
}

/** A paragraph split into characters (code points), each with its face. */
interface Paragraph {
  chars: string[];
  faces: Face[];
  /** Bidi embedding level of each character, when the paragraph has right-to-left text. */
  levels?: number[];
}

function paragraph(text: string): Paragraph {
  const chars = Array.from(text.replace(/\t/g, ' '));
  const order: Face[] = [...BASE, ...cjkOrder(text), 'emoji'];
  const faces: Face[] = [];
  for (const ch of chars) {
    const cp = ch.codePointAt(0) ?? 32;
    const prev = faces[faces.length - 1];
    const keep = prev && prev !== 'emoji' && NEUTRAL.test(ch) && covers(prev, cp);
    faces.push(keep ? prev : (order.find((f) => covers(f, cp)) ?? 'latin'));
  }
  if (!RTL.test(text)) return { chars, faces };
  bidi ??= bidiFactory();
  const byUnit = bidi.getEmbeddingLevels(text).levels;
  const levels: number[] = [];
  let unit = 0;
  for (const ch of chars) {
    levels.push(byUnit[unit]);
    unit += ch.length;
  }
  return { chars, faces, levels };
}

/** Width of chars[from, to) in points: one measurement per stretch of one face. */
function widthOf(doc: Doc, p: Paragraph, from: number, to: number, weight: Weight, size: number) {
  let width = 0;
  let start = from;
  for (let i = from + 1; i <= to; i++) {
    if (i < to && p.faces[i] === p.faces[start]) continue;
    selectFace(doc, p.faces[start], weight, size);
    const stretch = p.chars.slice(start, i).join('');
    width += doc.widthOfString(stretch, setting(stretch));
    start = i;
  }
  return width;
}

/** Breaks a paragraph into lines [from, to) no wider than `width`. */
function wrap(doc: Doc, p: Paragraph, width: number, weight: Weight, size: number): [number, number][] {
  const lines: [number, number][] = [];
  let from = -1; // start of the current line, -1 while it is empty
  let end = 0; // end of its last word (trailing spaces are not part of a line)
  let used = 0; // width up to `end`
  let pending = 0; // width of the spaces after `end`
  let i = 0;
  while (i < p.chars.length) {
    let j = i + 1;
    const space = SPACE.test(p.chars[i]);
    if (space) while (j < p.chars.length && SPACE.test(p.chars[j])) j++;
    else if (!CJK.test(p.chars[i]))
      while (j < p.chars.length && !SPACE.test(p.chars[j]) && !CJK.test(p.chars[j])) j++;
    const w = widthOf(doc, p, i, j, weight, size);
    if (space) {
      if (from >= 0) pending += w;
    } else if (from >= 0 && used + pending + w <= width) {
      used += pending + w;
      end = j;
      pending = 0;
    } else {
      if (from >= 0) lines.push([from, end]);
      from = i;
      used = w;
      pending = 0;
      if (w > width) {
        // A word wider than the box is cut between characters.
        used = 0;
        for (let k = i; k < j; k++) {
          const c = widthOf(doc, p, k, k + 1, weight, size);
          if (used + c > width && k > from) {
            lines.push([from, k]);
            from = k;
            used = 0;
          }
          used += c;
        }
      }
      end = j;
    }
    i = j;
  }
  if (from >= 0) lines.push([from, end]);
  return lines;
}

interface Run {
  text: string;
  face: Face;
  width: number;
  space: boolean;
}

/** One line's runs, left to right as they appear on the page. */
function visualRuns(doc: Doc, p: Paragraph, [from, to]: [number, number], weight: Weight, size: number) {
  const order = Array.from({ length: to - from }, (_, k) => from + k);
  const levels = p.levels;
  if (levels) {
    // Unicode bidi rule L2: from the highest level down, reverse every stretch at that level or above.
    const lineLevels = order.map((k) => levels[k]);
    const lowestOdd = Math.min(...lineLevels.map((l) => (l % 2 ? l : l + 1)));
    for (let level = Math.max(...lineLevels); level >= lowestOdd; level--) {
      for (let a = 0; a < order.length; a++) {
        if (levels[order[a]] < level) continue;
        let b = a;
        while (b + 1 < order.length && levels[order[b + 1]] >= level) b++;
        order.splice(a, b - a + 1, ...order.slice(a, b + 1).reverse());
        a = b;
      }
    }
  }
  const rtl = (k: number) => (levels ? levels[k] % 2 === 1 : false);
  const runs: Run[] = [];
  let a = 0;
  while (a < order.length) {
    const k = order[a];
    const space = rtl(k) && SPACE.test(p.chars[k]);
    let b = a + 1;
    while (
      b < order.length &&
      p.faces[order[b]] === p.faces[k] &&
      rtl(order[b]) === rtl(k) &&
      (!rtl(k) || SPACE.test(p.chars[order[b]]) === space)
    )
      b++;
    const visual = order.slice(a, b).map((n) => p.chars[n]);
    let text = visual.join('');
    if (rtl(k)) {
      // A right-to-left word goes to fontkit in reading order: it shapes it and lays it out right to
      // left. Neutral characters on their own are mirrored and placed here.
      text = RTL.test(text)
        ? visual.reverse().join('')
        : visual.map((ch) => bidi?.getMirroredCharacter(ch) ?? ch).join('');
    }
    selectFace(doc, p.faces[k], weight, size);
    runs.push({ text, face: p.faces[k], width: doc.widthOfString(text, setting(text)), space });
    a = b;
  }
  return runs;
}

function layout(doc: Doc, text: string, style: TextStyle) {
  const weight = style.weight ?? 'regular';
  const lines: { p: Paragraph; range: [number, number] }[] = [];
  for (const part of text.replace(/\r/g, '').split('\n')) {
    const p = paragraph(part);
    const ranges = wrap(doc, p, style.width, weight, style.size);
    if (ranges.length === 0) ranges.push([0, 0]);
    for (const range of ranges) lines.push({ p, range });
  }
  return { weight, lines, lineHeight: metrics('latin', weight, style.size).lineHeight };
}

/** The height the text takes in a box of `style.width`. */
export function textHeight(doc: Doc, text: string, style: TextStyle): number {
  const { lines, lineHeight } = layout(doc, text, style);
  return lines.length * lineHeight;
}

/** Draws the text in a box at (x, y) of `style.width`; answers the y below it (also left in doc.y). */
export function drawText(doc: Doc, text: string, x: number, y: number, style: TextStyle): number {
  const { weight, lines, lineHeight } = layout(doc, text, style);
  const { size } = style;
  const baseline = metrics('latin', weight, size).ascent;
  let lineY = y;
  for (const { p, range } of lines) {
    if (style.flow !== false && lineY + lineHeight > bottom(doc) && lineY > MARGIN) {
      doc.addPage();
      lineY = MARGIN;
    }
    const runs = visualRuns(doc, p, range, weight, size);
    const total = runs.reduce((sum, r) => sum + r.width, 0);
    let runX = style.align === 'right' ? x + style.width - total : x;
    doc.fillColor(style.color ?? '#000');
    for (const run of runs) {
      if (!run.space) {
        selectFace(doc, run.face, weight, size);
        // Baselines line up whatever each face's ascent.
        const shift = baseline - metrics(run.face, weight, size).ascent;
        doc.text(run.text, runX, lineY + shift, { lineBreak: false, ...setting(run.text) });
      }
      runX += run.width;
    }
    lineY += lineHeight;
  }
  doc.x = x;
  doc.y = lineY;
  return lineY;
}
