/**
 * What turns a pdfkit document into a Factur-X / ZUGFeRD hybrid (EN 16931 profile): PDF/A-3b with
 * an sRGB output intent (pdfkit's `subset`), the CII XML attached as factur-x.xml with
 * AFRelationship Alternative and listed in the catalogue's /AF, and the Factur-X XMP extension
 * schema that names it. Every font must be embedded: server/pdf draws only with Inter and Noto (TTF).
 *
 * The invoice's drawing stays server/pdf's: a hybrid is the same document created with
 * `FACTURX_PDF_OPTIONS` merged into its options and `attachFacturx` called before `doc.end()`.
 */
import type { DocumentKind } from '@shared/document';
import type { EInvoiceInput } from '@shared/e-invoice';
import { readinessProblems } from '@shared/e-invoice-readiness';
import { eInvoiceXml } from './e-invoice-xml';
import { escapeXml } from './xml';

export const FACTURX_FILE_NAME = 'factur-x.xml';

/** pdfkit options of a PDF/A-3b document (PDF 1.7, as PDF/A-3 is based on ISO 32000-1). */
export const FACTURX_PDF_OPTIONS = { subset: 'PDF/A-3b', pdfVersion: '1.7' } as const;

const FX_NS = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/** The XMP properties a reader finds the XML by (Factur-X 1.0 specification, § 6.2.2). */
const FX_PROPERTIES: [name: string, description: string][] = [
  ['DocumentFileName', 'The name of the embedded XML document'],
  ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
  ['Version', 'The actual version of the standard applying to the embedded XML document'],
  ['ConformanceLevel', 'The conformance level of the embedded XML document'],
];

/**
 * The XML an issued document's PDF carries, or undefined when its PDF stays plain: the seller is
 * outside the EU (Factur-X is an EU format; a US invoice gains nothing from it) or the document lacks
 * what EN 16931 needs (`readinessProblems(input, 'facturx')` names either). Whether the document is issued
 * is the caller's to know: a draft is no invoice yet, and is given no input.
 */
export function facturxXmlOf(input: EInvoiceInput): string | undefined {
  if (readinessProblems(input, 'facturx').length > 0) return undefined;
  return eInvoiceXml(input, 'facturx');
}

export interface FacturxAttachment {
  /** The CII XML of the `facturx` format. */
  xml: string;
  kind: DocumentKind;
  /** When the document was made: the file's creation and modification date (PDF/A-3 asks for ModDate). */
  date: Date;
}

/** Attaches the XML and its XMP description; call it on a document created with FACTURX_PDF_OPTIONS. */
export function attachFacturx(doc: PDFKit.PDFDocument, attachment: FacturxAttachment): void {
  const options: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
    name: FACTURX_FILE_NAME,
    type: 'text/xml',
    // pdfkit writes it as the file spec's AFRelationship; @types/pdfkit does not know the option yet.
    relationship: 'Alternative',
    description: attachment.kind === 'credit_note' ? 'Factur-X credit note' : 'Factur-X invoice',
    creationDate: attachment.date,
    modifiedDate: attachment.date,
  };
  doc.file(Buffer.from(attachment.xml, 'utf8'), options);
  doc.appendXML(facturxXmp());
  xmpSafeInfo(doc);
}

/**
 * pdfkit copies the Info entries into the XMP packet without escaping them, and PDF/A requires a
 * well-formed packet that agrees with Info: "Muster & Söhne" as author would break both. In the
 * metadata only (the page is untouched) &, < and > take their full-width forms.
 */
function xmpSafeInfo(doc: PDFKit.PDFDocument): void {
  const info = doc.info as Record<string, unknown>;
  const wide: Record<string, string> = { '&': '＆', '<': '＜', '>': '＞' };
  for (const key of ['Title', 'Author', 'Subject', 'Keywords', 'Creator', 'Producer']) {
    const value = info[key];
    if (typeof value === 'string') info[key] = value.replace(/[&<>]/g, (c) => wide[c]);
  }
}

/** Factur-X names a credit note's hybrid INVOICE too: the XML's type code (381) tells them apart. */
function facturxXmp(): string {
  const properties = FX_PROPERTIES.map(
    ([name, description]) => `
              <rdf:li rdf:parseType="Resource">
                <pdfaProperty:name>${name}</pdfaProperty:name>
                <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                <pdfaProperty:category>external</pdfaProperty:category>
                <pdfaProperty:description>${escapeXml(description)}</pdfaProperty:description>
              </rdf:li>`,
  ).join('');
  return `
        <rdf:Description rdf:about="" xmlns:fx="${FX_NS}">
          <fx:DocumentType>INVOICE</fx:DocumentType>
          <fx:DocumentFileName>${FACTURX_FILE_NAME}</fx:DocumentFileName>
          <fx:Version>1.0</fx:Version>
          <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
          <pdfaExtension:schemas>
            <rdf:Bag>
              <rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${FX_NS}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property>
                  <rdf:Seq>${properties}
                  </rdf:Seq>
                </pdfaSchema:property>
              </rdf:li>
            </rdf:Bag>
          </pdfaExtension:schemas>
        </rdf:Description>`;
}
