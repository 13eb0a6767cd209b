/** The part of fontkit (pdfkit's font engine) the invoice PDF uses. */
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font | unknown;
}
