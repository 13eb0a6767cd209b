/**
 * The printed document in each of the six languages (issue 5/6): an invoice and a credit note rendered
 * for a client of that language speak it in every label, tax note and unit, and carry no word of
 * another language; dates and amounts follow the document's locale.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocumentBuyer, DocumentSeller } from '../../shared/document';
import {
  creditNoteDocument,
  invoiceDocument,
  type LineSource,
  sellerFrom,
} from '../../shared/document-build';
import type { MessageKey } from '../../shared/i18n/catalog';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '../../shared/i18n/languages';
import { computeTotals, fromCents, type TaxCategory } from '../../shared/money';
import { taxBreakdown } from '../../shared/tax';
import { expectLanguage } from '../../test/languages';
import { renderDocument } from './invoice-document';

const seller = (overrides: Partial<DocumentSeller> = {}): DocumentSeller => ({
  ...sellerFrom({
    companyName: 'Alte Mühle GmbH',
    email: 'rechnung@muehle.de',
    phone: null,
    website: null,
    address: 'Mühlweg 1',
    postalCode: '10115',
    city: 'Berlin',
    taxId: '12/345/67890',
    vatId: 'DE123456789',
    vatScheme: 'standard',
    country: 'DE',
    paymentInstructions: 'IBAN DE89370400440532013000',
    paymentLinkUrl: null,
    accountNumber: '0532013000',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  }),
  ...overrides,
});

const buyer: DocumentBuyer = {
  name: 'Kunde SA',
  email: 'compta@kunde.example',
  phone: null,
  address: 'Rue 1',
  postalCode: '1000',
  city: 'Ville',
  country: 'DE',
  vatId: 'DE999999999',
};

type Line = [
  description: string,
  quantity: number,
  unit: string | null,
  rate: string,
  taxRate: string,
  category: TaxCategory,
];

const LINES: Line[] = [
  ['Design', 12.5, 'hours', '96.00', '19.00', 'S'],
  ['Workshop', 2, 'day', '800.00', '19.00', 'S'],
  ['Book', 3, 'pcs', '40.00', '7.00', 'S'],
  ['Hosting', 1, 'flat', '50.00', '19.00', 'S'],
  ['Support', 2, 'month', '100.00', '19.00', 'S'],
  ['Translation', 1200, 'words', '0.10', '19.00', 'S'],
];

function figures(lines: Line[], language: DocumentLanguage, s: DocumentSeller) {
  const totals = computeTotals(
    lines.map(([, quantity, , rate, taxRate, taxCategory]) => ({ quantity, rate, taxRate, taxCategory })),
    null,
  );
  const rows = taxBreakdown(totals.groups, {
    vatScheme: s.vatScheme ?? 'standard',
    sellerCountry: s.country,
    exemptionReason: null,
    language,
  });
  const source: LineSource[] = lines.map(([description, quantity, unit, rate, taxRate, taxCategory], i) => ({
    description,
    quantity,
    unit,
    rate,
    amount: fromCents(totals.lines[i].amountCents),
    taxRate,
    taxCategory,
  }));
  return {
    subtotal: fromCents(totals.subtotalCents),
    tax: fromCents(totals.taxCents),
    taxRate: rows.length === 1 ? rows[0].rate : null,
    total: fromCents(totals.totalCents),
    taxBreakdown: rows,
    source,
  };
}

function invoice(
  language: DocumentLanguage,
  options: {
    lines?: Line[];
    seller?: DocumentSeller;
    status?: string;
    buyer?: DocumentBuyer;
    issueDate?: string;
  } = {},
) {
  const s = options.seller ?? seller();
  const f = figures(options.lines ?? LINES, language, s);
  return invoiceDocument({
    invoice: {
      invoiceNumber: 'RE-2026-7',
      language,
      status: options.status ?? 'partial',
      issueDate: options.issueDate ?? '2026-12-01',
      dueDate: '2026-12-31',
      currency: 'EUR',
      ...f,
      amountPaid: '100.00',
      creditedAmount: '50.00',
      buyerReference: 'PO-4711',
      projectDescription: 'Relaunch',
      notes: 'Danke',
      servicePeriodStart: '2026-11-01',
      servicePeriodEnd: '2026-11-30',
    },
    seller: s,
    buyer: options.buyer ?? buyer,
    lines: f.source,
    creditNotes: [{ number: 'GS-1', issueDate: '2026-12-05', total: '50.00', reason: 'Rabatt' }],
    voided: options.status === 'void' ? { creditNoteNumber: 'GS-2', date: '2026-12-10' } : null,
  });
}

function creditNote(language: DocumentLanguage, scope: 'full' | 'partial') {
  const s = seller();
  const f = figures(LINES.slice(0, 2), language, s);
  return creditNoteDocument({
    creditNote: {
      creditNoteNumber: 'GS-2',
      issueDate: '2026-12-10',
      reason: 'Storno',
      currency: 'EUR',
      subtotal: f.subtotal,
      tax: f.tax,
      taxRate: f.taxRate,
      total: f.total,
      taxBreakdown: f.taxBreakdown,
      language,
      scope,
    },
    invoice: { invoiceNumber: 'RE-2026-7', issueDate: '2026-12-01', serviceDate: '2026-11-28' },
    seller: s,
    buyer,
    lines: f.source,
  });
}

/** The PDF's text as poppler reads it, in reading order with the columns kept apart. */
/**
 * How many separate marks a word of page 1 is drawn as, read off the page rendered at 600 dpi: the
 * runs of pixel columns with ink, in the word's box (pdftotext -bbox). A character set so close to
 * the next that their ink meets makes one mark of two.
 */
