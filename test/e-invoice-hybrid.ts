/**
 * The structure a Factur-X / ZUGFeRD / XRechnung hybrid PDF needs before its XML is validated: the
 * XML attached under its agreed name, XMP declaring PDF/A-3 with a conformance level, the Factur-X
 * XMP extension naming the attached file, every font embedded, an /AF relationship for the
 * attachment and an output intent. Not a full PDF/A validator: it checks what a buyer's software
 * reads to find the invoice, and what pdfkit has to be told to write.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { attachedFiles, pdfFonts, pdfMetadata } from './e-invoice-pdf';
import type { ValidatorFinding } from './e-invoice-tools';

/** The names under which a hybrid carries its XML. */
const XML_NAMES = ['factur-x.xml', 'xrechnung.xml', 'zugferd-invoice.xml'];

export interface HybridCheck {
  findings: ValidatorFinding[];
  /** The attached XML's file name and text, when there is one. */
  embedded?: { name: string; xml: string };
}

const xmpValue = (xmp: string, name: string) =>
  xmp.match(new RegExp(`${name}(?:>|=")\\s*([^<"]+)`))?.[1]?.trim();

/**
 * The PDF's objects as text, with those packed in compressed object streams unpacked, so that
 * dictionary keys (/AF, /OutputIntents) are found wherever the writer put them.
 */
function pdfObjects(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const packed: string[] = [];
  for (const match of raw.matchAll(/\/Type\s*\/ObjStm[\s\S]*?stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      packed.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // A stream that does not inflate holds no dictionary we can read; its absence is reported below.
    }
  }
  return [raw, ...packed].join('\n');
}

/** Checks a hybrid PDF's structure (poppler-utils must be installed: the caller checks). */
export function checkHybrid(file: string): HybridCheck {
  const pdf = readFileSync(file);
  const findings: ValidatorFinding[] = [];
  const fail = (id: string, text: string) => findings.push({ id, flag: 'fatal', text });
  let attachments: Map<string, string>;
  try {
    attachments = attachedFiles(pdf);
  } catch (error) {
    fail('PDF-READ', `the PDF could not be read: ${(error as Error).message.trim()}`);
    return { findings };
  }
  const name = XML_NAMES.find((n) => attachments.has(n));
  if (!name) {
    fail(
      'PDF-XML',
      `no attached ${XML_NAMES.join(' / ')} (attachments: ${[...attachments.keys()].join(', ') || 'none'})`,
    );
    return { findings };
  }

  const { xmp } = pdfMetadata(pdf);
  const part = xmpValue(xmp, 'pdfaid:part');
  if (part !== '3') fail('PDFA-PART', `the XMP does not declare PDF/A-3 (pdfaid:part ${part ?? 'missing'})`);
  if (!/^[ABU]$/i.test(xmpValue(xmp, 'pdfaid:conformance') ?? '')) {
    fail('PDFA-CONFORMANCE', 'the XMP has no pdfaid:conformance (A, B or U)');
  }
  const fileName = xmpValue(xmp, 'fx:DocumentFileName') ?? xmpValue(xmp, 'DocumentFileName');
  if (!fileName) {
    fail(
      'FX-XMP',
      'the XMP has no Factur-X extension (DocumentFileName, DocumentType, Version, ConformanceLevel)',
    );
  } else if (fileName !== name) {
    fail('FX-XMP', `the XMP names ${fileName} but the attached file is ${name}`);
  }
  if (!xmpValue(xmp, 'ConformanceLevel')) fail('FX-XMP', 'the Factur-X XMP has no ConformanceLevel');

  const unembedded = pdfFonts(pdf).filter((font) => !font.embedded);
  if (unembedded.length)
    fail('PDFA-FONTS', `fonts not embedded: ${unembedded.map((f) => f.name).join(', ')}`);
  const objects = pdfObjects(pdf);
  if (
    !/\/AF\s*(\[|\d+\s+\d+\s+R)/.test(objects) ||
    !/\/AFRelationship\s*\/(Alternative|Data|Source)\b/.test(objects)
  ) {
    fail(
      'PDFA-AF',
      'no /AF array with an /AFRelationship (Alternative, Data or Source) for the attached XML',
    );
  }
  if (!/\/OutputIntents\s*\[/.test(objects))
    fail('PDFA-INTENT', 'no /OutputIntents (PDF/A needs an output intent)');
  return { findings, embedded: { name, xml: attachments.get(name)! } };
}
