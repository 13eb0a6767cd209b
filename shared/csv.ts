/**
 * CSV writing for exports (RFC 4180): comma separated, CRLF line ends, UTF-8 with a byte-order mark
 * so spreadsheet programs read accents and currency symbols correctly.
 */

export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
/** A cell starting with one of these is read as a formula by spreadsheet programs (CSV injection). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** A plain decimal number ("-12.50"): read as a number, never as a formula, so it stays summable. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Prefixes a single quote to text a spreadsheet would run as a formula. */
export function neutraliseFormula(text: string): string {
  if (PLAIN_NUMBER.test(text)) return text;
  return FORMULA_TRIGGERS.some((t) => text.startsWith(t)) ? `'${text}` : text;
}

/** One field: neutralised, then quoted when it holds a comma, a quote, CR or LF (quotes doubled). */
export function csvField(value: CsvCell): string {
  const text = neutraliseFormula(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole document: a header row, then one row per record, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}