function inkRuns(pdf: Buffer, word: string): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-ink-'));
  try {
    const file = path.join(dir, 'page.pdf');
    fs.writeFileSync(file, pdf);
    const boxes = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-']).toString();
    const box = new RegExp(
      `xMin="([\\d.]+)" yMin="([\\d.]+)" xMax="([\\d.]+)" yMax="([\\d.]+)">${word.replaceAll('.', '\\.')}<`,
    ).exec(boxes);
    if (!box) throw new Error(`"${word}" is not on page 1`);
    const [x0, y0, x1, y1] = box.slice(1).map((v) => Number(v) * (600 / 72));
    const crop = ['-x', x0 - 8, '-y', y0, '-W', x1 - x0 + 16, '-H', y1 - y0].map((v) =>
      typeof v === 'number' ? String(Math.round(v)) : v,
    );
    execFileSync('pdftoppm', [
      '-gray',
      '-r',
      '600',
      '-f',
      '1',
      '-l',
      '1',
      ...crop,
      file,
      path.join(dir, 'word'),
    ]);
    const image = fs.readFileSync(path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith('.pgm'))!));
    // Binary PGM: "P5", width, height, maximum, then one byte a pixel.
    const [, width, height] = /^P5\s+(\d+)\s+(\d+)\s+\d+\s/
      .exec(image.toString('latin1', 0, 40))!
      .map(Number);
    const pixels = image.subarray(image.length - width * height);
    let runs = 0;
    let inInk = false;
    for (let x = 0; x < width; x++) {
      let ink = false;
      for (let y = 0; y < height && !ink; y++) ink = pixels[y * width + x] < 160;
      if (ink && !inInk) runs++;
      inInk = ink;
    }
    return runs;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const pdfText = async (document: Parameters<typeof renderDocument>[0]) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: await renderDocument(document) })
    .toString('utf8')
    .replace(/[\u00a0\u202f]/g, ' ');

const INVOICE_KEYS: MessageKey[] = [
  'document.title.invoice',
  'document.billTo',
  'document.invoiceNumber',
  'document.issueDate',
  'document.servicePeriod',
  'document.dueDate',
  'document.reference',
  'document.amountDue',
  'document.project',
  'document.notes',
  'document.description',
  'document.quantity',
  'document.unitPrice',
  'document.amount',
  'document.subtotal',
  'document.vatRow',
  'document.total',
  'document.amountPaid',
  'document.creditNoteRow',
  'document.balanceDue',
  'document.paymentInformation',
  'document.paymentInstructions',
  'document.bank.accountNumber',
  'document.qr.epcCaption',
  'document.vatId',
  'document.taxNumber',
];

