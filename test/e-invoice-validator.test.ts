/**
 * The e-invoice runner itself (e-invoice-validator.ts over the artefacts in test/einvoice): a
 * document written right passes every rule set its identifier promises, a broken one fails by the
 * rule ids the official rules give it, a hybrid PDF's structure is checked before its XML, and a
 * missing tool stops the run with what to install.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eInvoiceXml } from '../server/einvoice/e-invoice-xml';
import { renderDocument } from '../server/pdf/invoice-document';
import { BROKEN } from './e-invoice-broken';
import { E_INVOICE_CASES, facturxTestPdf } from './e-invoice-documents';
import { fatalFindings, type ValidatorResult, validateEInvoices } from './e-invoice-validator';

let dir: string;
let results: Map<string, ValidatorResult>;
const file = (name: string) => path.join(dir, name);
const result = (name: string) => results.get(file(name))!;
const fatalIds = (name: string) => fatalFindings(result(name)).map((f) => f.id);
const brokenXml = (name: string) => {
  const broken = BROKEN.find((b) => b.name === name)!;
  return eInvoiceXml(broken.input, broken.format);
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'duely-validator-'));
  const input = E_INVOICE_CASES['one-rate'];
  const xrechnung = eInvoiceXml(input, 'xrechnung-cii');
  const hybrid = await facturxTestPdf(input, eInvoiceXml(input, 'facturx'));
  const written: Record<string, string | Buffer> = {
    'good.xrechnung-cii.xml': xrechnung,
    'good.peppol.xml': eInvoiceXml(input, 'peppol'),
    'good.facturx.pdf': hybrid,
    'no-buyer-reference.xrechnung-cii.xml': brokenXml('no-buyer-reference.xrechnung-cii'),
    'no-buyer-reference.peppol.xml': brokenXml('no-buyer-reference.peppol'),
    'unknown-element.xml': xrechnung.replace(
      '<rsm:ExchangedDocument>',
      '<rsm:ExchangedDocument><ram:Unknown>1</ram:Unknown>',
    ),
    'not-an-invoice.xml': '<?xml version="1.0"?><Order xmlns="urn:example:order"/>',
    'plain.pdf': await renderDocument(input.document),
    // The same bytes with the XMP naming another file and the output intent's key spoiled.
    'damaged.facturx.pdf': Buffer.from(
      hybrid
        .toString('latin1')
        .replace('DocumentFileName>factur-x.xml<', 'DocumentFileName>facture0.xml<')
        .replace('/OutputIntents', '/OutputIntentz'),
      'latin1',
    ),
  };
  for (const [name, content] of Object.entries(written)) writeFileSync(file(name), content);
  results = validateEInvoices(Object.keys(written).map(file));
}, 600_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the e-invoice runner', () => {
  it('passes a document written right, under every rule set its specification identifier promises', () => {
    expect(result('good.xrechnung-cii.xml')).toMatchObject({
      syntax: 'CII',
      specification: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
      rules: ['cen-cii', 'xrechnung-cii'],
      fatal: 0,
    });
    expect(result('good.peppol.xml')).toMatchObject({
      syntax: 'UBL Invoice',
      rules: ['cen-ubl', 'peppol-ubl'],
    });
    expect(result('good.facturx.pdf')).toMatchObject({
      embedded: 'factur-x.xml',
      rules: ['cen-cii', 'facturx-EN16931'],
    });
    for (const name of ['good.xrechnung-cii.xml', 'good.peppol.xml', 'good.facturx.pdf']) {
      expect(fatalFindings(result(name))).toEqual([]);
      for (const rules of result(name).rules) expect(result(name).fired[rules]).toBeGreaterThan(10);
    }
  });

  it('fails a broken document by the rule the official rules give it, naming the rule set and place', () => {
    expect(fatalIds('no-buyer-reference.xrechnung-cii.xml')).toEqual(['BR-DE-15']);
    expect(fatalIds('no-buyer-reference.peppol.xml')).toContain('PEPPOL-EN16931-R003');
    const [finding] = fatalFindings(result('no-buyer-reference.xrechnung-cii.xml'));
    expect(finding).toMatchObject({ flag: 'fatal', rules: 'xrechnung-cii' });
    expect(finding.text).toMatch(/Buyer reference/i);
    expect(finding.location).toMatch(/^\//);
  });

  it('reports what breaks the schema, in the reader’s file name', () => {
    const xsd = fatalFindings(result('unknown-element.xml')).filter((f) => f.id === 'XSD');
    expect(xsd.length).toBeGreaterThan(0);
    expect(xsd[0].text).toMatch(/^unknown-element\.xml:\d+: .*Unknown/);
  });

  it('refuses a document that is no invoice, and a PDF with no invoice attached', () => {
    expect(result('not-an-invoice.xml')).toMatchObject({ rules: [], fatal: 1 });
    expect(fatalIds('not-an-invoice.xml')).toEqual(['ROOT']);
    expect(fatalIds('plain.pdf')).toEqual(['PDF-XML']);
  });

  it('checks the hybrid’s structure: the XMP must name the attached file, PDF/A needs an output intent', () => {
    expect(fatalIds('damaged.facturx.pdf')).toEqual(['FX-XMP', 'PDFA-INTENT']);
    expect(fatalIds('good.facturx.pdf')).toEqual([]);
  });
});

describe('the runner without its tools', () => {
  const saved = { PATH: process.env.PATH, SAXON_JAR: process.env.SAXON_JAR };
  afterEach(() => {
    process.env.PATH = saved.PATH;
    if (saved.SAXON_JAR === undefined) delete process.env.SAXON_JAR;
    else process.env.SAXON_JAR = saved.SAXON_JAR;
  });

  it('fails loudly, naming what to install', () => {
    process.env.SAXON_JAR = path.join(os.tmpdir(), 'no-such-saxon.jar');
    expect(() => validateEInvoices([])).toThrow(/Saxon-HE is missing: .*apt-get install -y libsaxonhe-java/);
    process.env.PATH = path.join(os.tmpdir(), 'no-such-bin');
    expect(() => validateEInvoices([])).toThrow(/java is missing: .*apt-get install/);
  });
});
