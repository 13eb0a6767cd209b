/**
 * The e-invoice matrix through the API (issue 4/6): documents set up as a user sets them up —
 * settings, clients, invoices with their lines, payments, credit notes — and every format of each
 * downloaded from `GET /api/invoices/{id}/e-invoice?format=F` (or the credit note's), with the PDF
 * itself (`GET …/pdf`, the hybrid), all validated in one run of the official rules
 * (test/e-invoice-validator.ts). No fatal finding anywhere; the pairs readiness refuses answer 422
 * naming the field to fix.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E_INVOICE_FORMAT_SPECS, E_INVOICE_FORMATS, type EInvoiceFormat } from '@shared/e-invoice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../test/app';
import {
  companyAccount,
  FRENCH_CLIENT,
  GERMAN_CLIENT,
  GERMAN_COMPANY,
  postClient,
  postInvoice,
  postJson,
  US_CLIENT,
} from '../../../test/e-invoice-api';
import { NON_LATIN_LINES, SIXTY_LINES, TWO_RATE_LINES } from '../../../test/e-invoice-documents';
import { attachedFiles } from '../../../test/e-invoice-pdf';
import {
  describe as describeResult,
  fatalFindings,
  type ValidatorResult,
  validateEInvoices,
} from '../../../test/e-invoice-validator';

/** A document of the matrix: where its routes are. */
interface Case {
  agent: Agent;
  /** /api/invoices/12 or /api/credit-notes/3 */
  base: string;
  number: string;
}

/** The pairs readiness refuses: Peppol addresses parties by VAT ID, which these have not. */
const REFUSED: Record<string, { path: string }> = {
  'small-business.peppol': { path: 'settings.vatId' },
  'non-eu.peppol': { path: 'client.peppolId' },
};

const LEITWEG_ID = '04011000-12345-34';

let t: TestApp;
let dir: string;
const cases = new Map<string, Case>();
/** Every download: `${case}.${format}` and `${case}.pdf` → its answer and, for a 200, its file. */
const downloads = new Map<
  string,
  { status: number; type?: string; disposition?: string; body: Buffer; file?: string }
>();
let results: Map<string, ValidatorResult>;

