import { stringify } from 'csv-stringify/sync';

/**
 * Semicolons, as Turkish-locale spreadsheet programs expect (the comma is the decimal sign
 * there), so a double-clicked file opens in columns.
 */
export const CSV_SEPARATOR = ';';

/**
 * A cell starting with = + - @ (or a tab or carriage return) gets a leading apostrophe, so a
 * spreadsheet shows it as text instead of running it as a formula (CSV injection). Applied to
 * the value itself, so the apostrophe ends up inside the quotes when the cell is quoted.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The whole file, written by csv-stringify: a byte order mark (spreadsheet programs then read
 * UTF-8 and show ç ğ ı İ ö ş ü), semicolons, CRLF line ends, and every cell holding the
 * separator, a quote or any line break quoted (the library alone leaves a lone \n unquoted).
 */
export function toCsv(header: string[], rows: string[][]): string {
  return stringify([header, ...rows], {
    bom: true,
    delimiter: CSV_SEPARATOR,
    record_delimiter: '\r\n',
    quoted_match: /[;"\r\n]/,
    cast: { string: neutraliseFormula },
  });
}
