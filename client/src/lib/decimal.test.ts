import { describe, expect, it } from 'vitest';
import { formatDecimalInput, parseDecimal, separatorsOf } from './decimal';

describe('parseDecimal (issue #22 item 15)', () => {
  it('reads German numbers: "2,5" is 2.5, never 25', () => {
    expect(parseDecimal('2,5', 'de')).toBe(2.5);
    expect(parseDecimal('2.5', 'de')).toBe(2.5);
    expect(parseDecimal('1.234,56', 'de')).toBe(1234.56);
    expect(parseDecimal('1.234', 'de')).toBe(1234);
    expect(parseDecimal(' 0,01 ', 'de-DE')).toBe(0.01);
    expect(parseDecimal('-3,5', 'de')).toBe(-3.5);
  });

  it('reads American numbers', () => {
    expect(parseDecimal('2.5', 'en-US')).toBe(2.5);
    expect(parseDecimal('1,234.56', 'en-US')).toBe(1234.56);
    expect(parseDecimal('1,234', 'en-US')).toBe(1234);
    expect(parseDecimal('2,5', 'en-US')).toBe(2.5);
    expect(parseDecimal('.5', 'en-US')).toBe(0.5);
  });

  it('reads French numbers, grouped with a (narrow) no-break space', () => {
    expect(separatorsOf('fr').decimal).toBe(',');
    expect(parseDecimal('2,5', 'fr')).toBe(2.5);
    expect(parseDecimal('1\u202f234,5', 'fr')).toBe(1234.5);
    expect(parseDecimal('1 234,5', 'fr-FR')).toBe(1234.5);
  });

  it('reads Swiss German numbers, grouped with an apostrophe', () => {
    expect(separatorsOf('de-CH').decimal).toBe('.');
    expect(parseDecimal('2.5', 'de-CH')).toBe(2.5);
    expect(parseDecimal('1’234.50', 'de-CH')).toBe(1234.5);
    expect(parseDecimal("1'234.50", 'de-CH')).toBe(1234.5);
    expect(parseDecimal('2,5', 'de-CH')).toBe(2.5);
  });

  it('answers NaN for what is no number', () => {
    for (const text of ['', ' ', 'abc', '2,5,5', '1,2.3,4', '--1', '1e5', '12a', ',', '1.234,5,6']) {
      expect(parseDecimal(text, 'de'), text).toBeNaN();
    }
    expect(parseDecimal('1.2.3', 'en-US')).toBeNaN();
  });
});

describe('formatDecimalInput', () => {
  it("shows a value with the locale's decimal mark", () => {
    expect(formatDecimalInput('1234.50', 'de')).toBe('1234,50');
    expect(formatDecimalInput(2.5, 'fr')).toBe('2,5');
    expect(formatDecimalInput(2.5, 'en-US')).toBe('2.5');
    expect(formatDecimalInput('1234.50', 'de-CH')).toBe('1234.50');
    expect(formatDecimalInput(Number.NaN, 'de')).toBe('');
    expect(formatDecimalInput(undefined, 'de')).toBe('');
  });

  it('reads back what it shows', () => {
    for (const locale of ['de', 'en-US', 'fr', 'de-CH']) {
      expect(parseDecimal(formatDecimalInput('1234.56', locale), locale)).toBe(1234.56);
    }
  });
});
