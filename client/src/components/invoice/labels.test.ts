import { APP_LANGUAGES } from '@shared/i18n/app-language';
import { TAX_CATEGORIES } from '@shared/money';
import { knownUnit, UNITS } from '@shared/units';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { missingMessages, speak } from '../../../../test/client-i18n';
import { taxIssues } from './line-tax';
import { TAX_CATEGORY_LABELS } from './tax-category-labels';
import { UNIT_LABELS } from './unit-labels';

afterEach(() => {
  speak('en');
  expect(missingMessages.splice(0)).toEqual([]);
});

describe("the invoice's words in every language", () => {
  it.each(APP_LANGUAGES)(
    '%s: each suggested unit is one the documents recognise as that unit',
    (language) => {
      speak(language);
      for (const unit of UNITS) expect(knownUnit(i18n._(UNIT_LABELS[unit.id]))?.id).toBe(unit.id);
    },
  );

  it.each(APP_LANGUAGES)('%s: every VAT category has its own name', (language) => {
    speak(language);
    const names = TAX_CATEGORIES.map((category) => i18n._(TAX_CATEGORY_LABELS[category]));
    expect(new Set(names).size).toBe(TAX_CATEGORIES.length);
  });

  it("says what the server would refuse in the interface's language", () => {
    speak('de');
    const issues = taxIssues(
      {
        lineItems: [
          { taxCategory: 'S', taxRate: 0 },
          { taxCategory: 'E', taxRate: 7 },
        ],
        taxExemptionReason: ' ',
      },
      'standard',
    );
    expect(issues).toEqual([
      {
        path: 'lineItems.0.taxRate',
        message: 'Für die Kategorie S (Regelsteuersatz) muss der Steuersatz über 0 liegen',
      },
      { path: 'lineItems.1.taxRate', message: 'In der Steuerkategorie E beträgt der Steuersatz 0\u00a0%' },
      {
        path: 'taxExemptionReason',
        message: 'Bitte geben Sie den Grund für die Steuerbefreiung dieser Rechnung an',
      },
    ]);
  });

  it('keeps English as the server words it', () => {
    const issues = taxIssues({ lineItems: [{ taxCategory: 'AE', taxRate: 19 }] }, 'standard');
    expect(issues).toEqual([{ path: 'lineItems.0.taxRate', message: 'VAT category AE is charged at 0 %' }]);
  });
});
