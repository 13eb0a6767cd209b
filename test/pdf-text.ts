import { PDFParse } from 'pdf-parse';

/**
 * A PDF's text, whole and page by page, with the page count. Amounts keep their symbol on the same
 * line with a no-break space ("200,00 €"); it is read as a plain space.
 */
export async function readPdf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { text, pages, total } = await parser.getText();
    const plain = (s: string) => s.replaceAll('\u00a0', ' ');
    return { text: plain(text), pages: total, pageTexts: pages.map((p) => plain(p.text)) };
  } finally {
    await parser.destroy();
  }
}
