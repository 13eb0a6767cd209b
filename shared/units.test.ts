import { describe, expect, it } from 'vitest';
import { unitCode } from '../server/einvoice/units';
import { translator } from './i18n/catalog';
import { DOCUMENT_LANGUAGES } from './i18n/languages';
import { knownUnit, UNITS, unitText } from './units';

describe('the units of a line', () => {
  it('recognises the listed units and those stored before the list, in any of our languages', () => {
    for (const [typed, id] of [
      ['hours', 'hour'],
      ['hrs', 'hour'],
      ['Std.', 'hour'],
      ['day', 'day'],
      ['days', 'day'],
      ['Tage', 'day'],
      ['pcs', 'piece'],
      ['pieces', 'piece'],
      ['Stk.', 'piece'],
      ['flat rate', 'flat'],
      ['pauschal', 'flat'],
      ['months', 'month'],
      ['mois', 'month'],
    ] as const)
      expect(knownUnit(typed)?.id, typed).toBe(id);
    expect(knownUnit('words')).toBeNull();
    expect(knownUnit('')).toBeNull();
    expect(knownUnit(null)).toBeNull();
  });

  it('prints a listed unit in the document language, with its plural; a free-text unit as typed', () => {
    const de = translator('de', 'de-DE').t;
    expect([1, 2].map((n) => unitText('hours', n, de))).toEqual(['Std.', 'Std.']);
    expect([1, 2].map((n) => unitText('days', n, de))).toEqual(['Tag', 'Tage']);
    expect([1, 2].map((n) => unitText('pcs', n, de))).toEqual(['Stk.', 'Stk.']);
    expect(unitText('flat rate', 1, de)).toBe('pauschal');
    expect([1, 6].map((n) => unitText('months', n, de))).toEqual(['Monat', 'Monate']);
    const en = translator('en', 'en-US').t;
    expect([1, 2.5].map((n) => unitText('hrs', n, en))).toEqual(['hour', 'hours']);
    expect(unitText('Seiten', 3, de)).toBe('Seiten');
    for (const language of DOCUMENT_LANGUAGES) {
      const { t } = translator(language, 'en-US');
      for (const unit of UNITS) expect(unitText(unit.id, 2, t), `${language} ${unit.id}`).not.toBe('');
    }
  });

  it('names each listed unit by the UN/ECE Rec 20 code the e-invoice carries, whatever its spelling', () => {
    expect(UNITS.map((u) => [u.id, unitCode(u.id), unitCode(u.name)])).toEqual([
      ['hour', 'HUR', 'HUR'],
      ['day', 'DAY', 'DAY'],
      ['piece', 'H87', 'H87'],
      ['flat', 'LS', 'LS'],
      ['month', 'MON', 'MON'],
    ]);
    expect(unitCode('Std.')).toBe('HUR');
    expect(unitCode('words')).toBe('D68');
    expect(unitCode('Kartons')).toBe('C62');
  });
});
