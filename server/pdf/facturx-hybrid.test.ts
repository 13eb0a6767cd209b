/**
 * The invoice PDF as a Factur-X hybrid (decision 026): the same drawing as the plain PDF, made
 * PDF/A-3b with the document's factur-x.xml attached, when the job carries an e-invoice input of an
 * EU seller that readiness finds complete; the plain PDF otherwise.
 */
import { eInvoiceProblems } from '@shared/e-invoice-readiness';
import { describe, expect, it } from 'vitest';
import { BROKEN } from '../../test/e-invoice-broken';
import { E_INVOICE_CASES } from '../../test/e-invoice-documents';
import { attachedFiles, pagePixels, pdfFonts, pdfMetadata } from '../../test/e-invoice-pdf';
import { eInvoiceXml } from '../einvoice/e-invoice-xml';
import { renderPrintJob } from './print-job';

describe('the Factur-X hybrid', () => {
  it.each(['sixty-lines', 'non-latin', 'credit-note'])(
    'looks exactly like the plain PDF: %s, page for page, pixel for pixel',
    async (name) => {
      const input = E_INVOICE_CASES[name];
      const [plain, hybrid] = await Promise.all([
        renderPrintJob({ document: input.document }),
        renderPrintJob({ document: input.document, eInvoice: input }),
      ]);
      expect(attachedFiles(plain).size).toBe(0);
      expect([...attachedFiles(hybrid).keys()]).toEqual(['factur-x.xml']);
      const [plainPages, hybridPages] = [pagePixels(plain), pagePixels(hybrid)];
      expect(hybridPages.length).toBe(plainPages.length);
      if (name === 'sixty-lines') expect(plainPages.length).toBeGreaterThan(1);
      hybridPages.forEach((page, i) => {
        expect(page.equals(plainPages[i]), `page ${i + 1} differs`).toBe(true);
      });
    },
  );

  it('carries the document XML as factur-x.xml, as eInvoiceXml writes it', async () => {
    const input = E_INVOICE_CASES['two-rates'];
    const pdf = await renderPrintJob({ document: input.document, eInvoice: input });
    const xml = attachedFiles(pdf).get('factur-x.xml');
    expect(xml).toBe(eInvoiceXml(input, 'facturx'));
    expect(xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
    const note = E_INVOICE_CASES['credit-note'];
    const notePdf = await renderPrintJob({ document: note.document, eInvoice: note });
    expect(attachedFiles(notePdf).get('factur-x.xml')).toContain('<ram:TypeCode>381</ram:TypeCode>');
  });

  it('is PDF/A-3b: every font embedded, dated, with the PDF/A and Factur-X XMP', async () => {
    const input = E_INVOICE_CASES['non-latin'];
    const pdf = await renderPrintJob({ document: input.document, eInvoice: input });
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
    // Only the faces text.ts draws with; no standard-14 font (Helvetica …) slips in.
    for (const font of fonts) expect(font.name).toMatch(/^[A-Z]{6}\+(Inter|Noto)/);
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.7');
    const { xmp, info } = pdfMetadata(pdf);
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(xmp).toMatch(/<xmp:CreateDate>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/xmp:CreateDate>/);
    expect(info).toMatch(/CreationDate:\s+\d{4}-\d\d-\d\dT/);
    expect(info).toMatch(/Title:\s+Invoice INV-1003\n/);
  });

  it('stays plain for a seller outside the EU, a document EN 16931 cannot carry, and a job without input', async () => {
    const us = E_INVOICE_CASES['us-seller'];
    expect(eInvoiceProblems(us, 'facturx')).toEqual([]); // ready, but not an EU seller
    // Reverse charge to a client whose VAT ID is missing (BR-AE-02).
    const incomplete = BROKEN.find((b) => b.name === 'ae-no-buyer-vat.ubl')!.input;
    expect(eInvoiceProblems(incomplete, 'facturx').map((p) => p.path)).toEqual(['client.vatId']);
    const one = E_INVOICE_CASES['one-rate'];
    for (const job of [
      { document: us.document, eInvoice: us },
      { document: incomplete.document, eInvoice: incomplete },
      { document: one.document },
    ]) {
      const pdf = await renderPrintJob(job);
      expect(attachedFiles(pdf).size).toBe(0);
      expect(pdfMetadata(pdf).xmp).not.toContain('pdfaid');
    }
  });
});