const CREDIT_NOTE_KEYS: MessageKey[] = [
  'document.creditTo',
  'document.creditNoteNumber',
  'document.issueDate',
  'document.serviceDate',
  'document.totalCredited',
  'document.corrects',
  'document.reason',
  'document.description',
  'document.quantity',
  'document.subtotal',
  'document.vatRow',
];

const PAYMENT_TERMS: Record<DocumentLanguage, string> = {
  en: 'Payment terms: 30 days',
  de: 'Zahlungsziel: 30 Tage',
  fr: 'Délai de paiement : 30 jours',
  es: 'Plazo de pago: 30 días',
  it: 'Termini di pagamento: 30 giorni',
  nl: 'Betalingstermijn: 30 dagen',
};

/** The lines' units as printed: hours, days, pieces, flat rate, months; "words" is free text. */
const UNITS: Record<DocumentLanguage, string[]> = {
  en: ['12.5 hours', '2 days', '3 pieces', '1 flat rate', '2 months'],
  de: ['12,5 Std.', '2 Tage', '3 Stk.', '1 pauschal', '2 Monate'],
  fr: ['12,5 heures', '2 jours', '3 pièces', '1 forfait', '2 mois'],
  es: ['12,5 horas', '2 días', '3 unidades', '1 tanto alzado', '2 meses'],
  it: ['12,5 ore', '2 giorni', '3 pezzi', '1 a corpo', '2 mesi'],
  nl: ['12,5 uur', '2 dagen', '3 stuks', '1 forfait', '2 maanden'],
};

describe.each(DOCUMENT_LANGUAGES)('the %s document', (language) => {
  it('prints an invoice in the language, no word of another', async () => {
    const text = await pdfText(invoice(language));
    expectLanguage(text, language, INVOICE_KEYS);
    expect(text).toContain(PAYMENT_TERMS[language]);
    for (const unit of UNITS[language]) expect(text).toContain(unit);
    // A unit typed freely is printed as typed.
    expect(text).toMatch(/1.?200 words/);
  });

  it('prints a credit note in the language, no word of another', async () => {
    const text = await pdfText(creditNote(language, 'partial'));
    expectLanguage(text, language, [
      ...CREDIT_NOTE_KEYS,
      language === 'de' ? 'document.title.creditNote' : 'document.title.cancellation',
    ]);
    expect(text).not.toContain('Gutschrift');
  });

  it('prints the void mark and the tax notes in the language', async () => {
    const text = await pdfText(invoice(language, { status: 'void' }));
    expectLanguage(text, language, ['document.void']);
    const reverse = await pdfText(
      invoice(language, { lines: [['Consulting', 10, 'h', '120.00', '0.00', 'AE']] }),
    );
    expectLanguage(reverse, language, ['document.tax.reverseCharge']);
    const notSubject = await pdfText(
      invoice(language, { lines: [['Consulting', 10, 'h', '120.00', '0.00', 'O']] }),
    );
    expectLanguage(notSubject, language, ['document.tax.notSubject']);
  });
});

