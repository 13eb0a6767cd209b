/** The part of fontkit (pdfkit's font engine) the invoice PDF uses. */
declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    lineGap: number;
    layout(text: string): unknown;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font | unknown;
}
