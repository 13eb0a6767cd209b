import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  csvDecimal,
  csvDialectFor,
  csvField,
  DECIMAL_COMMA,
  neutraliseFormula,
  RFC_4180,
  toCsv,
} from './csv';

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('INV-1000')).toBe('INV-1000');
    expect(csvField(1234.5)).toBe('1234.5');
    expect(csvField('Zoë & Søn €')).toBe('Zoë & Søn €');
  });

  it('writes null and undefined as empty fields', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvField('The "Best" Co')).toBe('"The ""Best"" Co"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises the formula %j', (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('leaves plain numbers, negative ones too, as numbers a spreadsheet can sum', () => {
    expect(csvField('1234.56')).toBe('1234.56');
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField(-3)).toBe('-3');
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('-1.2.3')).toBe("'-1.2.3");
  });

  it('only looks at the first character for formulas', () => {
    expect(neutraliseFormula('Smith-Jones')).toBe('Smith-Jones');
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('')).toBe('');
  });
});

describe('toCsv', () => {
  const header = ['Invoice Number', 'Client', 'Amount'];

  it('starts with a BOM and ends every line with CRLF', () => {
    const csv = toCsv(header, [['INV-1', 'Acme', '10.00']]);
    expect(csv).toBe('\uFEFFInvoice Number,Client,Amount\r\nINV-1,Acme,10.00\r\n');
  });

  it('writes just the header when there are no rows', () => {
    expect(toCsv(header, [])).toBe('\uFEFFInvoice Number,Client,Amount\r\n');
  });

  it('round-trips awkward values through a standard CSV parser', () => {
    const rows = [
      ['INV-2', 'Acme, "Quoted" Ltd', '1,234.50'],
      ['INV-3', 'Two\r\nlines', '0.00'],
      ['INV-4', '=cmd|/C calc', '5.00'],
    ];
    const parsed = Papa.parse<string[]>(toCsv(header, rows).slice(1), { newline: '\r\n' }).data;
    expect(parsed.slice(0, 4)).toEqual([
      header,
      ['INV-2', 'Acme, "Quoted" Ltd', '1,234.50'],
      ['INV-3', 'Two\r\nlines', '0.00'],
      ['INV-4', "'=cmd|/C calc", '5.00'],
    ]);
  });
});

describe('the decimal comma dialect', () => {
  it('is the dialect of every locale writing a decimal comma, the RFC one of those writing a point', () => {
    for (const locale of ['de-DE', 'de-AT', 'fr-FR', 'fr-BE', 'es-ES', 'it-IT', 'nl-NL', 'nl-BE']) {
      expect(csvDialectFor(locale), locale).toEqual(DECIMAL_COMMA);
    }
    for (const locale of ['en-US', 'en-GB', 'de-CH', 'es-MX']) {
      expect(csvDialectFor(locale), locale).toEqual(RFC_4180);
    }
  });

  it('writes decimals with a comma, ungrouped, and leaves other text alone', () => {
    expect(csvDecimal('1234.56', DECIMAL_COMMA)).toBe('1234,56');
    expect(csvDecimal('-69.00', DECIMAL_COMMA)).toBe('-69,00');
    expect(csvDecimal('12', DECIMAL_COMMA)).toBe('12');
    expect(csvDecimal('1234.56')).toBe('1234.56');
    expect(csvDecimal('INV-1.5', DECIMAL_COMMA)).toBe('INV-1.5');
    expect(csvDecimal(null, DECIMAL_COMMA)).toBeNull();
    expect(csvField(1234.5, DECIMAL_COMMA)).toBe('1234,5');
  });

  it('quotes the semicolon, not the comma, and keeps negative decimal-comma numbers as numbers', () => {
    expect(csvField('Müller; Schmidt', DECIMAL_COMMA)).toBe('"Müller; Schmidt"');
    expect(csvField('Acme, Inc.', DECIMAL_COMMA)).toBe('Acme, Inc.');
    expect(csvField('-12,50', DECIMAL_COMMA)).toBe('-12,50');
    expect(csvField('-12.50', DECIMAL_COMMA)).toBe("'-12.50");
    expect(csvField('-1,2,3', DECIMAL_COMMA)).toBe("'-1,2,3");
    expect(neutraliseFormula('-12,50')).toBe("'-12,50");
  });

  it('separates fields with semicolons, keeps the BOM and CRLF, and round-trips through a parser', () => {
    const csv = toCsv(
      ['Rechnungsnummer', 'Kunde', 'Betrag'],
      [['INV-1', 'Zoë; "Søn"', '1234,50']],
      DECIMAL_COMMA,
    );
    expect(csv).toBe('\uFEFFRechnungsnummer;Kunde;Betrag\r\nINV-1;"Zoë; ""Søn""";1234,50\r\n');
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', newline: '\r\n' }).data;
    expect(parsed[1]).toEqual(['INV-1', 'Zoë; "Søn"', '1234,50']);
  });
});
