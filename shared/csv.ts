/**
 * CSV writing for exports (RFC 4180): CRLF line ends, UTF-8 with a byte-order mark so spreadsheet
 * programs read accents, umlauts and currency symbols correctly. The field separator and the decimal
 * mark follow the reader's locale (docs/decisions/047): comma and decimal point by default, as RFC 4180
 * and SPEC §7 write them; semicolon and decimal comma where the locale writes numbers with a decimal
 * comma, since a spreadsheet there splits fields at its list separator, the semicolon.
 */

export type CsvCell = string | number | null | undefined;

/** How fields are separated and how a number's decimals are marked. */
export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

/** RFC 4180 with decimal points: the English export and every locale writing "1,234.56". */
export const RFC_4180: CsvDialect = { separator: ',', decimal: '.' };
/** Where numbers read "1.234,56" (de, fr, es, it, nl …): what Excel and LibreOffice there split and sum. */
export const DECIMAL_COMMA: CsvDialect = { separator: ';', decimal: ',' };

/**
 * The dialect a spreadsheet in `locale` reads: the decimal comma one where the locale writes "1,5",
 * the RFC one otherwise (en-US, en-GB, de-CH, es-MX: all write "1.5"; undefined: the runtime's locale).
 */
export function csvDialectFor(locale: string | undefined): CsvDialect {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return decimal?.value === ',' ? DECIMAL_COMMA : RFC_4180;
}

const BOM = '\uFEFF';
/** A cell starting with one of these is read as a formula by spreadsheet programs (CSV injection). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** A plain decimal number ("-12.50", "-12,50" with a decimal comma): read as a number, never a formula. */
const PLAIN_NUMBER: Record<CsvDialect['decimal'], RegExp> = {
  '.': /^-?\d+(\.\d+)?$/,
  ',': /^-?\d+(,\d+)?$/,
};
const DECIMAL_POINT_NUMBER = PLAIN_NUMBER['.'];

/**
 * A decimal as the stored and API values write it ("1234.56", "-69.00") in the dialect's mark
 * ("1234,56"); never grouped, so a spreadsheet reads a number it can sum. Anything else stays as it is.
 */
export function csvDecimal(value: string | null | undefined, dialect: CsvDialect = RFC_4180) {
  if (value === null || value === undefined || !DECIMAL_POINT_NUMBER.test(value)) return value;
  return dialect.decimal === '.' ? value : value.replace('.', dialect.decimal);
}

/** Prefixes a single quote to text a spreadsheet would run as a formula. */
export function neutraliseFormula(text: string, dialect: CsvDialect = RFC_4180): string {
  if (PLAIN_NUMBER[dialect.decimal].test(text)) return text;
  return FORMULA_TRIGGERS.some((t) => text.startsWith(t)) ? `'${text}` : text;
}

/**
 * One field: neutralised, then quoted when it holds the separator, a quote, CR or LF (quotes doubled).
 * A number is written with the dialect's decimal mark.
 */
export function csvField(value: CsvCell, dialect: CsvDialect = RFC_4180): string {
  const raw =
    value === null || value === undefined
      ? ''
      : typeof value === 'number'
        ? (csvDecimal(String(value), dialect) ?? '')
        : value;
  const text = neutraliseFormula(raw, dialect);
  const quote = text.includes(dialect.separator) || /["\r\n]/.test(text);
  return quote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole document: a BOM, a header row, then one row per record, each line ending in CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  dialect: CsvDialect = RFC_4180,
): string {
  const lines = [header, ...rows].map((row) =>
    row.map((cell) => csvField(cell, dialect)).join(dialect.separator),
  );
  return `${BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}