async function setUpMatrix() {
  const german = await companyAccount(t);
  const client = await postClient(german.agent, { ...GERMAN_CLIENT, buyerReference: LEITWEG_ID });
  const invoiceCase = async (agent: Agent, body: Record<string, unknown>): Promise<Case> => {
    const invoice = await postInvoice(agent, { status: 'sent', ...body });
    return { agent, base: `/api/invoices/${invoice.id}`, number: invoice.invoiceNumber };
  };
  const g = german.agent;

  cases.set(
    'one-rate',
    await invoiceCase(g, {
      clientId: client.id,
      lineItems: [{ description: 'Design work', quantity: 10, unit: 'hours', rate: '95.00' }],
    }),
  );
  // Rounding at half a cent in line amounts and group taxes (BR-CO-17).
  cases.set(
    'two-rates',
    await invoiceCase(g, {
      clientId: client.id,
      buyerReference: 'PO 4711',
      servicePeriodStart: '2026-10-01',
      servicePeriodEnd: '2026-10-31',
      lineItems: TWO_RATE_LINES,
    }),
  );

  const french = await postClient(g, { ...FRENCH_CLIENT, buyerReference: 'FR-REF-1' });
  cases.set(
    'reverse-charge',
    await invoiceCase(g, {
      clientId: french.id,
      lineItems: [{ description: 'Web development', quantity: 12, unit: 'hours', rate: '110.00' }],
    }),
  );

  const american = await postClient(g, { ...US_CLIENT, buyerReference: 'US-REF-1' });
  cases.set(
    'non-eu',
    await invoiceCase(g, {
      clientId: american.id,
      lineItems: [{ description: 'App design', quantity: 3, unit: 'days', rate: '800.00' }],
    }),
  );

  const partlyPaid = await invoiceCase(g, {
    clientId: client.id,
    lineItems: [{ description: 'Design work', quantity: 10, unit: 'hours', rate: '95.00' }],
  });
  await postJson(g, `${partlyPaid.base}/payments`, {
    amount: '500.00',
    paidOn: '2026-11-24',
    method: 'bank_transfer',
  });
  cases.set('partly-paid', partlyPaid);

  // A partial credit note, then the void that credits the rest: its lines are the invoice's less
  // the earlier note ("Less credit note CN-1", decision 024).
  const credited = await postInvoice(g, {
    clientId: client.id,
    status: 'sent',
    lineItems: [
      { description: 'Design work', quantity: 10, unit: 'hours', rate: '95.00' },
      { description: 'Books', quantity: 3, rate: '2.50', taxRate: 7, taxCategory: 'S' },
    ],
  });
  const partial = await postJson<{ creditNote: { id: number; creditNoteNumber: string } }>(
    g,
    `/api/invoices/${credited.id}/credit-notes`,
    {
      reason: 'Hours billed twice',
      lineItems: [{ description: 'Design work (billed twice)', quantity: 2, unit: 'hours', rate: '95.00' }],
    },
  );
  cases.set('credit-note', {
    agent: g,
    base: `/api/credit-notes/${partial.creditNote.id}`,
    number: partial.creditNote.creditNoteNumber,
  });
  const voided = await postJson<{ creditNote: { id: number; creditNoteNumber: string } }>(
    g,
    `/api/invoices/${credited.id}/void`,
    { reason: 'Project cancelled' },
    200,
  );
  cases.set('void-credit-note', {
    agent: g,
    base: `/api/credit-notes/${voided.creditNote.id}`,
    number: voided.creditNote.creditNoteNumber,
  });

  cases.set(
    'sixty-lines',
    await invoiceCase(g, {
      clientId: client.id,
      lineItems: SIXTY_LINES,
    }),
  );

  // A small business (§ 19 UStG): no VAT ID, its tax number; its lines exempt (E).
  const small = await companyAccount(t, {
    ...GERMAN_COMPANY,
    companyName: 'Kleine Werkstatt',
    vatId: null,
    vatScheme: 'small_business',
    taxRate: 0,
  });
  const smallClient = await postClient(small.agent, { ...GERMAN_CLIENT, buyerReference: LEITWEG_ID });
  cases.set(
    'small-business',
    await invoiceCase(small.agent, {
      clientId: smallClient.id,
      lineItems: [{ description: 'Logo design', quantity: 1, unit: 'flat', rate: '450.00' }],
    }),
  );

  // Greek, Japanese and Arabic names, and the characters XML and XMP must escape.
  const nonLatin = await companyAccount(t, {
    ...GERMAN_COMPANY,
    companyName: 'Ελληνικά Σχέδια & <Söhne> GmbH',
    address: 'Οδός Αθηνάς 1',
  });
  const nonLatinClient = await postClient(nonLatin.agent, {
    ...GERMAN_CLIENT,
    name: '日本語株式会社 / شركة العربية',
    address: 'شارع الملك ١٢',
    city: '東京都',
    buyerReference: LEITWEG_ID,
  });
  cases.set(
    'non-latin',
    await invoiceCase(nonLatin.agent, {
      clientId: nonLatinClient.id,
      notes: 'Danke! 感谢 — شكرا & <bis bald>',
      lineItems: NON_LATIN_LINES,
    }),
  );
}

