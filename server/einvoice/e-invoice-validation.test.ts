/**
 * Every format × every document of the matrix through the official validators (test/einvoice,
 * one run for all files), and Duely's readiness checks held to them: where readiness finds nothing
 * the validators find nothing fatal, and each problem it reports is one they reject the file for.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EInvoiceInput } from '@shared/e-invoice';
import { eInvoiceProblems } from '@shared/e-invoice-readiness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN } from '../../test/e-invoice-broken';
import { E_INVOICE_CASES, facturxTestPdf, makeDocument, makeInput } from '../../test/e-invoice-documents';
import {
  describe as describeResult,
  fatalFindings,
  VALIDATOR_DIR,
  type ValidatorResult,
  validateEInvoices,
} from '../../test/e-invoice-validator';
import { eInvoiceXml } from './e-invoice-xml';
import { E_INVOICE_FORMAT_SPECS, E_INVOICE_FORMATS, type EInvoiceFormat } from './formats';

/** The pairs readiness refuses in the matrix: Peppol addresses parties by their VAT IDs. */
const NOT_READY_IN_MATRIX = [
  'export-goods.peppol',
  'french-not-subject.peppol',
  'non-eu.peppol',
  'small-business.peppol',
  'us-llc.peppol',
  'us-seller.peppol',
];

let dir: string;
const files = new Map<string, { input: EInvoiceInput; format: EInvoiceFormat; file: string }>();
let results: Map<string, ValidatorResult>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'duely-einvoice-'));
  const write = (name: string, input: EInvoiceInput, format: EInvoiceFormat) => {
    const file = path.join(dir, `${name}.xml`);
    writeFileSync(file, eInvoiceXml(input, format));
    files.set(name, { input, format, file });
  };
  for (const [name, input] of Object.entries(E_INVOICE_CASES)) {
    for (const format of E_INVOICE_FORMATS) write(`${name}.${format}`, input, format);
    // The hybrid: the same XML inside a PDF/A-3, held to the Factur-X EN 16931 XSD and rules as well.
    const file = path.join(dir, `${name}.facturx.pdf`);
    writeFileSync(file, await facturxTestPdf(input, eInvoiceXml(input, 'facturx')));
    files.set(`${name}.facturx-pdf`, { input, format: 'facturx', file });
  }
  for (const broken of BROKEN) write(`broken.${broken.name}`, broken.input, broken.format);
  // BT-30 as Peppol reads it: an enterprise number whose check digits Settings would have refused.
  const belgian = E_INVOICE_CASES['belgian-bv'].document;
  const badNumber = { scheme: 'be_enterprise' as const, value: '0202239952' };
  write(
    'broken.legal-id',
    makeInput(
      makeDocument({ seller: { ...belgian.seller, registrations: [badNumber] }, buyer: belgian.buyer }),
    ),
    'peppol',
  );
  results = validateEInvoices([...files.values()].map((f) => f.file));
  // About 15 s alone; several minutes on a loaded machine (one Java start per rule set).
}, 600_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function resultOf(name: string): ValidatorResult {
  const entry = files.get(name);
  if (!entry) throw new Error(`no file ${name}`);
  return results.get(entry.file)!;
}

describe('e-invoices against the official validators', () => {
  it('writes every format for every document of the matrix with no fatal finding where readiness finds nothing', () => {
    const failures: string[] = [];
    const notReady: string[] = [];
    for (const [name, { input, format }] of files) {
      if (name.startsWith('broken.')) continue;
      const problems = eInvoiceProblems(input, format);
      const fatal = fatalFindings(resultOf(name));
      if (problems.length > 0) {
        notReady.push(name);
        if (fatal.length === 0)
          failures.push(
            `${name}: readiness reports ${JSON.stringify(problems)} but the validators accept it`,
          );
      } else if (fatal.length > 0) {
        failures.push(describeResult(resultOf(name)));
      }
    }
    expect(failures.join('\n\n')).toBe('');
    expect(notReady.sort()).toEqual(NOT_READY_IN_MATRIX);
    const ready = [...files.keys()].filter((n) => !n.startsWith('broken.') && !notReady.includes(n));
    // every format, and the Factur-X hybrid PDF, of every document
    expect(ready).toHaveLength(
      Object.keys(E_INVOICE_CASES).length * (E_INVOICE_FORMATS.length + 1) - NOT_READY_IN_MATRIX.length,
    );
  });

  it('checks the hybrid PDF as Factur-X: the embedded factur-x.xml under the EN 16931 profile rules', () => {
    for (const name of Object.keys(E_INVOICE_CASES)) {
      const result = resultOf(`${name}.facturx-pdf`) as ValidatorResult & { embedded?: string };
      expect(result.embedded).toBe('factur-x.xml');
      expect(result.rules).toEqual(['cen-cii', 'facturx-EN16931']);
    }
  });

  it('ran the rule sets each format promises', () => {
    for (const format of E_INVOICE_FORMATS) {
      const rules = resultOf(`one-rate.${format}`).rules;
      const spec = E_INVOICE_FORMAT_SPECS[format];
      expect(rules).toContain(spec.syntax === 'cii' ? 'cen-cii' : 'cen-ubl');
      if (spec.xrechnung) expect(rules).toContain(`xrechnung-${spec.syntax}`);
      if (spec.peppol) expect(rules).toContain('peppol-ubl');
    }
  });

  it.each(BROKEN.map((b) => [b.name, b] as const))(
    'readiness and the validators agree: %s',
    (name, broken) => {
      const problems = eInvoiceProblems(broken.input, broken.format);
      expect(problems.map((p) => p.path)).toContain(broken.path);
      const result = resultOf(`broken.${name}`);
      const ids = fatalFindings(result).map((f) => f.id);
      expect(
        ids.some((id) => broken.rule.test(id)),
        describeResult(result),
      ).toBe(true);
    },
  );

  it("judges the seller's legal registration (BT-30) by its scheme: a Belgian enterprise number by mod 97", () => {
    const result = resultOf('broken.legal-id');
    expect(
      fatalFindings(result).map((f) => f.id),
      describeResult(result),
    ).toContain('PEPPOL-COMMON-R043');
    expect(fatalFindings(resultOf('belgian-bv.peppol'))).toEqual([]);
  });

  it('keeps the Factur-X XML within the Factur-X EN 16931 profile schema', () => {
    const xsd = path.join(VALIDATOR_DIR, 'schemas/facturx/EN16931/FACTUR-X_EN16931.xsd');
    const facturx = [...files.values()]
      .filter((f) => f.format === 'facturx' && f.file.endsWith('.xml'))
      .map((f) => f.file);
    const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsd, ...facturx], {
      encoding: 'utf8',
    });
    if (run.error)
      throw new Error(`xmllint is missing (apt-get install -y libxml2-utils): ${run.error.message}`);
    expect(run.stderr.split('\n').filter((l) => l && !l.endsWith(' validates'))).toEqual([]);
    expect(run.status).toBe(0);
  });
});