describe('the German document', () => {
  it('titles a full cancellation "Stornorechnung", a partial one "Rechnungskorrektur", never "Gutschrift"', async () => {
    const full = await pdfText(creditNote('de', 'full'));
    expect(full).toContain('Stornorechnung GS-2 · zur Rechnung RE-2026-7 vom 01.12.2026');
    expect(full).not.toContain('Rechnungskorrektur');
    const partial = await pdfText(creditNote('de', 'partial'));
    expect(partial).toContain('Rechnungskorrektur GS-2 · zur Rechnung RE-2026-7 vom 01.12.2026');
    expect(partial).not.toContain('Stornorechnung');
    for (const text of [full, partial]) {
      expect(text).not.toMatch(/gutschrift/i);
      expect(text).toContain('Grund: Storno');
    }
  });

  it('writes amounts, dates, rates and units as in Germany', async () => {
    const text = await pdfText(invoice('de'));
    for (const expected of [
      'Rechnung',
      'Rechnungsempfänger:',
      'Leistungszeitraum:',
      '01.11.2026 – 30.11.2026',
      'Zahlungsziel: 30 Tage',
      '12,5 Std.',
      '2 Tage',
      '3 Stk.',
      '1 pauschal',
      '2 Monate',
      '1.200 words',
      'USt. 19 % auf',
      'USt. 7 % auf 120,00 €',
      'Bereits bezahlt:',
      'Rechnungskorrektur GS-1',
      'Offener Betrag:',
      'Bankverbindung',
      'Kontonummer:',
      'USt-IdNr. DE123456789',
      'Steuernummer 12/345/67890',
    ])
      expect(text, expected).toContain(expected);
  });

  it('sets figures without kerning: each character of "04.12.2026" stands apart (issue 2/7 item 13)', async () => {
    const pdf = await renderDocument(invoice('de', { issueDate: '2026-12-04' }));
    expect(inkRuns(pdf, '04.12.2026')).toBe('04.12.2026'.length);
  });

  it('names a foreign country, and the country of a not-subject note, in German', async () => {
    const text = await pdfText(
      invoice('de', {
        lines: [['Beratung', 10, 'h', '120.00', '0.00', 'O']],
        buyer: { ...buyer, country: 'FR', vatId: null },
      }),
    );
    expect(text).toContain('Frankreich');
    expect(text).toContain('Deutschland');
    expect(text).toContain('Nicht steuerbar in Deutschland: Leistungsort im Ausland');
    expect(text).not.toMatch(/France|Germany/);
  });

  it('lists a full cancellation among the invoice\'s credit notes as "Stornorechnung"', async () => {
    const document = invoice('de');
    const text = await pdfText({ ...document, creditNotes: [{ ...document.creditNotes[0], cancels: true }] });
    expect(text).toContain('Stornorechnung GS-1');
    expect(text).not.toContain('Rechnungskorrektur GS-1');
  });

  it('prints the pay link under its German heading', async () => {
    const document = invoice('de');
    const payment = { ...document.payment!, payUrl: 'https://pay.example/RE-2026-7' };
    const text = await pdfText({ ...document, payment });
    expect(text).toMatch(/Online bezahlen\s+https:\/\/pay\.example\/RE-2026-7/);
  });

  it('prints the small business note of § 19 UStG in German', async () => {
    const text = await pdfText(
      invoice('de', {
        lines: [['Gartenpflege', 4, 'Std.', '50.00', '0.00', 'E']],
        seller: seller({ vatScheme: 'small_business', vatId: null }),
      }),
    );
    expect(text).toContain('Steuerbefreiung für Kleinunternehmer gemäß § 19 UStG');
    expect(text).toContain('4 Std.');
  });
});

describe('the locale of a document', () => {
  it('writes en-US money for a US company, fr-BE for a Belgian one', async () => {
    const us = invoice('en', { seller: seller({ country: 'US', iban: null, bic: null }) });
    expect(us.locale).toBe('en-US');
    const usText = await pdfText({ ...us, currency: 'USD' });
    expect(usText).toMatch(/\$\d{1,3},\d{3}\.\d{2}/);
    expect(usText).toContain('12.5 hours');
    expect(usText).toContain('Payment terms: 30 days');
    const be = invoice('fr', { seller: seller({ country: 'BE' }) });
    expect(be.locale).toBe('fr-BE');
    const beText = await pdfText(be);
    expect(beText).toContain('12,5 heures');
    expect(beText).toContain('01/11/2026');
    expect(beText).toMatch(/\d \d{3},\d{2} €/);
  });

  it('names the document in the PDF metadata in its language', async () => {
    const pdf = await renderDocument(invoice('it'));
    expect(pdf.toString('latin1')).toContain('Fattura RE-2026-7');
  });
});