async function download(name: string, url: string, agent: Agent, extension?: string) {
  const res = await agent.get(url);
  const entry = {
    status: res.statusCode,
    type: res.headers['content-type'] as string | undefined,
    disposition: res.headers['content-disposition'] as string | undefined,
    body: res.rawPayload,
  };
  if (res.statusCode === 200 && extension) {
    const file = path.join(dir, `${name}.${extension}`);
    writeFileSync(file, res.rawPayload);
    downloads.set(name, { ...entry, file });
  } else downloads.set(name, entry);
}

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'duely-einvoice-api-'));
  await setUpMatrix();
  for (const [name, c] of cases) {
    for (const format of E_INVOICE_FORMATS)
      await download(
        `${name}.${format}`,
        `${c.base}/e-invoice?format=${format}`,
        c.agent,
        format === 'facturx' ? 'pdf' : 'xml',
      );
    await download(`${name}.pdf`, `${c.base}/pdf`, c.agent, 'pdf');
  }
  const files = [...downloads.values()].flatMap((d) => d.file ?? []);
  const byFile = validateEInvoices(files);
  results = new Map([...downloads].flatMap(([name, d]) => (d.file ? [[name, byFile.get(d.file)!]] : [])));
  // The validators take about 15 s alone; several minutes on a loaded machine.
}, 900_000);

afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

describe('the e-invoice matrix through the API', () => {
  it('downloads every format of every document, but the pairs readiness refuses, which answer 422', () => {
    expect(cases.size).toBe(10);
    const statuses = Object.fromEntries([...downloads].map(([name, d]) => [name, d.status]));
    const expected = Object.fromEntries(
      [...cases.keys()].flatMap((name) => [
        ...E_INVOICE_FORMATS.map((f) => [`${name}.${f}`, REFUSED[`${name}.${f}`] ? 422 : 200]),
        [`${name}.pdf`, 200],
      ]),
    );
    expect(statuses).toEqual(expected);
    for (const [name, { path: field }] of Object.entries(REFUSED)) {
      const answer = JSON.parse(downloads.get(name)!.body.toString('utf8'));
      expect(answer.message).toMatch(/^This invoice was issued without what Peppol BIS Billing 3\.0 needs/);
      expect(answer.errors.map((e: { path: string }) => e.path)).toContain(field);
    }
  });

  it('finds no fatal finding in any file, the hybrid PDFs included', () => {
    expect(results.size).toBe(cases.size * (E_INVOICE_FORMATS.length + 1) - Object.keys(REFUSED).length);
    const failures = [...results.values()].filter((r) => fatalFindings(r).length > 0).map(describeResult);
    expect(failures.join('\n\n')).toBe('');
  });

  it('ran the rule sets each format promises', () => {
    for (const [name, result] of results) {
      const format = name.split('.').pop() as EInvoiceFormat | 'pdf';
      if (format === 'facturx' || format === 'pdf') {
        expect(result.rules, name).toEqual(['cen-cii', 'facturx-EN16931']);
        continue;
      }
      const spec = E_INVOICE_FORMAT_SPECS[format];
      expect(result.rules, name).toContain(spec.syntax === 'cii' ? 'cen-cii' : 'cen-ubl');
      if (spec.xrechnung) expect(result.rules, name).toContain(`xrechnung-${spec.syntax}`);
      if (spec.peppol) expect(result.rules, name).toContain('peppol-ubl');
    }
  });

  it('names each file after its document, and the PDF carries the XML the Factur-X download carries', () => {
    for (const [name, c] of cases) {
      for (const format of E_INVOICE_FORMATS) {
        const d = downloads.get(`${name}.${format}`)!;
        if (d.status !== 200) continue;
        const suffix = E_INVOICE_FORMAT_SPECS[format].fileSuffix;
        const extension = format === 'facturx' ? 'pdf' : 'xml';
        expect(d.disposition).toBe(`attachment; filename="${c.number}-${suffix}.${extension}"`);
        expect(d.type).toBe(format === 'facturx' ? 'application/pdf' : 'application/xml; charset=utf-8');
      }
      const hybrid = attachedFiles(downloads.get(`${name}.facturx`)!.body).get('factur-x.xml');
      expect(hybrid, name).toContain(`<ram:ID>${c.number}</ram:ID>`);
      expect(attachedFiles(downloads.get(`${name}.pdf`)!.body).get('factur-x.xml'), name).toBe(hybrid);
      expect(hybrid, name).toBe(downloads.get(`${name}.cii`)!.body.toString('utf8'));
    }
  });
});
