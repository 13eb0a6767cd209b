import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testInvoiceDocument, testPayment } from '../../test/invoice-document';
import { renderDocument } from './invoice-document';
import { MARGIN } from './layout';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-pdf-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const NAMES = {
  latin: 'Zoë Müller & Søn',
  greek: 'Αλέξανδρος Παπαδόπουλος',
  cyrillic: 'Дмитрий Иванов',
  arabic: 'شركة النور للتجارة',
  hebrew: 'חברת אור בע״מ',
  chinese: '北京科技有限公司',
  japanese: '株式会社さくら',
  korean: '주식회사 한빛',
  emoji: 'Café ☕ Rocket 🚀',
};

/** pdftotext (poppler): the text in reading order, and every word's box with its page's size. */
function extract(pdf: Buffer) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  // Poppler wraps right-to-left text in embedding marks; the names are compared without them.
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /[\u200e\u200f\u202a-\u202e]/g,
    '',
  );
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const words: {
    page: { width: number; height: number };
    xMin: number;
    xMax: number;
    yMin: number;
    yMax: number;
  }[] = [];
  for (const page of html.split('<page ').slice(1)) {
    const size = /width="([\d.]+)" height="([\d.]+)"/.exec(page);
    const box = { width: Number(size?.[1]), height: Number(size?.[2]) };
    for (const m of page.matchAll(/xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)"/g))
      words.push({ page: box, xMin: +m[1], yMin: +m[2], xMax: +m[3], yMax: +m[4] });
  }
  return { text, words };
}

describe('invoice PDF text in other scripts', () => {
  it('prints names in eight scripts and emoji with real glyphs, right-to-left ones in reading order', async () => {
    const names = Object.values(NAMES);
    const pdf = await renderDocument(
      testInvoiceDocument(0, {
        seller: {
          name: NAMES.hebrew,
          email: null,
          phone: null,
          website: null,
          addressLines: [NAMES.japanese],
          postalAddress: { street: null, postalCode: null, city: null, country: 'DE' },
          taxId: null,
          legalName: null,
          legalForm: null,
          shareCapital: null,
          registrations: [],
          vatId: null,
        },
        buyer: {
          name: NAMES.arabic,
          email: null,
          phone: null,
          addressLines: [NAMES.korean, NAMES.cyrillic],
          postalAddress: { street: null, postalCode: null, city: null, country: 'DE' },
          vatId: null,
        },
        lines: names.map((description) => ({
          description,
          quantity: 1,
          unit: null,
          rate: '1.00',
          amount: '1.00',
          taxRate: '0.00',
          taxCategory: 'Z' as const,
        })),
        notes: names.join(', '),
      }),
    );
    const { text, words } = extract(pdf);
    for (const [script, name] of Object.entries(NAMES)) {
      expect(text, script).toContain(name);
      // Each name appears at least in its line item and in the notes (which may wrap inside a name).
      const squeeze = (t: string) => t.replace(/\s/g, '');
      expect(squeeze(text).split(squeeze(name)).length - 1, script).toBeGreaterThanOrEqual(2);
    }
    expect(words.length).toBeGreaterThan(20);
  });

  it('wraps every text to its column: long words, CJK runs and long notes stay inside the page', async () => {
    const long = 'Rechnungsbearbeitungsgebührenverordnungsdurchführungsbestimmung'.repeat(4);
    const pdf = await renderDocument(
      testInvoiceDocument(0, {
        seller: {
          name: `${NAMES.arabic} ${long}`,
          email: null,
          phone: null,
          website: long,
          addressLines: [],
          postalAddress: { street: null, postalCode: null, city: null, country: 'DE' },
          taxId: null,
          legalName: null,
          legalForm: null,
          shareCapital: null,
          registrations: [],
          vatId: null,
        },
        buyer: {
          name: '東'.repeat(90),
          email: long,
          phone: null,
          addressLines: [NAMES.korean.repeat(12)],
          postalAddress: { street: null, postalCode: null, city: null, country: 'DE' },
          vatId: null,
        },
        projectDescription: `${NAMES.hebrew} `.repeat(30),
        lines: [
          {
            description: long,
            quantity: 1,
            unit: null,
            rate: '1.00',
            amount: '1.00',
            taxRate: '0.00',
            taxCategory: 'Z',
          },
          {
            description: `${NAMES.chinese}${'。'.repeat(3)}`.repeat(12),
            quantity: 1,
            unit: null,
            rate: '1.00',
            amount: '1.00',
            taxRate: '0.00',
            taxCategory: 'Z',
          },
          {
            description: `${NAMES.greek} `.repeat(20),
            quantity: 1,
            unit: null,
            rate: '1.00',
            amount: '1.00',
            taxRate: '0.00',
            taxCategory: 'Z',
          },
        ],
        notes: `${long} `.repeat(40),
        payment: testPayment({ instructions: `${NAMES.arabic} `.repeat(40) }),
      }),
    );
    const { text, words } = extract(pdf);
    expect(text.replace(/\s/g, '')).toContain(long);
    expect(words.length).toBeGreaterThan(50);
    for (const w of words) {
      expect(w.xMin).toBeGreaterThanOrEqual(MARGIN - 1);
      expect(w.xMax).toBeLessThanOrEqual(w.page.width - MARGIN + 1);
      expect(w.yMin).toBeGreaterThanOrEqual(0);
      expect(w.yMax).toBeLessThanOrEqual(w.page.height);
    }
  });
});
