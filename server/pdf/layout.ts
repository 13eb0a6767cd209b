/** Page geometry, colours and helpers shared by the invoice PDF's parts. */
export const MARGIN = 50;
export const INK = '#0f172a';
export const MUTED = '#64748b';
export const RULE = '#e2e8f0';
export const HEADER_FILL = '#f1f5f9';
export const ROW_PAD = 6;

export type Doc = PDFKit.PDFDocument;

export const width = (doc: Doc) => doc.page.width - 2 * MARGIN;
export const bottom = (doc: Doc) => doc.page.height - MARGIN;

/** Starts a new page when the next `height` points would not fit. */
export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

export function present(...values: (string | null | undefined)[]): string[] {
  return values.filter((v): v is string => Boolean(v?.trim()));
}
